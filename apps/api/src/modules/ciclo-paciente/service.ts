import type { AgendamentoUpdateParsed, Escopo } from '@consultorio/contracts/agendamentos';
import { hojeEm, MSG_PACIENTES, type Paciente } from '@consultorio/contracts/pacientes';
import type { Sessao, SessaoCreateParsed, SessaoUpdateParsed } from '@consultorio/contracts/sessoes';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { anexos } from '../../db/schema.ts';
import { unprocessable } from '../../lib/errors.ts';
import { alterarAgendamento } from '../agendamentos/escrita.ts';
import { desvincularSessao, excluirAgendamentosDoPaciente, vincularSessao } from '../agendamentos/service.ts';
import { temAnamnese } from '../anamnese/service.ts';
import { excluirAnexosDoPaciente, temAnexos } from '../anexos/service.ts';
import { comprovantesDoPaciente } from '../cobrancas/service.ts';
import { temDocumentos } from '../documentos/service.ts';
import {
  atualizarReceitaDaSessao,
  desvincularLancamentosDoPaciente,
  gerarReceitaDaSessao,
  soltarReceitaDaSessao,
} from '../financeiro/receitas-de-sessao.ts';
import { ultimoRegistroSql } from '../leituras/service.ts';
import { arquivarPaciente, removerPaciente, restaurarDoArquivo } from '../pacientes/escrita.ts';
import { ultimoRegistroDe } from '../pacientes/lista.ts';
import {
  buscarArquivadoDoUsuario,
  buscarPacienteDoUsuario,
  datasDaRetencao,
  toPaciente,
} from '../pacientes/service.ts';
import { temProntuarios } from '../prontuarios/service.ts';
import {
  alterarSessao,
  apagarSessao,
  excluirSessoesDoPaciente,
  inserirSessao,
  type LidosNoRegistro,
  registradaDaLinha,
  type SessaoRegistrada,
  sessaoParaExcluir,
  temSessaoClinica,
  toSessao,
} from '../sessoes/service.ts';
import { temTermoAssinado } from '../termos/service.ts';

/*
 * The patient's life cycle (docs/decisions/0063-patient-life-cycle-orchestration.md): deleting, archiving,
 * restoring or erasing a patient, and registering, editing or deleting a session, as functions the handlers call.
 * This module sits above every area it names (.dependency-cruiser.cjs, CAMADAS); each flow lists its steps in
 * order, each step one area's public function, all in one transaction. The reads that gather several areas
 * (statistics, next appointment, latest record) are modules/leituras.
 *
 * Every step is scoped by `usuarioId` and uses the `tx` it is given: on PGlite a query outside the open
 * transaction waits for it forever.
 */

type Runner = Db | Tx;

/**
 * The areas whose rows are clinical records (sessions held or missed or with notes, anamnese, entries, documents
 * issued, files, terms signed): CFP 001/2009, records are kept.
 */
const REGISTROS_CLINICOS = [
  temSessaoClinica,
  temAnamnese,
  temProntuarios,
  temDocumentos,
  temAnexos,
  temTermoAssinado,
];

/**
 * What goes with a patient deleted for good: its sessions, appointments and attachments' rows; its finance entries
 * stay, detached (fiscal records). The anamnese has none to remove (a patient with one is archived).
 */
const DEPENDENTES = [
  excluirSessoesDoPaciente,
  excluirAgendamentosDoPaciente,
  excluirAnexosDoPaciente,
  desvincularLancamentosDoPaciente,
];

/**
 * The steps several flows share, each the areas' calls in order. In one object so a test can watch or break one
 * step inside its flow's transaction.
 */
