import { isValidCpf, onlyDigits } from './br.ts';
import {
  dateSchema,
  moneySchema,
  nomeOpcional,
  paginationQuerySchema,
  paginationSchema,
  uuidSchema,
} from './common.ts';
import {
  CATEGORIAS,
  CATEGORIAS_POR_TIPO,
  type Categoria,
  ORIGENS,
  SITUACOES_CARNE_LEAO,
  STATUS_LANCAMENTO,
  type StatusLancamento,
  TIPOS_LANCAMENTO,
  type TipoLancamento,
} from './financeiro-valores.ts';
import { textoOpcional } from './pacientes.ts';
import { FORMAS_PAGAMENTO } from './sessoes.ts';
import { z } from './zod.ts';

export {
  CATEGORIA_LABELS,
  CATEGORIAS,
  CATEGORIAS_DESPESA,
  CATEGORIAS_POR_TIPO,
  CATEGORIAS_RECEITA,
  type Categoria,
  ORIGEM_LABELS,
  ORIGENS,
  type Origem,
  SITUACAO_CARNE_LEAO_LABELS,
  SITUACOES_CARNE_LEAO,
  SITUACOES_CARNE_LEAO_DO_USUARIO,
  type SituacaoCarneLeao,
  STATUS_LANCAMENTO,
  STATUS_LANCAMENTO_LABELS,
  type StatusLancamento,
  TIPO_LANCAMENTO_LABELS,
  TIPOS_LANCAMENTO,
  type TipoLancamento,
  VALOR_MAXIMO_LANCAMENTO,
} from './financeiro-valores.ts';

// docs/product.md §8.9: income (receitas) and expenses (despesas) of the practice. Money is reais in JSON and
// integer centavos in the database; every sum is done in centavos. The fields origem, pagador_cpf,
// beneficiario_cpf, dedutivel_livro_caixa and data_pagamento feed the Carnê-Leão (docs/carne-leao.md).

