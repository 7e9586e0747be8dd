import type { ModoCarneLeao } from '@consultorio/contracts/carne-leao';
import { describe, expect, it } from 'vitest';
import {
  apurarMes,
  calcularImposto,
  darfAPassar,
  type LancamentoFonte,
  livroCaixaTransportadoPara,
  reducaoDoMes,
  tabelaDoMes,
} from './calculo.ts';
import { REDUCOES_OFICIAIS, TABELAS_OFICIAIS } from './tabelas-oficiais.ts';

const c = (reais: number) => Math.round(reais * 100);

function calcular(
  mes: string,
  rendimentos: number,
  d: { inss?: number; dependentes?: number; livroCaixa?: number; pensao?: number } = {},
  modo: ModoCarneLeao = 'auto',
) {
  const [ano, m] = mes.split('-').map(Number);
  const tabela = tabelaDoMes(TABELAS_OFICIAIS, m, ano);
  if (!tabela) throw new Error(`sem tabela para ${mes}`);
  return calcularImposto({
    rendimentos: c(rendimentos),
    deducoes: {
      inss: c(d.inss ?? 0),
      dependentes: d.dependentes ?? 0,
      pensao: c(d.pensao ?? 0),
      livroCaixa: c(d.livroCaixa ?? 0),
      livroCaixaTransportado: 0,
    },
    modo,
    tabela,
    reducao: reducaoDoMes(REDUCOES_OFICIAIS, m, ano),
  });
}

describe('the worked results of docs/carne-leao.md', () => {
  // month, R, deductions, mode applied, base, table tax (exact), reduction (exact), due
  const vetores = [
    ['2026-03', 3000, {}, 'simplificado', 2392.8, '0', '0', 0],
    ['2026-03', 5000, {}, 'simplificado', 4392.8, '312.89', '312.89', 0],
    ['2026-03', 6000, {}, 'simplificado', 5392.8, '574.29', '179.75', 394.54],
    ['2026-03', 7000, {}, 'simplificado', 6392.8, '849.29', '46.605', 802.69],
    ['2026-03', 8000, {}, 'simplificado', 7392.8, '1124.29', '0', 1124.29],
    [
      '2026-03',
      10000,
      { inss: 1000, dependentes: 1, livroCaixa: 2500 },
      'legal',
      6310.41,
      '826.63275',
      '0',
      826.63,
    ],
    ['2025-03', 4000, {}, 'simplificado', 3435.2, '133.84', '0', 133.84],
    ['2025-06', 4000, {}, 'simplificado', 3392.8, '114.76', '0', 114.76],
  ] as const;

  for (const [mes, r, d, modo, base, tabela, reducao, devido] of vetores) {
    it(`${mes}, R = ${r}${Object.keys(d).length ? ' with deductions' : ''} → due ${devido}`, () => {
      const out = calcular(mes, r, d);
      expect(out.modoAplicado).toBe(modo);
      expect(out.base).toBe(c(base));
      expect(out.impostoTabela.toString()).toBe(tabela);
      expect(out.reducao.toString()).toBe(reducao);
      expect(out.impostoDevido).toBe(c(devido));
    });
  }

  it('rounds only at the end: 849,29 − 46,605 = 802,685 → 802,69 (rounding the reduction first would give 802,68)', () => {
    expect(calcular('2026-03', 7000).impostoDevido).toBe(80269);
  });
});

