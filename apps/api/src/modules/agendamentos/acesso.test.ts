import { randomUUID } from 'node:crypto';
import { PLAN_SEEDS } from '@consultorio/contracts/planos';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planos, usuarios } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { setPlan as setPlanViaAdmin } from '../planos/testing.ts';
import { agendar, agendarOk, cadastrarPaciente, emDias, listar } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };

describe('ownership: another psychologist’s appointments do not exist', () => {
  let ana: TestUser;
  let bruno: TestUser;
  let pacienteDaAna: { id: string };
  let agendamentoDaAna: { id: string };
  let serieDaAna: Array<{ id: string }>;

  beforeAll(async () => {
    ana = await createUser(app);
    bruno = await createUser(app);
    pacienteDaAna = await cadastrarPaciente(app, ana, { nome: 'Paciente Da Ana' });
    [agendamentoDaAna] = await agendarOk(app, ana, { paciente_id: pacienteDaAna.id, inicio: emDias(2) });
    serieDaAna = await agendarOk(app, ana, {
      paciente_id: pacienteDaAna.id,
      inicio: emDias(3),
      recorrencia: { frequencia: 'semanal', ocorrencias: 3 },
    });
    await agendarOk(app, bruno, { paciente_id: (await cadastrarPaciente(app, bruno)).id, inicio: emDias(2) });
  });

  const calls = (): Call[] => [
    { method: 'GET', url: `/api/agendamento/${agendamentoDaAna.id}` },
    { method: 'PUT', url: `/api/agendamento/${agendamentoDaAna.id}`, payload: { status: 'cancelado' } },
    { method: 'PUT', url: `/api/agendamento/${serieDaAna[0].id}?escopo=futuros`, payload: { local: 'x' } },
    { method: 'DELETE', url: `/api/agendamento/${agendamentoDaAna.id}` },
    { method: 'DELETE', url: `/api/agendamento/${serieDaAna[0].id}?escopo=futuros` },
    { method: 'DELETE', url: `/api/agendamentos/${pacienteDaAna.id}` },
    { method: 'GET', url: `/api/agendamentos/paciente/${pacienteDaAna.id}` },
    {
      method: 'POST',
      url: '/api/agendamento',
      payload: { paciente_id: pacienteDaAna.id, inicio: emDias(9) },
    },
  ];

  it('answers 404 on every route for Ana’s ids, exactly as for a missing one', async () => {
    for (const call of calls()) {
      const res = await app.inject({ ...call, headers: bruno.auth });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    // Bruno cannot move his appointment onto Ana's patient either.
    const [deBruno] = (await listar(app, bruno, '')).agendamentos;
    const move = await app.inject({
      method: 'PUT',
      url: `/api/agendamento/${deBruno.id}`,
      headers: bruno.auth,
      payload: { paciente_id: pacienteDaAna.id },
    });
    expect(move.statusCode).toBe(404);
  });

  it('lists never show them and filters by Ana’s patient give nothing', async () => {
    const lista = await listar(app, bruno, 'per_page=100');
    expect(lista.agendamentos).toHaveLength(1);
    expect(lista.agendamentos[0].paciente_id).not.toBe(pacienteDaAna.id);
    expect((await listar(app, bruno, `paciente_id=${pacienteDaAna.id}`)).agendamentos).toEqual([]);
  });

  it('Ana’s appointments are untouched', async () => {
    const lista = await listar(app, ana, 'per_page=100');
    expect(lista.pagination.total).toBe(4);
    expect(lista.agendamentos.every((a) => a.status === 'agendado' && a.local === null)).toBe(true);
  });
});

describe('plan gating (feature agendamentos)', () => {
  const testSlug = `teste-sem-agenda-${randomUUID().slice(0, 8)}`;
  const semAgenda: TestUser[] = [];

  afterAll(async () => {
    for (const u of semAgenda) {
      await app.ctx.db.update(usuarios).set({ plano_slug: 'gratuito' }).where(eq(usuarios.id, u.id));
    }
    await app.ctx.db.delete(planos).where(eq(planos.slug, testSlug));
  });

  it('Gratuito includes the agenda', async () => {
    const user = await createUser(app);
    const p = await cadastrarPaciente(app, user);
    expect((await agendar(app, user, { paciente_id: p.id, inicio: emDias(5) })).statusCode).toBe(201);
    expect((await app.inject({ url: '/api/agendamentos', headers: user.auth })).statusCode).toBe(200);
  });

  it('a plan without the feature gets 403 { message, feature } on every route', async () => {
    const user = await createUser(app);
    const p = await cadastrarPaciente(app, user);
    const [a] = await agendarOk(app, user, { paciente_id: p.id, inicio: emDias(5) });
    const gratuito = PLAN_SEEDS[0];
    await app.ctx.db.insert(planos).values({
      slug: testSlug,
      nome: 'Plano de teste sem agenda',
      preco_centavos: 0,
      periodicidade: 'gratuito',
      limite_pacientes: gratuito.limite_pacientes,
      anexos_limite: gratuito.anexos_limite,
      features: { ...gratuito.features, agendamentos: false },
      ordem: 99,
    });
    await app.ctx.db.update(usuarios).set({ plano_slug: testSlug }).where(eq(usuarios.id, user.id));
    semAgenda.push(user);

    const calls: Call[] = [
      { method: 'GET', url: '/api/agendamentos' },
      { method: 'GET', url: `/api/agendamentos/paciente/${p.id}` },
      { method: 'DELETE', url: `/api/agendamentos/${p.id}` },
      { method: 'POST', url: '/api/agendamento', payload: { paciente_id: p.id, inicio: emDias(6) } },
      { method: 'GET', url: `/api/agendamento/${a.id}` },
      { method: 'PUT', url: `/api/agendamento/${a.id}`, payload: { local: 'x' } },
      { method: 'DELETE', url: `/api/agendamento/${a.id}` },
    ];
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: user.auth });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json()).toMatchObject({ feature: 'agendamentos' });
      expect(res.json().message).toMatch(/não inclui/);
    }
  });

  it('a paused plan cannot create (403 pausado) nor use the agenda', async () => {
    const user = await createUser(app);
    await setPlanViaAdmin(app, user.email, { plano: 'essencial' });
    const p = await cadastrarPaciente(app, user);
    await agendarOk(app, user, { paciente_id: p.id, inicio: emDias(5) });
    await setPlanViaAdmin(app, user.email, { status: 'INACTIVE' });
    const res = await agendar(app, user, { paciente_id: p.id, inicio: emDias(6) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ feature: 'pausado' });
    expect(res.json().message).toMatch(/pausado/);
    expect((await app.inject({ url: '/api/agendamentos', headers: user.auth })).statusCode).toBe(403);
    // Renewing gives everything back.
    await setPlanViaAdmin(app, user.email, { status: 'ACTIVE' });
    expect((await listar(app, user, '')).pagination.total).toBe(1);
  });

  it('Vitalício passes', async () => {
    const user = await createUser(app);
    await setPlanViaAdmin(app, user.email, { plano: 'vitalicio' });
    const p = await cadastrarPaciente(app, user);
    expect((await agendar(app, user, { paciente_id: p.id, inicio: emDias(5) })).statusCode).toBe(201);
  });
});
