import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { conferirTrafego } from './contrato-openapi.ts';
import { cadastroPayload } from './factories.ts';

/**
 * A config for tests: a fresh DATA_DIR, generated secrets, PGlite in memory unless DATABASE_URL is set (then the
 * real PostgreSQL; tests never collide because each creates its own users with random ids).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'consultorio-test-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: `k1:${randomBytes(32).toString('base64')}`,
    ADMIN_TOKEN: randomBytes(32).toString('hex'),
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  // One object per rule: a refusal is counted by its rule's name, found by identity (plugins/security.ts).
  const generous = () => ({ max: 10_000, timeWindow: 60_000 });
  return {
    ...base,
    databaseUrl: process.env.DATABASE_URL ?? 'memory://',
    rateLimits: {
      login: generous(),
      resetCode: generous(),
      cadastro: generous(),
      check: generous(),
      leads: generous(),
      lembretes: generous(),
      convites: generous(),
      agendaPublica: generous(),
      reservas: generous(),
      portal: generous(),
      webhook: generous(),
    },
    ...overrides,
  };
}

/*
 * One in-memory PGlite per test process, shared by every app buildTestApp makes in it (vitest runs the API files
 * one after another in each worker, isolate: false): opening one costs ~2 s, ~150 apps are built in a run. The
 * tests already share one PostgreSQL when DATABASE_URL is set, so none relies on an empty database.
 */
let shared: Promise<Database> | undefined;
function sharedDatabase(): Promise<Database> {
  shared ??= openDatabase({ databaseUrl: 'memory://', dataDir: tmpdir() });
  return shared;
}

/** `database`: an already open database to use instead (a test that watches the statements the app sends). */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  opts: { database?: Database } = {},
): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  const database =
    opts.database ??
    (config.databaseUrl === 'memory://' && !('databaseUrl' in overrides)
      ? await sharedDatabase()
      : undefined);
  const app = await buildApp(config, { logger: false, ...(database ? { database } : {}) });
  // Every answer the tests get is checked against the OpenAPI document (test/contrato-openapi.ts).
  conferirTrafego(app);
  return app;
}

export interface TestUser {
  id: string;
  email: string;
  senha: string;
  token: string;
  auth: { authorization: string };
}

/** Signs a new psychologist up through the API and logs them in. */
export async function createUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  let payload = cadastroPayload(overrides);
  let cadastro = await app.inject({ method: 'POST', url: '/api/cadastro', payload });
  // Random CRPs and CPFs of earlier runs stay in a shared PostgreSQL: a collision draws new ones (unless the test
  // chose them), instead of failing a test that is not about them.
  for (let i = 0; i < 3 && cadastro.statusCode === 409; i++) {
    const campos = Object.keys(cadastro.json().errors ?? {});
    if (campos.length === 0 || !campos.every((c) => (c === 'crp' || c === 'cpf') && !(c in overrides))) break;
    payload = cadastroPayload(overrides);
    cadastro = await app.inject({ method: 'POST', url: '/api/cadastro', payload });
  }
  if (cadastro.statusCode !== 201)
    throw new Error(`cadastro falhou: ${cadastro.statusCode} ${cadastro.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: payload.email, senha: payload.senha },
  });
  if (login.statusCode !== 200) throw new Error(`login falhou: ${login.statusCode} ${login.body}`);
  const { usuario } = login.json();
  return {
    id: usuario.id,
    email: payload.email as string,
    senha: payload.senha as string,
    token: usuario.token,
    auth: { authorization: `Bearer ${usuario.token}` },
  };
}
