import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs migrations (under an advisory lock on PostgreSQL, so replicas starting together don't collide). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Embedded (PGlite) only: a consistent snapshot of the data folder as a tar, taken while the server runs. */
  snapshot?(): Promise<Blob>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 727_001;

/** `DATABASE_URL=postgres://…` → PostgreSQL; `memory://` → PGlite in memory (tests); else PGlite in DATA_DIR/db. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl === 'memory://') return openPglite(undefined);
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(join(opts.dataDir, 'db'));
}

/**
 * PGlite writes its files with the process' umask (0666/0755 by default): the database folder is closed to other
 * users of the machine after creation — folders 0700, files 0600 (docs/security.md).
 */
function restrictTree(path: string): void {
  chmodSync(path, 0o700);
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    const full = join(entry.parentPath, entry.name);
    chmodSync(full, entry.isDirectory() ? 0o700 : 0o600);
  }
}

async function openPglite(path: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (path) mkdirSync(path, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(path, { extensions: { unaccent, pg_trgm } });
  if (path) restrictTree(path);
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migrate(db, { migrationsFolder });
      if (path) restrictTree(path);
    },
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}

/** Rebuilds an embedded database folder from a snapshot (`snapshot()`): the operator's restore, server stopped. */
export async function restorePglite(path: string, snapshot: Blob): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  mkdirSync(path, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(path, { extensions: { unaccent, pg_trgm }, loadDataDir: snapshot });
  await client.query('select 1');
  await client.close();
  restrictTree(path);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async migrate() {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle(conn, { schema }), { migrationsFolder });
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