export const MSG_FINANCEIRO = {
  sessoesTrazidas: (n: number) =>
    n === 1 ? '1 sessão trazida para o financeiro.' : `${n} sessões trazidas para o financeiro.`,
  naoEncontrado: 'Lançamento não encontrado.',
  excluido: 'Lançamento excluído.',
  valorPositivo: 'O valor deve ser maior que zero.',
  valorMaximo: 'Valor alto demais para um único lançamento.',
  categoriaDoTipo: (tipo: TipoLancamento) =>
    `Categoria inválida para ${tipo === 'receita' ? 'receitas' : 'despesas'}: escolha uma da lista.`,
  pendenteComPagamento:
    'Um lançamento pendente não tem data de pagamento: marque-o como pago ou apague a data.',
  livroCaixaSoDespesa: 'Somente despesas podem ser deduzidas no livro-caixa.',
  pagadorSoReceita: 'Pagador e beneficiário só se aplicam a receitas.',
  sessaoSoReceita: 'Somente receitas podem estar ligadas a uma sessão.',
  pacienteInvalido: 'Paciente não encontrado.',
  sessaoInvalida: 'Sessão não encontrada.',
  sessaoDeOutroPaciente: 'A sessão informada é de outro paciente.',
  sessaoSemValor: 'Informe o valor da sessão para gerar o lançamento financeiro.',
  contaDesconhecida: 'Conta do plano de contas desconhecida: escolha uma da lista.',
  contaSoDespesa: 'A conta do plano de contas só se aplica a despesas.',
  contaNaoDedutivel: 'Esta conta não é dedutível no livro-caixa: escolha uma conta de livro-caixa (P10.01).',
  situacaoDoServidor:
    'Esta situação é definida pelo sistema: marque "recibo emitido no app Receita Saúde" ou volte para "a escriturar".',
  reciboSoPessoaFisica:
    'Só uma receita paga por pessoa física tem recibo do Receita Saúde: confira a origem e a situação.',
  naoEscrituravel:
    'Este lançamento não entra no Carnê-Leão (só receitas pagas de pessoa física ou do exterior e despesas pagas dedutíveis).',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Input. Optional text accepts '' (an emptied form field) and stores it as null; an absent key stays absent, so the
// same fields serve a partial PUT.

const blankToNull = <T>(v: T) => (typeof v === 'string' && v.trim() === '' ? null : v);

const cpfOpcional = z
  .string()
  .nullish()
  .transform(blankToNull)
  .refine((v) => v == null || isValidCpf(v), { message: 'CPF inválido: confira os números.' })
  .transform((v) => (v == null ? v : onlyDigits(v)));

const dataOpcional = z.string().nullish().transform(blankToNull).pipe(dateSchema.nullish());
const uuidOpcional = z.string().nullish().transform(blankToNull).pipe(uuidSchema.nullish());
const enumOpcional = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.string().nullish().transform(blankToNull).pipe(z.enum(values, { message }).nullish());

export const valorLancamentoSchema = moneySchema
  // Negative values already fail moneySchema; zero is the one left to refuse.
  // The maximum (VALOR_MAXIMO) is moneySchema's own, shared by every money field.
  .refine((v) => v !== 0, { message: MSG_FINANCEIRO.valorPositivo });

export const lancamentoFieldsSchema = z.object({
  tipo: z.enum(TIPOS_LANCAMENTO, { message: 'Informe o tipo: receita ou despesa.' }),
  descricao: z
    .string({ message: 'Informe a descrição.' })
    .trim()
    .min(1, { message: 'Informe a descrição.' })
    .max(200, { message: 'Descrição longa demais (máximo de 200 caracteres).' }),
  valor: valorLancamentoSchema,
  /** Competência: the month the entry belongs to (lists, cards and charts of this area use it). */
  data: dateSchema,
  /** When the money moved (the Carnê-Leão counts receitas by it). Defaults to `data` when status is pago. */
  data_pagamento: dataOpcional,
  /** Omitted: pago when data_pagamento is given, else pendente. */
  status: z.enum(STATUS_LANCAMENTO, { message: 'Situação inválida (use pago ou pendente).' }).optional(),
  /** Omitted: outro. Must belong to the tipo (CATEGORIAS_POR_TIPO). */
  categoria: enumOpcional(CATEGORIAS, 'Categoria inválida.'),
  forma_pagamento: enumOpcional(FORMAS_PAGAMENTO, 'Forma de pagamento inválida.'),
  paciente_id: uuidOpcional,
  sessao_id: uuidOpcional,
  /** Omitted: pessoa_fisica. */
  origem: z.enum(ORIGENS, { message: 'Origem inválida.' }).optional(),
  pagador_nome: nomeOpcional(150),
  pagador_cpf: cpfOpcional,
  /** Who received the service when it is not the payer (e.g. the child whose parent pays). */
  beneficiario_cpf: cpfOpcional,
  dedutivel_livro_caixa: z.boolean({ message: 'Informe sim ou não.' }).optional(),
  /**
   * A despesa's account in the Carnê-Leão's plano de contas (`GET /carne-leao/plano-de-contas`). A deductible
   * despesa sent without one gets its category's default account.
   */
  codigo_plano_contas: z
    .string()
    .trim()
    .max(20, { message: MSG_FINANCEIRO.contaDesconhecida })
    .nullish()
    .transform(blankToNull),
  /** Only `recibo_emitido_no_app` or `a_escriturar` may be set (SITUACOES_CARNE_LEAO_DO_USUARIO). */
  carne_leao_situacao: z
    .enum(SITUACOES_CARNE_LEAO, { message: 'Situação no Carnê-Leão inválida.' })
    .optional(),
  observacoes: textoOpcional(2000),
});

export interface RegraViolada {
  path: string[];
  message: string;
}

/** The fields the cross-field rules read (a create payload, or a stored entry merged with a PUT). */
export interface LancamentoRegras {
  tipo: TipoLancamento;
  categoria?: Categoria | null;
  status?: StatusLancamento;
  data_pagamento?: string | null;
  dedutivel_livro_caixa?: boolean | null;
  pagador_nome?: string | null;
  pagador_cpf?: string | null;
  beneficiario_cpf?: string | null;
  sessao_id?: string | null;
  codigo_plano_contas?: string | null;
}

/**
 * Rules across fields (the create schema runs them on the payload; the update service on the merged entry):
 * the category belongs to the tipo, a pending entry has no payment date, livro-caixa is for despesas only, and the
 * payer, the beneficiary and the session link are for receitas only.
 */
export function regrasLancamento(l: LancamentoRegras): RegraViolada[] {
  const out: RegraViolada[] = [];
  if (l.categoria && !CATEGORIAS_POR_TIPO[l.tipo].includes(l.categoria)) {
    out.push({ path: ['categoria'], message: MSG_FINANCEIRO.categoriaDoTipo(l.tipo) });
  }
  if (l.status === 'pendente' && l.data_pagamento) {
    out.push({ path: ['data_pagamento'], message: MSG_FINANCEIRO.pendenteComPagamento });
  }
  if (l.tipo === 'receita' && l.dedutivel_livro_caixa) {
    out.push({ path: ['dedutivel_livro_caixa'], message: MSG_FINANCEIRO.livroCaixaSoDespesa });
  }
  if (l.tipo === 'despesa') {
    for (const field of ['pagador_nome', 'pagador_cpf', 'beneficiario_cpf'] as const) {
      if (l[field]) out.push({ path: [field], message: MSG_FINANCEIRO.pagadorSoReceita });
    }
    if (l.sessao_id) out.push({ path: ['sessao_id'], message: MSG_FINANCEIRO.sessaoSoReceita });
  }
  if (l.tipo === 'receita' && l.codigo_plano_contas) {
    out.push({ path: ['codigo_plano_contas'], message: MSG_FINANCEIRO.contaSoDespesa });
  }
  return out;
}

/** `POST /financeiros`. */
export const lancamentoCreateSchema = lancamentoFieldsSchema.superRefine((value, ctx) => {
  for (const r of regrasLancamento(value)) ctx.addIssue({ code: 'custom', path: r.path, message: r.message });
});
export type LancamentoCreate = z.input<typeof lancamentoCreateSchema>;
export type LancamentoCreateParsed = z.output<typeof lancamentoCreateSchema>;

/**
 * `PUT /financeiros/{id}`: the fields sent replace the stored ones (null clears), the others are kept, and the
 * rules hold on the result ("Marcar como pago" sends only `{ status: 'pago', data_pagamento }`). When the tipo
 * changes, the stored fields that only fit the old tipo and are not sent are cleared.
 */
export const lancamentoUpdateSchema = lancamentoFieldsSchema.partial();
export type LancamentoUpdate = z.input<typeof lancamentoUpdateSchema>;
export type LancamentoUpdateParsed = z.output<typeof lancamentoUpdateSchema>;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.enum(values, { message }).optional());

