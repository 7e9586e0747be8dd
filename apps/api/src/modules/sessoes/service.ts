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
import { and, count, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { agendamentos, sessoes, usuarios } from '../../db/schema.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { findPacienteOwned, type PacienteRow, paginationOf, setUltimaSessao } from '../pacientes/service.ts';

type SessaoRow = typeof sessoes.$inferSelect;
const MSG_NAO_ENCONTRADA = 'Sessão não encontrada.';
type Runner = Db | Tx;

/**
 * A session as the steps of the patient's life cycle see it (modules/ciclo-paciente: the agenda links it, the
 * finance area keeps its receita).
 */
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

function toSessao(ctx: AppContext, row: SessaoRow): Sessao {
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
  await setUltimaSessao(tx, usuarioId, pacienteId, row?.ultima ?? null);
}

export async function listSessoes(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
  q: { page: number; per_page: number },
): Promise<{ sessoes: Sessao[]; pagination: Pagination }> {
  await findPacienteOwned(ctx.db, usuarioId, pacienteId);
  const where = and(eq(sessoes.usuario_id, usuarioId), eq(sessoes.paciente_id, pacienteId));
  const [[{ total }], rows] = await Promise.all([
    ctx.db.select({ total: count() }).from(sessoes).where(where),
    ctx.db
      .select()
      .from(sessoes)
      .where(where)
      .orderBy(
        desc(sessoes.data),
        sql`${sessoes.hora_inicio} DESC NULLS LAST`,
        desc(sessoes.created_at),
        desc(sessoes.id),
      )
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
  ]);
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
 * Registers a session that took place (or was missed or cancelled). Omitted duração and valor come from the
 * patient (valor_sessao) and the profile (valor_sessao_padrao, duracao_sessao_padrao). Sessions are clinical
 * records, so they are accepted even while the plan is paused. gerar_lancamento goes to the life cycle's
 * session-created step (modules/ciclo-paciente), where the finance area creates the receita; a session registered
 * for an appointment (agendamento_id) marks that appointment through the life cycle too.
 */
export async function createSessao(
  ctx: AppContext,
  usuarioId: string,
  input: SessaoCreateParsed,
): Promise<Sessao> {
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await inserirSessao(tx, ctx, usuarioId, input);
    if (inserted.agendamento_id)
      await ctx.cicloPaciente.onSessaoDoAgendamento(tx, registradaDaLinha(inserted));
    return inserted;
  });
  return toSessao(ctx, row);
}

/**
 * The session of an appointment marked realizado or faltou (`PUT /agendamento/{id}` with registrar_sessao), inside
 * the agenda's transaction. The agenda links and marks the appointment itself: this call never comes back to it.
 */
export async function registrarSessaoDoAgendamento(
  tx: Tx,
  ctx: AppContext,
  usuarioId: string,
  input: SessaoCreateParsed & { agendamento_id: string },
): Promise<Sessao> {
  return toSessao(ctx, await inserirSessao(tx, ctx, usuarioId, input));
}

/** Checks and inserts a session, keeps the patient's ultima_sessao and runs the life cycle's session-created step. */
async function inserirSessao(
  tx: Tx,
  ctx: AppContext,
  usuarioId: string,
  input: SessaoCreateParsed,
): Promise<SessaoRow> {
  const paciente: PacienteRow = await findPacienteOwned(tx, usuarioId, input.paciente_id, { lock: true });
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
  if (inserted.presenca === 'realizada') await refreshUltimaSessao(tx, usuarioId, paciente.id);
  // Every income reaches the books whatever the plan (docs/product.md §8.4): unless the request says otherwise, a
  // session with a value that was paid or held gets its receita (Finance is hidden on Gratuito, not skipped).
  const lancar =
    input.gerar_lancamento ?? (!!valorCentavos && (input.pago || input.presenca === 'realizada'));
  await ctx.cicloPaciente.onSessaoCreated(tx, ctx, registradaDaLinha(inserted), { gerarLancamento: lancar });
  return inserted;
}

/**
 * Edits a session of a visible patient (`PUT /sessao/{id}`): date, time, attendance, value, paid, form of payment,
 * notes. Omitted duração and valor keep the session's. The life cycle's session-updated step keeps its receita in
 * step.
 */
