import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Secrets {
  appSecret: string;
  encryptionKey: string;
  adminToken: string;
}

/** Embedded mode: secrets are generated on first run into DATA_DIR/secrets.json (mode 0600). */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const secrets: Secrets = {
    appSecret: randomBytes(32).toString('base64url'),
    encryptionKey: `k1:${randomBytes(32).toString('base64')}`,
    adminToken: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}
