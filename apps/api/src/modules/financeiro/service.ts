import {
  type Categoria,
  type Lancamento,
  type LancamentoCreateParsed,
  type LancamentoUpdateParsed,
  MSG_FINANCEIRO,
  type Origem,
  regrasLancamento,
  type StatusLancamento,
  type TipoLancamento,
} from '@consultorio/contracts/financeiro';
import { MSG } from '@consultorio/contracts/messages';
import type { FormaPagamento } from '@consultorio/contracts/sessoes';
import { hojeEm } from '@consultorio/contracts/tempo';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { financeiros, pacientes, sessoes } from '../../db/schema.ts';
import { AppError, notFound, unprocessable } from '../../lib/errors.ts';
import { buscarPacienteDoUsuario, type PacienteRow } from '../pacientes/service.ts';
import { definirPagamentoSessao } from '../sessoes/service.ts';
import { contaDoLancamento } from './conta.ts';
import { pagadorDoPaciente } from './pagador.ts';
import { type Marca, marcaPedida, situacaoCarneLeao } from './situacao.ts';

// For the charges' receipts (modules/cobrancas): the payer of a patient and the receipt's PDF from its data.
export { pagadorDoPaciente } from './pagador.ts';
export { reciboEmPdf } from './recibo-de-dados.ts';
export type { DadosDoRecibo } from './recibo-pdf.ts';

export type LancamentoRow = typeof financeiros.$inferSelect;
type Runner = Db | Tx;

// ---------------------------------------------------------------------------------------------------------------
// Row ↔ JSON

export const toCentavos = (reais: number): number => Math.round(reais * 100);
export const toReais = (centavos: number | string | null | undefined): number =>
  centavos === null || centavos === undefined ? 0 : Number(centavos) / 100;

