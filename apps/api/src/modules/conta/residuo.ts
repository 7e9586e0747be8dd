import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Log } from '../../lib/log.ts';

/*
 * What an erased account leaves in the embedded database's files (docs/security.md, "After an account is erased").
 * A DELETE only marks rows dead: their bytes stay in the table and index pages until the space is reused, and PGlite
 * has no autovacuum. So after each erasure the tables that held the user's rows are rewritten (VACUUM FULL writes
 * new files without the dead rows, and the old files go at the checkpoint that follows). On PostgreSQL this is left
 * to autovacuum (docs/operations.md).
 */

const pendentes = new Set<Promise<void>>();
/** Tests: resolves when every maintenance started so far has ended. */
export const residuoApagado = async (): Promise<void> => {
  await Promise.all(pendentes);
};

/** Every table (not view) with a `usuario_id` column, plus `usuarios` (the account's row became an inert one). */
async function tabelasDoUsuario(ctx: AppContext): Promise<string[]> {
  const res = (await ctx.db.execute(
    sql`SELECT c.table_name AS t FROM information_schema.columns c
        JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = 'public' AND c.column_name = 'usuario_id' AND t.table_type = 'BASE TABLE'
        ORDER BY 1`,
  )) as unknown as { rows: { t: string }[] };
  return ['usuarios', ...res.rows.map((r) => r.t)];
}

/** Rewrites the user's tables without their dead rows, then checkpoints so the old files go. PGlite only. */
export async function apagarResiduo(ctx: AppContext): Promise<void> {
  if (ctx.database.kind !== 'pglite') return;
  const tabelas = await tabelasDoUsuario(ctx);
  await ctx.db.execute(
    sql`VACUUM FULL ${sql.join(
      tabelas.map((t) => sql.identifier(t)),
      sql`, `,
    )}`,
  );
  // The WAL still holds the deleted rows: a new WAL file is started and a checkpoint deletes the older ones (the
  // embedded database runs with wal_recycle off, db/client.ts, so they are deleted rather than reused as they are).
  await ctx.db.execute(sql`CHECKPOINT`);
  await ctx.db.execute(sql`SELECT pg_switch_wal()`);
  await ctx.db.execute(sql`CHECKPOINT`);
}

/**
 * Runs apagarResiduo after the answer has gone (the embedded database serves one query at a time, and the
 * rewrite takes a moment); a failure is logged, never answered: the account is already erased.
 */
export function apagarResiduoDepois(ctx: AppContext, log: Log): void {
  // An in-memory database (the tests') has no files to clean.
  if (ctx.database.kind !== 'pglite' || ctx.config.databaseUrl === 'memory://') return;
  const trabalho = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => apagarResiduo(ctx))
    .catch((err: unknown) => log.error({ err }, 'falha na manutenção do banco após excluir uma conta'));
  pendentes.add(trabalho);
  void trabalho.finally(() => pendentes.delete(trabalho));
}