describe('modes and deductions', () => {
  it('auto keeps the legal deductions when they are larger, and a forced mode is obeyed', () => {
    expect(calcular('2026-03', 10000, { inss: 1000 }, 'auto').modoAplicado).toBe('legal');
    const forcado = calcular('2026-03', 10000, { inss: 100 }, 'legal');
    expect(forcado.modoAplicado).toBe('legal');
    expect(forcado.totalDeducoes).toBe(c(100));
    const simpl = calcular('2026-03', 10000, { inss: 3000 }, 'simplificado');
    expect(simpl.totalDeducoes).toBe(c(607.2));
  });

  it('counts R$ 189,59 per dependent and the pension', () => {
    const out = calcular('2026-03', 10000, { dependentes: 3, pensao: 1500 }, 'legal');
    expect(out.deducoes.dependentes).toBe(c(568.77));
    expect(out.totalDeducoes).toBe(c(568.77 + 1500));
  });

  it('limits livro-caixa to the income and reports the excess', () => {
    const out = calcular('2026-03', 2000, { livroCaixa: 3500 }, 'legal');
    expect(out.deducoes.livroCaixa).toBe(c(2000));
    expect(out.livroCaixaExcedente).toBe(c(1500));
    expect(out.base).toBe(0);
    expect(out.impostoDevido).toBe(0);
  });

  it('uses the table in force: January 2024 still under Lei 14.663/2023, May 2025 under Lei 15.191/2025', () => {
    expect(tabelaDoMes(TABELAS_OFICIAIS, 1, 2024)?.desconto_simplificado).toBe(528);
    expect(tabelaDoMes(TABELAS_OFICIAIS, 2, 2024)?.desconto_simplificado).toBe(564.8);
    expect(tabelaDoMes(TABELAS_OFICIAIS, 4, 2025)?.fonte).toMatch(/1\.206/);
    expect(tabelaDoMes(TABELAS_OFICIAIS, 5, 2025)?.fonte).toBe('Lei 15.191/2025');
    expect(reducaoDoMes(REDUCOES_OFICIAIS, 12, 2025)).toBeNull();
    expect(reducaoDoMes(REDUCOES_OFICIAIS, 1, 2026)?.fonte).toBe('Lei 15.270/2025');
    // 2025-12 with the same income as the 2026-03 vector: no reduction yet.
    expect(calcular('2025-12', 6000).impostoDevido).toBe(c(574.29));
  });
});

let seq = 0;
function lanc(o: Partial<LancamentoFonte>): LancamentoFonte {
  seq += 1;
  return {
    id: `l${seq}`,
    tipo: 'receita',
    status: 'pago',
    descricao: `Sessão ${seq}`,
    valorCentavos: 0,
    data: o.dataPagamento ?? '2026-03-10',
    dataPagamento: '2026-03-10',
    categoria: 'sessao',
    origem: 'pessoa_fisica',
    dedutivelLivroCaixa: false,
    pacienteNome: null,
    pagadorNome: 'Ana',
    pagadorCpf: '52998224725',
    beneficiarioCpf: null,
    ...o,
  };
}

const apurar = (
  mes: number,
  lancamentos: LancamentoFonte[],
  extra: { darfTransportado?: number; ano?: number } = {},
) => {
  const ano = extra.ano ?? 2026;
  const tabela = tabelaDoMes(TABELAS_OFICIAIS, mes, ano);
  if (!tabela) throw new Error('sem tabela');
  return apurarMes({
    mes,
    ano,
    lancamentos,
    inss: 0,
    dependentes: 0,
    pensao: 0,
    modo: 'legal',
    tabela,
    reducao: reducaoDoMes(REDUCOES_OFICIAIS, mes, ano),
    darfTransportado: extra.darfTransportado ?? 0,
  });
};

