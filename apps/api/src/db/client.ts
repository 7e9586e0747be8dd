import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { rastreadorAtivo } from '../lib/rastros.ts';
import { comNomeadas } from './pglite-preparadas.ts';
import { rastrearPglite, rastrearPool } from './rastreio.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs migrations (under an advisory lock on PostgreSQL, so replicas starting together don't collide). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: called when the database closes a connection that sat idle in the pool (a restart, a failover,
   * an operator's `pg_terminate_backend`). The pool drops it and opens another on the next request; the app logs it.
   */
  onConnectionError?(listener: (err: Error) => void): void;
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

/*
 * A new embedded database starts from a template: the data folder of an empty database with every migration
 * applied, dumped once (PGlite's dumpDataDir) into a cache and loaded (loadDataDir) by each new data folder or
 * in-memory test database instead of running initdb and replaying every migration, which takes most of a first
 * start (docs/decisions/0004-embedded-database-template.md). The template's name carries a hash of the migrations, the
 * PGlite version and the extensions, so a changed migration makes a new template; it holds no user data (it is
 * dumped right after migrating, before anything else runs). `ensurePgliteTemplate` also keeps it as a closed data
 * folder, which a new data folder on disk copies (faster than unpacking the tar). PGLITE_TEMPLATE_DIR moves the
 * cache; "off" disables it.
 */
const templateDir = () => {
  const env = process.env.PGLITE_TEMPLATE_DIR;
  if (env === 'off') return null;
  return env || join(migrationsFolder, '../../../../../node_modules/.cache/consultorio');
};

let templateKey: string | undefined;
function templatePath(): string | null {
  const dir = templateDir();
  if (!dir) return null;
  if (!templateKey) {
    const hash = createHash('sha256');
    const pglite = join(
      dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))),
      '../package.json',
    );
    hash.update(readFileSync(pglite));
    hash.update('unaccent,pg_trgm,btree_gin');
    const journal = join(migrationsFolder, 'meta/_journal.json');
    hash.update(readFileSync(journal));
    for (const f of readdirSync(migrationsFolder)
      .filter((n) => n.endsWith('.sql'))
      .sort()) {
      hash.update(f).update(readFileSync(join(migrationsFolder, f)));
    }
    templateKey = hash.digest('hex').slice(0, 16);
  }
  return join(dir, `pglite-${templateKey}.tar`);
}

/** The template as a data folder beside the tar (made by ensurePgliteTemplate). */
const templateFolder = () => templatePath()?.replace(/\.tar$/, '') ?? null;

function readTemplate(): Blob | undefined {
  const file = templatePath();
  if (!file || !existsSync(file)) return undefined;
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/** Best effort: a read-only or missing cache folder only means the next new database starts the slow way. */
function writeTemplate(tar: Blob): Promise<void> {
  const file = templatePath();
  if (!file) return Promise.resolve();
  return tar.arrayBuffer().then(
    (bytes) => {
      try {
        mkdirSync(dirname(file), { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, Buffer.from(bytes), { mode: 0o600 });
        renameSync(tmp, file);
      } catch {
        // not cached
      }
    },
    () => undefined,
  );
}

async function openPglite(path: string | undefined): Promise<Database> {
  const [pglite, { unaccent }, { pg_trgm }, { btree_gin }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gin'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let isNew = !path || !existsSync(join(path, 'PG_VERSION'));
  if (path) mkdirSync(path, { recursive: true, mode: 0o700 });
  // A data folder on disk is fastest made by copying the template's folder (a closed, migrated database).
  const folder = templateFolder();
  if (path && isNew && folder && existsSync(join(folder, 'PG_VERSION'))) {
    try {
      cpSync(folder, path, { recursive: true });
      isNew = false;
    } catch {
      // the tar or the slow way below
    }
  }
  const template = isNew ? readTemplate() : undefined;
  const client = await pglite.PGlite.create(path, {
    extensions: { unaccent, pg_trgm, btree_gin },
    // A WAL file no longer needed is deleted, not renamed for reuse with its old records inside: after an account
    // is erased no file under DATA_DIR keeps its rows (modules/conta/residuo.ts, docs/security.md).
    startParams: [...pglite.PGlite.defaultStartParams, '-c', 'wal_recycle=off'],
    ...(template ? { loadDataDir: template } : {}),
  });
  comNomeadas(client, pglite);
  // Statements as spans, with traces on (db/rastreio.ts).
  if (rastreadorAtivo()) rastrearPglite(client);
  const db = drizzle(client, { schema });
  // Only the first migrate() of a database made the slow way, before anything else is written, makes the template.
  let makeTemplate = isNew && !template;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migrate(db, { migrationsFolder });
      if (makeTemplate) {
        makeTemplate = false;
        await writeTemplate(await client.dumpDataDir('none'));
      }
      // Every open is followed by migrate() (buildApp, the seeds): the files PGlite made by now are closed here, once.
      if (path) restrictTree(path);
    },
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}

/**
 * Makes the template of new embedded databases now when it is missing (`npm start` runs it beside the web build;
 * `node apps/api/src/db/template.ts` from a build step). True when a template is there afterwards. `soDoTar`: only
 * unpack an existing tar into the template's folder (the server does that in the background after it starts, so
 * the next new data folder is a copy), never migrate a new one.
 */
export async function ensurePgliteTemplate(opts: { soDoTar?: boolean } = {}): Promise<boolean> {
  const file = templatePath();
  if (!file) return false;
  if (!existsSync(file)) {
    if (opts.soDoTar) return false;
    const database = await openPglite(undefined);
    await database.migrate();
    await database.close();
  }
  const folder = templateFolder();
  if (folder && existsSync(file) && !existsSync(join(folder, 'PG_VERSION'))) {
    // The same template as a closed data folder, for new data folders on disk (a copy opens like a restart).
    const tmp = `${folder}.${process.pid}.tmp`;
    try {
      rmSync(tmp, { recursive: true, force: true });
      await restorePglite(tmp, readTemplate() as Blob);
      renameSync(tmp, folder);
    } catch {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  return existsSync(file);
}

/** Rebuilds an embedded database folder from a snapshot (`snapshot()`): the operator's restore, server stopped. */
export async function restorePglite(path: string, snapshot: Blob): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  mkdirSync(path, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(path, {
    extensions: { unaccent, pg_trgm, btree_gin },
    loadDataDir: snapshot,
  });
  await client.query('select 1');
  await client.close();
  restrictTree(path);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const max = Number(process.env.DATABASE_POOL_MAX ?? 10);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Two connections stay open between requests, the others for a minute: a new connection costs a PostgreSQL
    // backend with cold caches and every named statement prepared again, which makes the first click after 10 s
    // (pg's default idle timeout) take 15–30 ms on the dashboard instead of 3
    // (docs/decisions/0035-postgresql-pool.md). TCP keepalive notices a connection that a network device dropped.
    min: Math.min(2, max),
    idleTimeoutMillis: 60_000,
    keepAlive: true,
  });
  // Without a listener, the 'error' of a connection closed while idle in the pool would end the process.
  let onConnectionError: (err: Error) => void = () => undefined;
  pool.on('error', (err) => onConnectionError(err));
  if (rastreadorAtivo()) rastrearPool(pool);
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
    onConnectionError(listener) {
      onConnectionError = listener;
    },
  };
}
