import { SINAL_NEGATIVO } from './br.ts';
import { moneySchema } from './common.ts';
import { CATEGORIAS, ORIGENS, TIPOS_LANCAMENTO } from './financeiro.ts';
import { dataBr } from './tempo.ts';
import { z } from './zod.ts';

// The Carnê-Leão (monthly income tax of a psychologist paid by individuals or from abroad), computed from the
// finance entries on a cash basis. Rules, tables and rounding: docs/carne-leao.md. Money is reais (two decimals)
// in JSON and integer centavos in the database.

export const MODOS_CARNE_LEAO = ['auto', 'legal', 'simplificado'] as const;
export type ModoCarneLeao = (typeof MODOS_CARNE_LEAO)[number];
export const MODOS_APLICADOS = ['legal', 'simplificado'] as const;
export type ModoAplicado = (typeof MODOS_APLICADOS)[number];
export const MODO_LABELS: Record<ModoCarneLeao, string> = {
  auto: 'Automático (o mais vantajoso)',
  legal: 'Deduções legais',
  simplificado: 'Desconto simplificado',
};

export const STATUS_CALCULO = ['calculado', 'pdf_gerado'] as const;
export type StatusCalculo = (typeof STATUS_CALCULO)[number];
export const STATUS_CALCULO_LABELS: Record<StatusCalculo, string> = {
  calculado: 'Calculado',
  pdf_gerado: 'PDF gerado',
};

/** DARF code of the Carnê-Leão (IRPF, rendimentos recebidos de pessoa física e do exterior). */
export const CODIGO_DARF = '0190';
/** Below this total a DARF is not paid: the amount is added to the next month's (docs/carne-leao.md). */
export const DARF_MINIMO = 10;
/** The first year the product computes (its tables start in 2023-05). */
export const ANO_MINIMO_CARNE_LEAO = 2024;

export const TIPOS_AVISO = [
  'cpf_pagador_ausente',
  'beneficiario',
  'rendimentos_pj',
  'livro_caixa_excedente',
  'livro_caixa_transportado',
  'darf_minimo',
  'darf_transportado',
  'sem_rendimentos',
] as const;
export type TipoAviso = (typeof TIPOS_AVISO)[number];

/** How an entry of the month enters the calculation. */
export const CLASSIFICACOES = ['rendimento', 'rendimento_pj', 'livro_caixa'] as const;
export type Classificacao = (typeof CLASSIFICACOES)[number];

export const MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** "março de 2026". */
export const nomeMes = (mes: number, ano: number): string => `${MESES[mes - 1]} de ${ano}`;

