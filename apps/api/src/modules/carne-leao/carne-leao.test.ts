import { formatCpf } from '@consultorio/contracts/br';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { crpDoTeste, randomCpf } from '../../test/factories.ts';
import { esperarMetadados } from '../../test/pdf-info.ts';
import { setPlan } from '../financeiro/testing.ts';
import { REDUCOES_OFICIAIS, TABELAS_OFICIAIS } from './tabelas-oficiais.ts';
import {
  calcular,
  createEssencialUser,
  despesaPaga,
  get,
  post,
  receitaPaga,
  simular,
  textoPdf,
} from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /tributos', () => {
  it('serves every table and the reduction as data, with validity and legal source', async () => {
    const user = await createEssencialUser(app);
    const res = await get(app, user, '/tributos');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tabelas: TABELAS_OFICIAIS, reducoes: REDUCOES_OFICIAIS });
  });
});

describe('POST /carne-leao/simular from the books', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createEssencialUser(app);
    // Counted: paid in March 2026 (one for February's competência), from an individual and from abroad.
    await receitaPaga(app, user, 4000, '2026-03-05', {
      data: '2026-02-20',
      descricao: 'Sessões de fevereiro',
    });
    await receitaPaga(app, user, 2000, '2026-03-18', { origem: 'exterior', pagador_cpf: null });
    // Not counted: pending, company, paid in April, and a despesa outside the livro-caixa.
    await receitaPaga(app, user, 900, '2026-03-20', { status: 'pendente', data_pagamento: null });
    await receitaPaga(app, user, 3000, '2026-03-12', {
      origem: 'pessoa_juridica',
      descricao: 'Clínica parceira',
    });
    await receitaPaga(app, user, 800, '2026-04-01', { data: '2026-03-28' });
    await despesaPaga(app, user, 300, '2026-03-08', { dedutivel_livro_caixa: false, categoria: 'marketing' });
    await despesaPaga(app, user, 100, '2026-03-09');
  });

  it('computes March 2026 as the docs say: R = 6.000,00, simplified discount, due 394,54', async () => {
    const c = await simular(app, user, { mes: 3, ano: 2026 });
    expect(c.id).toBeUndefined();
    expect(c).toMatchObject({
      mes: 3,
      ano: 2026,
      rendimentos: 6000,
      rendimentos_pj: 3000,
      modo_aplicado: 'simplificado',
      base_calculo: 5392.8,
      aliquota: 27.5,
      imposto_tabela: 574.29,
      reducao: 179.75,
      imposto_devido: 394.54,
      tabela: { vigencia_inicio: '2025-05-01', fonte: 'Lei 15.191/2025' },
      darf: { codigo: '0190', vencimento: '2026-04-30', valor: 394.54 },
    });
    expect(c.deducoes).toMatchObject({ livro_caixa: 100, simplificado: 607.2, inss: 0, pensao: 0 });
    expect(
      c.lancamentos.map((l: { valor: number }) => l.valor).sort((a: number, b: number) => a - b),
    ).toEqual([100, 2000, 3000, 4000]);
    // Nothing saved.
    expect((await get(app, user, '/carne-leao?ano=2026')).json().calculos).toEqual([]);
  });

  it('takes the deductions given and the mode: legal with INSS, a dependent and the pension', async () => {
    const c = await simular(app, user, {
      mes: 3,
      ano: 2026,
      inss: 1000,
      dependentes: 1,
      pensao: 500,
      modo: 'auto',
    });
    expect(c.modo_aplicado).toBe('legal');
    expect(c.deducoes).toMatchObject({ inss: 1000, dependentes: 189.59, pensao: 500, livro_caixa: 100 });
    expect(c.base_calculo).toBe(4210.41);
    const forcado = await simular(app, user, { mes: 3, ano: 2026, inss: 1000, modo: 'simplificado' });
    expect(forcado.modo_aplicado).toBe('simplificado');
    expect(forcado.base_calculo).toBe(5392.8);
  });

  it('asks for the payer CPF of a receita from an individual without one', async () => {
    const semCpf = await receitaPaga(app, user, 150, '2026-05-04', {
      pagador_cpf: null,
      descricao: 'Sessão avulsa',
    });
    const c = await simular(app, user, { mes: 5, ano: 2026 });
    const aviso = c.avisos.find((a: { tipo: string }) => a.tipo === 'cpf_pagador_ausente');
    expect(aviso).toMatchObject({ lancamento_id: semCpf.id });
    expect(aviso.mensagem).toMatch(/CPF do pagador/);
    expect(aviso.mensagem).toMatch(/IN RFB 1\.531\/2014/);
  });
});

