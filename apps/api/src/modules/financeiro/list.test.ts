import { hojeEm } from '@consultorio/contracts/tempo';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente, createEssencialUser, lancar, listar } from './testing.ts';

/*
 * A hand-computed data set. March 2026:
 *   receitas pagas   0,10 + 0,20 (outro) + 19,99 × 3 (avaliacao)             = 60,27
 *   receita pendente 150,00 (sessao, patient João Conceição)                 → a receber 150,00
 *   despesa paga     1.200,00 (aluguel, "Condomínio e aluguel")
 *   despesa pendente 33,33 (software)                                        → a pagar 33,33
 *   saldo            60,27 − 1.200,00                                         = −1.139,73
 * February 2026: 100 × 0,01 + 30 × 0,07 paid receitas = 3,10 (floating point gives 3.1000000000000014).
 * April 2026: one paid receita of 500,00. March 2025: one paid despesa of 80,00.
 */
let app: FastifyInstance;
let user: TestUser;
let joao: { id: string };
beforeAll(async () => {
  app = await buildTestApp();
  user = await createEssencialUser(app);
  joao = await cadastrarPaciente(app, user, { nome: 'João Conceição' });
  const pago = { status: 'pago' };
  await lancar(app, user, {
    ...pago,
    valor: 0.1,
    data: '2026-03-01',
    categoria: 'outro',
    descricao: 'Dez centavos',
  });
  await lancar(app, user, {
    ...pago,
    valor: 0.2,
    data: '2026-03-02',
    categoria: 'outro',
    descricao: 'Vinte centavos',
  });
  for (const dia of ['03', '04', '05']) {
    await lancar(app, user, {
      ...pago,
      valor: 19.99,
      data: `2026-03-${dia}`,
      categoria: 'avaliacao',
      descricao: 'Teste',
    });
  }
  await lancar(app, user, { valor: 150, data: '2026-03-20', categoria: 'sessao', paciente_id: joao.id });
  await lancar(app, user, {
    ...pago,
    tipo: 'despesa',
    valor: 1200,
    data: '2026-03-05',
    categoria: 'aluguel',
    descricao: 'Condomínio e aluguel',
    forma_pagamento: 'boleto',
  });
  await lancar(app, user, { tipo: 'despesa', valor: 33.33, data: '2026-03-28', categoria: 'software' });
  await lancar(app, user, { ...pago, valor: 500, data: '2026-04-02' });
  await lancar(app, user, { ...pago, tipo: 'despesa', valor: 80, data: '2025-03-10', categoria: 'cursos' });
  for (let i = 0; i < 130; i++) {
    await lancar(app, user, {
      ...pago,
      valor: i < 100 ? 0.01 : 0.07,
      data: '2026-02-14',
      categoria: 'outro',
    });
  }
});
afterAll(async () => {
  await app.close();
});

describe('GET /financeiros: totals', () => {
  it('sums the filtered rows exactly, in centavos', async () => {
    const marco = await listar(app, user, '?mes=3&ano=2026');
    expect(marco.pagination.total).toBe(8);
    expect(marco.resumo).toEqual({
      receitas: 60.27,
      despesas: 1200,
      saldo: -1139.73,
      a_receber: 150,
      a_pagar: 33.33,
    });
    expect((await listar(app, user, '?mes=3&ano=2026&categoria=outro')).resumo.receitas).toBe(0.3);
    expect((await listar(app, user, '?mes=3&ano=2026&categoria=avaliacao')).resumo.receitas).toBe(59.97);
    const fevereiro = await listar(app, user, '?mes=2&ano=2026');
    expect(fevereiro.pagination.total).toBe(130);
    expect(fevereiro.resumo).toEqual({ receitas: 3.1, despesas: 0, saldo: 3.1, a_receber: 0, a_pagar: 0 });
  });

  it('gives the totals of every filtered row on every page', async () => {
    const ano = await listar(app, user, '?ano=2026&per_page=50&page=3');
    expect(ano.pagination).toEqual({ page: 3, per_page: 50, total: 139, last_page: 3 });
    expect(ano.financeiros).toHaveLength(39);
    // 60,27 + 3,10 + 500,00 = 563,37 received; 1.200,00 paid out.
    expect(ano.resumo).toEqual({
      receitas: 563.37,
      despesas: 1200,
      saldo: -636.63,
      a_receber: 150,
      a_pagar: 33.33,
    });
    const tudo = await listar(app, user, '?per_page=100');
    expect(tudo.pagination.total).toBe(140);
    expect(tudo.resumo.despesas).toBe(1280);
  });
});

