import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';

/*
 * How other areas plug into a patient's life cycle without the patients area knowing their tables
 * (same idea as modules/planos/usage.ts). Each area registers once, at module load, at the top of its service:
 *
 *   registerPacienteArea({
 *     area: 'prontuarios',
 *     // Any row here makes the patient's DELETE an archive instead of a deletion (CFP 001/2009: records are kept).
 *     hasClinicalRecords: async (db, usuarioId, pacienteId) => exists(...),
 *     // Rows removed together with a patient that has no clinical records (same transaction as the patient).
 *     deleteForPaciente: async (tx, usuarioId, pacienteId) => { await tx.delete(agendamentos).where(...) },
 *     // Figures of GET /paciente/{id}/estatisticas this area owns.
 *     estatisticas: { prontuarios_count: async (db, usuarioId, pacienteId) => n },
 *   });
 *
 * Areas expected: sessoes and anamnese (registered by this module), prontuarios (hasClinicalRecords +
 * prontuarios_count), anexos (hasClinicalRecords + deleteForPaciente for the stored files' metadata + anexos_count),
 * agendamentos (deleteForPaciente + proximoAgendamento), financeiro (deleteForPaciente: detach its entries).
 *
 * Every function must be scoped by `usuarioId` and must use the `db`/`tx` it is given: on PGlite a query outside
 * the open transaction waits for it forever.
 */

export type Runner = Db | Tx;

/** Figures of the patient's statistics that other areas provide (0 until they register). */
export type EstatisticaExterna = 'prontuarios_count' | 'anexos_count';

export interface PacienteArea {
  /** Unique name; registering the same area again replaces it. */
  area: string;
  hasClinicalRecords?: (db: Runner, usuarioId: string, pacienteId: string) => Promise<boolean>;
  deleteForPaciente?: (tx: Tx, usuarioId: string, pacienteId: string) => Promise<void>;
  estatisticas?: Partial<
    Record<EstatisticaExterna, (db: Runner, usuarioId: string, pacienteId: string) => Promise<number>>
  >;
  /**
   * Start (ISO instant) of the next appointment of each patient, for the list and the statistics. Only the agenda
   * area provides it; patients without one are left out of the map.
   */
  proximoAgendamento?: (db: Runner, usuarioId: string, pacienteIds: string[]) => Promise<Map<string, string>>;
  /**
   * The same as a scalar SQL expression (a timestamptz or NULL) on the patient id column `pacienteId`, so a list
   * reads it in its own statement instead of one more round trip.
   */
  proximoAgendamentoSql?: (usuarioId: string | Placeholder, pacienteId: SQL) => SQL;
}

const areas = new Map<string, PacienteArea>();

/** Registers (or replaces) an area. Returns a function that restores the previous registration (tests). */
export function registerPacienteArea(area: PacienteArea): () => void {
  const previous = areas.get(area.area);
  areas.set(area.area, area);
  return () => {
    if (previous) areas.set(area.area, previous);
    else areas.delete(area.area);
  };
}

/** True when any area holds clinical records of the patient (then DELETE archives it). */
export async function hasClinicalRecords(
  db: Runner,
  usuarioId: string,
  pacienteId: string,
): Promise<boolean> {
  for (const a of areas.values()) {
    if (a.hasClinicalRecords && (await a.hasClinicalRecords(db, usuarioId, pacienteId))) return true;
  }
  return false;
}

/** Deletes every area's rows of the patient, inside the caller's transaction. */
export async function deleteDependents(tx: Tx, usuarioId: string, pacienteId: string): Promise<void> {
  for (const a of areas.values()) {
    if (a.deleteForPaciente) await a.deleteForPaciente(tx, usuarioId, pacienteId);
  }
}

export async function estatisticaExterna(
  db: Runner,
  kind: EstatisticaExterna,
  usuarioId: string,
  pacienteId: string,
): Promise<number> {
  let total = 0;
  for (const a of areas.values()) {
    const fn = a.estatisticas?.[kind];
    if (fn) total += await fn(db, usuarioId, pacienteId);
  }
  return total;
}

