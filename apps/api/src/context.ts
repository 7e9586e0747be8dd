import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { type Counters, memoryCounters } from './lib/counters.ts';
import { FieldCipher } from './lib/crypto.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import { createStorage, type ObjectStorage } from './lib/storage/index.ts';

/**
 * What every service needs, built once per app and passed explicitly: infrastructure only (configuration, database,
 * cipher, mailer, storage, counters). What the areas do together is modules/ciclo-paciente and modules/leituras.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  cipher: FieldCipher;
  mailer: Mailer;
  /** Attachment files, encrypted at rest (lib/storage). */
  storage: ObjectStorage;
  /** Rate-limit counters: this process's memory, or Redis shared by the replicas when REDIS_URL is set. */
  counters: Counters;
}

export function createContext(
  config: Config,
  database: Database,
  opts: { counters?: Counters; log?: FastifyBaseLogger } = {},
): AppContext {
  const cipher = new FieldCipher(config.encryptionKey);
  return {
    config,
    database,
    db: database.db,
    cipher,
    mailer: createMailer(config, opts.log),
    storage: createStorage(config, cipher),
    counters: opts.counters ?? memoryCounters(),
  };
}
