import {
  type Aviso,
  type Classificacao,
  DARF_MINIMO,
  type ModoAplicado,
  type ModoCarneLeao,
  MSG_CARNE_LEAO,
  moedaBr,
  type ReducaoIrpf,
  type TabelaIrpf,
} from '@consultorio/contracts/carne-leao';
import type { Categoria, Origem, StatusLancamento, TipoLancamento } from '@consultorio/contracts/financeiro';
import { Decimal } from 'decimal.js';

/*
 * The Carnê-Leão calculation, pure: no database, no clock. It follows docs/carne-leao.md step by step:
 *
 *   R     = receitas pagas no mês (data_pagamento), origem pessoa_fisica ou exterior
 *   legal = INSS + dependentes × valor por dependente + pensão + livro-caixa (até R; o excesso vai para os meses
 *           seguintes do mesmo ano)
 *   base  = max(0, R − deduções), com deduções = legal ou o desconto simplificado (modo auto: o maior)
 *   tabela = base × alíquota − parcela a deduzir da faixa que contém a base (nunca abaixo de zero)
 *   devido = tabela − redução (Lei 15.270/2025, de 2026-01), arredondado meio-para-cima SÓ no fim
 *
 * Money enters as integer centavos (the books) and is carried as decimal.js values; floating point is never used
 * for arithmetic. Table values arrive as JSON numbers (reais with centavos, rates in percent) and are read through
 * their shortest decimal text, which is exact for them.
 */

const D = (n: number | string): Decimal => new Decimal(n);
const reais = (centavos: number): Decimal => D(centavos).div(100);
/** Half-up to centavos, as an integer number of centavos. */
export const paraCentavos = (v: Decimal): number =>
  v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).times(100).toNumber();

const moeda = (centavos: number): string => moedaBr(centavos / 100);

// ---------------------------------------------------------------------------------------------------------------
// Tables: which one is in force in a month

const primeiroDia = (mes: number, ano: number) => `${ano}-${String(mes).padStart(2, '0')}-01`;

function vigente<T extends { vigencia_inicio: string; vigencia_fim: string | null }>(
  linhas: readonly T[],
  mes: number,
  ano: number,
): T | null {
  const dia = primeiroDia(mes, ano);
  return (
    linhas.find((t) => t.vigencia_inicio <= dia && (t.vigencia_fim === null || dia <= t.vigencia_fim)) ?? null
  );
}

export const tabelaDoMes = (tabelas: readonly TabelaIrpf[], mes: number, ano: number) =>
  vigente(tabelas, mes, ano);
export const reducaoDoMes = (reducoes: readonly ReducaoIrpf[], mes: number, ano: number) =>
  vigente(reducoes, mes, ano);

// ---------------------------------------------------------------------------------------------------------------
// Steps 1–4: from income and deductions to the tax due

export interface DeducoesInformadas {
  /** Centavos. */
  inss: number;
  dependentes: number;
  /** Centavos. */
  pensao: number;
  /** Livro-caixa of the month's own despesas, centavos (before the limit). */
  livroCaixa: number;
  /** Livro-caixa carried from earlier months of the year, centavos (before the limit). */
  livroCaixaTransportado: number;
}

export interface ImpostoCalculado {
  modoAplicado: ModoAplicado;
  /** Centavos of each deduction (livro-caixa after the limit); simplificado is the discount available. */
  deducoes: {
    inss: number;
    dependentes: number;
    pensao: number;
    livroCaixa: number;
    livroCaixaTransportado: number;
    simplificado: number;
  };
  /** Livro-caixa left over for the next months (centavos). */
  livroCaixaExcedente: number;
  totalDeducoes: number;
  base: number;
  /** Percent. */
  aliquota: Decimal;
  parcelaDeduzir: Decimal;
  /** Exact values (not rounded): the statement shows them rounded, the due is rounded once at the end. */
  impostoTabela: Decimal;
  reducao: Decimal;
  /** Centavos, rounded half-up at the end. */
  impostoDevido: number;
}

/** Lei 15.270/2025: measured on the income before deductions, never more than the table tax, never negative. */
export function reducaoMensal(
  regra: ReducaoIrpf | null,
  rendimentos: Decimal,
  impostoTabela: Decimal,
): Decimal {
  if (!regra) return D(0);
  let valor: Decimal;
  if (rendimentos.lte(D(regra.limite_integral))) valor = D(regra.valor_maximo);
  else if (rendimentos.lte(D(regra.limite_parcial)))
    valor = D(regra.constante).minus(D(regra.coeficiente).times(rendimentos));
  else valor = D(0);
  return Decimal.max(0, Decimal.min(valor, impostoTabela));
}