const mesSchema = z.coerce
  .number({ message: 'Mês inválido.' })
  .int({ message: 'Mês inválido.' })
  .min(1, { message: 'Mês inválido (1 a 12).' })
  .max(12, { message: 'Mês inválido (1 a 12).' });
const anoSchema = z.coerce
  .number({ message: 'Ano inválido.' })
  .int({ message: 'Ano inválido.' })
  .min(2000, { message: 'Ano inválido (2000 a 2100).' })
  .max(2100, { message: 'Ano inválido (2000 a 2100).' });

/**
 * `GET /financeiros`. Period: `ano` alone is the whole year, `mes` with `ano` one month (by `data`, the
 * competência); `mes` without `ano` means that month of the current year. busca matches the description, the
 * payer, the notes and the patient's name, ignoring accents and case.
 */
export const lancamentosQuerySchema = paginationQuerySchema.extend({
  mes: mesSchema.optional(),
  ano: anoSchema.optional(),
  tipo: optionalEnum(TIPOS_LANCAMENTO, 'Tipo inválido (use receita ou despesa).'),
  categoria: optionalEnum(CATEGORIAS, 'Categoria inválida.'),
  status: optionalEnum(STATUS_LANCAMENTO, 'Situação inválida (use pago ou pendente).'),
  paciente_id: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(uuidSchema.optional()),
  busca: z.string().trim().max(100, { message: 'Busca longa demais.' }).optional(),
});
export type LancamentosQuery = z.input<typeof lancamentosQuerySchema>;
export type LancamentosQueryParsed = z.output<typeof lancamentosQuerySchema>;

/** `GET /financeiros/dashboard`: both default to the current month (practice time zone). */
export const financeiroDashboardQuerySchema = z.object({
  ano: anoSchema.optional(),
  mes: mesSchema.optional(),
});
export type FinanceiroDashboardQuery = z.input<typeof financeiroDashboardQuerySchema>;

/** `GET /financeiros/exportar?ano=`: the year's entries (default: current year) as CSV. */
export const financeiroExportQuerySchema = z.object({ ano: anoSchema.optional() });

// ---------------------------------------------------------------------------------------------------------------
// Responses

