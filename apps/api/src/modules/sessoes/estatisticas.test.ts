import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { outrasAreas } from '../leituras/service.ts';
import { cadastrarPaciente, createSessao, createVitalicioUser, daysAgo } from '../pacientes/testing.ts';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createVitalicioUser(app);
});
afterAll(async () => {
  await app.close();
});

const stats = (id: string) => app.inject({ url: `/api/paciente/${id}/estatisticas`, headers: user.auth });

describe('GET /paciente/{id}/estatisticas', () => {
  it('is all zeros and nulls for a patient without sessions', async () => {
    const p = await cadastrarPaciente(app, user);
    const res = await stats(p.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_sessoes: 0,
      sessoes_realizadas: 0,
      faltas: 0,
      taxa_presenca: null,
      primeira_sessao: null,
      ultima_sessao: null,
      proxima_sessao: null,
      total_recebido: 0,
      total_pendente: 0,
      prontuarios_count: 0,
      anexos_count: 0,
    });
  });

  it('adds up a mix of sessions (hand-computed)', async () => {
    const p = await cadastrarPaciente(app, user, { valor_sessao: 150 });
    // realizada, paid 150 (patient's value)
    await createSessao(app, user, p.id, { data: daysAgo(90), pago: true, forma_pagamento: 'pix' });
    // realizada, unpaid, explicit 180.50
    await createSessao(app, user, p.id, { data: daysAgo(60), valor: 180.5 });
    // realizada, unpaid 150
    await createSessao(app, user, p.id, { data: daysAgo(30) });
    // falta, paid 150 (charged)
    await createSessao(app, user, p.id, { data: daysAgo(20), presenca: 'falta', pago: true });
    // falta justificada, unpaid — not pending (not held)
    await createSessao(app, user, p.id, { data: daysAgo(10), presenca: 'falta_justificada' });
    // cancelada — counts in total only
    await createSessao(app, user, p.id, { data: daysAgo(5), presenca: 'cancelada', valor: 0 });
    // realizada, paid 99.99, most recent
    await createSessao(app, user, p.id, { data: daysAgo(2), valor: 99.99, pago: true });

    // total 7; realizadas 4; faltas 2; taxa 4/6 = 66.666… → 66.7
    // recebido 150 + 150 + 99.99 = 399.99; pendente 180.50 + 150 = 330.50
    expect((await stats(p.id)).json()).toEqual({
      total_sessoes: 7,
      sessoes_realizadas: 4,
      faltas: 2,
      taxa_presenca: 66.7,
      primeira_sessao: daysAgo(90),
      ultima_sessao: daysAgo(2),
      proxima_sessao: null,
      total_recebido: 399.99,
      total_pendente: 330.5,
      prontuarios_count: 0,
      anexos_count: 0,
    });
  });

  it('gives taxa_presenca 0 with only missed sessions and null with only cancelled ones', async () => {
    const faltou = await cadastrarPaciente(app, user);
    await createSessao(app, user, faltou.id, { presenca: 'falta', data: daysAgo(3) });
    expect((await stats(faltou.id)).json()).toMatchObject({
      taxa_presenca: 0,
      faltas: 1,
      primeira_sessao: null,
      ultima_sessao: null,
    });
    const cancelou = await cadastrarPaciente(app, user);
    await createSessao(app, user, cancelou.id, { presenca: 'cancelada', data: daysAgo(3) });
    expect((await stats(cancelou.id)).json()).toMatchObject({ total_sessoes: 1, taxa_presenca: null });
  });

  it('follows a deleted session', async () => {
    const p = await cadastrarPaciente(app, user, { valor_sessao: 100 });
    await createSessao(app, user, p.id, { data: daysAgo(8) });
    const last = await createSessao(app, user, p.id, { data: daysAgo(1), pago: true });
    expect((await stats(p.id)).json()).toMatchObject({ total_sessoes: 2, ultima_sessao: daysAgo(1) });
    await app.inject({ method: 'DELETE', url: `/api/sessao/${last.id}`, headers: user.auth });
    expect((await stats(p.id)).json()).toMatchObject({
      total_sessoes: 1,
      ultima_sessao: daysAgo(8),
      total_recebido: 0,
      total_pendente: 100,
    });
    const row = await app.inject({ url: `/api/paciente/${p.id}`, headers: user.auth });
    expect(row.json().paciente.ultima_sessao).toBe(daysAgo(8));
  });

  it('takes prontuarios_count, anexos_count and proxima_sessao from the patient’s life cycle', async () => {
    const p = await cadastrarPaciente(app, user);
    await createSessao(app, user, p.id, { data: daysAgo(3) });
    const outras = vi.spyOn(outrasAreas, 'estatisticas').mockImplementation(async (_db, u, id) => {
      expect([u, id]).toEqual([user.id, p.id]);
      return { proxima_sessao: '2030-01-02T13:00:00.000Z', prontuarios_count: 3, anexos_count: 2 };
    });
    try {
      expect((await stats(p.id)).json()).toMatchObject({
        total_sessoes: 1,
        ultima_sessao: daysAgo(3),
        prontuarios_count: 3,
        anexos_count: 2,
        proxima_sessao: '2030-01-02T13:00:00.000Z',
      });
      expect(outras).toHaveBeenCalledTimes(1);
    } finally {
      outras.mockRestore();
    }
  });

  it('answers 404 for an unknown patient', async () => {
    expect((await stats('6c1f1d7e-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
