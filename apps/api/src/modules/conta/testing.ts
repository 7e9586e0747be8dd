// Helpers for the conta tests (not loaded by the app).
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import yauzl from 'yauzl';
import type { TestUser } from '../../test/app.ts';

/** Every entry of a ZIP, name → bytes (read with yauzl, an independent reader). */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err || !file) return reject(err);
      const out = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(out));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

export const json = (files: Map<string, Buffer>, name: string) =>
  JSON.parse(files.get(name)?.toString('utf8') ?? 'null');

/** The TOTP code an authenticator app shows for `segredo`, `steps` periods from now. */
export const totp = (segredo: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(segredo), timestamp: Date.now() + steps * 30_000 });

export const exportar = (app: FastifyInstance, user: TestUser) =>
  app.inject({ method: 'GET', url: '/api/user/export', headers: user.auth });

/** Configures and activates 2FA; answers the secret and the recovery codes. */
export async function ligar2fa(app: FastifyInstance, user: TestUser) {
  const conf = await app.inject({ method: 'POST', url: '/api/user/2fa/configurar', headers: user.auth });
  const { segredo } = conf.json();
  const ativ = await app.inject({
    method: 'POST',
    url: '/api/user/2fa/ativar',
    headers: user.auth,
    payload: { codigo: totp(segredo) },
  });
  if (ativ.statusCode !== 200) throw new Error(`ativar 2FA falhou: ${ativ.statusCode} ${ativ.body}`);
  return { segredo: segredo as string, codigos: ativ.json().codigos_recuperacao as string[] };
}
