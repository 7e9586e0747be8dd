import { hojeEm } from '@consultorio/contracts/tempo';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente, createEssencialUser, lancar } from './testing.ts';

/*
 * Hand-computed: March 2026 paid receitas 200,00 (pix, sessao) + 0,10 + 0,20 (dinheiro, outro) = 200,30; paid
 * despesas 1.000,00 (boleto, aluguel) + 19,99 × 3 (cartão de crédito, software) = 1.059,97; saldo −859,67;
 * pending: receita 150,00 (a receber), despesa 50,00 (a pagar). January 2026: 300,00 paid, 80,00 pending.
 * April 2025 (first month of the 12): 10,00. March 2025 (outside): 999,00. May 2026: 70,00 pending.
 */
let app: FastifyInstance;
let user: TestUser;
let paciente: { id: string };
beforeAll(async () => {
  app = await buildTestApp();
  user = await createEssencialUser(app);
  paciente = await cadastrarPaciente(app, user, { nome: 'Sofia Ramos' });
  const pago = { status: 'pago' };
  await lancar(app, user, {
    ...pago,
    valor: 200,
    data: '2026-03-02',
    categoria: 'sessao',
    forma_pagamento: 'pix',
  });
  await lancar(app, user, {
    ...pago,
    valor: 0.1,
    data: '2026-03-03',
    categoria: 'outro',
    forma_pagamento: 'dinheiro',
  });
  await lancar(app, user, {
    ...pago,
    valor: 0.2,
    data: '2026-03-04',
    categoria: 'outro',
    forma_pagamento: 'dinheiro',
  });
  await lancar(app, user, {
    valor: 150,
    data: '2026-03-25',
    categoria: 'sessao',
    paciente_id: paciente.id,
    observacoes: 'Combinado: "pagar na próxima" — ção 😊',
  });
  const despesa = { ...pago, tipo: 'despesa' };
  await lancar(app, user, {
    ...despesa,
    valor: 1000,
    data: '2026-03-05',
    categoria: 'aluguel',
    forma_pagamento: 'boleto',
  });
  for (const dia of ['10', '11', '12']) {
    await lancar(app, user, {
      ...despesa,
      valor: 19.99,
      data: `2026-03-${dia}`,
      categoria: 'software',
      forma_pagamento: 'cartao_credito',
    });
  }
  await lancar(app, user, { tipo: 'despesa', valor: 50, data: '2026-03-20', categoria: 'material' });
  await lancar(app, user, { ...pago, valor: 300, data: '2026-01-15', forma_pagamento: 'pix' });
  await lancar(app, user, { valor: 80, data: '2026-01-10', descricao: 'Avaliação atrasada' });
  await lancar(app, user, { ...pago, valor: 10, data: '2025-04-01' });
  await lancar(app, user, { ...pago, valor: 999, data: '2025-03-31' });
  await lancar(app, user, { valor: 70, data: '2026-05-03' });
});
afterAll(async () => {
  await app.close();
});

const painel = async (query: string, who = user) => {
  const res = await app.inject({ url: `/api/financeiros/dashboard${query}`, headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /financeiros/dashboard', () => {
  it("sums the month's cards exactly", async () => {
    const d = await painel('?ano=2026&mes=3');
    expect(d.referencia).toBe('2026-03');
    expect(d.resumo_mes).toEqual({
      receitas: 200.3,
      despesas: 1059.97,
      saldo: -859.67,
      a_receber: 150,
      a_pagar: 50,
    });
  });

  it('gives the 12 months ending at the chosen one, zeros included', async () => {
    const { evolucao_mensal: ev } = await painel('?ano=2026&mes=3');
    expect(ev.map((m: { mes: string }) => m.mes)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(ev[0]).toEqual({ mes: '2025-04', receitas: 10, despesas: 0, saldo: 10, a_receber: 0 });
    expect(ev[1]).toEqual({ mes: '2025-05', receitas: 0, despesas: 0, saldo: 0, a_receber: 0 });
    expect(ev[9]).toEqual({ mes: '2026-01', receitas: 300, despesas: 0, saldo: 300, a_receber: 80 });
    expect(ev[11]).toEqual({
      mes: '2026-03',
      receitas: 200.3,
      despesas: 1059.97,
      saldo: -859.67,
      a_receber: 150,
    });
  });

  it('breaks the paid entries of the month down by category and by payment method', async () => {
    const d = await painel('?ano=2026&mes=3');
    expect(d.por_categoria).toEqual([
      { tipo: 'despesa', categoria: 'aluguel', total: 1000 },
      { tipo: 'receita', categoria: 'sessao', total: 200 },
      { tipo: 'despesa', categoria: 'software', total: 59.97 },
      { tipo: 'receita', categoria: 'outro', total: 0.3 },
    ]);
    expect(d.por_forma_pagamento).toEqual([
      { tipo: 'despesa', forma_pagamento: 'boleto', total: 1000, quantidade: 1 },
      { tipo: 'receita', forma_pagamento: 'pix', total: 200, quantidade: 1 },
      { tipo: 'despesa', forma_pagamento: 'cartao_credito', total: 59.97, quantidade: 3 },
      { tipo: 'receita', forma_pagamento: 'dinheiro', total: 0.3, quantidade: 2 },
    ]);
  });

  it('lists the pending receitas of any month, overdue first, with their total', async () => {
    const d = await painel('?ano=2026&mes=3');
    expect(d.a_receber.map((l: { data: string; valor: number }) => [l.data, l.valor])).toEqual([
      ['2026-01-10', 80],
      ['2026-03-25', 150],
      ['2026-05-03', 70],
    ]);
    expect(d.a_receber[1]).toMatchObject({ paciente_id: paciente.id, paciente_nome: 'Sofia Ramos' });
    expect(d.a_receber_total).toEqual({ valor: 300, quantidade: 3 });
    // The database writes these entries (dashboard-figures.ts): the same as GET of each one.
    for (const l of d.a_receber) {
      const res = await app.inject({ url: `/api/financeiros/${l.id}`, headers: user.auth });
      expect(l).toEqual(res.json().financeiro);
    }
    expect(d.a_receber[1].observacoes).toBe('Combinado: "pagar na próxima" — ção 😊');
  });

  it('defaults to the current month and is empty for a new user', async () => {
    const fresh = await createEssencialUser(app);
    const d = await painel('', fresh);
    expect(d.referencia).toBe(hojeEm().slice(0, 7));
    expect(d.evolucao_mensal).toHaveLength(12);
    expect(d.evolucao_mensal.at(-1).mes).toBe(hojeEm().slice(0, 7));
    expect(d.resumo_mes).toEqual({ receitas: 0, despesas: 0, saldo: 0, a_receber: 0, a_pagar: 0 });
    expect(d.por_categoria).toEqual([]);
    expect(d.a_receber).toEqual([]);
    expect(d.a_receber_total).toEqual({ valor: 0, quantidade: 0 });
  });

  it('crosses the year boundary and refuses invalid months', async () => {
    const jan = await painel('?ano=2026&mes=1');
    expect(jan.evolucao_mensal[0].mes).toBe('2025-02');
    expect(jan.resumo_mes.receitas).toBe(300);
    for (const q of ['?ano=2026&mes=13', '?ano=abc', '?mes=0']) {
      const res = await app.inject({ url: `/api/financeiros/dashboard${q}`, headers: user.auth });
      expect(res.statusCode, q).toBe(422);
    }
  });
});
