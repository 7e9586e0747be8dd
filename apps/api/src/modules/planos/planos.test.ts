import { MSG } from '@consultorio/contracts/messages';
import {
  FEATURES,
  type Feature,
  type PlanSlug,
  planInfoResponseSchema,
  planosResponseSchema,
} from '@consultorio/contracts/planos';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { usuarios } from '../../db/schema.ts';
import { expirarPlanos } from '../../jobs/expirar-planos.ts';
import { requirePlan } from '../../plugins/plan-gate.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { exigirPlano } from './service.ts';
import { setPlan } from './testing.ts';
import { contadoresDeUso } from './usage.ts';

let app: FastifyInstance;
/** Puts the real counters back: the next test file of this worker shares this module (isolate: false). */
const restaurar: (() => void)[] = [];

/** Usage counts per user for the tests (the real counters read the patients' and attachments' tables). */
const fakeCounts = { pacientes: new Map<string, number>(), anexos: new Map<string, number>() };

beforeAll(async () => {
  app = await buildTestApp();
  for (const kind of ['pacientes', 'anexos'] as const) {
    const spy = vi
      .spyOn(contadoresDeUso, kind)
      .mockImplementation(async (_db, id) => fakeCounts[kind].get(id) ?? 0);
    restaurar.push(() => spy.mockRestore());
  }
  // Test-only routes that declare their needs exactly as the product's areas do.
  await app.register(
    async (t) => {
      const ok = async () => ({ ok: true });
      const auth = { onRequest: [t.authenticate] };
      t.get('/dashboard', { ...auth, preHandler: requirePlan({ feature: 'dashboard' }) }, ok);
      t.get('/financeiro', { ...auth, preHandler: requirePlan({ feature: 'gestao_financeira' }) }, ok);
      t.post(
        '/financeiro',
        { ...auth, preHandler: requirePlan({ feature: 'gestao_financeira', write: true }) },
        ok,
      );
      t.get('/agenda', { ...auth, preHandler: requirePlan({ feature: 'agendamentos' }) }, ok);
      t.get('/carne-leao', { ...auth, preHandler: requirePlan({ feature: 'essencial' }) }, ok);
      t.get('/backup', { ...auth, preHandler: requirePlan({ feature: 'backup_automatico' }) }, ok);
      t.get('/pacientes', { ...auth, preHandler: requirePlan({}) }, ok);
      t.post('/paciente', { ...auth, preHandler: requirePlan({ limit: 'pacientes' }) }, ok);
      t.post('/anexo', { ...auth, preHandler: requirePlan({ limit: 'anexos' }) }, ok);
      t.post('/nota', { ...auth, preHandler: requirePlan({ write: true }) }, ok);
      t.post(
        '/duas-regras',
        { ...auth, preHandler: [requirePlan({ feature: 'agendamentos' }), requirePlan({ write: true })] },
        ok,
      );
    },
    { prefix: '/api/teste' },
  );
});
afterAll(async () => {
  for (const r of restaurar.reverse()) r();
  await app?.close();
});

async function userWithPlan(plano: PlanSlug, status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE'): Promise<TestUser> {
  const user = await createUser(app);
  if (plano !== 'gratuito' || status !== 'ACTIVE') await setPlan(app, user.email, { plano, status });
  return user;
}

const planInfo = async (user: TestUser) => {
  const res = await app.inject({ method: 'GET', url: '/api/user/plan-info', headers: user.auth });
  expect(res.statusCode).toBe(200);
  return planInfoResponseSchema.parse(res.json());
};

const hit = (user: TestUser, method: 'GET' | 'POST', path: string) =>
  app.inject({ method, url: `/api/teste${path}`, headers: user.auth });

const checkFeature = async (user: TestUser, feature: Feature) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/check-feature',
    headers: user.auth,
    payload: { feature },
  });
  expect(res.statusCode).toBe(200);
  return res.json().has_access as boolean;
};