/** Start (ISO instant) of each patient's next appointment, from the areas that provide it (the agenda). */
export async function proximosAgendamentos(
  db: Runner,
  usuarioId: string,
  pacienteIds: string[],
  opts: { soSemSql?: boolean } = {},
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (pacienteIds.length === 0) return out;
  for (const a of areas.values()) {
    if (!a.proximoAgendamento) continue;
    // soSemSql: only the areas whose next appointment a list could not read in its own statement.
    if (opts.soSemSql && a.proximoAgendamentoSql) continue;
    for (const [id, inicio] of await a.proximoAgendamento(db, usuarioId, pacienteIds)) {
      const current = out.get(id);
      if (!current || inicio < current) out.set(id, inicio);
    }
  }
  return out;
}

/**
 * The start of each patient's next appointment as one SQL expression on `pacienteId` (NULL when none), from the
 * areas that provide it; NULL when none does.
 */
export function proximoAgendamentoSql(usuarioId: string | Placeholder, pacienteId: SQL): SQL {
  const parts = [...areas.values()].flatMap((a) =>
    a.proximoAgendamentoSql ? [a.proximoAgendamentoSql(usuarioId, pacienteId)] : [],
  );
  if (parts.length === 0) return sql`NULL::timestamptz`;
  return parts.length === 1 ? parts[0] : sql`least(${sql.join(parts, sql`, `)})`;
}

// ---------------------------------------------------------------------------------------------------------------
// Session hooks: what other areas do when a session is registered or removed (finance: the receita).

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

export interface SessaoHooks {
  area: string;
  /**
   * Runs inside the session's transaction after it is inserted. `gerarLancamento` is the request's
   * gerar_lancamento: the finance area creates a paid or pending receita (categoria sessao, sessao_id) when true.
   * The hook decides its own plan rules (e.g. skip or refuse while gestao_financeira is unavailable); a thrown
   * AppError aborts the whole creation.
   */
  onCreated?: (
    tx: Tx,
    ctx: AppContext,
    sessao: SessaoRegistrada,
    opts: { gerarLancamento: boolean },
  ) => Promise<void>;
  /** Runs inside the transaction after a session is edited (`PUT /sessao/{id}`): e.g. its receita follows. */
  onUpdated?: (tx: Tx, ctx: AppContext, sessao: SessaoRegistrada) => Promise<void>;
  /**
   * Runs inside the transaction before the session row is deleted (e.g. detach or delete its receita).
   * `excluirLancamento` is the request's excluir_lancamento: delete the session's receita instead of detaching it.
   */
  onDeleting?: (
    tx: Tx,
    ctx: AppContext,
    sessao: SessaoRegistrada,
    opts: { excluirLancamento: boolean },
  ) => Promise<void>;
}

const sessaoHooks = new Map<string, SessaoHooks>();

export function registerSessaoHooks(hooks: SessaoHooks): () => void {
  const previous = sessaoHooks.get(hooks.area);
  sessaoHooks.set(hooks.area, hooks);
  return () => {
    if (previous) sessaoHooks.set(hooks.area, previous);
    else sessaoHooks.delete(hooks.area);
  };
}

export async function runSessaoCreated(
  tx: Tx,
  ctx: AppContext,
  sessao: SessaoRegistrada,
  opts: { gerarLancamento: boolean },
): Promise<void> {
  for (const h of sessaoHooks.values()) if (h.onCreated) await h.onCreated(tx, ctx, sessao, opts);
}

export async function runSessaoUpdated(tx: Tx, ctx: AppContext, sessao: SessaoRegistrada): Promise<void> {
  for (const h of sessaoHooks.values()) if (h.onUpdated) await h.onUpdated(tx, ctx, sessao);
}

export async function runSessaoDeleting(
  tx: Tx,
  ctx: AppContext,
  sessao: SessaoRegistrada,
  opts: { excluirLancamento: boolean } = { excluirLancamento: false },
): Promise<void> {
  for (const h of sessaoHooks.values()) if (h.onDeleting) await h.onDeleting(tx, ctx, sessao, opts);
}
