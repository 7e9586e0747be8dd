// Several replicas (docs/architecture.md §4, docs/operations.md): two real server processes on one PostgreSQL
// database and one Redis, on different ports, behind no load balancer — the test is the load balancer.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG } from '@consultorio/contracts/messages';
import { Redis } from 'ioredis';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, DEFAULT_SECOND_FACTOR_LOCKOUT } from './config.ts';
import { caixaDeSaida } from './lib/mail.ts';
import { type BancoProprio, criarBancoProprio } from './test/banco-proprio.ts';
import { cadastroPayload, randomEmail } from './test/factories.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(DATABASE_URL);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false';

/** Why Redis cannot be used, or null when it answers PING. */
async function redisProblem(): Promise<string | null> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return null;
  } catch (err) {
    return `Redis não responde em ${REDIS_URL} (${(err as Error).message.replace(/\.+$/, '')})`;
  } finally {
    probe.disconnect();
  }
}

const redisDown = onPostgres ? await redisProblem() : null;
// Locally a missing Redis skips this file (with the reason below); in CI Redis is part of the machine, so it fails.
const skip = !onPostgres || (redisDown !== null && !inCi);
const why = !onPostgres
  ? 'só com DATABASE_URL=postgres://… (no PGlite só um processo abre o banco)'
  : redisDown && !inCi
    ? `${redisDown} (suba o Redis ou defina REDIS_URL; no CI este teste falha)`
    : 'PostgreSQL e Redis';
if (skip) console.info(`replicas.test.ts pulado: ${why}`);

const ROOT = join(import.meta.dirname, '..', '..', '..');
const MAIN = join(ROOT, 'apps/api/src/main.ts');
const RUN = randomBytes(5).toString('hex');
const PREFIX = `consultorio-replicas-${RUN}:`;
const ADMIN_TOKEN = randomBytes(32).toString('hex');

interface Replica {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
  dataDir: string;
}

const replicas: Replica[] = [];
let banco: BancoProprio | undefined;
let dbUrl = '';
let db: pg.Client | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error())));
    });
  });
}

/** Starts `node apps/api/src/main.ts` as production would, with the secrets every replica shares. */
async function startReplica(name: string, env: Record<string, string>): Promise<Replica> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `consultorio-${name}-`));
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'development', // not 'test': the scheduler runs, as in production
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'sem-web'),
      LOG_LEVEL: 'warn',
      PIX_PROVIDER: 'simulador',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const replica = { name, url: `http://127.0.0.1:${port}`, child, output, dataDir };
  replicas.push(replica);
  return replica;
}

