import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import { rastrearConsulta } from '../lib/rastros.ts';

/*
 * Each statement the app sends becomes a span when tracing is on (lib/rastros.ts, docs/decisions/0093-traces.md):
 * the database clients' own `query` is wrapped where db/client.ts makes them, so drizzle, the prepared statements
 * (db/preparadas.ts) and the scheduler's advisory locks are all seen. Only the statement's text goes to the tracer,
 * never its values; the span starts when the statement is asked for, so it counts the wait for the connection
 * (PGlite runs one statement at a time; the pool may have none free).
 */

type Consulta = <T>(texto: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

function envolver(sistema: 'pglite', query: Consulta): Consulta {
  return (texto, params, options) => rastrearConsulta(sistema, texto, () => query(texto, params, options));
}

/** PGlite: its `query` (db/pglite-preparadas.ts's, already in place) and the `query` of each transaction. */
export function rastrearPglite(client: PGlite): void {
  client.query = envolver('pglite', client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(fazer: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = envolver('pglite', tx.query.bind(tx));
      return fazer(tx);
    });
}

/** The text of what node-postgres is asked to run: a string or `{ text, values, name }` (drizzle's). */
const textoDe = (q: unknown): string =>
  typeof q === 'string'
    ? q
    : typeof (q as { text?: unknown })?.text === 'string'
      ? (q as { text: string }).text
      : '';

/**
 * PostgreSQL: `pool.query` (drizzle outside transactions), and the `query` of a connection taken with
 * `pool.connect()` (drizzle's transactions, the scheduler's locks) while it is taken. The pool's own use of
 * `connect` — with a callback, inside `pool.query` — is left alone: that statement already has its span.
 */
export function rastrearPool(pool: Pool): void {
  const tomadas = new WeakSet<PoolClient>();
  const envolvidas = new WeakSet<PoolClient>();
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) =>
    typeof args.at(-1) === 'function'
      ? query(...args)
      : rastrearConsulta(
          'postgresql',
          textoDe(args[0]),
          () => query(...args) as Promise<unknown>,
        )) as Pool['query'];

  const marcar = (conn: PoolClient): PoolClient => {
    tomadas.add(conn);
    // The pool gives each checkout its own `release`: wrapped again every time.
    const release = conn.release.bind(conn);
    conn.release = (err?: Error | boolean) => {
      tomadas.delete(conn);
      release(err);
    };
    if (!envolvidas.has(conn)) {
      envolvidas.add(conn);
      const q = conn.query.bind(conn) as (...args: unknown[]) => unknown;
      conn.query = ((...args: unknown[]) =>
        tomadas.has(conn) && typeof args.at(-1) !== 'function'
          ? rastrearConsulta('postgresql', textoDe(args[0]), () => q(...args) as Promise<unknown>)
          : q(...args)) as PoolClient['query'];
    }
    return conn;
  };
  const connect = pool.connect.bind(pool) as (cb?: unknown) => unknown;
  pool.connect = ((cb?: unknown) =>
    cb ? connect(cb) : (connect() as Promise<PoolClient>).then(marcar)) as Pool['connect'];
}
