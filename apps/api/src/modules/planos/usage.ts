import type { Db, Tx } from '../../db/client.ts';

/** What a plan limits. Each has a limit column in `planos` and a counter registered by the area that owns it. */
export type UsageKind = 'pacientes' | 'anexos';

/** Counts a user's rows of one kind. Runs on `db`, which is the caller's transaction when there is one. */
export type UsageCounter = (db: Db | Tx, usuarioId: string) => Promise<number>;

/*
 * Usage counters (the `stats` of GET /user/plan-info and the `limit` check of the plan gate).
 *
 * The plans area does not know the patients or attachments tables: the area that owns the rows registers how to
 * count them, once, at module load (e.g. at the top of modules/pacientes/service.ts):
 *
 *   registerUsageCounter('pacientes', async (db, usuarioId) => {
 *     const [row] = await db.select({ n: count() }).from(pacientes)
 *       .where(and(eq(pacientes.usuario_id, usuarioId), isNull(pacientes.arquivado_em)));
 *     return row.n;
 *   });
 *
 * A counter must be scoped by `usuarioId` and must use the `db` it is given (inside a transaction that is the
 * transaction; on PGlite a query outside it would wait for it forever). Until a kind has a counter it counts 0.
 */
const counters = new Map<UsageKind, UsageCounter>();

/** Registers (or replaces) the counter of a kind. Returns a function that restores the previous one (tests). */
export function registerUsageCounter(kind: UsageKind, counter: UsageCounter): () => void {
  const previous = counters.get(kind);
  counters.set(kind, counter);
  return () => {
    if (previous) counters.set(kind, previous);
    else counters.delete(kind);
  };
}

export async function countUsage(db: Db | Tx, kind: UsageKind, usuarioId: string): Promise<number> {
  const counter = counters.get(kind);
  return counter ? counter(db, usuarioId) : 0;
}