export const etapas = {
  /** True when any area holds a clinical record of the patient: then its DELETE archives it. */
  async hasClinicalRecords(db: Runner, usuarioId: string, pacienteId: string): Promise<boolean> {
    for (const tem of REGISTROS_CLINICOS) if (await tem(db, usuarioId, pacienteId)) return true;
    return false;
  },
  /** Every area's rows of a patient without clinical records, removed or detached. */
  async deleteDependents(tx: Tx, usuarioId: string, pacienteId: string): Promise<void> {
    for (const excluir of DEPENDENTES) await excluir(tx, usuarioId, pacienteId);
  },
  /**
   * An archived patient erased for good: every area's rows go or are detached like `deleteDependents`, then the
   * attachments' and the charges' comprovantes' stored files are deleted (a storage failure rolls the erasure back,
   * as `DELETE /anexos/{id}`); the charges go with the patient's row.
   */
  async eraseArchived(tx: Tx, ctx: AppContext, usuarioId: string, pacienteId: string): Promise<void> {
    const arquivos = [
      ...(await tx
        .select({ chave: anexos.storage_key })
        .from(anexos)
        .where(and(eq(anexos.usuario_id, usuarioId), eq(anexos.paciente_id, pacienteId)))),
      ...(await comprovantesDoPaciente(tx, usuarioId, pacienteId)),
    ];
    for (const excluir of DEPENDENTES) await excluir(tx, usuarioId, pacienteId);
    for (const { chave } of arquivos) await ctx.storage.delete(chave);
  },
  /**
   * After a session is inserted: the finance area creates its receita when `gerarLancamento` (and refuses,
   * aborting the registration, while the plan lacks gestao_financeira).
   */
  async onSessaoCreated(
    tx: Tx,
    _ctx: AppContext,
    sessao: SessaoRegistrada,
    opts: { gerarLancamento: boolean; lidos?: LidosNoRegistro },
  ): Promise<void> {
    await gerarReceitaDaSessao(tx, sessao, opts);
  },
  /** A session registered for an appointment (agendamento_id): the agenda marks it. */
  async onSessaoDoAgendamento(tx: Tx, sessao: SessaoRegistrada): Promise<void> {
    await vincularSessao(tx, sessao);
  },
  /** After a session is edited: its receita follows. */
  async onSessaoUpdated(tx: Tx, _ctx: AppContext, sessao: SessaoRegistrada): Promise<void> {
    await atualizarReceitaDaSessao(tx, sessao);
  },
  /** Before a session row goes: its appointment lets go of it; its receita is detached, or deleted. */
  async onSessaoDeleting(
    tx: Tx,
    _ctx: AppContext,
    sessao: SessaoRegistrada,
    opts: { excluirLancamento: boolean },
  ): Promise<void> {
    await desvincularSessao(tx, sessao);
    await soltarReceitaDaSessao(tx, sessao, opts);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The patient

/**
 * `DELETE /paciente/{id}`: 1. the patient, locked; 2. any area's clinical record? → archived (`arquivado_em`: gone
 * from lists, counts and routes, records kept for the retention); 3. else every area's rows, 4. then the patient.
 */
export async function excluirPaciente(
  ctx: AppContext,
  usuarioId: string,
  id: string,
): Promise<{ arquivado: boolean }> {
  return ctx.db.transaction(async (tx) => {
    await buscarPacienteDoUsuario(tx, usuarioId, id, { lock: true });
    if (await etapas.hasClinicalRecords(tx, usuarioId, id)) {
      await arquivarPaciente(tx, usuarioId, id);
      return { arquivado: true };
    }
    await etapas.deleteDependents(tx, usuarioId, id);
    await removerPaciente(tx, usuarioId, id);
    return { arquivado: false };
  });
}

/**
 * `POST /paciente/{id}/arquivar`: 1. the patient, locked (an archived one is a 409: pacientes/service.ts
 * `exigirPacienteEditavel`); 2. archived whatever its records, as a DELETE with clinical records does. No other
 * area's rows change: its file reads as before (docs/decisions/0078-archived-patients-read-only.md).
 */
export async function arquivarAPedido(ctx: AppContext, usuarioId: string, id: string): Promise<Paciente> {
  const row = await ctx.db.transaction(async (tx) => {
    await buscarPacienteDoUsuario(tx, usuarioId, id, { lock: true });
    await arquivarPaciente(tx, usuarioId, id);
    return buscarPacienteDoUsuario(tx, usuarioId, id, { leitura: true });
  });
  return toPaciente(ctx, row);
}

/**
 * `POST /paciente/{id}/restaurar`: the archived patient comes back to the list, taking a place of the plan, its CPF
 * free (the patients area's one step; no other area's rows changed when it was archived).
 */
export function restaurarPaciente(ctx: AppContext, usuarioId: string, id: string): Promise<Paciente> {
  return restaurarDoArquivo(ctx, usuarioId, id);
}

/** What an erasure for good leaves in the audit trail (no clinical text: the dates and the stated legal reason). */
export interface ExclusaoDefinitiva {
  ultimo_registro_em: string | null;
  excluir_a_partir_de: string;
  motivo_legal: string | null;
}

/**
 * `DELETE /paciente/{id}/definitivo`: 1. the archived patient, locked; 2. its retention dates (latest record in any
 * area); before `excluir_a_partir_de` (compared with `hoje`, hojeEm's day) it needs `motivoLegal`, else 422 saying
 * until when; 3. every area's rows and the stored files; 4. the patient row (record entries and anamnese with it).
 */
export async function excluirPacienteDefinitivamente(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  motivoLegal: string | undefined,
  hoje = hojeEm(),
): Promise<ExclusaoDefinitiva> {
  return ctx.db.transaction(async (tx) => {
    const row = await buscarArquivadoDoUsuario(tx, usuarioId, id);
    const ultimo = await ultimoRegistroDe(tx, usuarioId, id, ultimoRegistroSql);
    const datas = datasDaRetencao(row.arquivado_em as Date, ultimo);
    if (!motivoLegal && hoje < datas.excluir_a_partir_de) {
      throw unprocessable('motivo_legal', MSG_PACIENTES.retencao(datas.excluir_a_partir_de));
    }
    await etapas.eraseArchived(tx, ctx, usuarioId, id);
    await removerPaciente(tx, usuarioId, id);
    return { ...datas, motivo_legal: motivoLegal ?? null };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A session

/**
 * `POST /sessao`: 1. the sessions area checks and inserts it (and the patient's ultima_sessao); 2. the finance
 * area its receita (gerar_lancamento); 3. the agenda marks the appointment it was registered for (agendamento_id).
 */
export async function registrarSessao(
  ctx: AppContext,
  usuarioId: string,
  input: SessaoCreateParsed,
): Promise<Sessao> {
  const row = await ctx.db.transaction(async (tx) => {
    const { sessao, gerarLancamento, lidos } = await inserirSessao(tx, ctx, usuarioId, input);
    await etapas.onSessaoCreated(tx, ctx, registradaDaLinha(sessao), { gerarLancamento, lidos });
    if (sessao.agendamento_id) await etapas.onSessaoDoAgendamento(tx, registradaDaLinha(sessao));
    return sessao;
  });
  return toSessao(ctx, row);
}

/**
 * `PUT /agendamento/{id}`: the agenda's edit; an appointment marked realizado or faltou with registrar_sessao
 * registers its session in the agenda's transaction (1. the sessions area inserts it, 2. the finance area its
 * receita), and the agenda links and marks the appointment itself.
 */
export function atualizarAgendamento(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  input: AgendamentoUpdateParsed,
  escopo: Escopo,
) {
  return alterarAgendamento(ctx, usuarioId, id, input, escopo, async (tx, sessaoInput) => {
    const { sessao, gerarLancamento, lidos } = await inserirSessao(tx, ctx, usuarioId, sessaoInput);
    await etapas.onSessaoCreated(tx, ctx, registradaDaLinha(sessao), { gerarLancamento, lidos });
    return toSessao(ctx, sessao);
  });
}

/** `PUT /sessao/{id}`: 1. the sessions area changes it (and ultima_sessao); 2. its receita follows. */
export async function editarSessao(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  input: SessaoUpdateParsed,
  opts: { manterObservacoes?: boolean } = {},
): Promise<Sessao> {
  const row = await ctx.db.transaction(async (tx) => {
    const sessao = await alterarSessao(tx, ctx, usuarioId, id, input, opts);
    await etapas.onSessaoUpdated(tx, ctx, registradaDaLinha(sessao));
    return sessao;
  });
  return toSessao(ctx, row);
}

/**
 * `DELETE /sessao/{id}`: 1. the session, locked, of a visible patient (a secretária's request refuses one with
 * notes); 2. its appointment lets go of it and its receita is detached, or deleted with excluir_lancamento; 3. the
 * session row goes (and ultima_sessao follows).
 */
export async function excluirSessao(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  opts: { excluirLancamento?: boolean; recusarComObservacoes?: boolean } = {},
): Promise<{ pacienteId: string }> {
  return ctx.db.transaction(async (tx) => {
    const row = await sessaoParaExcluir(tx, usuarioId, id, opts);
    await etapas.onSessaoDeleting(tx, ctx, registradaDaLinha(row), {
      excluirLancamento: opts.excluirLancamento ?? false,
    });
    await apagarSessao(tx, row);
    return { pacienteId: row.paciente_id };
  });
}
