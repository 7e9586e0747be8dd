import { formatCpf } from '@consultorio/contracts/br';
import { anoMaximoCarneLeao } from '@consultorio/contracts/carne-leao';
import { hojeEm } from '@consultorio/contracts/pacientes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { randomCpf } from '../../test/factories.ts';
import { esperarMetadados } from '../../test/pdf-info.ts';
import {
  calcular,
  createEssencialUser,
  despesaPaga,
  get,
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

type Json = Record<string, unknown>;
interface Lancamento {
  classificacao: string;
  origem: string;
  valor: number;
}

/** A month of the summary as POST /carne-leao/simular or /calcular answers it (docs/carne-leao.md §8). */
function comoOMes(c: Json & { lancamentos: Lancamento[]; deducoes: Json }) {
  const rendimentos = (origem: string) =>
    Math.round(
      c.lancamentos
        .filter((l) => l.classificacao === 'rendimento' && l.origem === origem)
        .reduce((t, l) => t + l.valor * 100, 0),
    ) / 100;
  return {
    mes: c.mes,
    rendimentos_pf: rendimentos('pessoa_fisica'),
    rendimentos_ex: rendimentos('exterior'),
    livro_caixa:
      Math.round(
        ((c.deducoes.livro_caixa as number) + (c.deducoes.livro_caixa_transportado as number)) * 100,
      ) / 100,
    total_deducoes: c.total_deducoes,
    modo_aplicado: c.modo_aplicado,
    base_calculo: c.base_calculo,
    imposto_devido: c.imposto_devido,
    darf: c.darf,
    calculo_id: c.id ?? null,
  };
}

async function anual(user: TestUser, ano = 2026) {
  const res = await get(app, user, `/carne-leao/anual?ano=${ano}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const soma = (valores: number[]) => Math.round(valores.reduce((t, v) => t + v * 100, 0)) / 100;

describe('GET /carne-leao/anual', () => {
  let user: TestUser;
  const cpfCarla = randomCpf();
  const cpfBruno = randomCpf();
  /** Saved months: February with typed deductions, March with a DARF below R$ 10,00. */
  let fevereiro: Json & { id: string };
  let marco: Json & { id: string };

  beforeAll(async () => {
    user = await createEssencialUser(app);
    const carla = { pagador_cpf: cpfCarla, pagador_nome: 'Carla Mendes' };
    const bruno = { pagador_cpf: cpfBruno, pagador_nome: 'Bruno Lima' };
    // January: R = 1.000,00 and 3.000,00 of livro-caixa: 2.000,00 go on to February. A company's payment is out.
    await receitaPaga(app, user, 1000, '2026-01-10', carla);
    await despesaPaga(app, user, 3000, '2026-01-05');
    await receitaPaga(app, user, 5000, '2026-01-12', { origem: 'pessoa_juridica', descricao: 'Clínica' });
    // February: PF and from abroad; the carried livro-caixa is used.
    await receitaPaga(app, user, 9000, '2026-02-10', bruno);
    await receitaPaga(app, user, 1000, '2026-02-15', { origem: 'exterior', pagador_cpf: null });
    // March: R = 5.010,00 → table 315,14 − reduction 311,56355 = 3,58, below R$ 10,00: no DARF, carried to April.
    await receitaPaga(app, user, 5010, '2026-03-10', { ...carla, pagador_nome: 'Carla Mendes Souza' });
    // April: Bruno again and a payment without the payer's CPF.
    await receitaPaga(app, user, 6000, '2026-04-10', bruno);
    await receitaPaga(app, user, 200, '2026-04-20', { pagador_cpf: null, pagador_nome: 'Avulso' });
    // Not in 2026's books: pending, paid in 2025, a despesa outside the livro-caixa.
    await receitaPaga(app, user, 700, '2026-05-10', { status: 'pendente', data_pagamento: null });
    await receitaPaga(app, user, 3100, '2025-12-20', carla);
    await despesaPaga(app, user, 400, '2026-02-03', { dedutivel_livro_caixa: false, categoria: 'marketing' });

    fevereiro = await calcular(app, user, { mes: 2, ano: 2026, inss: 500, dependentes: 1, modo: 'legal' });
    marco = await calcular(app, user, { mes: 3, ano: 2026 });

    // Another psychologist's entries and saved month never reach this user's summary.
    const outro = await createEssencialUser(app);
    await receitaPaga(app, outro, 777, '2026-02-11', carla);
    await despesaPaga(app, outro, 50, '2026-02-12');
    await receitaPaga(app, outro, 4000, '2026-03-01', { origem: 'exterior', pagador_cpf: null });
    await calcular(app, outro, { mes: 2, ano: 2026, inss: 100 });
  });

  it('gives each month the figures of the monthly calculation (saved inputs, else none typed)', async () => {
    const r = await anual(user);
    expect(r.ano).toBe(2026);
    expect(r.meses.map((m: { mes: number }) => m.mes)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // The saved months: what POST /carne-leao/calcular answered.
    expect(r.meses[1]).toEqual(comoOMes(fevereiro as never));
    expect(r.meses[2]).toEqual(comoOMes(marco as never));
    // The others: what POST /carne-leao/simular answers with no deductions typed.
    for (const mes of [1, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      expect(r.meses[mes - 1], `mês ${mes}`).toEqual(comoOMes(await simular(app, user, { mes, ano: 2026 })));
    }
  });

  it('carries January’s livro-caixa excess into February and splits PF from abroad, PJ left out', async () => {
    const [jan, fev] = (await anual(user)).meses;
    expect(jan).toMatchObject({
      rendimentos_pf: 1000,
      rendimentos_ex: 0,
      livro_caixa: 1000,
      modo_aplicado: 'legal',
      base_calculo: 0,
      imposto_devido: 0,
      calculo_id: null,
    });
    // 2.000,00 carried + INSS 500,00 + one dependent 189,59 (legal, as saved).
    expect(fev).toMatchObject({
      rendimentos_pf: 9000,
      rendimentos_ex: 1000,
      livro_caixa: 2000,
      total_deducoes: 2689.59,
      modo_aplicado: 'legal',
      base_calculo: 7310.41,
      calculo_id: fevereiro.id,
    });
  });

  it('passes a DARF below R$ 10,00 of a saved month on to the next month', async () => {
    const { meses } = await anual(user);
    expect(meses[2]).toMatchObject({ imposto_devido: 3.58, darf: { codigo: '0190', valor: 0 } });
    expect(meses[2].calculo_id).toBe(marco.id);
    const abril = await simular(app, user, { mes: 4, ano: 2026 });
    expect(abril.imposto_transportado).toBe(3.58);
    expect(meses[3].darf).toEqual({
      codigo: '0190',
      vencimento: '2026-05-29',
      valor: soma([meses[3].imposto_devido, 3.58]),
    });
  });

  it('totals the months and groups PF income by payer CPF, largest first, the CPF-less apart', async () => {
    const r = await anual(user);
    const meses = r.meses as Array<{ imposto_devido: number; darf: { valor: number } }>;
    expect(r.totais).toEqual({
      rendimentos_pf: 21210,
      rendimentos_ex: 1000,
      livro_caixa: 3000,
      imposto_devido: soma(meses.map((m) => m.imposto_devido)),
      darf: soma(meses.map((m) => m.darf.valor)),
    });
    expect(r.totais.imposto_devido).toBeGreaterThan(0);
    expect(r.pagadores).toEqual([
      { cpf: cpfBruno, nome: 'Bruno Lima', total: 15000, quantidade: 2 },
      // The most recent name.
      { cpf: cpfCarla, nome: 'Carla Mendes Souza', total: 6010, quantidade: 2 },
      { cpf: null, nome: null, total: 200, quantidade: 1 },
    ]);
  });

  it('recomputes a saved month from the current books with its saved deductions', async () => {
    await receitaPaga(app, user, 300, '2026-02-20', { pagador_cpf: cpfCarla, pagador_nome: 'Carla Mendes' });
    const { meses, totais } = await anual(user);
    const agora = await simular(app, user, { mes: 2, ano: 2026, inss: 500, dependentes: 1, modo: 'legal' });
    expect(meses[1]).toEqual({ ...comoOMes(agora), calculo_id: fevereiro.id });
    expect(meses[1].rendimentos_pf).toBe(9300);
    expect(meses[1].imposto_devido).not.toBe(fevereiro.imposto_devido);
    expect(totais.rendimentos_pf).toBe(21510);
  });

  it('answers the current year (practice time zone) when ano is omitted', async () => {
    const res = await get(app, user, '/carne-leao/anual');
    expect(res.statusCode).toBe(200);
    expect(res.json().ano).toBe(Number(hojeEm('America/Sao_Paulo').slice(0, 4)));
  });

  it('prints the months, the totals and the payers in the PDF', async () => {
    const res = await get(app, user, '/carne-leao/anual.pdf?ano=2026');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('carne-leao-anual-2026.pdf');
    const { usuario } = (await get(app, user, '/user/profile')).json();
    esperarMetadados(res.rawPayload, {
      titulo: 'Carnê-Leão — resumo de 2026',
      autor: usuario.nome,
      semNomes: ['Carla', 'Bruno'],
    });
    const texto = await textoPdf(res.rawPayload);
    expect(texto).toContain('Carnê-Leão — resumo de 2026');
    for (const mes of ['Janeiro', 'Fevereiro *', 'Março *', 'Abril', 'Dezembro', 'Total do ano']) {
      expect(texto).toContain(mes);
    }
    const { totais } = await anual(user);
    expect(texto).toContain('21.510,00'); // PF income of the year
    expect(texto).toContain('3.000,00'); // livro-caixa used
    expect(texto).toContain(
      new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(totais.imposto_devido),
    );
    expect(texto).toContain(formatCpf(cpfBruno));
    expect(texto).toContain('Carla Mendes Souza');
    expect(texto).toContain('Pagamentos sem o CPF do pagador');
    expect(texto).toContain('Lei 15.191/2025');
    expect(texto).toContain('Lei 15.270/2025');
  });
});

describe('GET /carne-leao/anual: access and validation', () => {
  it('refuses a year out of range or not a year (422)', async () => {
    const user = await createEssencialUser(app);
    for (const ano of ['2023', String(anoMaximoCarneLeao() + 1), 'abc', '2026.5']) {
      for (const url of [`/carne-leao/anual?ano=${ano}`, `/carne-leao/anual.pdf?ano=${ano}`]) {
        const res = await get(app, user, url);
        expect(res.statusCode, url).toBe(422);
      }
    }
  });

  it('is refused (403) without the Essencial feature', async () => {
    const gratuito = await createUser(app);
    for (const url of ['/carne-leao/anual?ano=2026', '/carne-leao/anual.pdf?ano=2026']) {
      expect((await get(app, gratuito, url)).statusCode, url).toBe(403);
    }
  });

  it('shows an empty year with zeros and no payers', async () => {
    const user = await createEssencialUser(app);
    const r = await anual(user, 2025);
    expect(r.meses).toHaveLength(12);
    expect(r.totais).toEqual({
      rendimentos_pf: 0,
      rendimentos_ex: 0,
      livro_caixa: 0,
      imposto_devido: 0,
      darf: 0,
    });
    expect(r.pagadores).toEqual([]);
    expect(r.meses[0]).toMatchObject({
      modo_aplicado: 'simplificado',
      darf: { valor: 0, vencimento: '2025-02-28' },
    });
  });
});
