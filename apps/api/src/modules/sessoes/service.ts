import type { Pagination } from '@consultorio/contracts/common';
import { MSG_EQUIPE } from '@consultorio/contracts/equipe';
import {
  type FormaPagamento,
  MSG_SESSOES,
  type Presenca,
  type Sessao,
  type SessaoCreateParsed,
  type SessaoUpdateParsed,
} from '@consultorio/contracts/sessoes';
import { hojeEm } from '@consultorio/contracts/tempo';
import { and, count, desc, eq, getTableColumns, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { totalDaConsulta, totalDaPagina } from '../../db/pagina.ts';
import { agendamentos, sessoes, usuarios } from '../../db/schema.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { paginationOf } from '../../lib/paginacao.ts';
import {
  avancarUltimaSessao,
  buscarPacienteDoUsuario,
  definirUltimaSessao,
  type PacienteRow,
} from '../pacientes/service.ts';

export type SessaoRow = typeof sessoes.$inferSelect;
const MSG_NAO_ENCONTRADA = 'Sessão não encontrada.';
type Runner = Db | Tx;

/*
 * The sessions area: a patient's sessions, read and written in the caller's transaction. What follows a session's
 * registration, edit or deletion in other areas (the agenda links it, the finance area keeps its receita) is the
 * patient's life cycle (modules/ciclo-paciente), which runs these steps in order.
 */

/** A session as the steps of the patient's life cycle see it. */
export interface SessaoRegistrada {
  id: string;
  usuarioId: string;
  pacienteId: string;
  data: string;
  valorCentavos: number | null;
  pago: boolean;
  formaPagamento: string | null;
  presenca: string;
  agendamentoId: string | null;
}

/**
 * What registering a session read in its transaction (the patient, locked, and the practice's time zone), handed
 * to the next steps so that they do not read it again.
 */
export interface LidosNoRegistro {
  paciente: PacienteRow;
  fuso: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// A patient's sessions in the patient's life cycle (modules/ciclo-paciente)

/*
 * A session is a clinical record (CFP 001/2009: the register of each attendance) when it took place or was missed
 * (realizada, falta, falta_justificada) or carries notes. A cancelled session without notes is only a scheduling
 * trace: it goes with the patient when a patient without records is deleted.
 */
const registroClinico = or(ne(sessoes.presenca, 'cancelada'), isNotNull(sessoes.observacoes));

/** True when a session of the patient is a clinical record (then the patient's DELETE archives it). */
export async function temSessaoClinica(db: Runner, usuarioId: string, pacienteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessoes.id })
    .from(sessoes)
    .where(and(eq(sessoes.usuario_id, usuarioId), eq(sessoes.paciente_id, pacienteId), registroClinico))
    .limit(1);
  return !!row;
}

/** The sessions of a patient deleted for good (one without clinical records), in the deletion's transaction. */
export async function excluirSessoesDoPaciente(tx: Tx, usuarioId: string, pacienteId: string): Promise<void> {
  await tx.delete(sessoes).where(and(eq(sessoes.usuario_id, usuarioId), eq(sessoes.paciente_id, pacienteId)));
}

export function toSessao(ctx: AppContext, row: SessaoRow): Sessao {
  return {
    id: row.id,
    paciente_id: row.paciente_id,
    data: row.data,
    hora_inicio: row.hora_inicio ? row.hora_inicio.slice(0, 5) : null,
    duracao_minutos: row.duracao_minutos,
    valor: row.valor_centavos === null ? null : row.valor_centavos / 100,
    presenca: row.presenca as Presenca,
    pago: row.pago,
    forma_pagamento: row.forma_pagamento as FormaPagamento | null,
    observacoes: ctx.cipher.decrypt(row.observacoes),
    agendamento_id: row.agendamento_id,
    created_at: row.created_at.toISOString(),
  };
}

/** A stored session as the life cycle's steps see it (also the finance area's catch-up of missing receitas). */
export const registradaDaLinha = (row: SessaoRow): SessaoRegistrada => ({
  id: row.id,
  usuarioId: row.usuario_id,
  pacienteId: row.paciente_id,
  data: row.data,
  valorCentavos: row.valor_centavos,
  pago: row.pago,
  formaPagamento: row.forma_pagamento,
  presenca: row.presenca,
  agendamentoId: row.agendamento_id,
});

/** Recomputes the patient's `ultima_sessao` (last session held) after a session is added or removed. */
async function refreshUltimaSessao(tx: Tx, usuarioId: string, pacienteId: string): Promise<void> {
  const [row] = await tx
    .select({ ultima: sql<string | null>`max(${sessoes.data})::text` })
    .from(sessoes)
    .where(
      and(
        eq(sessoes.usuario_id, usuarioId),
        eq(sessoes.paciente_id, pacienteId),
        eq(sessoes.presenca, 'realizada'),
      ),
    );
  await definirUltimaSessao(tx, usuarioId, pacienteId, row?.ultima ?? null);
}

