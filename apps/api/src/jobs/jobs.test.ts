import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { usuarios } from '../db/schema.ts';
import { testConfig } from '../test/app.ts';
import { cadastroPayload } from '../test/factories.ts';
import { JOBS } from './index.ts';

describe('scheduled jobs', () => {
  it('expirar-planos runs every 10 minutes and once at start', () => {
    expect(JOBS.find((j) => j.name === 'expirar-planos')).toMatchObject({
      everyMs: 600_000,
      runAtStart: true,
    });
  });

  it('outside tests the app runs the jobs once ready and stops them before closing', async () => {
    // Its own in-memory database, so its start-up run touches no other test's users.
    const app = await buildApp(testConfig({ env: 'development', databaseUrl: 'memory://' }), {
      logger: false,
    });
    const p = cadastroPayload();
    const [user] = await app.ctx.db
      .insert(usuarios)
      .values({
        nome: p.nome,
        email: p.email,
        senha_hash: 'x',
        cpf: p.cpf,
        crp: p.crp,
        telefone: p.telefone,
        plano_slug: 'essencial',
        plano_status: 'ACTIVE',
        plano_expira_em: new Date(Date.now() - 1000),
      })
      .returning({ id: usuarios.id });
    const status = async () =>
      (
        await app.ctx.db.select({ s: usuarios.plano_status }).from(usuarios).where(eq(usuarios.id, user.id))
      )[0].s;
    expect(await status()).toBe('ACTIVE');
    await app.ready();
    await vi.waitFor(async () => expect(await status()).toBe('INACTIVE'), { timeout: 5000 });
    await expect(app.close()).resolves.toBeUndefined();
  });

  it('in tests (env test) nothing is scheduled', async () => {
    const app = await buildApp(testConfig({ databaseUrl: 'memory://' }), { logger: false });
    const p = cadastroPayload();
    const [user] = await app.ctx.db
      .insert(usuarios)
      .values({
        nome: p.nome,
        email: p.email,
        senha_hash: 'x',
        cpf: p.cpf,
        crp: p.crp,
        telefone: p.telefone,
        plano_slug: 'essencial',
        plano_expira_em: new Date(Date.now() - 1000),
      })
      .returning({ id: usuarios.id });
    await app.ready();
    await new Promise((r) => setTimeout(r, 200));
    const [row] = await app.ctx.db
      .select({ s: usuarios.plano_status })
      .from(usuarios)
      .where(eq(usuarios.id, user.id));
    expect(row.s).toBe('ACTIVE');
    await app.close();
  });
});
