import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import {
  cadastrarPaciente,
  createEssencialUser,
  createSessao,
  daysAgo,
  listar,
} from '../financeiro/testing.ts';

// A recorded session can be edited, and the receita generated for it follows.
let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createEssencialUser(app);
});
afterAll(async () => {
  await app.close();
});

const put = (id: string, payload: Record<string, unknown>, who = user) =>
  app.inject({ method: 'PUT', url: `/api/sessao/${id}`, headers: who.auth, payload });

describe('PUT /sessao/{id}', () => {
  it('a session saved "Pendente" is marked paid later; its receita becomes paid with the form of payment', async () => {
    const p = await cadastrarPaciente(app, user);
    const data = daysAgo(3);
    const s = await createSessao(app, user, p.id, { data, valor: 150, pago: false, gerar_lancamento: true });
    const [antes] = (await listar(app, user, `?paciente_id=${p.id}`)).financeiros;
    expect(antes).toMatchObject({ status: 'pendente', data_pagamento: null, valor: 150 });

    const res = await put(s.id, {
      data,
      presenca: 'realizada',
      valor: 180,
      pago: true,
      forma_pagamento: 'pix',
      observacoes: 'Pagou na sessão seguinte.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().sessao).toMatchObject({
      id: s.id,
      valor: 180,
      pago: true,
      forma_pagamento: 'pix',
      observacoes: 'Pagou na sessão seguinte.',
    });
    const [depois] = (await listar(app, user, `?paciente_id=${p.id}`)).financeiros;
    expect(depois).toMatchObject({
      id: antes.id,
      status: 'pago',
      data_pagamento: data,
      valor: 180,
      forma_pagamento: 'pix',
    });

    // Back to pending: the receita loses its payment date.
    expect((await put(s.id, { data, presenca: 'realizada', pago: false })).statusCode).toBe(200);
    const [pendente] = (await listar(app, user, `?paciente_id=${p.id}`)).financeiros;
    expect(pendente).toMatchObject({ status: 'pendente', data_pagamento: null, valor: 180 });
  });

  it('changes the date and attendance; omitted duração and valor are kept', async () => {
    const p = await cadastrarPaciente(app, user);
    const s = await createSessao(app, user, p.id, { data: daysAgo(5), valor: 200, duracao_minutos: 45 });
    const res = await put(s.id, { data: daysAgo(4), hora_inicio: '09:30', presenca: 'falta' });
    expect(res.statusCode).toBe(200);
    expect(res.json().sessao).toMatchObject({
      data: daysAgo(4),
      hora_inicio: '09:30',
      presenca: 'falta',
      duracao_minutos: 45,
      valor: 200,
    });
  });

  it('bad input → 422 in Portuguese; a future date is refused', async () => {
    const p = await cadastrarPaciente(app, user);
    const s = await createSessao(app, user, p.id);
    const semPresenca = await put(s.id, { data: daysAgo(1) });
    expect(semPresenca.statusCode).toBe(422);
    expect(semPresenca.json().errors.presenca).toEqual(['Informe a presença.']);
    const amanha = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const futura = await put(s.id, { data: amanha, presenca: 'realizada' });
    expect(futura.statusCode).toBe(422);
    expect(futura.json().errors.data[0]).toMatch(/não pode ser futura/);
  });

  it("another user's session → 404", async () => {
    const p = await cadastrarPaciente(app, user);
    const s = await createSessao(app, user, p.id);
    const outro = await createUser(app);
    const res = await put(s.id, { data: daysAgo(1), presenca: 'realizada' }, outro);
    expect(res.statusCode).toBe(404);
  });
});
