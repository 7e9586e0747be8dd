import { ANAMNESE_CAMPOS } from '@consultorio/contracts/anamnese';
import {
  nomeArquivoProntuario,
  nomeArquivoProntuarios,
  type TipoProntuario,
} from '@consultorio/contracts/prontuarios';
import { hojeEm } from '@consultorio/contracts/tempo';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { prontuarios } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { gerarPdf } from '../../lib/pdf.ts';
import { obterAnamnese } from '../anamnese/service.ts';
import { buscarTitular } from '../auth/service.ts';
import { escalasParaPdf } from '../escalas/service.ts';
import { buscarPacienteDoUsuario, type PacienteRow } from '../pacientes/service.ts';
import { type EntradaPdf, PDF, type ProntuarioPdfData } from './pdf.ts';
import { findProntuarioOwned, type RowComSessao, selectComSessao, visiveis } from './service.ts';

/*
 * The record's PDF exports: every visible entry of a patient, or one entry, as the CFP document of the record
 * (./pdf.ts), read through the entries' own queries (./service.ts).
 */

export interface ExportacaoPdf {
  pdf: Buffer;
  fileName: string;
  pacienteId: string;
  registros: number;
}

const toEntrada = (ctx: AppContext, row: RowComSessao): EntradaPdf => ({
  data: row.data,
  tipo: row.tipo as TipoProntuario,
  titulo: ctx.cipher.decrypt(row.titulo),
  conteudo: ctx.cipher.decrypt(row.conteudo),
  sessao_data: row.sessao_data,
});

async function gerar(
  ctx: AppContext,
  usuarioId: string,
  paciente: PacienteRow,
  rows: RowComSessao[],
  escopo: 'todos' | 'um',
  extras: Pick<ProntuarioPdfData, 'anamnese' | 'escalas'> & { responsavel?: boolean } = {},
): Promise<{ pdf: Buffer; hoje: string }> {
  const usuario = await buscarTitular(ctx, usuarioId);
  if (!usuario) throw notFound();
  const emitidoEm = new Date();
  const pdf = await gerarPdf(PDF, {
    psicologo: { nome: usuario.nome, crp: usuario.crp },
    // Only what is printed is copied to the worker.
    paciente: {
      nome: paciente.nome,
      nome_social: paciente.nome_social,
      data_nascimento: paciente.data_nascimento,
      cpf: paciente.cpf,
      ...(extras.responsavel && paciente.responsavel
        ? {
            responsavel: {
              nome: paciente.responsavel.nome ?? null,
              cpf: paciente.responsavel.cpf ?? null,
              telefone: paciente.responsavel.telefone ?? null,
              parentesco: paciente.responsavel.parentesco ?? null,
            },
          }
        : {}),
    },
    ...(extras.anamnese === undefined ? {} : { anamnese: extras.anamnese }),
    ...(extras.escalas?.length ? { escalas: extras.escalas } : {}),
    entradas: rows.map((r) => toEntrada(ctx, r)),
    escopo,
    emitidoEm,
    fuso: usuario.fuso_horario,
  });
  return { pdf, hoje: hojeEm(usuario.fuso_horario, emitidoEm) };
}

/**
 * `GET /prontuario/paciente/{id}/exportar`: every visible entry of the patient, in date order; with `anamnese` the
 * patient's anamnese (its filled fields) before them, with `responsavel` the responsável in the identification.
 */
export async function exportarProntuarios(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
  opcoes: { anamnese?: boolean; responsavel?: boolean } = {},
): Promise<ExportacaoPdf> {
  const paciente = await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId, { leitura: true });
  const rows = await selectComSessao(ctx.db)
    .where(visiveis(usuarioId, paciente.id))
    .orderBy(asc(prontuarios.data), asc(prontuarios.created_at), asc(prontuarios.id));
  const ficha = opcoes.anamnese ? await obterAnamnese(ctx, usuarioId, paciente.id) : undefined;
  const anamnese =
    ficha === undefined
      ? undefined
      : ficha === null
        ? null
        : ANAMNESE_CAMPOS.flatMap(([campo, rotulo]) => {
            const texto = ficha[campo];
            return texto ? [{ rotulo, texto }] : [];
          });
  const escalas = await escalasParaPdf(ctx, usuarioId, paciente.id);
  const { pdf, hoje } = await gerar(ctx, usuarioId, paciente, rows, 'todos', {
    anamnese,
    escalas,
    responsavel: opcoes.responsavel,
  });
  return { pdf, fileName: nomeArquivoProntuarios(paciente.id, hoje), pacienteId, registros: rows.length };
}

/** `GET /prontuario/{id}/exportar`: one entry. */
export async function exportarProntuario(
  ctx: AppContext,
  usuarioId: string,
  id: string,
): Promise<ExportacaoPdf> {
  const { row, paciente } = await findProntuarioOwned(ctx.db, usuarioId, id, 'leitura');
  const { pdf } = await gerar(ctx, usuarioId, paciente, [row], 'um');
  return {
    pdf,
    fileName: nomeArquivoProntuario(paciente.id, row.data),
    pacienteId: paciente.id,
    registros: 1,
  };
}