describe('GET /financeiros: filters and order', () => {
  it('filters by period, tipo, categoria, status and patient', async () => {
    const despesas = await listar(app, user, '?ano=2026&tipo=despesa');
    expect(despesas.financeiros.map((f) => f.valor)).toEqual([33.33, 1200]);
    expect(despesas.resumo).toMatchObject({ receitas: 0, despesas: 1200, a_pagar: 33.33 });
    expect((await listar(app, user, '?categoria=aluguel')).financeiros.map((f) => f.descricao)).toEqual([
      'Condomínio e aluguel',
    ]);
    const pendentes = await listar(app, user, '?status=pendente');
    expect(pendentes.financeiros.map((f) => f.valor)).toEqual([33.33, 150]);
    const doJoao = await listar(app, user, `?paciente_id=${joao.id}`);
    expect(doJoao.financeiros).toHaveLength(1);
    expect(doJoao.financeiros[0]).toMatchObject({ paciente_nome: 'João Conceição', valor: 150 });
    expect(doJoao.resumo).toMatchObject({ receitas: 0, a_receber: 150 });
    expect((await listar(app, user, '?ano=2025')).financeiros.map((f) => f.valor)).toEqual([80]);
    expect((await listar(app, user, '?ano=2026&mes=5')).pagination.total).toBe(0);
  });

  it('searches description, payer and patient name ignoring accents and case', async () => {
    const porPaciente = await listar(app, user, '?busca=joao conceicao');
    expect(porPaciente.financeiros.map((f) => f.valor)).toEqual([150]);
    expect((await listar(app, user, '?busca=CONDOMINIO')).financeiros.map((f) => f.valor)).toEqual([1200]);
    expect((await listar(app, user, '?busca=centavos&mes=3&ano=2026')).resumo.receitas).toBe(0.3);
    expect((await listar(app, user, '?busca=100%25')).pagination.total).toBe(0);
  });

  it('orders by date, newest first', async () => {
    const marco = await listar(app, user, '?mes=3&ano=2026');
    const datas = marco.financeiros.map((f) => f.data as string);
    expect(datas).toEqual([...datas].sort().reverse());
    expect(datas[0]).toBe('2026-03-28');
  });

  it('takes a month without a year as that month of the current year', async () => {
    const fresh = await createEssencialUser(app);
    const ano = Number(hojeEm().slice(0, 4));
    await lancar(app, fresh, { data: `${ano}-07-15` });
    await lancar(app, fresh, { data: `${ano - 1}-07-15` });
    const julho = await listar(app, fresh, '?mes=7');
    expect(julho.financeiros.map((f) => f.data)).toEqual([`${ano}-07-15`]);
  });

  it('refuses invalid filters with 422', async () => {
    for (const q of [
      'mes=13',
      'mes=0',
      'ano=1999',
      'tipo=transferencia',
      'status=pagando',
      'categoria=x',
      'paciente_id=abc',
      'per_page=101',
      'page=0',
    ]) {
      const res = await app.inject({ url: `/api/financeiros?${q}`, headers: user.auth });
      expect(res.statusCode, q).toBe(422);
    }
  });

  it("never shows another user's rows", async () => {
    const other = await createEssencialUser(app);
    const outroPaciente = await cadastrarPaciente(app, other);
    await lancar(app, other, {
      data: '2026-03-10',
      status: 'pago',
      valor: 999,
      paciente_id: outroPaciente.id,
    });
    expect((await listar(app, user, '?mes=3&ano=2026')).resumo.receitas).toBe(60.27);
    expect((await listar(app, user, `?paciente_id=${outroPaciente.id}`)).pagination.total).toBe(0);
    const seu = await listar(app, other, '');
    expect(seu.pagination.total).toBe(1);
    expect(seu.resumo.receitas).toBe(999);
  });
});
