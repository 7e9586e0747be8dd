import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { carregarEstadoDoPlano } from '../planos/service.ts';
import { verificarSessaoEPlano } from './sessions.ts';

/*
 * The session check reads the user's plan in the same statement (docs/decisions/0011-sessions-and-tokens.md): the
 * plan must be the one carregarEstadoDoPlano gives, for every plan and status, and the session rules hold (a revoked
 * session refused at once).
 */

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app);
});
afterAll(async () => {
  await app.close();
});

const setPlano = (valores: Partial<typeof usuarios.$inferInsert>) =>
  app.ctx.db.update(usuarios).set(valores).where(eq(usuarios.id, user.id));

describe('session and plan in one statement', () => {
  it('gives the plan carregarEstadoDoPlano gives: free, paid, expired, inactive and lifetime plans', async () => {
    const casos: Array<Partial<typeof usuarios.$inferInsert>> = [
      { plano_slug: 'gratuito', plano_status: 'ACTIVE', plano_expira_em: null },
      { plano_slug: 'essencial', plano_status: 'ACTIVE', plano_expira_em: new Date(Date.now() + 86_400_000) },
      { plano_slug: 'essencial', plano_status: 'ACTIVE', plano_expira_em: new Date(Date.now() - 1000) },
      { plano_slug: 'essencial', plano_status: 'INACTIVE', plano_expira_em: null },
      { plano_slug: 'vitalicio', plano_status: 'INACTIVE', plano_expira_em: new Date(Date.now() - 1000) },
    ];
    const vistos = new Set<string>();
    for (const caso of casos) {
      await setPlano(caso);
      const sessao = await verificarSessaoEPlano(app.ctx, user.token);
      expect(sessao?.auth.usuarioId).toBe(user.id);
      expect(sessao?.plan, JSON.stringify(caso)).toEqual(await carregarEstadoDoPlano(app.ctx.db, user.id));
      vistos.add(`${sessao?.plan.plano.slug}/${sessao?.plan.plano.status}`);
    }
    // The cases differ, so the comparison can tell.
    expect(vistos).toEqual(
      new Set(['gratuito/ACTIVE', 'essencial/ACTIVE', 'essencial/INACTIVE', 'vitalicio/ACTIVE']),
    );
  });

  it('a paused plan is enforced on the request that reads it with the session', async () => {
    await setPlano({ plano_slug: 'essencial', plano_status: 'INACTIVE', plano_expira_em: null });
    const criarPaciente = (nome: string) =>
      app.inject({
        method: 'POST',
        url: '/api/paciente',
        headers: user.auth,
        payload: { nome, telefone: '11987654321' },
      });
    expect((await criarPaciente('Paciente Pausa')).statusCode).toBe(403);
    await setPlano({ plano_slug: 'essencial', plano_status: 'ACTIVE', plano_expira_em: null });
    expect((await criarPaciente('Paciente Ativo')).statusCode).toBe(201);
  });

  it('a revoked session is refused at once, and an unknown token', async () => {
    const outro = await createUser(app);
    expect((await app.inject({ url: '/api/pacientes', headers: outro.auth })).statusCode).toBe(200);
    const sair = await app.inject({ method: 'POST', url: '/api/logout', headers: outro.auth });
    expect(sair.statusCode).toBeLessThan(300);
    expect(await verificarSessaoEPlano(app.ctx, outro.token)).toBeNull();
    expect((await app.inject({ url: '/api/pacientes', headers: outro.auth })).statusCode).toBe(401);
    expect(await verificarSessaoEPlano(app.ctx, 'nao-existe')).toBeNull();
  });
});
