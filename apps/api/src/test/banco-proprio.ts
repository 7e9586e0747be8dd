// Test helper: a PostgreSQL database of a test file's own, beside the one DATABASE_URL names, for tests whose
// server runs jobs that touch every row of their tables (other files' rows would change what they see).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BancoProprio {
  /** DATABASE_URL of the new database. */
  url: string;
  /** Drops it, closing whatever is still connected. */
  apagar: () => Promise<void>;
}

async function comAdmin<T>(databaseUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Creates `{base}_{nome}_{random}` on the server of `databaseUrl`. */
export async function criarBancoProprio(databaseUrl: string, nome: string): Promise<BancoProprio> {
  const url = new URL(databaseUrl);
  const banco = `${url.pathname.slice(1) || 'postgres'}_${nome}_${randomBytes(5).toString('hex')}`.replace(
    /[^a-z0-9_]/gi,
    '_',
  );
  await comAdmin(databaseUrl, (admin) => admin.query(`CREATE DATABASE "${banco}"`));
  url.pathname = `/${banco}`;
  return {
    url: url.toString(),
    apagar: () =>
      comAdmin(databaseUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${banco}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