export async function listarSessoes(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
  q: { page: number; per_page: number },
): Promise<{ sessoes: Sessao[]; pagination: Pagination }> {
  await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId, { leitura: true });
  const where = and(eq(sessoes.usuario_id, usuarioId), eq(sessoes.paciente_id, pacienteId));
  const rows = await ctx.db
    .select({ ...getTableColumns(sessoes), total: totalDaConsulta() })
    .from(sessoes)
    .where(where)
    .orderBy(
      desc(sessoes.data),
      sql`${sessoes.hora_inicio} DESC NULLS LAST`,
      desc(sessoes.created_at),
      desc(sessoes.id),
    )
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const total = await totalDaPagina(rows, q.page, async () => {
    const [{ n }] = await ctx.db.select({ n: count() }).from(sessoes).where(where);
    return n;
  });
  return {
    sessoes: rows.map((r) => toSessao(ctx, r)),
    pagination: paginationOf(q.page, q.per_page, total),
  };
}

/** A reference in a body must be one of the caller's own records, of this patient (docs/security.md). */
async function assertAgendamentoDoPaciente(
  tx: Tx,
  usuarioId: string,
  pacienteId: string,
  agendamentoId: string | null | undefined,
): Promise<void> {
  if (!agendamentoId) return;
  const [agendamento] = await tx
    .select({ id: agendamentos.id })
    .from(agendamentos)
    .where(
      and(
        eq(agendamentos.id, agendamentoId),
        eq(agendamentos.usuario_id, usuarioId),
        eq(agendamentos.paciente_id, pacienteId),
      ),
    )
    .limit(1);
  if (!agendamento) throw unprocessable('agendamento_id', MSG_SESSOES.agendamentoInvalido);
}

/**
 * Registers a session that took place (or was missed or cancelled), in the caller's transaction. Omitted duração
 * and valor come from the patient (valor_sessao) and the profile (valor_sessao_padrao, duracao_sessao_padrao).
 * Sessions are clinical records, so they are accepted even while the plan is paused. Keeps the patient's
 * ultima_sessao and answers whether the session gets its receita (`gerarLancamento`, for the finance step).
 */
export async function inserirSessao(
  tx: Tx,
  ctx: AppContext,
  usuarioId: string,
  input: SessaoCreateParsed,
): Promise<{ sessao: SessaoRow; gerarLancamento: boolean; lidos: LidosNoRegistro }> {
  const paciente: PacienteRow = await buscarPacienteDoUsuario(tx, usuarioId, input.paciente_id, {
    lock: true,
  });
  const [perfil] = await tx
    .select({
      duracao: usuarios.duracao_sessao_padrao,
      valor: usuarios.valor_sessao_padrao_centavos,
      fuso: usuarios.fuso_horario,
    })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  if (input.data > hojeEm(perfil?.fuso ?? undefined)) throw unprocessable('data', MSG_SESSOES.dataFutura);
  await assertAgendamentoDoPaciente(tx, usuarioId, paciente.id, input.agendamento_id);
  const valorCentavos =
    input.valor !== undefined && input.valor !== null
      ? Math.round(input.valor * 100)
      : (paciente.valor_sessao_centavos ?? perfil?.valor ?? null);
  const [inserted] = await tx
    .insert(sessoes)
    .values({
      usuario_id: usuarioId,
      paciente_id: paciente.id,
      data: input.data,
      hora_inicio: input.hora_inicio ?? null,
      duracao_minutos: input.duracao_minutos ?? perfil?.duracao ?? 50,
      valor_centavos: valorCentavos,
      presenca: input.presenca,
      pago: input.pago,
      forma_pagamento: input.forma_pagamento ?? null,
      observacoes: ctx.cipher.encrypt(input.observacoes ?? null),
      agendamento_id: input.agendamento_id ?? null,
    })
    .returning();
  // A new session held can only move the last one forward: no need to read the patient's sessions again.
  if (inserted.presenca === 'realizada') await avancarUltimaSessao(tx, usuarioId, paciente.id, inserted.data);
  // Every income reaches the books whatever the plan (docs/product.md §8.4): unless the request says otherwise, a
  // session with a value that was paid or held gets its receita (Finance is hidden on Gratuito, not skipped).
  const lancar =
    input.gerar_lancamento ?? (!!valorCentavos && (input.pago || input.presenca === 'realizada'));
  return { sessao: inserted, gerarLancamento: lancar, lidos: { paciente, fuso: perfil?.fuso ?? null } };
}

/**
 * Edits a session of a visible patient (`PUT /sessao/{id}`) in the caller's transaction: date, time, attendance,
 * value, paid, form of payment, notes. Omitted duração and valor keep the session's.
 */
