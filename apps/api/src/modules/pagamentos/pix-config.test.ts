import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const secrets = () => ({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'pix-config-')),
  APP_SECRET: randomBytes(32).toString('hex'),
  ENCRYPTION_KEY: `k1:${randomBytes(32).toString('base64')}`,
  ADMIN_TOKEN: randomBytes(32).toString('hex'),
  METRICS_TOKEN: randomBytes(32).toString('hex'),
  PUBLIC_URL: 'https://consultorio.example',
});

const bcb = {
  PIX_API_URL: 'https://pix.psp.example/api/v2',
  PIX_CLIENT_ID: 'id',
  PIX_CLIENT_SECRET: 'segredo',
  PIX_CERT: '/etc/consultorio/psp.crt',
  PIX_KEY: '/etc/consultorio/psp.key',
  PIX_CHAVE: 'financeiro@consultorio.app',
};

describe('PIX settings (README configuration table)', () => {
  it('outside production the simulator is the default, with development key, name and city', () => {
    const c = loadConfig({ NODE_ENV: 'development', ...secrets() });
    expect(c.pix).toMatchObject({
      provider: 'simulador',
      chave: 'pix@consultorio.local',
      nome: 'Consultorio',
    });
  });

  it('production defaults to bcb and refuses to start without its settings, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets() })).toThrow(
      /PIX_PROVIDER=bcb defina PIX_API_URL, PIX_CLIENT_ID, PIX_CLIENT_SECRET, PIX_CERT, PIX_KEY, PIX_CHAVE/,
    );
    const c = loadConfig({ NODE_ENV: 'production', ...secrets(), ...bcb });
    expect(c.pix).toMatchObject({
      provider: 'bcb',
      apiUrl: bcb.PIX_API_URL,
      clientId: 'id',
      cert: bcb.PIX_CERT,
      chave: bcb.PIX_CHAVE,
    });
  });

  it('PIX_PROVIDER=bcb anywhere needs its settings', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', ...secrets(), PIX_PROVIDER: 'bcb' })).toThrow(
      /PIX_API_URL/,
    );
    const c = loadConfig({ NODE_ENV: 'development', ...secrets(), PIX_PROVIDER: 'bcb', ...bcb });
    expect(c.pix.provider).toBe('bcb');
  });

  it('an unknown provider or a malformed PSP address is a configuration error', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', ...secrets(), PIX_PROVIDER: 'paypal' })).toThrow(
      /PIX_PROVIDER/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'development', ...secrets(), PIX_PROVIDER: 'bcb', PIX_API_URL: 'não é url' }),
    ).toThrow(/PIX_API_URL/);
  });
});
