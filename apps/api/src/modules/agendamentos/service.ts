import {
  type Agendamento,
  type FrequenciaRecorrencia,
  MSG_AGENDAMENTOS,
  type StatusAgendamento,
} from '@consultorio/contracts/agendamentos';
import type { RespostaPaciente } from '@consultorio/contracts/lembretes';
import type { Modalidade } from '@consultorio/contracts/pacientes';
import { fusoValido, isoLocal } from '@consultorio/contracts/tempo';
import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isoDeMs } from '../../db/json.ts';
import { agendamentos, pacientes, usuarios } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { SessaoRegistrada } from '../sessoes/service.ts';

type Runner = Db | Tx;
export type AgendamentoRow = typeof agendamentos.$inferSelect;
type PacienteNome = { id: string; nome: string; nome_social: string | null };

// ---------------------------------------------------------------------------------------------------------------
// The agenda in the patient's life cycle (modules/ciclo-paciente)

/** A patient deleted without clinical records takes its appointments along (in the deletion's transaction). */
export async function excluirAgendamentosDoPaciente(
  tx: Tx,
  usuarioId: string,
  pacienteId: string,
): Promise<void> {
  await tx
    .delete(agendamentos)
    .where(and(eq(agendamentos.usuario_id, usuarioId), eq(agendamentos.paciente_id, pacienteId)));
}

/** Start (ISO instant) of each patient's next appointment; patients without one are left out of the map. */
export async function proximosAgendamentos(
  db: Runner,
  usuarioId: string,
  pacienteIds: string[],
): Promise<Map<string, string>> {
  if (pacienteIds.length === 0) return new Map();
  const rows = await db
    .select({ id: agendamentos.paciente_id, inicio: sql<Date>`min(${agendamentos.inicio})` })
    .from(agendamentos)
    .where(
      and(
        eq(agendamentos.usuario_id, usuarioId),
        inArray(agendamentos.paciente_id, pacienteIds),
        gt(agendamentos.inicio, sql`now()`),
        ne(agendamentos.status, 'cancelado'),
      ),
    )
    .groupBy(agendamentos.paciente_id);
  return new Map(rows.map((r) => [r.id as string, new Date(r.inicio).toISOString()]));
}

/**
 * The same as a correlated subquery on the patient id column `pacienteId` (a timestamptz or NULL), which the patient
 * list embeds in its own statement (index agendamentos_paciente_inicio_idx).
 */
export const proximoAgendamentoSql = (usuarioId: string | Placeholder, pacienteId: SQL): SQL =>
  sql`(select min(${agendamentos.inicio}) from ${agendamentos} where ${agendamentos.usuario_id} = ${usuarioId} and ${agendamentos.paciente_id} = ${pacienteId} and ${agendamentos.inicio} > now() and ${agendamentos.status} <> 'cancelado')`;

/** Presence of a session → the appointment's status it implies. */
const STATUS_DA_PRESENCA: Record<string, StatusAgendamento> = {
  realizada: 'realizado',
  falta: 'faltou',
  falta_justificada: 'faltou',
  cancelada: 'cancelado',
};

/**
 * A session registered for an appointment by the sessions area (`POST /sessao` with agendamento_id) is linked to
 * it, and an appointment still open takes the status the session's presence implies. An appointment marked
 * realizado here (`PUT /agendamento/{id}` with registrar_sessao) links its session itself (./escrita.ts).
 */
export async function vincularSessao(tx: Tx, sessao: SessaoRegistrada): Promise<void> {
  if (!sessao.agendamentoId) return;
  const owned = and(eq(agendamentos.id, sessao.agendamentoId), eq(agendamentos.usuario_id, sessao.usuarioId));
  await tx
    .update(agendamentos)
    .set({ sessao_id: sessao.id, updated_at: sql`now()` })
    .where(and(owned, isNull(agendamentos.sessao_id)));
  const status = STATUS_DA_PRESENCA[sessao.presenca];
  if (status) {
    await tx
      .update(agendamentos)
      .set({ status })
      .where(and(owned, inArray(agendamentos.status, ['agendado', 'confirmado'])));
  }
}

/** Before a session is deleted its appointment lets go of it (the appointment keeps its status). */
export async function desvincularSessao(tx: Tx, sessao: SessaoRegistrada): Promise<void> {
  await tx
    .update(agendamentos)
    .set({ sessao_id: null, updated_at: sql`now()` })
    .where(and(eq(agendamentos.usuario_id, sessao.usuarioId), eq(agendamentos.sessao_id, sessao.id)));
}

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