export const lancamentoSchema = z.object({
  id: z.uuid(),
  tipo: z.enum(TIPOS_LANCAMENTO),
  descricao: z.string(),
  valor: z.number(),
  data: z.string(),
  data_pagamento: z.string().nullable(),
  status: z.enum(STATUS_LANCAMENTO),
  categoria: z.enum(CATEGORIAS),
  forma_pagamento: z.enum(FORMAS_PAGAMENTO).nullable(),
  paciente_id: z.string().nullable(),
  /** The linked patient's name (also for a patient archived since), null without a patient. */
  paciente_nome: z.string().nullable(),
  sessao_id: z.string().nullable(),
  origem: z.enum(ORIGENS),
  pagador_nome: z.string().nullable(),
  pagador_cpf: z.string().nullable(),
  beneficiario_cpf: z.string().nullable(),
  dedutivel_livro_caixa: z.boolean(),
  codigo_plano_contas: z.string().nullable(),
  carne_leao_situacao: z.enum(SITUACOES_CARNE_LEAO),
  /** When the entry was confirmed imported into the Carnê-Leão Web (ISO instant), null otherwise. */
  escriturado_em: z.string().nullable(),
  observacoes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Lancamento = z.infer<typeof lancamentoSchema>;
export const lancamentoResponseSchema = z.object({ financeiro: lancamentoSchema });
export type LancamentoResponse = z.infer<typeof lancamentoResponseSchema>;

/**
 * Totals in reais. receitas and despesas count what was paid (status pago); a_receber sums pending receitas and
 * a_pagar pending despesas; saldo = receitas − despesas.
 */
export const resumoFinanceiroSchema = z.object({
  receitas: z.number(),
  despesas: z.number(),
  saldo: z.number(),
  a_receber: z.number(),
  a_pagar: z.number(),
});
export type ResumoFinanceiro = z.infer<typeof resumoFinanceiroSchema>;

export const lancamentosResponseSchema = z.object({
  financeiros: z.array(lancamentoSchema),
  pagination: paginationSchema,
  /** Of every row matching the filters (not only the page). */
  resumo: resumoFinanceiroSchema,
});
export type LancamentosResponse = z.infer<typeof lancamentosResponseSchema>;

export const evolucaoMesSchema = z.object({
  /** YYYY-MM */
  mes: z.string(),
  receitas: z.number(),
  despesas: z.number(),
  saldo: z.number(),
  a_receber: z.number(),
});
export type EvolucaoMes = z.infer<typeof evolucaoMesSchema>;

export const financeiroDashboardSchema = z.object({
  /** The month shown (YYYY-MM). */
  referencia: z.string(),
  resumo_mes: resumoFinanceiroSchema,
  /** The 12 months ending at the one shown, oldest first. */
  evolucao_mensal: z.array(evolucaoMesSchema),
  /** Paid entries of the month by tipo and categoria, largest first. */
  por_categoria: z.array(
    z.object({ tipo: z.enum(TIPOS_LANCAMENTO), categoria: z.enum(CATEGORIAS), total: z.number() }),
  ),
  /** Paid entries of the month by tipo and payment method (null: not informed), largest first. */
  por_forma_pagamento: z.array(
    z.object({
      tipo: z.enum(TIPOS_LANCAMENTO),
      forma_pagamento: z.enum(FORMAS_PAGAMENTO).nullable(),
      total: z.number(),
      quantidade: z.number().int(),
    }),
  ),
  /** The next pending receitas of any month (overdue first, by date), at most 10. */
  a_receber: z.array(lancamentoSchema),
  /** Every pending receita of any month. */
  a_receber_total: z.object({ valor: z.number(), quantidade: z.number().int() }),
});
export type FinanceiroDashboard = z.infer<typeof financeiroDashboardSchema>;

/**
 * `GET /paciente/{id}/recibo-reembolso?de=&ate=`: the patient's paid sessions between two dates (inclusive), for
 * a health plan's reimbursement.
 */
export const reciboReembolsoQuerySchema = z
  .object({
    de: dateSchema,
    ate: dateSchema,
  })
  .refine((q) => q.de <= q.ate, {
    path: ['ate'],
    message: 'A data final deve ser igual ou posterior à inicial.',
  });
export type ReciboReembolsoQuery = z.input<typeof reciboReembolsoQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Sessions without their receita (docs/product.md §8.9): registered before a session's receita was created by
// default, or with it turned off. `GET` counts them; `POST` creates their receitas in one step.

export const sessoesSemLancamentoSchema = z.object({
  /** Sessions with a value, paid or held, of patients in the list, that no finance entry points to. */
  quantidade: z.number().int(),
  /** Their values summed, in reais. */
  valor_total: z.number(),
});
export type SessoesSemLancamento = z.infer<typeof sessoesSemLancamentoSchema>;
export const trazerSessoesResponseSchema = z.object({ message: z.string(), criados: z.number().int() });