export async function updateSessao(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  input: SessaoUpdateParsed,
  opts: { manterObservacoes?: boolean } = {},
): Promise<Sessao> {
  const row = await ctx.db.transaction(async (tx) => {
    const [atual] = await tx
      .select()
      .from(sessoes)
      .where(and(eq(sessoes.id, id), eq(sessoes.usuario_id, usuarioId)))
      .limit(1)
      .for('update');
    if (!atual) throw notFound(MSG_NAO_ENCONTRADA);
    await findPacienteOwned(tx, usuarioId, atual.paciente_id, {
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
        observacoes: opts.manterObservacoes
          ? atual.observacoes
          : ctx.cipher.encrypt(input.observacoes ?? null),
        agendamento_id: input.agendamento_id === undefined ? atual.agendamento_id : input.agendamento_id,
        updated_at: sql`now()`,
      })
      .where(and(eq(sessoes.id, id), eq(sessoes.usuario_id, usuarioId)))
      .returning();
    await refreshUltimaSessao(tx, usuarioId, atual.paciente_id);
    await ctx.cicloPaciente.onSessaoUpdated(tx, ctx, registradaDaLinha(updated));
    return updated;
  });
  return toSessao(ctx, row);
}

/** Deletes a session of a visible patient (an archived patient's sessions are kept untouched: 404). */
export async function deleteSessao(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  opts: { excluirLancamento?: boolean; recusarComObservacoes?: boolean } = {},
): Promise<{ pacienteId: string }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sessoes)
      .where(and(eq(sessoes.id, id), eq(sessoes.usuario_id, usuarioId)))
      .limit(1)
      .for('update');
    if (!row) throw notFound(MSG_NAO_ENCONTRADA);
    await findPacienteOwned(tx, usuarioId, row.paciente_id, {
      lock: true,
      notFoundMessage: MSG_NAO_ENCONTRADA,
    });
    if (opts.recusarComObservacoes && row.observacoes !== null)
      throw forbidden(MSG_EQUIPE.sessaoComAnotacoes);
    await ctx.cicloPaciente.onSessaoDeleting(tx, ctx, registradaDaLinha(row), {
      excluirLancamento: opts.excluirLancamento ?? false,
    });
    await tx.delete(sessoes).where(and(eq(sessoes.id, id), eq(sessoes.usuario_id, usuarioId)));
    if (row.presenca === 'realizada') await refreshUltimaSessao(tx, usuarioId, row.paciente_id);
    return { pacienteId: row.paciente_id };
  });
}

export interface EstatisticasSessoes {
  total_sessoes: number;
  sessoes_realizadas: number;
  faltas: number;
  taxa_presenca: number | null;
  primeira_sessao: string | null;
  ultima_sessao: string | null;
  total_recebido: number;
  total_pendente: number;
}

/**
 * One aggregate over the patient's sessions. primeira/ultima_sessao are the first and last sessions held
 * (realizada); taxa_presenca = realizadas / (realizadas + faltas) × 100 with one decimal, null without such sessions;
 * total_recebido sums paid sessions; total_pendente sums held sessions not paid. Sums in centavos.
 */
export async function estatisticasSessoes(
  db: Runner,
  usuarioId: string,
  pacienteId: string,
): Promise<EstatisticasSessoes> {
  const [r] = await db
    .select({
      total: sql<number>`count(*)::int`,
      realizadas: sql<number>`count(*) filter (where ${sessoes.presenca} = 'realizada')::int`,
      faltas: sql<number>`count(*) filter (where ${sessoes.presenca} in ('falta', 'falta_justificada'))::int`,
      primeira: sql<
        string | null
      >`(min(${sessoes.data}) filter (where ${sessoes.presenca} = 'realizada'))::text`,
      ultima: sql<
        string | null
      >`(max(${sessoes.data}) filter (where ${sessoes.presenca} = 'realizada'))::text`,
      recebido: sql<string>`coalesce(sum(${sessoes.valor_centavos}) filter (where ${sessoes.pago}), 0)::text`,
      pendente: sql<string>`coalesce(sum(${sessoes.valor_centavos}) filter (where ${sessoes.presenca} = 'realizada' and not ${sessoes.pago}), 0)::text`,
    })
    .from(sessoes)
    .where(and(eq(sessoes.usuario_id, usuarioId), eq(sessoes.paciente_id, pacienteId)));
  const realizadas = Number(r.realizadas);
  const faltas = Number(r.faltas);
  const base = realizadas + faltas;
  return {
    total_sessoes: Number(r.total),
    sessoes_realizadas: realizadas,
    faltas,
    taxa_presenca: base === 0 ? null : Math.round((realizadas * 1000) / base) / 10,
    primeira_sessao: r.primeira,
    ultima_sessao: r.ultima,
    total_recebido: Number(r.recebido) / 100,
    total_pendente: Number(r.pendente) / 100,
  };
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