describe('GET /user/plan-info', () => {
  it('a new user is on Gratuito, active, with its limits 5 and 10', async () => {
    const user = await createUser(app);
    const res = await app.inject({ method: 'GET', url: '/api/user/plan-info', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      plano: {
        nome: 'Gratuito',
        slug: 'gratuito',
        status: 'ACTIVE',
        paused: false,
        expira_em: null,
        features: {
          dashboard: false,
          gestao_financeira: false,
          prontuarios_pdf: false,
          agendamentos: true,
          backup_automatico: false,
          essencial: false,
        },
      },
      stats: {
        pacientes_count: 0,
        limite_pacientes: 5,
        can_add_paciente: true,
        anexos_count: 0,
        anexos_limite: 10,
        can_add_anexo: true,
      },
    });
  });

  it('answers also under /public/api and refuses without a token', async () => {
    const user = await createUser(app);
    const ok = await app.inject({ method: 'GET', url: '/public/api/user/plan-info', headers: user.auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().plano.slug).toBe('gratuito');
    const anon = await app.inject({ method: 'GET', url: '/api/user/plan-info' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ message: MSG.unauthenticated });
  });

  it('Essencial: active for 30 days, limits 60 and 500, its five features', async () => {
    const user = await userWithPlan('essencial');
    const info = await planInfo(user);
    expect(info.plano).toMatchObject({
      nome: 'Essencial',
      slug: 'essencial',
      status: 'ACTIVE',
      paused: false,
    });
    const days = (Date.parse(info.plano.expira_em ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(info.plano.features).toEqual({
      dashboard: true,
      gestao_financeira: true,
      prontuarios_pdf: true,
      agendamentos: true,
      backup_automatico: false,
      essencial: true,
    });
    expect(info.stats).toMatchObject({ limite_pacientes: 60, anexos_limite: 500, can_add_paciente: true });
  });

  it('Vitalício: −1 means unlimited, can always add, all features, no expiry', async () => {
    const user = await userWithPlan('vitalicio');
    fakeCounts.pacientes.set(user.id, 5000);
    fakeCounts.anexos.set(user.id, 90_000);
    const info = await planInfo(user);
    expect(info.plano).toMatchObject({
      nome: 'Vitalício',
      slug: 'vitalicio',
      status: 'ACTIVE',
      paused: false,
    });
    expect(info.plano.expira_em).toBeNull();
    expect(Object.values(info.plano.features).every(Boolean)).toBe(true);
    expect(info.stats).toEqual({
      pacientes_count: 5000,
      limite_pacientes: -1,
      can_add_paciente: true,
      anexos_count: 90_000,
      anexos_limite: -1,
      can_add_anexo: true,
    });
  });

  it('counts come from the usage counters; at the limit can_add_* is false', async () => {
    const user = await createUser(app);
    fakeCounts.pacientes.set(user.id, 5);
    fakeCounts.anexos.set(user.id, 9);
    const info = await planInfo(user);
    expect(info.stats).toEqual({
      pacientes_count: 5,
      limite_pacientes: 5,
      can_add_paciente: false,
      anexos_count: 9,
      anexos_limite: 10,
      can_add_anexo: true,
    });
  });

  it('a paused Essencial shows INACTIVE, paused, and cannot add', async () => {
    const user = await userWithPlan('essencial', 'INACTIVE');
    const info = await planInfo(user);
    expect(info.plano).toMatchObject({ slug: 'essencial', status: 'INACTIVE', paused: true });
    expect(info.stats.can_add_paciente).toBe(false);
    expect(info.stats.can_add_anexo).toBe(false);
  });
});

describe('POST /user/check-feature', () => {
  const expected: Record<string, Feature[]> = {
    gratuito: ['agendamentos'],
    essencial: ['dashboard', 'gestao_financeira', 'prontuarios_pdf', 'agendamentos', 'essencial'],
    'essencial pausado': ['dashboard'],
    vitalicio: [...FEATURES],
  };
  const setups: Record<string, () => Promise<TestUser>> = {
    gratuito: () => userWithPlan('gratuito'),
    essencial: () => userWithPlan('essencial'),
    'essencial pausado': () => userWithPlan('essencial', 'INACTIVE'),
    vitalicio: () => userWithPlan('vitalicio'),
  };
  for (const [plan, allowed] of Object.entries(expected)) {
    it(`${plan}: has access to exactly ${allowed.join(', ')}`, async () => {
      const user = await setups[plan]();
      for (const feature of FEATURES) {
        expect({ feature, access: await checkFeature(user, feature) }).toEqual({
          feature,
          access: allowed.includes(feature),
        });
      }
    });
  }

  it('an unknown feature is a validation error; no token is 401', async () => {
    const user = await createUser(app);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/user/check-feature',
      headers: user.auth,
      payload: { feature: 'teletransporte' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.feature).toEqual(['Recurso desconhecido.']);
    const anon = await app.inject({
      method: 'POST',
      url: '/api/user/check-feature',
      payload: { feature: 'dashboard' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('plans on offer', () => {
  const seeds = [
    {
      slug: 'gratuito',
      nome: 'Gratuito',
      preco: 0,
      periodicidade: 'gratuito',
      duracao_dias: null,
      limite_pacientes: 5,
      anexos_limite: 10,
      limite_equipe: 0,
    },
    {
      slug: 'essencial',
      nome: 'Essencial',
      preco: 39.9,
      periodicidade: 'mensal',
      duracao_dias: 30,
      limite_pacientes: 60,
      anexos_limite: 500,
      limite_equipe: 1,
    },
    {
      slug: 'vitalicio',
      nome: 'Vitalício',
      preco: 990,
      periodicidade: 'unico',
      duracao_dias: null,
      limite_pacientes: -1,
      anexos_limite: -1,
      limite_equipe: 3,
    },
  ];

  it('GET /planos is public and lists the three plans in order, prices in reais', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/planos' });
    expect(res.statusCode).toBe(200);
    const body = planosResponseSchema.parse(res.json());
    expect(body.planos.map(({ features: _f, ...p }) => p)).toEqual(seeds);
    expect(body.planos[0].features.agendamentos).toBe(true);
    expect(body.planos[0].features.dashboard).toBe(false);
    expect(Object.values(body.planos[2].features).every(Boolean)).toBe(true);
  });

  it('GET /user/available-plans needs login and answers the same list', async () => {
    const anon = await app.inject({ method: 'GET', url: '/api/user/available-plans' });
    expect(anon.statusCode).toBe(401);
    const user = await createUser(app);
    const res = await app.inject({ method: 'GET', url: '/api/user/available-plans', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const pub = await app.inject({ method: 'GET', url: '/public/api/planos' });
    expect(res.json()).toEqual(pub.json());
  });
});

describe('the plan gate', () => {
  it('Gratuito: 403 {feature} on gated features, passes agendamentos and ungated routes', async () => {
    const user = await createUser(app);
    const fin = await hit(user, 'GET', '/financeiro');
    expect(fin.statusCode).toBe(403);
    expect(fin.json()).toEqual({
      message: MSG.planDenied('gestao_financeira'),
      feature: 'gestao_financeira',
    });
    expect((await hit(user, 'POST', '/financeiro')).json().feature).toBe('gestao_financeira');
    expect((await hit(user, 'GET', '/dashboard')).json()).toEqual({
      message: MSG.planDenied('dashboard'),
      feature: 'dashboard',
    });
    expect((await hit(user, 'GET', '/carne-leao')).json().feature).toBe('essencial');
    expect((await hit(user, 'GET', '/agenda')).statusCode).toBe(200);
    expect((await hit(user, 'GET', '/pacientes')).statusCode).toBe(200);
    expect((await hit(user, 'POST', '/nota')).statusCode).toBe(200);
    expect((await hit(user, 'POST', '/paciente')).statusCode).toBe(200);
    expect((await hit(user, 'POST', '/duas-regras')).statusCode).toBe(200);
  });

  it('Gratuito at its limits: 403 limite_pacientes and limite_anexos; one below passes', async () => {
    const user = await createUser(app);
    fakeCounts.pacientes.set(user.id, 4);
    fakeCounts.anexos.set(user.id, 9);
    expect((await hit(user, 'POST', '/paciente')).statusCode).toBe(200);
    expect((await hit(user, 'POST', '/anexo')).statusCode).toBe(200);
    fakeCounts.pacientes.set(user.id, 5);
    fakeCounts.anexos.set(user.id, 10);
    const pac = await hit(user, 'POST', '/paciente');
    expect(pac.statusCode).toBe(403);
    expect(pac.json()).toEqual({ message: MSG.planLimitPacientes, feature: 'limite_pacientes' });
    const anx = await hit(user, 'POST', '/anexo');
    expect(anx.statusCode).toBe(403);
    expect(anx.json()).toEqual({ message: MSG.planLimitAnexos, feature: 'limite_anexos' });
  });

  it('Essencial active: passes its features, not backup_automatico', async () => {
    const user = await userWithPlan('essencial');
    for (const path of ['/dashboard', '/financeiro', '/agenda', '/carne-leao', '/pacientes']) {
      expect({ path, status: (await hit(user, 'GET', path)).statusCode }).toEqual({ path, status: 200 });
    }
    expect((await hit(user, 'POST', '/financeiro')).statusCode).toBe(200);
    expect((await hit(user, 'GET', '/backup')).json().feature).toBe('backup_automatico');
  });

  it('Essencial paused: refuses writes and creation with "pausado", keeps the dashboard and reading', async () => {
    const user = await userWithPlan('essencial', 'INACTIVE');
    for (const path of ['/nota', '/paciente', '/anexo', '/financeiro', '/duas-regras']) {
      const res = await hit(user, 'POST', path);
      expect({ path, status: res.statusCode, body: res.json() }).toEqual({
        path,
        status: 403,
        body: { message: MSG.planPaused, feature: 'pausado' },
      });
    }
    expect((await hit(user, 'GET', '/financeiro')).json()).toEqual({
      message: MSG.planPaused,
      feature: 'pausado',
    });
    expect((await hit(user, 'GET', '/agenda')).statusCode).toBe(403);
    expect((await hit(user, 'GET', '/dashboard')).statusCode).toBe(200);
    expect((await hit(user, 'GET', '/pacientes')).statusCode).toBe(200);
  });

  it('Vitalício passes everything, even far beyond any count', async () => {
    const user = await userWithPlan('vitalicio');
    fakeCounts.pacientes.set(user.id, 100_000);
    fakeCounts.anexos.set(user.id, 100_000);
    const routes: Array<['GET' | 'POST', string]> = [
      ['GET', '/dashboard'],
      ['GET', '/financeiro'],
      ['POST', '/financeiro'],
      ['GET', '/agenda'],
      ['GET', '/carne-leao'],
      ['GET', '/backup'],
      ['GET', '/pacientes'],
      ['POST', '/paciente'],
      ['POST', '/anexo'],
      ['POST', '/nota'],
      ['POST', '/duas-regras'],
    ];
    for (const [method, path] of routes) {
      expect({ path, status: (await hit(user, method, path)).statusCode }).toEqual({ path, status: 200 });
    }
  });

  it('a gated route without a token is 401, never 403', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/teste/financeiro' });
    expect(res.statusCode).toBe(401);
  });

  it('assertPlanAllows works inside a transaction (the user row is locked, the count uses the transaction)', async () => {
    const user = await createUser(app);
    const seen: unknown[] = [];
    const previous = contadoresDeUso.pacientes;
    contadoresDeUso.pacientes = async (db, id) => {
      seen.push(db);
      return id === user.id ? 5 : 0;
    };
    const restore = () => {
      contadoresDeUso.pacientes = previous;
    };
    try {
      await expect(
        app.ctx.db.transaction((tx) => exigirPlano(app.ctx, user.id, { limit: 'pacientes' }, tx)),
      ).rejects.toMatchObject({ statusCode: 403, feature: 'limite_pacientes' });
      expect(seen).toHaveLength(1);
      expect(seen[0]).not.toBe(app.ctx.db);
      const state = await app.ctx.db.transaction((tx) =>
        exigirPlano(app.ctx, user.id, { feature: 'agendamentos', write: true }, tx),
      );
      expect(state.plano.slug).toBe('gratuito');
      await expect(exigirPlano(app.ctx, user.id, { limit: 'anexos', adding: 11 })).rejects.toMatchObject({
        statusCode: 403,
        feature: 'limite_anexos',
      });
      await expect(exigirPlano(app.ctx, user.id, { limit: 'anexos', adding: 10 })).resolves.toBeTruthy();
    } finally {
      restore();
    }
  });
});

describe('job expirar-planos', () => {
  const expireNow = (id: string) =>
    app.ctx.db
      .update(usuarios)
      .set({ plano_expira_em: new Date(Date.now() - 60_000) })
      .where(eq(usuarios.id, id));

  it('an Essencial whose period ended becomes INACTIVE: plan-info shows it paused and the gate refuses writes', async () => {
    const user = await userWithPlan('essencial');
    const other = await userWithPlan('essencial');
    const lifetime = await userWithPlan('vitalicio');
    await expireNow(user.id);

    // Already paused before the job runs: the effective status counts the expiry date.
    expect((await planInfo(user)).plano).toMatchObject({ status: 'INACTIVE', paused: true });

    // (On the shared PostgreSQL another test file's job may have paused it already: check the row, not the count.)
    await expirarPlanos(app.ctx);
    const [row] = await app.ctx.db
      .select({ status: usuarios.plano_status, slug: usuarios.plano_slug })
      .from(usuarios)
      .where(eq(usuarios.id, user.id));
    expect(row).toEqual({ status: 'INACTIVE', slug: 'essencial' });

    const info = await planInfo(user);
    expect(info.plano).toMatchObject({ slug: 'essencial', status: 'INACTIVE', paused: true });
    expect(info.stats.can_add_paciente).toBe(false);
    const write = await hit(user, 'POST', '/paciente');
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ message: MSG.planPaused, feature: 'pausado' });
    expect((await hit(user, 'GET', '/dashboard')).statusCode).toBe(200);
    expect(await checkFeature(user, 'gestao_financeira')).toBe(false);

    // Untouched: a period still running, a lifetime plan.
    expect((await planInfo(other)).plano).toMatchObject({ status: 'ACTIVE', paused: false });
    expect((await planInfo(lifetime)).plano).toMatchObject({ status: 'ACTIVE', paused: false });

    // Renewing (what the operator command or a payment does) reactivates it.
    await setPlan(app, user.email, { plano: 'essencial' });
    expect((await planInfo(user)).plano).toMatchObject({ status: 'ACTIVE', paused: false });
    expect((await hit(user, 'POST', '/paciente')).statusCode).toBe(200);
  });

  it('running it again changes nothing more', async () => {
    const user = await userWithPlan('essencial');
    await expireNow(user.id);
    await expirarPlanos(app.ctx);
    const before = await planInfo(user);
    await expirarPlanos(app.ctx);
    expect(await planInfo(user)).toEqual(before);
  });
});