/** The practice's time zone and default session length (profile). */
export async function perfilAgenda(
  db: Runner,
  usuarioId: string,
): Promise<{ fuso: string; duracao: number }> {
  const [row] = await db
    .select({ fuso: usuarios.fuso_horario, duracao: usuarios.duracao_sessao_padrao })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  return { fuso: fusoValido(row?.fuso), duracao: row?.duracao ?? 50 };
}

/** Appointments of the user whose patient is visible (an archived patient's appointments are hidden). */
export const doUsuario = (usuarioId: string | Placeholder) =>
  and(eq(agendamentos.usuario_id, usuarioId), isNull(pacientes.arquivado_em));

const pacienteCols = { id: pacientes.id, nome: pacientes.nome, nome_social: pacientes.nome_social };

/** The booker of an online booking not yet linked to a patient (docs/product.md §16). */
const reservaDe = (row: AgendamentoRow): Agendamento['reserva'] =>
  row.reserva_nome === null
    ? null
    : { nome: row.reserva_nome, email: row.reserva_email, telefone: row.reserva_telefone };

export function toAgendamento(
  ctx: AppContext,
  row: AgendamentoRow,
  paciente: PacienteNome | null,
  fuso: string,
): Agendamento {
  return {
    id: row.id,
    paciente_id: row.paciente_id,
    paciente: row.paciente_id === null ? null : paciente,
    origem: row.origem as Agendamento['origem'],
    reserva: reservaDe(row),
    inicio: isoLocal(row.inicio, fuso),
    fim: isoLocal(row.fim, fuso),
    duracao_minutos: row.duracao_minutos,
    modalidade: row.modalidade as Modalidade | null,
    local: row.local,
    link_online: row.link_online,
    status: row.status as StatusAgendamento,
    observacoes: ctx.cipher.decrypt(row.observacoes),
    valor: row.valor_centavos === null ? null : row.valor_centavos / 100,
    serie_id: row.serie_id,
    frequencia: row.serie_frequencia as FrequenciaRecorrencia | null,
    serie_ordem: row.serie_ordem,
    sessao_id: row.sessao_id,
    lembrete_enviado_em: row.lembrete_enviado_em?.toISOString() ?? null,
    resposta_paciente: row.resposta_paciente as RespostaPaciente | null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * An appointment as the database writes it for the agenda's page (json_build_object): the page maps one column per
 * row instead of twenty (docs/decisions/0034-rows-written-as-json-by-the-database.md). Instants come as
 * milliseconds (`emMs`) and `observacoes` as the stored cipher; `agendamentoDoBanco` finishes both. It must give what
 * toAgendamento gives for the same row; json-do-banco.test.ts compares them.
 */
type Instantes = 'inicio' | 'fim' | 'lembrete_enviado_em' | 'created_at' | 'updated_at';
export type AgendamentoDoBanco = Omit<Agendamento, Instantes> & {
  inicio: number;
  fim: number;
  lembrete_enviado_em: number | null;
  created_at: number;
  updated_at: number;
};

export const agendamentoDoBanco = (ctx: AppContext, a: AgendamentoDoBanco, fuso: string): Agendamento => ({
  ...a,
  inicio: isoLocal(a.inicio, fuso),
  fim: isoLocal(a.fim, fuso),
  observacoes: ctx.cipher.decrypt(a.observacoes),
  lembrete_enviado_em: isoDeMs(a.lembrete_enviado_em),
  created_at: isoDeMs(a.created_at),
  updated_at: isoDeMs(a.updated_at),
});

/** One appointment of the user (with its patient's name), or 404 — also for another user's id. */
export async function buscarAgendamentoDoUsuario(
  db: Runner,
  usuarioId: string,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<{ row: AgendamentoRow; paciente: PacienteNome | null }> {
  const query = db
    .select({ row: agendamentos, paciente: pacienteCols })
    .from(agendamentos)
    .leftJoin(pacientes, eq(pacientes.id, agendamentos.paciente_id))
    .where(and(eq(agendamentos.id, id), doUsuario(usuarioId)))
    .limit(1);
  const [found] = opts.lock ? await query.for('update', { of: agendamentos }) : await query;
  if (!found) throw notFound(MSG_AGENDAMENTOS.naoEncontrado);
  return found;
}

export async function obterAgendamento(ctx: AppContext, usuarioId: string, id: string): Promise<Agendamento> {
  const [{ row, paciente }, { fuso }] = await Promise.all([
    buscarAgendamentoDoUsuario(ctx.db, usuarioId, id),
    perfilAgenda(ctx.db, usuarioId),
  ]);
  return toAgendamento(ctx, row, paciente, fuso);
}

// ---------------------------------------------------------------------------------------------------------------
// Reminders (modules/lembretes, docs/product.md §13): which appointments are due one, marking it sent, and the
// patient's answer through the link. The columns live here because the agenda shows them.

export interface AgendamentoParaLembrete {
  id: string;
  inicio: Date;
  duracao_minutos: number;
  modalidade: string | null;
  local: string | null;
  link_online: string | null;
  paciente: { id: string; nome: string; email: string };
}

/**
 * The user's appointments still `agendado` that start after `agora` and at most at `ate`, whose reminder has not
 * gone out, of a visible patient who consented to reminders and has an e-mail.
 */
export async function agendamentosParaLembrete(
  db: Runner,
  usuarioId: string,
  agora: Date,
  ate: Date,
): Promise<AgendamentoParaLembrete[]> {
  const rows = await db
    .select({
      id: agendamentos.id,
      inicio: agendamentos.inicio,
      duracao_minutos: agendamentos.duracao_minutos,
      modalidade: agendamentos.modalidade,
      local: agendamentos.local,
      link_online: agendamentos.link_online,
      pacienteId: pacientes.id,
      nome: sql<string>`coalesce(${pacientes.nome_social}, ${pacientes.nome})`,
      email: pacientes.email,
    })
    .from(agendamentos)
    .innerJoin(pacientes, eq(pacientes.id, agendamentos.paciente_id))
    .where(
      and(
        doUsuario(usuarioId),
        eq(agendamentos.status, 'agendado'),
        isNull(agendamentos.lembrete_enviado_em),
        gt(agendamentos.inicio, agora),
        lte(agendamentos.inicio, ate),
        eq(pacientes.aceita_lembretes, true),
        isNotNull(pacientes.email),
      ),
    )
    .orderBy(asc(agendamentos.inicio))
    .limit(500);
  return rows.map(({ pacienteId, nome, email, ...r }) => ({
    ...r,
    paciente: { id: pacienteId, nome, email: email as string },
  }));
}

/**
 * Claims the reminder of an appointment still `agendado` and not reminded: true for the one caller that set
 * `lembrete_enviado_em` (so a reminder goes out once, whatever replicas or runs race for it).
 */
export async function reservarLembrete(db: Runner, usuarioId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(agendamentos)
    .set({ lembrete_enviado_em: sql`now()` })
    .where(
      and(
        eq(agendamentos.id, id),
        eq(agendamentos.usuario_id, usuarioId),
        eq(agendamentos.status, 'agendado'),
        isNull(agendamentos.lembrete_enviado_em),
      ),
    )
    .returning({ id: agendamentos.id });
  return rows.length === 1;
}

/** Gives a claimed reminder back (its e-mail could not be sent): the next run tries again. */
export async function liberarLembrete(db: Runner, usuarioId: string, id: string): Promise<void> {
  await db
    .update(agendamentos)
    .set({ lembrete_enviado_em: null })
    .where(and(eq(agendamentos.id, id), eq(agendamentos.usuario_id, usuarioId)));
}

/**
 * The patient's answer through the reminder's link: the appointment becomes `confirmado` or `cancelado` and the
 * answer is recorded. Only an open appointment (agendado/confirmado) changes; returns the row as it ends up.
 */
export async function responderPeloPaciente(
  db: Runner,
  usuarioId: string,
  id: string,
  resposta: RespostaPaciente,
): Promise<AgendamentoRow | null> {
  const [row] = await db
    .update(agendamentos)
    .set({ status: resposta, resposta_paciente: resposta, respondido_em: sql`now()`, updated_at: sql`now()` })
    .where(
      and(
        eq(agendamentos.id, id),
        eq(agendamentos.usuario_id, usuarioId),
        inArray(
          agendamentos.status,
          resposta === 'cancelado' ? ['agendado', 'confirmado', 'solicitado'] : ['agendado', 'confirmado'],
        ),
      ),
    )
    .returning();
  return row ?? null;
}
