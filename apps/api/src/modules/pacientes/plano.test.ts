import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from '../../test/app.ts';
import { cadastrarPaciente, createSessao, pacientePayload, setPlan } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('plan limit and pause on patients', () => {
  it('Gratuito takes 5 patients: the 6th answers 403 with feature limite_pacientes', async () => {
    const user = await createUser(app);
    const criados = [];
    for (let i = 0; i < 5; i++) criados.push(await cadastrarPaciente(app, user));
    const sexto = await app.inject({
      method: 'POST',
      url: '/api/paciente',
      headers: user.auth,
      payload: pacientePayload(),
    });
    expect(sexto.statusCode).toBe(403);
    expect(sexto.json()).toMatchObject({ feature: 'limite_pacientes' });
    expect(sexto.json().message).toMatch(/limite de pacientes/);
    const lista = await app.inject({ url: '/api/pacientes', headers: user.auth });
    expect(lista.json().pagination.total).toBe(5);

    // Deleting one (no clinical records) frees the place.
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/paciente/${criados[0].id}`,
      headers: user.auth,
    });
    expect(del.json().arquivado).toBe(false);
    expect((await cadastrarPaciente(app, user)).id).toBeDefined();
  });

  it('an archived patient no longer counts against the limit', async () => {
    const user = await createUser(app);
    const first = await cadastrarPaciente(app, user);
    for (let i = 0; i < 4; i++) await cadastrarPaciente(app, user);
    await createSessao(app, user, first.id);
    const del = await app.inject({ method: 'DELETE', url: `/api/paciente/${first.id}`, headers: user.auth });
    expect(del.json().arquivado).toBe(true);
    const sexto = await app.inject({
      method: 'POST',
      url: '/api/paciente',
      headers: user.auth,
      payload: pacientePayload(),
    });
    expect(sexto.statusCode).toBe(201);
  });

  it('reports the count in GET /user/plan-info', async () => {
    const user = await createUser(app);
    await cadastrarPaciente(app, user);
    await cadastrarPaciente(app, user);
    const res = await app.inject({ url: '/api/user/plan-info', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().stats).toMatchObject({
      pacientes_count: 2,
      limite_pacientes: 5,
      can_add_paciente: true,
    });
  });

  it('a paused plan refuses new patients (403 pausado) but keeps editing, status, sessions and anamnese', async () => {
    const user = await createUser(app);
    const p = await cadastrarPaciente(app, user);
    await setPlan(app, user.id, 'essencial', 'INACTIVE');

    const novo = await app.inject({
      method: 'POST',
      url: '/api/paciente',
      headers: user.auth,
      payload: pacientePayload(),
    });
    expect(novo.statusCode).toBe(403);
    expect(novo.json().feature).toBe('pausado');
    expect(novo.json().message).toMatch(/pausado/);

    const put = await app.inject({
      method: 'PUT',
      url: `/api/paciente/${p.id}`,
      headers: user.auth,
      payload: { profissao: 'Engenheira' },
    });
    expect(put.statusCode).toBe(200);
    const status = await app.inject({
      method: 'PUT',
      url: `/api/paciente/status/${p.id}`,
      headers: user.auth,
      payload: { status_tratamento: 'em_pausa', psicologo: user.id },
    });
    expect(status.statusCode).toBe(200);
    expect((await createSessao(app, user, p.id)).id).toBeDefined();
    const anamnese = await app.inject({
      method: 'POST',
      url: `/api/paciente/${p.id}/anamnese`,
      headers: user.auth,
      payload: { queixa_principal: 'Ansiedade' },
    });
    expect(anamnese.statusCode).toBe(201);
    expect((await app.inject({ url: '/api/pacientes', headers: user.auth })).statusCode).toBe(200);

    // Paying again (ACTIVE) lets the user add patients again.
    await setPlan(app, user.id, 'essencial', 'ACTIVE');
    expect((await cadastrarPaciente(app, user)).id).toBeDefined();
  });

  it('two creations racing for the last place: exactly one wins', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 4; i++) await cadastrarPaciente(app, user);
    const results = await Promise.all(
      [0, 1].map(() =>
        app.inject({ method: 'POST', url: '/api/paciente', headers: user.auth, payload: pacientePayload() }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    const lista = await app.inject({ url: '/api/pacientes', headers: user.auth });
    expect(lista.json().pagination.total).toBe(5);
  });

  it('Vitalício has no limit', async () => {
    const user = await createUser(app);
    await setPlan(app, user.id, 'vitalicio');
    for (let i = 0; i < 7; i++) await cadastrarPaciente(app, user);
    const lista = await app.inject({ url: '/api/pacientes', headers: user.auth });
    expect(lista.json().pagination.total).toBe(7);
  });
});
