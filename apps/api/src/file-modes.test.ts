import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { montarEmail } from './lib/email/montar.ts';
import { createMailer } from './lib/mail.ts';
import { loadOrCreateSecrets } from './lib/secrets.ts';
import { folderStorage } from './lib/storage/local.ts';
import { newStorageKey } from './lib/storage/types.ts';
import { testConfig } from './test/app.ts';

// Nothing under DATA_DIR is readable by other users of the machine (docs/security.md).
const dataDir = join(mkdtempSync(join(tmpdir(), 'consultorio-modos-')), 'data');
const opened: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  for (const db of opened) await db.close();
});

/** Every path under `root` (root included) whose mode lets the group or others in, with its mode. */
function openToOthers(root: string): string[] {
  const out: string[] = [];
  const check = (path: string) => {
    const mode = statSync(path).mode & 0o777;
    if (mode & 0o077) out.push(`${path} ${mode.toString(8)}`);
  };
  check(root);
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true }))
    check(join(entry.parentPath, entry.name));
  return out;
}

describe('file modes under DATA_DIR', () => {
  it('creates folders 0700 and files 0600: database, secrets, outbox, stored files', async () => {
    loadOrCreateSecrets(dataDir);
    const database = await openDatabase({ dataDir });
    opened.push(database);
    await database.migrate();
    await createMailer(testConfig({ dataDir, smtpUrl: undefined })).send({
      to: 'ana@example.com',
      ...montarEmail({ assunto: 'Teste', blocos: ['olá'] }),
    });
    await folderStorage(join(dataDir, 'files')).put(
      newStorageKey(),
      Readable.from([Buffer.from('conteúdo')]),
    );
    expect(readdirSync(dataDir).sort()).toEqual(
      expect.arrayContaining(['db', 'files', 'outbox', 'secrets.json']),
    );
    expect(openToOthers(dataDir)).toEqual([]);
  }, 60_000);
});
