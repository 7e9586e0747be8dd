import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { FieldCipher } from './lib/crypto.ts';
import { createMailer, type Mailer } from './lib/mail.ts';

/** What every service needs, built once per app and passed explicitly. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  cipher: FieldCipher;
  mailer: Mailer;
}

export function createContext(config: Config, database: Database): AppContext {
  return {
    config,
    database,
    db: database.db,
    cipher: new FieldCipher(config.encryptionKey),
    mailer: createMailer(config),
  };
}