export const MSG_CARNE_LEAO = {
  naoEncontrado: 'Cálculo do Carnê-Leão não encontrado.',
  excluido: 'Cálculo excluído.',
  salvo: 'Cálculo salvo.',
  pdfGerado: 'PDF gerado.',
  pdfAusente: 'Gere o PDF antes de baixá-lo.',
  semTabela: 'Não há tabela do imposto para o mês escolhido.',
  mes: 'Mês inválido (1 a 12).',
  ano: (max: number) => `Ano inválido (${ANO_MINIMO_CARNE_LEAO} a ${max}).`,
  dependentes: 'Informe um número inteiro de dependentes (0 ou mais).',
  modo: 'Modo inválido (use auto, legal ou simplificado).',
  valorMaximo: 'Valor alto demais.',
  cpfPagador: (descricao: string) =>
    `Informe o CPF do pagador de "${descricao}": a Receita exige o CPF de quem paga cada atendimento (IN RFB 1.531/2014).`,
  beneficiario: (descricao: string) =>
    `"${descricao}" foi paga por outra pessoa: o recibo traz o CPF do pagador e o do beneficiário.`,
  rendimentosPj: (valor: string) =>
    `Rendimentos de pessoa jurídica (${valor}) não entram no Carnê-Leão: a fonte pagadora retém o imposto.`,
  livroCaixaExcedente: (valor: string) =>
    `O livro-caixa passou dos rendimentos do mês; ${valor} ficam para os próximos meses deste ano.`,
  livroCaixaTransportado: (valor: string) => `Inclui ${valor} de livro-caixa de meses anteriores deste ano.`,
  darfMinimo: (valor: string) =>
    `O total de ${valor} é menor que R$ 10,00: não se paga DARF neste mês; o valor soma-se ao do próximo mês.`,
  darfTransportado: (valor: string) => `O DARF inclui ${valor} do mês anterior (abaixo de R$ 10,00).`,
  semRendimentos: 'Nenhum rendimento de pessoa física ou do exterior recebido neste mês.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Requests

/** The latest year accepted: the next calendar year (read when a request is parsed, not when loaded). */
export const anoMaximoCarneLeao = (): number => new Date().getFullYear() + 1;

export const mesCarneLeaoSchema = z
  .number({ message: MSG_CARNE_LEAO.mes })
  .int({ message: MSG_CARNE_LEAO.mes })
  .min(1, { message: MSG_CARNE_LEAO.mes })
  .max(12, { message: MSG_CARNE_LEAO.mes });

const anoMessage = () => MSG_CARNE_LEAO.ano(anoMaximoCarneLeao());
export const anoCarneLeaoSchema = z
  .number({ message: 'Ano inválido.' })
  .int({ message: 'Ano inválido.' })
  .superRefine((ano, ctx) => {
    if (ano < ANO_MINIMO_CARNE_LEAO || ano > anoMaximoCarneLeao()) {
      ctx.addIssue({ code: 'custom', message: anoMessage() });
    }
  });

/** moneySchema already stops at VALOR_MAXIMO (R$ 9.999.999,99). */
const valorDeducao = moneySchema;

/** `POST /carne-leao/simular` and `POST /carne-leao/calcular`. Omitted deductions are zero; modo defaults to auto. */
export const carneLeaoCalculoInputSchema = z.object({
  mes: mesCarneLeaoSchema,
  ano: anoCarneLeaoSchema,
  /** Previdência oficial (INSS) paid in the month. */
  inss: valorDeducao.optional(),
  dependentes: z
    .number({ message: MSG_CARNE_LEAO.dependentes })
    .int({ message: MSG_CARNE_LEAO.dependentes })
    .min(0, { message: MSG_CARNE_LEAO.dependentes })
    .max(99, { message: MSG_CARNE_LEAO.dependentes })
    .optional(),
  /** Pensão alimentícia paid in the month (court decision or deed). */
  pensao: valorDeducao.optional(),
  modo: z.enum(MODOS_CARNE_LEAO, { message: MSG_CARNE_LEAO.modo }).optional(),
});
export type CarneLeaoCalculoInput = z.input<typeof carneLeaoCalculoInputSchema>;
export type CarneLeaoCalculoInputParsed = z.output<typeof carneLeaoCalculoInputSchema>;

/** `GET /carne-leao?ano=` (default: the current year). */
export const carneLeaoListQuerySchema = z.object({
  ano: z.coerce
    .number({ message: 'Ano inválido.' })
    .int({ message: 'Ano inválido.' })
    .min(2000, { message: 'Ano inválido.' })
    .max(2100, { message: 'Ano inválido.' })
    .optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Responses

export const faixaSchema = z.object({
  /** Upper limit of the band in reais; null for the last band. */
  ate: z.number().nullable(),
  /** Rate in percent (7.5 = 7,5%). */
  aliquota: z.number(),
  /** Parcela a deduzir, in reais. */
  deducao: z.number(),
});
export type Faixa = z.infer<typeof faixaSchema>;

export const tabelaIrpfSchema = z.object({
  vigencia_inicio: z.string(),
  /** Last day of validity; null while in force. */
  vigencia_fim: z.string().nullable(),
  fonte: z.string(),
  faixas: z.array(faixaSchema),
  desconto_simplificado: z.number(),
  deducao_dependente: z.number(),
});
export type TabelaIrpf = z.infer<typeof tabelaIrpfSchema>;

/** The monthly reduction of Lei 15.270/2025, also data with its validity. */
export const reducaoIrpfSchema = z.object({
  vigencia_inicio: z.string(),
  vigencia_fim: z.string().nullable(),
  fonte: z.string(),
  /** Income up to this gets the whole reduction (up to `valor_maximo`). */
  limite_integral: z.number(),
  valor_maximo: z.number(),
  /** Income up to this gets `constante − coeficiente × rendimentos`. */
  limite_parcial: z.number(),
  constante: z.number(),
  coeficiente: z.number(),
});
export type ReducaoIrpf = z.infer<typeof reducaoIrpfSchema>;

export const tributosResponseSchema = z.object({
  tabelas: z.array(tabelaIrpfSchema),
  reducoes: z.array(reducaoIrpfSchema),
});
export type TributosResponse = z.infer<typeof tributosResponseSchema>;

export const avisoSchema = z.object({
  tipo: z.enum(TIPOS_AVISO),
  mensagem: z.string(),
  lancamento_id: z.string().optional(),
});
export type Aviso = z.infer<typeof avisoSchema>;

/** An entry of the month as the calculation used it. */
export const lancamentoCarneLeaoSchema = z.object({
  id: z.string(),
  tipo: z.enum(TIPOS_LANCAMENTO),
  classificacao: z.enum(CLASSIFICACOES),
  descricao: z.string(),
  valor: z.number(),
  data: z.string(),
  data_pagamento: z.string(),
  categoria: z.enum(CATEGORIAS),
  origem: z.enum(ORIGENS),
  paciente_nome: z.string().nullable(),
  pagador_nome: z.string().nullable(),
  pagador_cpf: z.string().nullable(),
  beneficiario_cpf: z.string().nullable(),
});
export type LancamentoCarneLeao = z.infer<typeof lancamentoCarneLeaoSchema>;

export const darfSchema = z.object({
  codigo: z.literal(CODIGO_DARF),
  /** YYYY-MM-DD: the last business day of the following month. */
  vencimento: z.string(),
  /** What to pay: the month's tax plus any amount carried from the previous month; 0 when below R$ 10,00. */
  valor: z.number(),
});

export const calculoSchema = z.object({
  /** Only on saved calculations. */
  id: z.string().optional(),
  mes: z.number().int(),
  ano: z.number().int(),
  /** Income from individuals and from abroad received in the month. */
  rendimentos: z.number(),
  /** Income from companies received in the month (listed, not taxed here). */
  rendimentos_pj: z.number(),
  deducoes: z.object({
    inss: z.number(),
    dependentes: z.number(),
    pensao: z.number(),
    /** Livro-caixa of this month's despesas used (after the carried part, up to the income). */
    livro_caixa: z.number(),
    /** Livro-caixa carried from earlier months of the year and used this month (used first). */
    livro_caixa_transportado: z.number(),
    simplificado: z.number(),
  }),
  /** What the user chose. */
  modo: z.enum(MODOS_CARNE_LEAO),
  dependentes: z.number().int(),
  modo_aplicado: z.enum(MODOS_APLICADOS),
  /** Total of the deductions applied (legal sum or the simplified discount). */
  total_deducoes: z.number(),
  base_calculo: z.number(),
  /** Rate of the band in percent. */
  aliquota: z.number(),
  parcela_deduzir: z.number(),
  imposto_tabela: z.number(),
  reducao: z.number(),
  /** The month's tax: table tax − reduction, rounded half-up to centavos at the end. */
  imposto_devido: z.number(),
  /** A total below R$ 10,00 of the previous saved month, added to this month's DARF. */
  imposto_transportado: z.number(),
  tabela: z.object({ vigencia_inicio: z.string(), vigencia_fim: z.string().nullable(), fonte: z.string() }),
  reducao_fonte: z.string().nullable(),
  darf: darfSchema,
  lancamentos: z.array(lancamentoCarneLeaoSchema),
  avisos: z.array(avisoSchema),
  status: z.enum(STATUS_CALCULO).optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Calculo = z.infer<typeof calculoSchema>;
export const calculoResponseSchema = z.object({ calculo: calculoSchema });
export type CalculoResponse = z.infer<typeof calculoResponseSchema>;

export const calculoResumoSchema = z.object({
  id: z.string(),
  mes: z.number().int(),
  ano: z.number().int(),
  rendimentos: z.number(),
  total_deducoes: z.number(),
  modo_aplicado: z.enum(MODOS_APLICADOS),
  base_calculo: z.number(),
  imposto_devido: z.number(),
  darf: darfSchema,
  status: z.enum(STATUS_CALCULO),
  updated_at: z.string(),
});
export type CalculoResumo = z.infer<typeof calculoResumoSchema>;

export const calculosListResponseSchema = z.object({
  ano: z.number().int(),
  calculos: z.array(calculoResumoSchema),
  totais: z.object({
    rendimentos: z.number(),
    deducoes: z.number(),
    imposto_devido: z.number(),
    darf: z.number(),
  }),
});
export type CalculosListResponse = z.infer<typeof calculosListResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Printing (statement and receipt)

const numeroBr = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 1234.5 → "1.234,50". */
export const valorBr = (reais: number): string => numeroBr.format(reais);
/** 1234.5 → "R$ 1.234,50" (plain space); −80 → "−R$ 80,00". */
export const moedaBr = (reais: number): string =>
  reais < 0 ? `${SINAL_NEGATIVO}R$ ${valorBr(-reais)}` : `R$ ${valorBr(reais)}`;
/** 7.5 → "7,5%". */
export const percentualBr = (percent: number): string =>
  `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 }).format(percent)}%`;

// ---------------------------------------------------------------------------------------------------------------
// The year at a glance (`GET /carne-leao/anual?ano=` and its PDF)

/** `GET /carne-leao/anual?ano=` (default: the current year). */
export const carneLeaoAnualQuerySchema = z.object({
  ano: z.coerce
    .number({ message: 'Ano inválido.' })
    .int({ message: 'Ano inválido.' })
    .superRefine((ano, ctx) => {
      if (ano < ANO_MINIMO_CARNE_LEAO || ano > anoMaximoCarneLeao())
        ctx.addIssue({ code: 'custom', message: anoMessage() });
    })
    .optional(),
});

/** One month as the monthly calculation gives it (a saved month with its own deductions, else none typed). */
export const mesAnualSchema = z.object({
  mes: z.number().int(),
  rendimentos_pf: z.number(),
  rendimentos_ex: z.number(),
  /** Livro-caixa used in the month (the month's own and the part carried from earlier months). */
  livro_caixa: z.number(),
  total_deducoes: z.number(),
  modo_aplicado: z.enum(MODOS_APLICADOS),
  base_calculo: z.number(),
  imposto_devido: z.number(),
  darf: darfSchema,
  /** The saved calculation of the month, when there is one. */
  calculo_id: z.string().nullable(),
});
export type MesAnual = z.infer<typeof mesAnualSchema>;

export const carneLeaoAnualSchema = z.object({
  ano: z.number().int(),
  meses: z.array(mesAnualSchema),
  totais: z.object({
    rendimentos_pf: z.number(),
    rendimentos_ex: z.number(),
    livro_caixa: z.number(),
    imposto_devido: z.number(),
    darf: z.number(),
  }),
  /** Income of the year per payer CPF (PF), largest first; null cpf: payments without the payer's CPF. */
  pagadores: z.array(
    z.object({
      cpf: z.string().nullable(),
      nome: z.string().nullable(),
      total: z.number(),
      quantidade: z.number().int(),
    }),
  ),
});
export type CarneLeaoAnual = z.infer<typeof carneLeaoAnualSchema>;

/**
 * How a tax table's period is written on screen and in the PDFs: "vigente de 01/01/2024 a 30/04/2025" when it has
 * ended, "vigente desde 01/05/2025" while it is in force.
 */
export const vigenciaDaTabela = (inicio: string, fim: string | null): string =>
  fim ? `vigente de ${dataBr(inicio)} a ${dataBr(fim)}` : `vigente desde ${dataBr(inicio)}`;
