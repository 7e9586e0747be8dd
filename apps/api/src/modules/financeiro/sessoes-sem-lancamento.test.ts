import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente, createSessao, daysAgo, listar, setPlan } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = (user: TestUser, url: string) => app.inject({ url: `/api${url}`, headers: user.auth });
const post = (user: TestUser, url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: user.auth, ...(payload ? { payload } : {}) });

describe('income never goes missing (docs/product.md §8.4, §8.9)', () => {
  it('sessions without their receita are counted and brought to Finance in one step, once', async () => {
    const user = await createUser(app);
    const p = await cadastrarPaciente(app, user, { valor_sessao: 150 });
    // Sessions registered with the receita turned off (as before it was created by default).
    await createSessao(app, user, p.id, { data: daysAgo(5), pago: true, gerar_lancamento: false });
    await createSessao(app, user, p.id, { data: daysAgo(4), pago: false, gerar_lancamento: false });
    await createSessao(app, user, p.id, { data: daysAgo(3), presenca: 'falta', gerar_lancamento: false });
    await createSessao(app, user, p.id, { data: daysAgo(2), pago: true });
    // Gratuito: Finance is closed.
    expect((await get(user, '/financeiros/sessoes-sem-lancamento')).statusCode).toBe(403);

    await setPlan(app, user.id, 'essencial');
    expect((await get(user, '/financeiros/sessoes-sem-lancamento')).json()).toEqual({
      quantidade: 2,
      valor_total: 300,
    });
    const trazer = await post(user, '/financeiros/sessoes-sem-lancamento');
    expect(trazer.statusCode, trazer.body).toBe(200);
    expect(trazer.json()).toEqual({ message: '2 sessões trazidas para o financeiro.', criados: 2 });
    expect((await get(user, '/financeiros/sessoes-sem-lancamento')).json()).toEqual({
      quantidade: 0,
      valor_total: 0,
    });
    expect((await post(user, '/financeiros/sessoes-sem-lancamento')).json().criados).toBe(0);
    const { resumo, pagination } = await listar(app, user, `?paciente_id=${p.id}`);
    expect(pagination.total).toBe(3);
    expect(resumo).toMatchObject({ receitas: 300, a_receber: 150 });
  });

  it('another user’s sessions are never counted or brought', async () => {
    const a = await createUser(app);
    await setPlan(app, a.id, 'essencial');
    const b = await createUser(app);
    const p = await cadastrarPaciente(app, b, { valor_sessao: 90 });
    await createSessao(app, b, p.id, { pago: true, gerar_lancamento: false });
    expect((await get(a, '/financeiros/sessoes-sem-lancamento')).json().quantidade).toBe(0);
    expect((await post(a, '/financeiros/sessoes-sem-lancamento')).json().criados).toBe(0);
    await setPlan(app, b.id, 'essencial');
    expect((await get(b, '/financeiros/sessoes-sem-lancamento')).json().quantidade).toBe(1);
  });

  it('sessions paid on Gratuito: the patient file, Finance, its dashboard and the Carnê-Leão agree after the upgrade', async () => {
    const user = await createUser(app);
    const ana = await cadastrarPaciente(app, user, { valor_sessao: 180 });
    const dia = daysAgo(1);
    const [ano, mes] = dia.split('-').map(Number);
    await createSessao(app, user, ana.id, { data: dia, pago: true, forma_pagamento: 'pix' });
    await createSessao(app, user, ana.id, { data: dia, pago: true, valor: 200 });
    await createSessao(app, user, ana.id, { data: dia, pago: false });
    await setPlan(app, user.id, 'essencial');

    const ficha = (await get(user, `/paciente/${ana.id}/estatisticas`)).json();
    expect(ficha).toMatchObject({ total_recebido: 380, total_pendente: 180 });
    const financeiro = await listar(app, user, `?paciente_id=${ana.id}`);
    expect(financeiro.resumo).toMatchObject({
      receitas: ficha.total_recebido,
      a_receber: ficha.total_pendente,
    });
    const painel = (await get(user, `/financeiros/dashboard?ano=${ano}&mes=${mes}`)).json();
    expect(painel.resumo_mes).toMatchObject({
      receitas: ficha.total_recebido,
      a_receber: ficha.total_pendente,
    });
    const carne = (await post(user, '/carne-leao/simular', { ano, mes })).json();
    expect(carne.calculo.rendimentos).toBe(ficha.total_recebido);
  });
});
