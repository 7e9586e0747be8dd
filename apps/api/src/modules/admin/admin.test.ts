import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, usuarios } from '../../db/schema.ts';
import { buildTestApp, createUser } from '../../test/app.ts';

let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('sem endereço');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await app?.close();
});

const admin = (payload: Record<string, unknown>, authorization = `Bearer ${app.ctx.config.adminToken}`) =>
  app.inject({ method: 'POST', url: '/api/admin/usuarios/plano', headers: { authorization }, payload });

const planOf = async (auth: { authorization: string }) =>
  (await app.inject({ method: 'GET', url: '/api/user/plan-info', headers: auth })).json().plano;

describe('POST /api/admin/usuarios/plano', () => {
  it('refuses a missing or wrong token exactly like an unknown route', async () => {
    const user = await createUser(app);
    const unknownRoute = await app.inject({ method: 'POST', url: '/api/nao-existe', payload: {} });
    const attempts = [
      await app.inject({ method: 'POST', url: '/api/admin/usuarios/plano', payload: { email: user.email } }),
      await admin({ email: user.email, plano: 'vitalicio' }, 'Bearer errado'),
      await admin({ email: user.email, plano: 'vitalicio' }, `Bearer ${app.ctx.config.adminToken}x`),
      await admin({ email: user.email, plano: 'vitalicio' }, app.ctx.config.adminToken),
      await admin({ email: user.email, plano: 'vitalicio' }, user.auth.authorization),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknownRoute.json());
    }
    expect((await planOf(user.auth)).slug).toBe('gratuito');
  });

  it('sets each plan: Essencial for 30 days, Vitalício and Gratuito without expiry', async () => {
    const user = await createUser(app);
    const ess = await admin({ email: user.email.toUpperCase(), plano: 'essencial' });
    expect(ess.statusCode).toBe(200);
    const body = ess.json();
    expect(body.usuario).toEqual({ id: user.id, email: user.email });
    expect(body.plano).toMatchObject({ slug: 'essencial', status: 'ACTIVE', paused: false });
    expect(body.message).toMatch(/^Plano de .+ alterado para Essencial \(ativo até \d{2}\/\d{2}\/\d{4}\)\.$/);
    const days = (Date.parse(body.plano.expira_em) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(await planOf(user.auth)).toEqual(body.plano);

    const vit = await admin({ email: user.email, plano: 'vitalicio' });
    expect(vit.json().plano).toMatchObject({ nome: 'Vitalício', status: 'ACTIVE', expira_em: null });
    expect(vit.json().message).toContain('alterado para Vitalício (ativo, sem data de expiração)');

    const gra = await admin({ email: user.email, plano: 'gratuito' });
    expect(gra.json().plano).toMatchObject({ slug: 'gratuito', status: 'ACTIVE', expira_em: null });
    expect((await planOf(user.auth)).slug).toBe('gratuito');

    const trail = await app.ctx.db.select().from(auditoria).where(eq(auditoria.usuario_id, user.id));
    expect(trail.filter((a) => a.entidade === 'plano')).toHaveLength(3);
  });

  it('pauses: {status: INACTIVE} keeps the plan and its expiry; {plano, status} gives it paused', async () => {
    const user = await createUser(app);
    await admin({ email: user.email, plano: 'essencial' });
    const before = await planOf(user.auth);
    const paused = await admin({ email: user.email, status: 'INACTIVE' });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().message).toBe(`Plano Essencial de ${user.email} pausado.`);
    expect(await planOf(user.auth)).toEqual({ ...before, status: 'INACTIVE', paused: true });

    const renewed = await admin({ email: user.email, status: 'ACTIVE' });
    expect(renewed.json().plano).toMatchObject({ slug: 'essencial', status: 'ACTIVE', paused: false });

    const other = await createUser(app);
    const direct = await admin({ email: other.email, plano: 'essencial', status: 'INACTIVE' });
    expect(direct.json().plano).toMatchObject({ slug: 'essencial', status: 'INACTIVE', paused: true });
  });

  it('a lifetime plan cannot be paused', async () => {
    const user = await createUser(app);
    await admin({ email: user.email, plano: 'vitalicio' });
    const res = await admin({ email: user.email, status: 'INACTIVE' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.status).toEqual(['O plano Vitalício não pode ser pausado.']);
    expect(await planOf(user.auth)).toMatchObject({ slug: 'vitalicio', status: 'ACTIVE' });
  });

  it('unknown e-mail → 404; unknown plan or empty change → 422', async () => {
    const missing = await admin({ email: 'ninguem.aqui@exemplo.com.br', plano: 'essencial' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Nenhum usuário cadastrado com este e-mail.' });
    const user = await createUser(app);
    const badPlan = await admin({ email: user.email, plano: 'premium' });
    expect(badPlan.statusCode).toBe(422);
    expect(badPlan.json().errors.plano).toEqual(['Plano desconhecido.']);
    const empty = await admin({ email: user.email });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.plano).toEqual(['Informe o plano ou o status.']);
  });

  it('is not listed in the public API documentation', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('/api/admin');
  });
});

