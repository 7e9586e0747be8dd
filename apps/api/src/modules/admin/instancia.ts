import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { pacote } from '../../lib/primeiro-uso.ts';

const archiver = pacote(() => import('archiver'));

/*
 * The operator's backup of an embedded instance (`npm run admin -- backup <arquivo>`, docs/operations.md): one tar
 * with `db.tar` (PGlite's own consistent snapshot of DATA_DIR/db), `files/` (the stored files, still encrypted) and
 * `secrets.json` (without ENCRYPTION_KEY nothing can be read back). The database is snapshotted first, so every
 * file it references was already written when the folder is read. PostgreSQL and S3 have their own tools.
 */

export const MSG_INSTANCIA = {
  soEmbutido:
    'O backup pelo comando admin vale para o modo embutido (PGlite e pasta local). Com PostgreSQL e S3, use ' +
    'pg_dump e o versionamento do bucket (docs/operations.md).',
} as const;

export async function backupDaInstancia(ctx: AppContext): Promise<Readable> {
  const { database, config, storage } = ctx;
  if (!database.snapshot || storage.driver !== 'local') throw new AppError(422, MSG_INSTANCIA.soEmbutido);
  const db = Buffer.from(await (await database.snapshot()).arrayBuffer());
  const { TarArchive } = await archiver();
  const tar = new TarArchive();
  const agora = new Date();
  tar.append(db, { name: 'db.tar', date: agora, mode: 0o600 });
  const files = join(config.dataDir, 'files');
  if (existsSync(files)) tar.directory(files, 'files');
  const secrets = {
    appSecret: config.appSecret,
    encryptionKey: config.encryptionKey,
    adminToken: config.adminToken,
  };
  tar.append(`${JSON.stringify(secrets, null, 2)}\n`, { name: 'secrets.json', date: agora, mode: 0o600 });
  void tar.finalize();
  return tar;
}
