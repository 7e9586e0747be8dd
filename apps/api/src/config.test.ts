import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { decodeQp, outboxFor, textPart } from './modules/auth/testing.ts';
import { criarFeed } from './modules/calendario/testing.ts';
import { convidar } from './modules/equipe/testing.ts';
import { createVitalicioUser } from './modules/pacientes/testing.ts';
import { buildTestApp } from './test/app.ts';
import { randomEmail } from './test/factories.ts';

const segredos = () => ({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'config-')),
  APP_SECRET: randomBytes(32).toString('hex'),
  ENCRYPTION_KEY: `k1:${randomBytes(32).toString('base64')}`,
  ADMIN_TOKEN: randomBytes(32).toString('hex'),
  METRICS_TOKEN: randomBytes(32).toString('hex'),
});

describe('PUBLIC_URL (README configuration table)', () => {
  it('defaults to http://localhost:$PORT, so the links point where the server listens', () => {
    expect(loadConfig({ NODE_ENV: 'development', PORT: '3201', ...segredos() }).publicUrl).toBe(
      'http://localhost:3201',
    );
    expect(loadConfig({ NODE_ENV: 'development', ...segredos() }).publicUrl).toBe('http://localhost:3000');
    const dado = loadConfig({ PORT: '3201', PUBLIC_URL: 'https://consultorio.example', ...segredos() });
    expect(dado.publicUrl).toBe('https://consultorio.example');
  });

  it('is required in production, named in the sentence that stops the start', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PIX_PROVIDER: 'simulador', ...segredos() })).toThrow(
      'Em produção defina PUBLIC_URL (veja a tabela de configuração no README).',
    );
  });
});

describe('METRICS_TOKEN (README configuration table)', () => {
  it('is required in production, beside the other secrets', () => {
    const { METRICS_TOKEN: _m, ...sem } = segredos();
    const producao = { NODE_ENV: 'production', PIX_PROVIDER: 'simulador', PUBLIC_URL: 'https://c.example' };
    expect(() => loadConfig({ ...producao, ...sem })).toThrow(
      'Em produção defina METRICS_TOKEN (veja a tabela de configuração no README).',
    );
  });

  it('is generated into secrets.json in the embedded mode, and added to a file written before it', () => {
    const DATA_DIR = mkdtempSync(join(tmpdir(), 'config-metricas-'));
    const primeiro = loadConfig({ NODE_ENV: 'development', DATA_DIR });
    expect(primeiro.metricsToken).toMatch(/^[\w-]{43}$/);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR }).metricsToken).toBe(primeiro.metricsToken);
    const arquivo = join(DATA_DIR, 'secrets.json');
    const { metricsToken: _t, ...antigo } = JSON.parse(readFileSync(arquivo, 'utf8'));
    writeFileSync(arquivo, JSON.stringify(antigo));
    const depois = loadConfig({ NODE_ENV: 'development', DATA_DIR });
    expect(depois.metricsToken).toMatch(/^[\w-]{43}$/);
    expect(depois.adminToken).toBe(primeiro.adminToken);
    expect(JSON.parse(readFileSync(arquivo, 'utf8')).metricsToken).toBe(depois.metricsToken);
    expect(statSync(arquivo).mode & 0o777).toBe(0o600);
  });

  it('is absent when the secrets come from the environment without it', () => {
    const { METRICS_TOKEN: _m, ...sem } = segredos();
    expect(loadConfig({ NODE_ENV: 'development', ...sem }).metricsToken).toBeUndefined();
  });

  it("is dropped with METRICS_DISABLED=true (the bench's metrics-off side), however it was given", () => {
    const DATA_DIR = mkdtempSync(join(tmpdir(), 'config-metricas-off-'));
    expect(
      loadConfig({ NODE_ENV: 'development', DATA_DIR, METRICS_DISABLED: 'true' }).metricsToken,
    ).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'development', ...segredos(), METRICS_DISABLED: 'true' }).metricsToken,
    ).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development', ...segredos() }).metricsToken).toBeDefined();
  });
});

describe('OTEL_EXPORTER_OTLP_ENDPOINT (README configuration table, docs/operations.md "Traces")', () => {
  const rastros = (env: Record<string, string>) => loadConfig({ ...segredos(), ...env }).rastros;

  it("turns traces on with the collector's address, the traces going to /v1/traces as the exporters do", () => {
    expect(rastros({})).toBeUndefined();
    expect(rastros({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://coletor:4318' })).toEqual({
      url: 'http://coletor:4318/v1/traces',
    });
    expect(rastros({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://coletor.interno/otlp/' })).toEqual({
      url: 'https://coletor.interno/otlp/v1/traces',
    });
  });

  it("takes the traces' own address as it is, and stays off with OTEL_SDK_DISABLED=true", () => {
    const env = {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://coletor:4318',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://jaeger:4318/v1/traces',
    };
    expect(rastros(env)).toEqual({ url: 'http://jaeger:4318/v1/traces' });
    expect(rastros({ ...env, OTEL_SDK_DISABLED: 'true' })).toBeUndefined();
  });

  it('refuses an address that is not http(s), naming the variable', () => {
    expect(() => rastros({ OTEL_EXPORTER_OTLP_ENDPOINT: 'coletor:4318' })).toThrow(
      'OTEL_EXPORTER_OTLP_ENDPOINT precisa ser um endereço http:// ou https://',
    );
  });
});

describe('the links of a server on another port', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    const { publicUrl } = loadConfig({ NODE_ENV: 'development', PORT: '3201', ...segredos() });
    app = await buildTestApp({ port: 3201, publicUrl });
  });
  afterAll(async () => {
    await app.close();
  });

  it('go to that port: the invitation e-mail, the calendar feed and the OpenAPI servers', async () => {
    const titular = await createVitalicioUser(app);
    const email = randomEmail('secretaria');
    expect((await convidar(app, titular, { nome: 'Rosa Recepção Dias', email })).statusCode).toBe(201);
    const convite = decodeQp(textPart(outboxFor(app, email).at(-1) ?? ''));
    expect(convite).toMatch(/http:\/\/localhost:3201\/convite\/[\w-]+/);
    expect((await criarFeed(app, titular)).url).toMatch(
      /^http:\/\/localhost:3201\/api\/calendario\/[\w-]+\.ics$/,
    );
    const docs = (await app.inject({ url: '/api/docs/json' })).json();
    expect(docs.servers).toEqual([{ url: 'http://localhost:3201', description: 'Este servidor' }]);
  }, 120_000);
});