const cli = join(dirname(fileURLToPath(import.meta.url)), '../../admin-cli.ts');

function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args],
      // A clean environment: no ADMIN_TOKEN or PORT inherited from whoever runs the tests.
      { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 20_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('POST /api/admin/jobs/:nome/executar', () => {
  const runJob = (nome: string, authorization = `Bearer ${app.ctx.config.adminToken}`) =>
    app.inject({ method: 'POST', url: `/api/admin/jobs/${nome}/executar`, headers: { authorization } });

  it('runs the job now and says what it did; unknown job → 404; wrong token → like an unknown route', async () => {
    const user = await createUser(app);
    expect((await admin({ email: user.email, plano: 'essencial' })).statusCode).toBe(200);
    await app.ctx.db
      .update(usuarios)
      .set({ plano_expira_em: new Date(Date.now() - 86_400_000) })
      .where(eq(usuarios.id, user.id));

    const res = await runJob('expirar-planos');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ job: 'expirar-planos', status: 'done', reason: null });
    expect(body.result).toBeGreaterThanOrEqual(1);
    expect(body.message).toMatch(/^Job expirar-planos executado \(\d+\)\.$/);
    const [row] = await app.ctx.db
      .select({ status: usuarios.plano_status })
      .from(usuarios)
      .where(eq(usuarios.id, user.id));
    expect(row.status).toBe('INACTIVE');

    const unknown = await runJob('nao-existe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Job desconhecido: nao-existe.');
    const unknownRoute = await app.inject({ method: 'POST', url: '/api/nao-existe', payload: {} });
    const refused = await runJob('expirar-planos', user.auth.authorization);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(unknownRoute.json());
  });
});

describe('npm run admin (admin-cli.ts)', () => {
  const env = () => ({ ADMIN_URL: baseUrl, ADMIN_TOKEN: app.ctx.config.adminToken });

  it('plano <email> <slug> sets the plan and prints a Portuguese line', async () => {
    const user = await createUser(app);
    const res = await runCli(['plano', user.email, 'vitalicio'], env());
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout.trim()).toBe(
      `Plano de ${user.email} alterado para Vitalício (ativo, sem data de expiração).`,
    );
    expect((await planOf(user.auth)).slug).toBe('vitalicio');
  });

  it('pausar <email> pauses the plan', async () => {
    const user = await createUser(app);
    await admin({ email: user.email, plano: 'essencial' });
    const res = await runCli(['pausar', user.email], env());
    expect(res.code).toBe(0);
    expect(res.stdout.trim()).toBe(`Plano Essencial de ${user.email} pausado.`);
    expect(await planOf(user.auth)).toMatchObject({ status: 'INACTIVE', paused: true });
  });

  it('reads the token from DATA_DIR/secrets.json and the address from PORT', async () => {
    const user = await createUser(app);
    const dataDir = mkdtempSync(join(tmpdir(), 'consultorio-admin-'));
    writeFileSync(join(dataDir, 'secrets.json'), JSON.stringify({ adminToken: app.ctx.config.adminToken }));
    const res = await runCli(['plano', user.email, 'essencial'], {
      DATA_DIR: dataDir,
      PORT: new URL(baseUrl).port,
    });
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('alterado para Essencial (ativo até');
  });

  it('fails with a clear message: unknown e-mail, unknown plan, wrong token, no token, server down, bad usage', async () => {
    const unknown = await runCli(['plano', 'ninguem@exemplo.com.br', 'essencial'], env());
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Nenhum usuário cadastrado com este e-mail.');

    const user = await createUser(app);
    const badPlan = await runCli(['plano', user.email, 'premium'], env());
    expect(badPlan.code).not.toBe(0);
    expect(badPlan.stderr).toContain(
      'Plano desconhecido: "premium". Use um destes: gratuito, essencial, vitalicio.',
    );

    const wrongToken = await runCli(['plano', user.email, 'essencial'], {
      ...env(),
      ADMIN_TOKEN: 'x'.repeat(40),
    });
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.stderr).toContain('recusou o acesso de administração');

    const noToken = await runCli(['plano', user.email, 'essencial'], {
      ADMIN_URL: baseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'consultorio-admin-vazio-')),
    });
    expect(noToken.code).toBe(1);
    expect(noToken.stderr).toContain('ADMIN_TOKEN não definido');

    const down = await runCli(['plano', user.email, 'essencial'], {
      ...env(),
      ADMIN_URL: 'http://127.0.0.1:9',
    });
    expect(down.code).toBe(1);
    expect(down.stderr).toContain('Não foi possível falar com o servidor em http://127.0.0.1:9');

    const usage = await runCli([], env());
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run admin -- plano <email>');

    expect((await planOf(user.auth)).slug).toBe('gratuito');
  });
});