describe('the month from the books', () => {
  it('counts paid receitas by payment date; PJ apart; pending, other months and non-deductible despesas out', () => {
    const out = apurar(3, [
      lanc({ valorCentavos: c(1000), data: '2026-02-20', dataPagamento: '2026-03-02' }),
      lanc({ valorCentavos: c(500), origem: 'exterior', pagadorCpf: null }),
      lanc({ valorCentavos: c(700), origem: 'pessoa_juridica' }),
      lanc({ valorCentavos: c(900), status: 'pendente', dataPagamento: null }),
      lanc({ valorCentavos: c(800), dataPagamento: '2026-04-01' }),
      lanc({ tipo: 'despesa', valorCentavos: c(300), dedutivelLivroCaixa: true, pagadorCpf: null }),
      lanc({ tipo: 'despesa', valorCentavos: c(200), dedutivelLivroCaixa: false, pagadorCpf: null }),
    ]);
    expect(out.rendimentos).toBe(c(1500));
    expect(out.rendimentosPj).toBe(c(700));
    expect(out.deducoes.livroCaixa).toBe(c(300));
    expect(out.lancamentos.map((l) => l.classificacao).sort()).toEqual([
      'livro_caixa',
      'rendimento',
      'rendimento',
      'rendimento_pj',
    ]);
    expect(out.avisos.map((a) => a.tipo)).toContain('rendimentos_pj');
  });

  it('warns of each receita from an individual without the payer CPF, naming the entry', () => {
    const sem = lanc({ valorCentavos: c(200), pagadorCpf: null, descricao: 'Sessão de Bia' });
    const out = apurar(3, [sem, lanc({ valorCentavos: c(200) })]);
    const avisos = out.avisos.filter((a) => a.tipo === 'cpf_pagador_ausente');
    expect(avisos).toHaveLength(1);
    expect(avisos[0].lancamento_id).toBe(sem.id);
    expect(avisos[0].mensagem).toMatch(/CPF do pagador/);
    expect(avisos[0].mensagem).toMatch(/Sessão de Bia/);
  });

  it('carries livro-caixa excess forward within the year, from the books', () => {
    const livros = [
      lanc({ valorCentavos: c(1000), dataPagamento: '2026-01-15' }),
      lanc({
        tipo: 'despesa',
        dedutivelLivroCaixa: true,
        valorCentavos: c(3000),
        dataPagamento: '2026-01-10',
      }),
      lanc({ valorCentavos: c(1500), dataPagamento: '2026-02-15' }),
      lanc({ valorCentavos: c(8000), dataPagamento: '2026-03-15' }),
      lanc({
        tipo: 'despesa',
        dedutivelLivroCaixa: true,
        valorCentavos: c(100),
        dataPagamento: '2026-03-10',
      }),
    ];
    // January leaves 2.000; February uses 1.500 of it; March gets 500.
    expect(livroCaixaTransportadoPara(livros, 2, 2026)).toBe(c(2000));
    expect(livroCaixaTransportadoPara(livros, 3, 2026)).toBe(c(500));
    const marco = apurar(3, livros);
    expect(marco.deducoes.livroCaixaTransportado).toBe(c(500));
    expect(marco.deducoes.livroCaixa).toBe(c(100));
    expect(marco.base).toBe(c(7400));
    expect(marco.avisos.map((a) => a.tipo)).toContain('livro_caixa_transportado');
    // A new year starts from zero.
    expect(livroCaixaTransportadoPara(livros, 1, 2026)).toBe(0);
    const janeiro = apurar(1, livros);
    expect(janeiro.livroCaixaExcedente).toBe(c(2000));
    expect(janeiro.avisos.map((a) => a.tipo)).toContain('livro_caixa_excedente');
  });

  it('does not pay a DARF below R$ 10,00 and adds it to the next month', () => {
    // 2025-06 (no reduction yet), R = 2.560,00, legal mode, no deduction: 2.560,00 × 7,5% − 182,16 = 9,84.
    const pequeno = apurar(6, [lanc({ valorCentavos: c(2560), dataPagamento: '2025-06-10' })], { ano: 2025 });
    expect(pequeno.impostoDevido).toBe(c(9.84));
    expect(pequeno.darfValor).toBe(0);
    expect(pequeno.avisos.find((a) => a.tipo === 'darf_minimo')?.mensagem).toMatch(/R\$\s9,84/);
    expect(darfAPassar(pequeno.impostoDevido, 0)).toBe(c(9.84));

    // Next month, again 9,84: the total 19,68 is paid.
    const seguinte = apurar(7, [lanc({ valorCentavos: c(2560), dataPagamento: '2025-07-05' })], {
      ano: 2025,
      darfTransportado: c(9.84),
    });
    expect(seguinte.impostoDevido).toBe(c(9.84));
    expect(seguinte.darfValor).toBe(c(19.68));
    expect(seguinte.avisos.map((a) => a.tipo)).toContain('darf_transportado');
    expect(darfAPassar(seguinte.impostoDevido, c(9.84))).toBe(0);
  });

  it('a month with no tax and nothing carried pays nothing and says nothing about the DARF', () => {
    const out = apurar(3, [lanc({ valorCentavos: c(1000) })]);
    expect(out.darfValor).toBe(0);
    expect(out.avisos.map((a) => a.tipo)).not.toContain('darf_minimo');
  });
});