export async function alterarSessao(
  tx: Tx,
  ctx: AppContext,
  usuarioId: string,
  id: string,
  input: SessaoUpdateParsed,
  opts: { manterObservacoes?: boolean } = {},
): Promise<SessaoRow> {
  const [atual] = await tx
    .select()
    .from(sessoes)
    .where(and(eq(sessoes.id, id), eq(sessoes.usuario_id, usuarioId)))
    .limit(1)
    .for('update');
  if (!atual) throw notFound(MSG_NAO_ENCONTRADA);
  await buscarPacienteDoUsuario(tx, usuarioId, atual.paciente_id, {
    lock: true,
    notFoundMessage: MSG_NAO_ENCONTRADA,
  });
  const [perfil] = await tx
    .select({ fuso: usuarios.fuso_horario })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  if (input.data > hojeEm(perfil?.fuso ?? undefined)) throw unprocessable('data', MSG_SESSOES.dataFutura);
  await assertAgendamentoDoPaciente(tx, usuarioId, atual.paciente_id, input.agendamento_id);
  const [updated] = await tx
    .update(sessoes)
    .set({
      data: input.data,
      hora_inicio: input.hora_inicio ?? null,
      duracao_minutos: input.duracao_minutos ?? atual.duracao_minutos,
      valor_centavos:
        input.valor === undefined || input.valor === null
          ? atual.valor_centavos
          : Math.round(input.valor * 100),
      presenca: input.presenca,
      pago: input.pago,
      forma_pagamento: input.forma_pagamento ?? null,
      // A secretária's change keeps the notes she cannot see (docs/product.md §15).
      observacoes: opts.manterObservacoes ? atual.observacoes : ctx.cipher.encrypt(input.observacoes ?? null),
      agendamento_id: input.agendamento_id === undefined ? atual.agendamento_id : input.agendamento_id,
      updated_at: sql`now()`,
    })
    .where(and(eq(sessoes.id, id), eq(sessoes.usuario_id, usuarioId)))
    .returning();
  await refreshUltimaSessao(tx, usuarioId, atual.paciente_id);
  return updated;
}

/**
 * The session to delete, locked, of a visible patient (an archived patient's sessions are kept untouched: 404);
 * `recusarComObservacoes` refuses one with notes (a secretária's request).
 */
export async function sessaoParaExcluir(
  tx: Tx,
  usuarioId: string,
  id: string,
  opts: { recusarComObservacoes?: boolean } = {},
): Promise<SessaoRow> {
  const [row] = await tx
    .select()
    .from(sessoes)
    .where(and(eq(sessoes.id, id), eq(sessoes.usuario_id, usuarioId)))
    .limit(1)
    .for('update');
  if (!row) throw notFound(MSG_NAO_ENCONTRADA);
  await buscarPacienteDoUsuario(tx, usuarioId, row.paciente_id, {
    lock: true,
    notFoundMessage: MSG_NAO_ENCONTRADA,
  });
  if (opts.recusarComObservacoes && row.observacoes !== null) throw forbidden(MSG_EQUIPE.sessaoComAnotacoes);
  return row;
}

/** The session row goes; the patient's ultima_sessao follows. */
export async function apagarSessao(tx: Tx, row: SessaoRow): Promise<void> {
  await tx.delete(sessoes).where(and(eq(sessoes.id, row.id), eq(sessoes.usuario_id, row.usuario_id)));
  if (row.presenca === 'realizada') await refreshUltimaSessao(tx, row.usuario_id, row.paciente_id);
}

/**
 * Keeps a session's payment in step with the receita generated for it: the finance area calls this when that
 * receita is created or marked paid/pending, so the patient file's "Total recebido"/"A receber" agree with Financeiro.
 */
export async function definirPagamentoSessao(
  db: Db | Tx,
  usuarioId: string,
  sessaoId: string,
  pagamento: { pago: boolean; formaPagamento?: string | null },
): Promise<void> {
  await db
    .update(sessoes)
    .set({
      pago: pagamento.pago,
      ...(pagamento.formaPagamento ? { forma_pagamento: pagamento.formaPagamento } : {}),
      updated_at: sql`now()`,
    })
    .where(and(eq(sessoes.id, sessaoId), eq(sessoes.usuario_id, usuarioId)));
}

/**
 * A paid charge's sessions (docs/product.md §18): paid with its form of payment, in the charge's transaction.
 * Returns the rows as they are now (a session deleted meanwhile is simply not there).
 */
export async function marcarSessoesPagas(
  tx: Tx,
  usuarioId: string,
  ids: string[],
  formaPagamento: string,
): Promise<SessaoRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(sessoes)
    .set({ pago: true, forma_pagamento: formaPagamento, updated_at: sql`now()` })
    .where(and(eq(sessoes.usuario_id, usuarioId), inArray(sessoes.id, ids)))
    .returning();
}