describe('livro-caixa carried forward, computed from the books', () => {
  it('uses January’s excess in February without January being saved', async () => {
    const user = await createEssencialUser(app);
    await receitaPaga(app, user, 1000, '2026-01-10');
    await despesaPaga(app, user, 3000, '2026-01-05');
    await receitaPaga(app, user, 9000, '2026-02-10');
    const jan = await simular(app, user, { mes: 1, ano: 2026, modo: 'legal' });
    expect(jan.deducoes.livro_caixa).toBe(1000);
    expect(jan.base_calculo).toBe(0);
    expect(jan.avisos.map((a: { tipo: string }) => a.tipo)).toContain('livro_caixa_excedente');
    const fev = await simular(app, user, { mes: 2, ano: 2026, modo: 'legal' });
    expect(fev.deducoes.livro_caixa_transportado).toBe(2000);
    expect(fev.base_calculo).toBe(7000);
  });
});

describe('saving, listing, details, PDF and delete', () => {
  let user: TestUser;
  let crp: string;
  let cpf: string;
  beforeAll(async () => {
    crp = crpDoTeste();
    cpf = randomCpf();
    user = await createEssencialUser(app, { nome: 'Helena Prado Vieira', crp, cpf });
    await receitaPaga(app, user, 7000, '2026-03-03');
    await receitaPaga(app, user, 3000, '2026-04-03');
  });

  it('saves one calculation per month; saving again replaces it', async () => {
    const first = await calcular(app, user, { mes: 3, ano: 2026 });
    expect(first.id).toEqual(expect.any(String));
    expect(first.imposto_devido).toBe(802.69);
    expect(first.status).toBe('calculado');
    const again = await calcular(app, user, { mes: 3, ano: 2026, inss: 500, modo: 'legal' });
    expect(again.id).toBe(first.id);
    expect(again.modo_aplicado).toBe('legal');
    const list = (await get(app, user, '/carne-leao?ano=2026')).json();
    expect(list.calculos).toHaveLength(1);
    expect(list.calculos[0]).toMatchObject({ id: first.id, mes: 3, rendimentos: 7000, base_calculo: 6500 });
  });

  it('lists the months of the year with their totals', async () => {
    await calcular(app, user, { mes: 3, ano: 2026 });
    await calcular(app, user, { mes: 4, ano: 2026 });
    const res = await get(app, user, '/carne-leao?ano=2026');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.calculos.map((c: { mes: number }) => c.mes)).toEqual([3, 4]);
    expect(body.calculos[0]).toMatchObject({
      rendimentos: 7000,
      base_calculo: 6392.8,
      imposto_devido: 802.69,
      darf: { codigo: '0190', vencimento: '2026-04-30', valor: 802.69 },
      status: 'calculado',
    });
    expect(body.totais).toMatchObject({ rendimentos: 10000, deducoes: 1214.4, imposto_devido: 802.69 });
    expect((await get(app, user, '/carne-leao?ano=2025')).json().calculos).toEqual([]);
  });

  it('shows the saved statement, exports and downloads the PDF with every line and the DARF', async () => {
    const { calculos } = (await get(app, user, '/carne-leao?ano=2026')).json();
    const id = calculos[0].id;
    const det = await get(app, user, `/carne-leao/${id}`);
    expect(det.statusCode).toBe(200);
    expect(det.json().calculo).toMatchObject({ id, mes: 3, reducao: 46.61, imposto_devido: 802.69 });

    const exp = await post(app, user, `/carne-leao/${id}/exportar-pdf`);
    expect(exp.statusCode).toBe(200);
    expect(exp.json().calculo.status).toBe('pdf_gerado');

    const res = await get(app, user, `/carne-leao/${id}/download-pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('carne-leao-2026-03.pdf');
    esperarMetadados(res.rawPayload, {
      titulo: 'Carnê-Leão — março de 2026',
      autor: 'Helena Prado Vieira',
      semNomes: [],
    });
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = await textoPdf(res.rawPayload);
    for (const trecho of [
      'Helena Prado Vieira',
      formatCpf(cpf),
      `CRP ${crp}`,
      'março de 2026',
      'Base de cálculo',
      'R$ 6.392,80',
      'R$ 849,29',
      'R$ 46,61',
      'Lei 15.191/2025',
      'Lei 15.270/2025',
      '0190',
      '30/04/2026',
      'R$ 802,69',
    ]) {
      expect(texto).toContain(trecho);
    }
  });

  it('deletes a saved month', async () => {
    const { calculos } = (await get(app, user, '/carne-leao?ano=2026')).json();
    const id = calculos[1].id;
    const del = await app.inject({ method: 'DELETE', url: `/api/carne-leao/${id}`, headers: user.auth });
    expect(del.statusCode).toBe(200);
    expect((await get(app, user, `/carne-leao/${id}`)).statusCode).toBe(404);
    expect((await get(app, user, '/carne-leao?ano=2026')).json().calculos).toHaveLength(1);
  });
});

describe('a DARF below R$ 10,00', () => {
  it('is not paid and is added to the next saved month', async () => {
    const user = await createEssencialUser(app);
    // June 2025, no reduction yet: 2.560,00 × 7,5% − 182,16 = 9,84.
    await receitaPaga(app, user, 2560, '2025-06-10');
    await receitaPaga(app, user, 2560, '2025-07-10');
    const junho = await calcular(app, user, { mes: 6, ano: 2025, modo: 'legal' });
    expect(junho.imposto_devido).toBe(9.84);
    expect(junho.darf.valor).toBe(0);
    expect(junho.avisos.map((a: { tipo: string }) => a.tipo)).toContain('darf_minimo');
    const julho = await calcular(app, user, { mes: 7, ano: 2025, modo: 'legal' });
    expect(julho.imposto_devido).toBe(9.84);
    expect(julho.imposto_transportado).toBe(9.84);
    expect(julho.darf.valor).toBe(19.68);
  });
});

describe('errors, ownership and the plan', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createEssencialUser(app);
  });

  it('answers 422 with field errors for bad input', async () => {
    const proximo = new Date().getFullYear() + 1;
    const casos: [Record<string, unknown>, string, RegExp][] = [
      [{ mes: 13, ano: 2026 }, 'mes', /Mês inválido/],
      [{ mes: 0, ano: 2026 }, 'mes', /Mês inválido/],
      [{ mes: 1, ano: 2023 }, 'ano', /Ano inválido/],
      [{ mes: 1, ano: proximo + 1 }, 'ano', /Ano inválido/],
      [{ mes: 1, ano: 2026, inss: -10 }, 'inss', /negativo/],
      [{ mes: 1, ano: 2026, pensao: -1 }, 'pensao', /negativo/],
      [{ mes: 1, ano: 2026, dependentes: 1.5 }, 'dependentes', /inteiro/],
      [{ mes: 1, ano: 2026, modo: 'misto' }, 'modo', /Modo inválido/],
    ];
    for (const [payload, campo, msg] of casos) {
      for (const url of ['/carne-leao/simular', '/carne-leao/calcular']) {
        const res = await post(app, user, url, payload);
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(422);
        expect(res.json().errors[campo]?.[0]).toMatch(msg);
      }
    }
    expect((await post(app, user, '/carne-leao/simular', { mes: 1, ano: proximo })).statusCode).toBe(200);
  });

  it("answers 404 for another user's calculation, on every route", async () => {
    const outro = await createEssencialUser(app);
    await receitaPaga(app, outro, 5000, '2026-02-02');
    const alheio = await calcular(app, outro, { mes: 2, ano: 2026 });
    const id = alheio.id;
    expect((await get(app, user, `/carne-leao/${id}`)).statusCode).toBe(404);
    expect((await get(app, user, `/carne-leao/${id}/download-pdf`)).statusCode).toBe(404);
    expect((await post(app, user, `/carne-leao/${id}/exportar-pdf`)).statusCode).toBe(404);
    const del = await app.inject({ method: 'DELETE', url: `/api/carne-leao/${id}`, headers: user.auth });
    expect(del.statusCode).toBe(404);
    // Still there for its owner; and another user's income never enters this user's month.
    expect((await get(app, outro, `/carne-leao/${id}`)).statusCode).toBe(200);
    expect((await simular(app, user, { mes: 2, ano: 2026 })).rendimentos).toBe(0);
  });

  it('is refused (403) without the Essencial feature, and 401 without a session', async () => {
    const gratuito = await createUser(app);
    for (const [method, url] of [
      ['GET', '/api/tributos'],
      ['GET', '/api/carne-leao?ano=2026'],
      ['POST', '/api/carne-leao/simular'],
      ['POST', '/api/carne-leao/calcular'],
    ] as const) {
      const res = await app.inject({ method, url, headers: gratuito.auth, payload: { mes: 1, ano: 2026 } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().feature).toBe('essencial');
    }
    expect((await app.inject({ url: '/api/carne-leao?ano=2026' })).statusCode).toBe(401);
    await setPlan(app, gratuito.id, 'vitalicio');
    expect((await get(app, gratuito, '/tributos')).statusCode).toBe(200);
  });
});
