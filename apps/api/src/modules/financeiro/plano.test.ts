import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { createEssencialUser, lancamentoPayload, lancar, setPlan } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const requests = (who: TestUser, id: string) =>
  [
    { method: 'GET' as const, url: '/api/financeiros' },
    { method: 'GET' as const, url: '/api/financeiros/dashboard' },
    { method: 'GET' as const, url: '/api/financeiros/exportar?ano=2026' },
    { method: 'GET' as const, url: `/api/financeiros/${id}` },
    { method: 'POST' as const, url: '/api/financeiros', payload: lancamentoPayload() },
    { method: 'PUT' as const, url: `/api/financeiros/${id}`, payload: { descricao: 'Nova' } },
    { method: 'DELETE' as const, url: `/api/financeiros/${id}` },
  ].map((r) => ({ ...r, headers: who.auth }));

describe('plan gate of the finance routes', () => {
  it('answers 403 with feature gestao_financeira on every route for Gratuito', async () => {
    const gratuito = await createUser(app);
    for (const req of requests(gratuito, randomUUID())) {
      const res = await app.inject(req);
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(403);
      expect(res.json()).toEqual({
        message: expect.stringContaining('gestao_financeira'),
        feature: 'gestao_financeira',
      });
    }
  });

  it('lets Essencial and Vitalício through', async () => {
    for (const plano of ['essencial', 'vitalicio'] as const) {
      const u = await createUser(app);
      await setPlan(app, u.id, plano);
      const l = await lancar(app, u);
      for (const req of requests(u, l.id)) {
        const res = await app.inject(req);
        expect(res.statusCode, `${plano} ${req.method} ${req.url}`).toBeLessThan(300);
      }
    }
  });

  it('refuses creating while the plan is paused (403 pausado), and the finance area is closed until renewal', async () => {
    const u = await createEssencialUser(app);
    const l = await lancar(app, u);
    await setPlan(app, u.id, 'essencial', 'INACTIVE');
    const create = await app.inject({
      method: 'POST',
      url: '/api/financeiros',
      headers: u.auth,
      payload: lancamentoPayload(),
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().feature).toBe('pausado');
    for (const req of requests(u, l.id)) {
      expect((await app.inject(req)).json().feature, req.url).toBe('pausado');
    }
    await setPlan(app, u.id, 'essencial', 'ACTIVE');
    expect((await app.inject({ url: `/api/financeiros/${l.id}`, headers: u.auth })).statusCode).toBe(200);
  });
});