export function toLancamento(row: LancamentoRow, pacienteNome: string | null): Lancamento {
  return {
    id: row.id,
    tipo: row.tipo as TipoLancamento,
    descricao: row.descricao,
    valor: row.valor_centavos / 100,
    data: row.data,
    data_pagamento: row.data_pagamento,
    status: row.status as StatusLancamento,
    categoria: row.categoria as Categoria,
    forma_pagamento: row.forma_pagamento as FormaPagamento | null,
    paciente_id: row.paciente_id,
    paciente_nome: row.paciente_id ? pacienteNome : null,
    sessao_id: row.sessao_id,
    origem: row.origem as Origem,
    pagador_nome: row.pagador_nome,
    pagador_cpf: row.pagador_cpf,
    beneficiario_cpf: row.beneficiario_cpf,
    dedutivel_livro_caixa: row.dedutivel_livro_caixa,
    codigo_plano_contas: row.codigo_plano_contas,
    carne_leao_situacao: situacaoCarneLeao(row),
    escriturado_em:
      row.carne_leao_marca === 'escriturado' ? (row.escriturado_em?.toISOString() ?? null) : null,
    observacoes: row.observacoes,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Entries with their patient's name. The join reads the patients table directly (also an archived patient's
 * name: the entry is a fiscal record kept after the patient leaves the lists); scoped by the same owner.
 */
export const selecionarComPaciente = (db: Runner) =>
  db
    .select({ row: financeiros, paciente_nome: pacientes.nome })
    .from(financeiros)
    .leftJoin(
      pacientes,
      and(eq(pacientes.id, financeiros.paciente_id), eq(pacientes.usuario_id, financeiros.usuario_id)),
    );

async function findOwned(db: Runner, usuarioId: string, id: string, lock = false): Promise<LancamentoRow> {
  const query = db
    .select()
    .from(financeiros)
    .where(and(eq(financeiros.id, id), eq(financeiros.usuario_id, usuarioId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(MSG_FINANCEIRO.naoEncontrado);
  return row;
}

async function comNome(db: Runner, usuarioId: string, id: string): Promise<Lancamento> {
  const [r] = await selecionarComPaciente(db)
    .where(and(eq(financeiros.id, id), eq(financeiros.usuario_id, usuarioId)))
    .limit(1);
  if (!r) throw notFound(MSG_FINANCEIRO.naoEncontrado);
  return toLancamento(r.row, r.paciente_nome);
}

export async function obterLancamento(ctx: AppContext, usuarioId: string, id: string): Promise<Lancamento> {
  return comNome(ctx.db, usuarioId, id);
}

// ---------------------------------------------------------------------------------------------------------------
// References: the patient (through the patients service) and the session

/** The user's visible patient; a missing or foreign one is a field error (the same answer for both). */
async function pacienteDoLancamento(tx: Tx, usuarioId: string, pacienteId: string): Promise<PacienteRow> {
  try {
    return await buscarPacienteDoUsuario(tx, usuarioId, pacienteId);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) {
      throw unprocessable('paciente_id', MSG_FINANCEIRO.pacienteInvalido);
    }
    throw err;
  }
}

/** The user's session (a small read-only query: the sessions service exports no lookup by id). */
async function sessaoDoLancamento(
  tx: Tx,
  usuarioId: string,
  sessaoId: string,
): Promise<{ pacienteId: string }> {
  const [row] = await tx
    .select({ pacienteId: sessoes.paciente_id })
    .from(sessoes)
    .where(and(eq(sessoes.id, sessaoId), eq(sessoes.usuario_id, usuarioId)))
    .limit(1);
  if (!row) throw unprocessable('sessao_id', MSG_FINANCEIRO.sessaoInvalida);
  return row;
}

function assertRegras(l: Parameters<typeof regrasLancamento>[0]): void {
  const violadas = regrasLancamento(l);
  if (violadas.length === 0) return;
  const errors: Record<string, string[]> = {};
  for (const r of violadas) {
    const field = r.path.join('.');
    errors[field] = [...(errors[field] ?? []), r.message];
  }
  throw new AppError(422, MSG.validation, { errors });
}

/** Resolves paciente_id and sessao_id together: a session fills in its patient; a different one is an error. */
async function referencias(
  tx: Tx,
  usuarioId: string,
  pacienteId: string | null,
  sessaoId: string | null,
): Promise<{ paciente: PacienteRow | null; sessaoId: string | null }> {
  let id = pacienteId;
  if (sessaoId) {
    const sessao = await sessaoDoLancamento(tx, usuarioId, sessaoId);
    if (id && id !== sessao.pacienteId)
      throw unprocessable('sessao_id', MSG_FINANCEIRO.sessaoDeOutroPaciente);
    id = sessao.pacienteId;
  }
  return { paciente: id ? await pacienteDoLancamento(tx, usuarioId, id) : null, sessaoId };
}

// ---------------------------------------------------------------------------------------------------------------
// CRUD

/**
 * `POST /financeiros`. status defaults to pago when data_pagamento is given (else pendente); a paid entry without
 * data_pagamento is taken as paid on its date. A receita of a patient with no payer given gets the patient (or a
 * minor's responsável) as payer.
 */
export async function criarLancamento(
  ctx: AppContext,
  usuarioId: string,
  input: LancamentoCreateParsed,
): Promise<Lancamento> {
  const id = await ctx.db.transaction(async (tx) => {
    const status: StatusLancamento = input.status ?? (input.data_pagamento ? 'pago' : 'pendente');
    const { paciente, sessaoId } = await referencias(
      tx,
      usuarioId,
      input.paciente_id ?? null,
      input.sessao_id ?? null,
    );
    const semPagador =
      input.pagador_nome === undefined &&
      input.pagador_cpf === undefined &&
      input.beneficiario_cpf === undefined;
    const pagador =
      input.tipo === 'receita' && paciente && semPagador
        ? pagadorDoPaciente(paciente, hojeEm(await fusoDoUsuario(tx, usuarioId)))
        : {
            pagador_nome: input.pagador_nome ?? null,
            pagador_cpf: input.pagador_cpf ?? null,
            beneficiario_cpf: input.beneficiario_cpf ?? null,
          };
    const origem = input.origem ?? 'pessoa_fisica';
    const dedutivel = input.tipo === 'despesa' && input.dedutivel_livro_caixa === true;
    const codigoConta = await contaDoLancamento(tx, {
      tipo: input.tipo,
      categoria: input.categoria ?? 'outro',
      dedutivel_livro_caixa: dedutivel,
      codigo: input.codigo_plano_contas ?? null,
    });
    const marca = marcaPedida(
      input.carne_leao_situacao,
      { tipo: input.tipo, status, origem, dedutivel_livro_caixa: dedutivel },
      null,
    );
    const [row] = await tx
      .insert(financeiros)
      .values({
        usuario_id: usuarioId,
        tipo: input.tipo,
        descricao: input.descricao,
        valor_centavos: toCentavos(input.valor),
        data: input.data,
        data_pagamento: status === 'pago' ? (input.data_pagamento ?? input.data) : null,
        status,
        categoria: input.categoria ?? 'outro',
        forma_pagamento: input.forma_pagamento ?? null,
        paciente_id: paciente?.id ?? null,
        sessao_id: sessaoId,
        origem,
        ...pagador,
        dedutivel_livro_caixa: dedutivel,
        codigo_plano_contas: codigoConta,
        carne_leao_marca: marca,
        observacoes: input.observacoes ?? null,
      })
      .returning({ id: financeiros.id });
    if (input.tipo === 'receita' && sessaoId) {
      await definirPagamentoSessao(tx, usuarioId, sessaoId, {
        pago: status === 'pago',
        formaPagamento: input.forma_pagamento,
      });
    }
    return row.id;
  });
  return comNome(ctx.db, usuarioId, id);
}

/**
 * `PUT /financeiros/{id}`: partial. Fields sent replace the stored ones; when the tipo changes, fields only the old
 * tipo has and that were not sent are cleared. `data_pagamento` sent without `status` decides it (a date: pago;
 * null: pendente); `status: 'pendente'` alone clears the payment date; pago without a date is paid on `data`.
 */
export async function atualizarLancamento(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  patch: LancamentoUpdateParsed,
): Promise<Lancamento> {
  await ctx.db.transaction(async (tx) => {
    const cur = await findOwned(tx, usuarioId, id, true);
    const tipo = patch.tipo ?? (cur.tipo as TipoLancamento);
    const mudouTipo = tipo !== cur.tipo;
    const keep = <K extends keyof LancamentoUpdateParsed & keyof LancamentoRow>(
      k: K,
      limpaSeMudou: boolean,
    ) => (patch[k] !== undefined ? patch[k] : mudouTipo && limpaSeMudou ? null : cur[k]);

    const status: StatusLancamento =
      patch.status ??
      (patch.data_pagamento !== undefined
        ? patch.data_pagamento
          ? 'pago'
          : 'pendente'
        : (cur.status as StatusLancamento));
    const dataPagamento =
      patch.data_pagamento !== undefined
        ? patch.data_pagamento
        : patch.status === 'pendente'
          ? null
          : cur.data_pagamento;
    const merged = {
      tipo,
      categoria: (patch.categoria ?? cur.categoria) as Categoria,
      status,
      data_pagamento: dataPagamento,
      dedutivel_livro_caixa:
        patch.dedutivel_livro_caixa ?? (mudouTipo && tipo === 'receita' ? false : cur.dedutivel_livro_caixa),
      pagador_nome: keep('pagador_nome', tipo === 'despesa') as string | null,
      pagador_cpf: keep('pagador_cpf', tipo === 'despesa') as string | null,
      beneficiario_cpf: keep('beneficiario_cpf', tipo === 'despesa') as string | null,
      sessao_id: keep('sessao_id', tipo === 'despesa') as string | null,
      codigo_plano_contas: keep('codigo_plano_contas', tipo === 'receita') as string | null,
    };
    assertRegras(merged);
    const origem = patch.origem ?? cur.origem;
    const dedutivel = tipo === 'despesa' && merged.dedutivel_livro_caixa === true;
    const codigoConta = await contaDoLancamento(tx, {
      tipo,
      categoria: merged.categoria ?? 'outro',
      dedutivel_livro_caixa: dedutivel,
      codigo: merged.codigo_plano_contas,
    });
    const marca = marcaPedida(
      patch.carne_leao_situacao,
      { tipo, status, origem, dedutivel_livro_caixa: dedutivel },
      cur.carne_leao_marca as Marca,
    );

    const pacienteId = patch.paciente_id !== undefined ? patch.paciente_id : cur.paciente_id;
    const refsMudaram = pacienteId !== cur.paciente_id || merged.sessao_id !== cur.sessao_id;
    const refs = refsMudaram
      ? await referencias(tx, usuarioId, pacienteId, merged.sessao_id)
      : { paciente: null, sessaoId: merged.sessao_id };
    const data = patch.data ?? cur.data;
    await tx
      .update(financeiros)
      .set({
        tipo,
        descricao: patch.descricao ?? cur.descricao,
        valor_centavos: patch.valor !== undefined ? toCentavos(patch.valor) : cur.valor_centavos,
        data,
        data_pagamento: status === 'pago' ? (dataPagamento ?? data) : null,
        status,
        categoria: merged.categoria ?? 'outro',
        forma_pagamento: patch.forma_pagamento !== undefined ? patch.forma_pagamento : cur.forma_pagamento,
        paciente_id: refsMudaram ? (refs.paciente?.id ?? null) : cur.paciente_id,
        sessao_id: refs.sessaoId,
        origem,
        pagador_nome: merged.pagador_nome,
        pagador_cpf: merged.pagador_cpf,
        beneficiario_cpf: merged.beneficiario_cpf,
        dedutivel_livro_caixa: dedutivel,
        codigo_plano_contas: codigoConta,
        carne_leao_marca: marca,
        escriturado_em: marca === 'escriturado' ? cur.escriturado_em : null,
        observacoes: patch.observacoes !== undefined ? patch.observacoes : cur.observacoes,
        updated_at: sql`now()`,
      })
      .where(and(eq(financeiros.id, id), eq(financeiros.usuario_id, usuarioId)));
    if (tipo === 'receita' && refs.sessaoId && (status !== cur.status || refs.sessaoId !== cur.sessao_id)) {
      await definirPagamentoSessao(tx, usuarioId, refs.sessaoId, {
        pago: status === 'pago',
        formaPagamento: patch.forma_pagamento ?? cur.forma_pagamento,
      });
    }
  });
  return comNome(ctx.db, usuarioId, id);
}

export async function excluirLancamento(ctx: AppContext, usuarioId: string, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(financeiros)
    .where(and(eq(financeiros.id, id), eq(financeiros.usuario_id, usuarioId)))
    .returning({ id: financeiros.id });
  if (deleted.length === 0) throw notFound(MSG_FINANCEIRO.naoEncontrado);
}