async function waitReady(r: Replica, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (r.child.exitCode !== null)
      throw new Error(`${r.name} terminou (${r.child.exitCode}) ao iniciar:\n${r.output.join('')}`);
    const res = await fetch(`${r.url}/api/ready`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${r.name} não ficou pronto em ${ms} ms:\n${r.output.join('')}`);
}

async function stopReplica(r: Replica): Promise<void> {
  if (r.child.exitCode === null && r.child.signalCode === null) {
    const exited = new Promise((resolve) => r.child.once('exit', resolve));
    r.child.kill('SIGTERM');
    const timer = setTimeout(() => r.child.kill('SIGKILL'), 12_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(r.dataDir, { recursive: true, force: true });
}

const call = async (
  r: Replica,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; ip?: string } = {},
) => {
  const res = await fetch(`${r.url}${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      // The client's address as a proxy in front of the replicas says it (TRUST_PROXY below).
      ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
};

/** The code an authenticator app shows for `segredo`, `steps` periods from now. */
const totp = (segredo: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(segredo), timestamp: Date.now() + steps * 30_000 });

/** A real-looking 6-digit code the authenticator does not show now (nor in the steps around now). */
function wrongCode(segredo: string): string {
  const valid = new Set([-2, -1, 0, 1, 2].map((steps) => totp(segredo, steps)));
  for (;;) {
    const codigo = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
    if (!valid.has(codigo)) return codigo;
  }
}

describe.skipIf(skip)(`several replicas: two server processes, one database, one Redis (${why})`, () => {
  let a: Replica;
  let b: Replica;

  beforeAll(async () => {
    if (redisDown) throw new Error(`${redisDown}: no CI este teste exige o Redis (REDIS_URL).`);
    // A database of its own: the job below touches every expired plan of its database.
    banco = await criarBancoProprio(DATABASE_URL, 'replicas');
    dbUrl = banco.url;
    db = new pg.Client({ connectionString: dbUrl });
    await db.connect();

    const shared = {
      DATABASE_URL: dbUrl,
      REDIS_URL,
      REDIS_PREFIX: PREFIX,
      APP_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: `k1:${randomBytes(32).toString('base64')}`,
      ADMIN_TOKEN,
      // Behind a load balancer, as in production: requests without X-Forwarded-For keep the socket's address.
      TRUST_PROXY: 'true',
    };
    // Both start at once, as replicas do: migrations wait for each other (advisory lock).
    [a, b] = await Promise.all([startReplica('replica-a', shared), startReplica('replica-b', shared)]);
    await Promise.all([waitReady(a), waitReady(b)]);
  }, 120_000);

  /** Signs up on one replica, turns 2FA on through the other; answers the secret and recovery codes. */
  async function userWith2fa() {
    const payload = cadastroPayload();
    expect((await call(a, 'POST', '/api/cadastro', { body: payload, ip: '10.40.9.1' })).status).toBe(201);
    const login = await call(b, 'POST', '/api/login', {
      body: { email: payload.email, senha: payload.senha },
      ip: '10.40.9.1',
    });
    const token = login.json.usuario.token as string;
    const { segredo } = (await call(a, 'POST', '/api/user/2fa/configurar', { token })).json;
    const ativar = await call(b, 'POST', '/api/user/2fa/ativar', { token, body: { codigo: totp(segredo) } });
    expect(ativar.status).toBe(200);
    const max = DEFAULT_SECOND_FACTOR_LOCKOUT.maxFailures;
    return {
      max,
      email: payload.email,
      segredo: segredo as string,
      codigos: ativar.json.codigos_recuperacao as string[],
    };
  }

  /** Password right: the challenge of the second step. */
  async function challenge(r: Replica, email: string, ip: string): Promise<string> {
    const payload = { email, senha: cadastroPayload().senha };
    const res = await call(r, 'POST', '/api/login', { body: payload, ip });
    expect(res.status).toBe(200);
    return res.json.desafio as string;
  }

  afterAll(async () => {
    await Promise.all(replicas.map(stopReplica));
    await db?.end().catch(() => {});
    await banco?.apagar();
    if (!redisDown) {
      const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      const keys = await redis.keys(`${PREFIX}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  }, 60_000);

  it('the login limit counts the attempts of both replicas together', async () => {
    // An unknown e-mail: no account, so no lock-out either — only the per address+e-mail limit can answer 429.
    const tentativa = { email: randomEmail('ninguem'), senha: 'Senha-errada-123' };
    const { max } = DEFAULT_RATE_LIMITS.login;
    for (let i = 0; i < max; i++) {
      const res = await call(i % 2 === 0 ? a : b, 'POST', '/api/login', { body: tentativa });
      expect(res.status, `tentativa ${i + 1}`).toBe(401);
    }
    // Each replica saw max/2 attempts: only a shared count refuses the next one, on either replica.
    for (const r of [a, b]) {
      const res = await call(r, 'POST', '/api/login', { body: tentativa });
      expect(res.status, r.name).toBe(429);
      expect(res.json).toEqual({ message: MSG.rateLimited });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another e-mail from the same address still gets in line.
    const outro = await call(b, 'POST', '/api/login', {
      body: { ...tentativa, email: randomEmail('outro') },
    });
    expect(outro.status).toBe(401);
    // The counts are in Redis under this run's prefix (and nothing names the e-mail in clear).
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    const keys = await redis.keys(`${PREFIX}*`);
    redis.disconnect();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('ninguem');
  });

  it('a session revoked on one replica is refused by the other at once', async () => {
    const payload = cadastroPayload();
    expect((await call(a, 'POST', '/api/cadastro', { body: payload })).status).toBe(201);
    const login = await call(b, 'POST', '/api/login', {
      body: { email: payload.email, senha: payload.senha },
    });
    expect(login.status).toBe(200);
    const token = login.json.usuario.token as string;
    for (const r of [a, b]) expect((await call(r, 'GET', '/api/user/plan-info', { token })).status).toBe(200);

    expect((await call(a, 'POST', '/api/logout', { token })).status).toBe(204);
    for (const r of [b, a]) {
      const res = await call(r, 'GET', '/api/user/plan-info', { token });
      expect(res.status, r.name).toBe(401);
    }
  });

  it('a job triggered on both replicas at once runs on one only', async () => {
    // An Essencial plan whose period has ended: `expirar-planos` has exactly one plan to pause.
    const payload = cadastroPayload();
    expect((await call(a, 'POST', '/api/cadastro', { body: payload })).status).toBe(201);
    const plano = await call(b, 'POST', '/api/admin/usuarios/plano', {
      token: ADMIN_TOKEN,
      body: { email: payload.email, plano: 'essencial' },
    });
    expect(plano.status).toBe(200);
    const id = plano.json.usuario.id as string;
    if (!db) throw new Error('sem banco');
    await db.query(`UPDATE usuarios SET plano_expira_em = now() - interval '1 day' WHERE id = $1`, [id]);

    // Hold the user's row, so the run that gets the job's lock stays inside the job until we let go: the other
    // replica's run must meet the lock taken, whichever replica wins.
    await db.query('BEGIN');
    await db.query('SELECT id FROM usuarios WHERE id = $1 FOR UPDATE', [id]);
    const run = (r: Replica) =>
      call(r, 'POST', '/api/admin/jobs/expirar-planos/executar', { token: ADMIN_TOKEN });
    const runs = [run(a), run(b)];
    let first: Awaited<(typeof runs)[number]>;
    try {
      first = await Promise.race([
        ...runs,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('nenhuma réplica respondeu')), 20_000),
        ),
      ]);
    } finally {
      await db.query('COMMIT');
    }
    const results = (await Promise.all(runs)).map((r) => r.json);
    expect(first.json).toMatchObject({ job: 'expirar-planos', status: 'skipped', reason: 'locked' });
    expect(results.filter((r) => r.status === 'done')).toEqual([
      expect.objectContaining({ job: 'expirar-planos', status: 'done', result: 1 }),
    ]);
    const { rows } = await db.query('SELECT plano_status FROM usuarios WHERE id = $1', [id]);
    expect(rows[0].plano_status).toBe('INACTIVE');
  });

  it('the 2FA cap counts the wrong codes of both replicas together, and one e-mail warns the owner', async () => {
    const { max, email, segredo, codigos } = await userWith2fa();
    // 20 wrong codes (real-looking 6 digits) from four addresses, alternating replicas, a new challenge every 5.
    const codes: number[] = [];
    let desafio = '';
    for (let i = 0; i < max; i++) {
      const r = i % 2 === 0 ? a : b;
      const ip = `10.40.0.${(i % 4) + 1}`;
      if (i % 5 === 0) desafio = await challenge(r, email, ip);
      codes.push(
        (await call(r, 'POST', '/api/login/2fa', { body: { desafio, codigo: wrongCode(segredo) }, ip }))
          .status,
      );
    }
    // Each replica saw 10: only a shared count pauses the account at the 20th.
    expect(codes.slice(0, -1)).not.toContain(429);
    expect(codes.at(-1)).toBe(429);
    for (const r of [a, b]) {
      const ip = '10.40.1.1';
      const res = await call(r, 'POST', '/api/login/2fa', {
        body: { desafio: await challenge(r, email, ip), codigo: totp(segredo, 1) },
        ip,
      });
      expect(res.status, r.name).toBe(429);
      expect(res.json.message).toMatch(
        /pausados por 1[45] minutos: aguarde ou entre agora com um dos seus códigos/,
      );
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const recovery = await call(b, 'POST', '/api/login/2fa', {
      body: { desafio: await challenge(a, email, '10.40.1.2'), codigo: codigos[0] },
      ip: '10.40.1.2',
    });
    expect(recovery.status).toBe(200);
    // One warning, written by whichever replica started the pause.
    const warnings = [a, b].flatMap((r) => caixaDeSaida(r.dataDir, email));
    expect(warnings).toHaveLength(1);
    if (!db) throw new Error('sem banco');
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM auditoria a JOIN usuarios u ON u.id = a.usuario_id
        WHERE u.email = $1 AND a.acao = 'login_2fa_falhou'`,
      [email],
    );
    expect(rows[0].n).toBe(max + 2);
  });

  it('the check-* cap counts the checks of both replicas together', async () => {
    const { max } = DEFAULT_RATE_LIMITS.check;
    const ip = '10.41.0.1';
    const url = (i: number) => `/api/user/check-email?email=${randomEmail(`checa${i}`)}`;
    for (let i = 0; i < max; i++) {
      const res = await call(i % 2 === 0 ? a : b, 'GET', url(i), { ip });
      expect(res.status, `consulta ${i + 1}`).toBe(200);
    }
    for (const r of [a, b]) {
      const res = await call(r, 'GET', url(max), { ip });
      expect(res.status, r.name).toBe(429);
      expect(res.json).toEqual({ message: MSG.rateLimited });
    }
    expect((await call(b, 'GET', url(max), { ip: '10.41.0.2' })).status).toBe(200);
  });

  it('replicas log no Redis trouble while it is up, and stop cleanly on SIGTERM (Redis and database closed)', async () => {
    for (const r of replicas) expect(r.output.join(''), r.name).not.toContain('redis indisponível');
    // main.ts exits 0 only when app.close() (which quits Redis and closes the pool) ends before its 10 s deadline.
    const exits = replicas.map((r) => new Promise<number | null>((resolve) => r.child.once('exit', resolve)));
    for (const r of replicas) r.child.kill('SIGTERM');
    expect(await Promise.all(exits)).toEqual([0, 0]);
  }, 20_000);
});
