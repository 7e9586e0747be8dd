import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { ScheduledJob } from '../lib/scheduler.ts';

/**
 * The embedded database (PGlite) has no autovacuum: dead rows (every edit, the totals the triggers keep) and stale
 * planner statistics only grow, and index-only scans read every row again. Once a day this does what autovacuum
 * does on PostgreSQL (docs/decisions/0022-scheduled-jobs-and-operator-commands.md). On PostgreSQL it does nothing:
 * autovacuum is the server's job. Returns 1 when it ran.
 */
export async function manutencaoBanco(ctx: AppContext): Promise<number | undefined> {
  if (ctx.database.kind !== 'pglite') return undefined;
  await ctx.db.execute(sql`VACUUM ANALYZE`);
  return 1;
}

export const manutencaoBancoJob: ScheduledJob = {
  name: 'manutencao-banco',
  // Not at start: on PGlite a VACUUM holds the only connection for a moment (~2 s at 10,000 patients).
  everyMs: 24 * 60 * 60_000,
  run: manutencaoBanco,
};