export function calcularImposto(p: {
  /** Centavos. */
  rendimentos: number;
  deducoes: DeducoesInformadas;
  modo: ModoCarneLeao;
  tabela: TabelaIrpf;
  reducao: ReducaoIrpf | null;
}): ImpostoCalculado {
  const { rendimentos, deducoes: d, tabela } = p;
  // Livro-caixa is limited to the month's income; the carried amount is used first (it is older).
  const transportadoUsado = Math.min(d.livroCaixaTransportado, rendimentos);
  const proprioUsado = Math.min(d.livroCaixa, rendimentos - transportadoUsado);
  const livroCaixaExcedente = d.livroCaixaTransportado + d.livroCaixa - transportadoUsado - proprioUsado;

  const porDependente = paraCentavos(D(tabela.deducao_dependente));
  const dependentes = d.dependentes * porDependente;
  const legal = d.inss + dependentes + d.pensao + transportadoUsado + proprioUsado;
  const simplificado = paraCentavos(D(tabela.desconto_simplificado));
  const modoAplicado: ModoAplicado =
    p.modo === 'auto' ? (simplificado > legal ? 'simplificado' : 'legal') : p.modo;
  const totalDeducoes = modoAplicado === 'legal' ? legal : simplificado;

  const base = Math.max(0, rendimentos - totalDeducoes);
  const baseReais = reais(base);
  const faixa =
    tabela.faixas.find((f) => f.ate === null || baseReais.lte(D(f.ate))) ??
    tabela.faixas[tabela.faixas.length - 1];
  const aliquota = D(faixa.aliquota);
  const parcelaDeduzir = D(faixa.deducao);
  const impostoTabela = Decimal.max(0, baseReais.times(aliquota).div(100).minus(parcelaDeduzir));
  const reducao = reducaoMensal(p.reducao, reais(rendimentos), impostoTabela);
  const impostoDevido = paraCentavos(impostoTabela.minus(reducao));

  return {
    modoAplicado,
    deducoes: {
      inss: d.inss,
      dependentes,
      pensao: d.pensao,
      livroCaixa: proprioUsado,
      livroCaixaTransportado: transportadoUsado,
      simplificado,
    },
    livroCaixaExcedente,
    totalDeducoes,
    base,
    aliquota,
    parcelaDeduzir,
    impostoTabela,
    reducao,
    impostoDevido,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The month from the books

/** A finance entry as the calculation reads it (money in centavos). */
export interface LancamentoFonte {
  id: string;
  tipo: TipoLancamento;
  status: StatusLancamento;
  descricao: string;
  valorCentavos: number;
  data: string;
  dataPagamento: string | null;
  categoria: Categoria;
  origem: Origem;
  dedutivelLivroCaixa: boolean;
  pacienteNome: string | null;
  pagadorNome: string | null;
  pagadorCpf: string | null;
  beneficiarioCpf: string | null;
}

/** How an entry enters month (mes, ano), or null when it does not (pending, other month, non-deductible…). */
export function classificar(l: LancamentoFonte, mes: number, ano: number): Classificacao | null {
  if (l.status !== 'pago' || !l.dataPagamento) return null;
  if (l.dataPagamento.slice(0, 7) !== primeiroDia(mes, ano).slice(0, 7)) return null;
  if (l.tipo === 'receita') return l.origem === 'pessoa_juridica' ? 'rendimento_pj' : 'rendimento';
  return l.dedutivelLivroCaixa ? 'livro_caixa' : null;
}

function somaMes(lancamentos: readonly LancamentoFonte[], mes: number, ano: number) {
  const soma = { rendimento: 0, rendimento_pj: 0, livro_caixa: 0 };
  for (const l of lancamentos) {
    const c = classificar(l, mes, ano);
    if (c) soma[c] += l.valorCentavos;
  }
  return soma;
}

/**
 * Livro-caixa carried into month `mes`: the excess over each earlier month's income, January first, within the
 * calendar year. Computed from the books, whether or not those months were saved.
 */
export function livroCaixaTransportadoPara(
  lancamentos: readonly LancamentoFonte[],
  mes: number,
  ano: number,
): number {
  let excedente = 0;
  for (let m = 1; m < mes; m++) {
    const s = somaMes(lancamentos, m, ano);
    excedente = Math.max(0, excedente + s.livro_caixa - s.rendimento);
  }
  return excedente;
}

export interface ApuracaoEntrada {
  mes: number;
  ano: number;
  /** Entries of the year up to the month (at least the paid ones); the month's are picked by data_pagamento. */
  lancamentos: readonly LancamentoFonte[];
  /** Centavos. */
  inss: number;
  dependentes: number;
  /** Centavos. */
  pensao: number;
  modo: ModoCarneLeao;
  tabela: TabelaIrpf;
  reducao: ReducaoIrpf | null;
  /** Total below R$ 10,00 of the previous month, not paid then (centavos). */
  darfTransportado: number;
}

export interface LancamentoClassificado extends LancamentoFonte {
  classificacao: Classificacao;
}

export interface Apuracao extends ImpostoCalculado {
  rendimentos: number;
  rendimentosPj: number;
  darfTransportado: number;
  /** What the DARF pays (centavos): due + carried, or 0 when the total is below R$ 10,00. */
  darfValor: number;
  lancamentos: LancamentoClassificado[];
  avisos: Aviso[];
}

export function apurarMes(e: ApuracaoEntrada): Apuracao {
  const doMes: LancamentoClassificado[] = [];
  for (const l of e.lancamentos) {
    const classificacao = classificar(l, e.mes, e.ano);
    if (classificacao) doMes.push({ ...l, classificacao });
  }
  doMes.sort(
    (a, b) => (a.dataPagamento ?? '').localeCompare(b.dataPagamento ?? '') || a.id.localeCompare(b.id),
  );
  const soma = (c: Classificacao) =>
    doMes.filter((l) => l.classificacao === c).reduce((t, l) => t + l.valorCentavos, 0);
  const rendimentos = soma('rendimento');
  const rendimentosPj = soma('rendimento_pj');

  const imposto = calcularImposto({
    rendimentos,
    deducoes: {
      inss: e.inss,
      dependentes: e.dependentes,
      pensao: e.pensao,
      livroCaixa: soma('livro_caixa'),
      livroCaixaTransportado: livroCaixaTransportadoPara(e.lancamentos, e.mes, e.ano),
    },
    modo: e.modo,
    tabela: e.tabela,
    reducao: e.reducao,
  });

  const total = imposto.impostoDevido + e.darfTransportado;
  const darfValor = total > 0 && total < DARF_MINIMO * 100 ? 0 : total;

  const avisos: Aviso[] = [];
  if (rendimentos === 0) avisos.push({ tipo: 'sem_rendimentos', mensagem: MSG_CARNE_LEAO.semRendimentos });
  for (const l of doMes) {
    if (l.classificacao !== 'rendimento' || l.origem !== 'pessoa_fisica') continue;
    if (!l.pagadorCpf) {
      avisos.push({
        tipo: 'cpf_pagador_ausente',
        mensagem: MSG_CARNE_LEAO.cpfPagador(l.descricao),
        lancamento_id: l.id,
      });
    } else if (l.beneficiarioCpf && l.beneficiarioCpf !== l.pagadorCpf) {
      avisos.push({
        tipo: 'beneficiario',
        mensagem: MSG_CARNE_LEAO.beneficiario(l.descricao),
        lancamento_id: l.id,
      });
    }
  }
  if (rendimentosPj > 0) {
    avisos.push({ tipo: 'rendimentos_pj', mensagem: MSG_CARNE_LEAO.rendimentosPj(moeda(rendimentosPj)) });
  }
  if (imposto.deducoes.livroCaixaTransportado > 0) {
    avisos.push({
      tipo: 'livro_caixa_transportado',
      mensagem: MSG_CARNE_LEAO.livroCaixaTransportado(moeda(imposto.deducoes.livroCaixaTransportado)),
    });
  }
  if (imposto.livroCaixaExcedente > 0 && e.mes < 12) {
    avisos.push({
      tipo: 'livro_caixa_excedente',
      mensagem: MSG_CARNE_LEAO.livroCaixaExcedente(moeda(imposto.livroCaixaExcedente)),
    });
  }
  if (e.darfTransportado > 0 && darfValor > 0) {
    avisos.push({
      tipo: 'darf_transportado',
      mensagem: MSG_CARNE_LEAO.darfTransportado(moeda(e.darfTransportado)),
    });
  }
  if (darfValor === 0 && total > 0) {
    avisos.push({ tipo: 'darf_minimo', mensagem: MSG_CARNE_LEAO.darfMinimo(moeda(total)) });
  }

  return {
    ...imposto,
    rendimentos,
    rendimentosPj,
    darfTransportado: e.darfTransportado,
    darfValor,
    lancamentos: doMes,
    avisos,
  };
}

/**
 * What a saved month passes on to the next one's DARF: its total (own due + what it received) when that total was
 * below R$ 10,00 and so not paid; otherwise nothing.
 */
export const darfAPassar = (impostoDevido: number, darfTransportado: number): number => {
  const total = impostoDevido + darfTransportado;
  return total > 0 && total < DARF_MINIMO * 100 ? total : 0;
};
