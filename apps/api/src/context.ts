import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { type Counters, memoryCounters } from './lib/counters.ts';
import { FieldCipher } from './lib/crypto.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import { createStorage, type ObjectStorage } from './lib/storage/index.ts';
import { type CicloPaciente, criarCicloPaciente } from './modules/ciclo-paciente/service.ts';

/** What every service needs, built once per app and passed explicitly. */
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
  /**
   * The patient's life cycle (modules/ciclo-paciente): how the patients and sessions areas reach the later areas'
   * steps (clinical records, deletion, statistics, next appointment, a session's receita and appointment).
   */
  cicloPaciente: CicloPaciente;
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
    cicloPaciente: criarCicloPaciente(),
  };
}
