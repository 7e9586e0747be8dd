import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { buildTestApp } from './app.ts';

export interface Capturada {
  sql: string;
  params: unknown[];
}

/**
 * An app whose every SQL statement, with its values, can be watched: the test database's connection (PGlite) or
 * pool (PostgreSQL) under a drizzle instance with a logger; transactions inherit it, and db/preparadas.ts prepares
 * its statements anew for this instance. `capturar(fn)` returns the statements `fn`'s requests ran.
 */
export async function appQueCaptura(overrides: Partial<Config> = {}): Promise<{
  app: FastifyInstance;
  /** The test database (its `db` without the logger). */
  database: Database;
  capturar: (fn: () => Promise<unknown>) => Promise<Capturada[]>;
  close: () => Promise<void>;
}> {
  let captura: Capturada[] | null = null;
  const logger: Logger = {
    logQuery(query, params) {
      captura?.push({ sql: query, params });
    },
  };
  const base = await buildTestApp();
  const database = base.ctx.database;
  const cliente = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? drizzlePglite(cliente as PGlite, { schema, logger })
      : drizzlePg(cliente as Pool, { schema, logger });
  const app = await buildTestApp(overrides, { database: { ...database, db: db as unknown as Db } });
  return {
    app,
    database,
    async capturar(fn) {
      captura = [];
      try {
        await fn();
        return captura;
      } finally {
        captura = null;
      }
    },
    async close() {
      await app.close();
      await base.close();
    },
  };
}
