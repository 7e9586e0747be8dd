import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Secrets {
  appSecret: string;
  encryptionKey: string;
  adminToken: string;
  /** The Prometheus scrape's bearer token (GET /api/metrics); added to an older file on the next start. */
  metricsToken: string;
}

/** Embedded mode: secrets are generated on first run into DATA_DIR/secrets.json (mode 0600). */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const existentes = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets> &
      Omit<Secrets, 'metricsToken'>;
    if (existentes.metricsToken) return existentes as Secrets;
    // A file written before the metrics: the token joins the others, the file stays 0600.
    const completos: Secrets = { ...existentes, metricsToken: novoToken() };
    gravar(file, completos);
    return completos;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const secrets: Secrets = {
    appSecret: randomBytes(32).toString('base64url'),
    encryptionKey: `k1:${randomBytes(32).toString('base64')}`,
    adminToken: novoToken(),
    metricsToken: novoToken(),
  };
  gravar(file, secrets);
  return secrets;
}

const novoToken = () => randomBytes(32).toString('base64url');

function gravar(file: string, secrets: Secrets): void {
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
}
