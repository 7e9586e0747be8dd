import { ANO_MINIMO_CARNE_LEAO, anoMaximoCarneLeao, MSG_CARNE_LEAO } from './carne-leao.ts';
import { uuidSchema } from './common.ts';
import { SITUACOES_CARNE_LEAO } from './financeiro.ts';
import { z } from './zod.ts';

// The Carnê-Leão Web import ("Escrituração → Importar escrituração") and the Receita Saúde receipts
// (docs/carne-leao.md §6): the two CSV files of the livro-caixa, their preview with what cannot be exported, the
// confirmation that marks entries imported, and the count of payments still without a receipt.

/** The Carnê-Leão Web takes at most this many lines per file; more lines are split in parts (`&parte=N`). */
export const LINHAS_POR_ARQUIVO = 1000;
/** Histórico: at most 255 characters, no `;`. */
export const HISTORICO_MAXIMO = 255;
/** Rendimentos code of "trabalho não assalariado" in the Carnê-Leão Web. */
export const CODIGO_RENDIMENTO = 'R01.001.001';
/** Occupation code of a psicólogo in the Carnê-Leão Web (profile `codigo_ocupacao`). */
export const OCUPACAO_PSICOLOGO = '255';
/** What the rendimentos line says of the payment: nothing clinical and no patient name. */
export const HISTORICO_RENDIMENTO = 'Atendimento psicologico';

export const GRUPOS_PLANO_CONTAS = ['livro_caixa', 'nao_dedutivel', 'deducao'] as const;
export type GrupoPlanoContas = (typeof GRUPOS_PLANO_CONTAS)[number];
export const GRUPO_PLANO_CONTAS_LABELS: Record<GrupoPlanoContas, string> = {
  livro_caixa: 'Livro-caixa (dedutível)',
  nao_dedutivel: 'Não dedutível',
  deducao: 'Outras deduções',
};

export const MSG_ESCRITURACAO = {
  parte: (partes: number) =>
    `Parte inválida: este período tem ${partes} ${partes === 1 ? 'parte' : 'partes'}.`,
  confirmados: (n: number) =>
    n === 1 ? '1 lançamento marcado como escriturado.' : `${n} lançamentos marcados como escriturados.`,
  idsVazios: 'Escolha ao menos um lançamento.',
  idsDemais: `No máximo ${LINHAS_POR_ARQUIVO * 10} lançamentos por vez.`,
  naoEncontrados: 'Lançamento não encontrado.',
  naoExportavel: (descricao: string) =>
    `"${descricao}" não está a escriturar: só entradas na situação "a escriturar" ou já escrituradas podem ser confirmadas.`,
  semCpfPagador: 'Falta o CPF de quem pagou: a Receita exige o CPF do pagador de cada atendimento.',
  semCpfProfissional: 'Falta o seu CPF no perfil.',
  semConta: 'Escolha a conta do plano de contas desta despesa.',
  contaNaoDedutivel: 'A conta desta despesa não é de livro-caixa (P10.01).',
} as const;

const anoMensagem = () => MSG_CARNE_LEAO.ano(anoMaximoCarneLeao());
const anoQuery = z.coerce
  .number({ message: 'Ano inválido.' })
  .int({ message: 'Ano inválido.' })
  .superRefine((ano, ctx) => {
    if (ano < ANO_MINIMO_CARNE_LEAO || ano > anoMaximoCarneLeao())
      ctx.addIssue({ code: 'custom', message: anoMensagem() });
  });
const mesQuery = z.coerce
  .number({ message: MSG_CARNE_LEAO.mes })
  .int({ message: MSG_CARNE_LEAO.mes })
  .min(1, { message: MSG_CARNE_LEAO.mes })
  .max(12, { message: MSG_CARNE_LEAO.mes });
/** `true`/`false` in a query string (also 1/0). */
const booleanoQuery = z
  .enum(['true', 'false', '1', '0'], { message: 'Use true ou false.' })
  .transform((v) => v === 'true' || v === '1');

/** `GET /carne-leao/escrituracao?ano=&mes=&todos=`: the year, or one month of it. */
export const escrituracaoQuerySchema = z.object({
  ano: anoQuery,
  mes: mesQuery.optional(),
  /** Also entries already `escriturado` (never `recibo_emitido_no_app`). */
  todos: booleanoQuery.optional(),
});
export type EscrituracaoQuery = z.input<typeof escrituracaoQuerySchema>;
export type EscrituracaoQueryParsed = z.output<typeof escrituracaoQuerySchema>;

/** `GET /carne-leao/escrituracao/{rendimentos,pagamentos}.csv`: the same, and the part (1 by default). */
export const escrituracaoArquivoQuerySchema = escrituracaoQuerySchema.extend({
  parte: z.coerce
    .number({ message: 'Parte inválida.' })
    .int({ message: 'Parte inválida.' })
    .min(1, { message: 'Parte inválida.' })
    .max(1000, { message: 'Parte inválida.' })
    .optional(),
});
export type EscrituracaoArquivoQueryParsed = z.output<typeof escrituracaoArquivoQuerySchema>;

/** `POST /carne-leao/escrituracao/confirmar`. */
export const confirmarEscrituracaoSchema = z.object({
  ids: z
    .array(uuidSchema, { message: MSG_ESCRITURACAO.idsVazios })
    .min(1, { message: MSG_ESCRITURACAO.idsVazios })
    .max(LINHAS_POR_ARQUIVO * 10, { message: MSG_ESCRITURACAO.idsDemais }),
});
export type ConfirmarEscrituracao = z.input<typeof confirmarEscrituracaoSchema>;

/** `GET /carne-leao/escrituracao/resumo?ano=` (default: the current year). */
export const escrituracaoResumoQuerySchema = z.object({ ano: anoQuery.optional() });

// ---------------------------------------------------------------------------------------------------------------
// Responses

export const contaPlanoSchema = z.object({
  codigo: z.string(),
  descricao: z.string(),
  grupo: z.enum(GRUPOS_PLANO_CONTAS),
  /** Deductible in the livro-caixa: the only accounts a deductible despesa may take. */
  livro_caixa: z.boolean(),
});
export type ContaPlano = z.infer<typeof contaPlanoSchema>;
export const planoDeContasResponseSchema = z.object({ contas: z.array(contaPlanoSchema) });
export type PlanoDeContasResponse = z.infer<typeof planoDeContasResponseSchema>;

/** A line of the rendimentos file, with what the user needs to recognise it (not exported). */
export const linhaRendimentoSchema = z.object({
  lancamento_id: z.string(),
  /** YYYY-MM-DD */
  data_pagamento: z.string(),
  codigo: z.string(),
  ocupacao: z.string(),
  valor: z.number(),
  historico: z.string(),
  recebido_de: z.enum(['PF', 'EX']),
  pagador_cpf: z.string().nullable(),
  beneficiario_cpf: z.string().nullable(),
  /** Field 14 is `S`: importing the line issues the Receita Saúde receipt. */
  emite_recibo: z.boolean(),
  situacao: z.enum(SITUACOES_CARNE_LEAO),
  descricao: z.string(),
  pagador_nome: z.string().nullable(),
  paciente_nome: z.string().nullable(),
  /** The line exactly as the file holds it. */
  linha: z.string(),
});
export type LinhaRendimento = z.infer<typeof linhaRendimentoSchema>;

export const linhaPagamentoSchema = z.object({
  lancamento_id: z.string(),
  data_pagamento: z.string(),
  codigo: z.string(),
  conta: z.string(),
  valor: z.number(),
  historico: z.string(),
  situacao: z.enum(SITUACOES_CARNE_LEAO),
  descricao: z.string(),
  linha: z.string(),
});
export type LinhaPagamento = z.infer<typeof linhaPagamentoSchema>;

export const pendenciaSchema = z.object({
  lancamento_id: z.string(),
  /** Why it cannot be exported, in Portuguese, and what to do. */
  motivo: z.string(),
  tipo: z.enum(['receita', 'despesa']),
  descricao: z.string(),
  data_pagamento: z.string(),
  valor: z.number(),
});
export type Pendencia = z.infer<typeof pendenciaSchema>;

export const escrituracaoResponseSchema = z.object({
  ano: z.number().int(),
  mes: z.number().int().nullable(),
  rendimentos: z.array(linhaRendimentoSchema),
  pagamentos: z.array(linhaPagamentoSchema),
  pendencias: z.array(pendenciaSchema),
  /** Parts of the larger file (each file holds at most LINHAS_POR_ARQUIVO lines). */
  partes: z.number().int(),
  partes_rendimentos: z.number().int(),
  partes_pagamentos: z.number().int(),
  totais: z.object({ rendimentos: z.number(), pagamentos: z.number() }),
});
export type EscrituracaoResponse = z.infer<typeof escrituracaoResponseSchema>;

export const confirmarEscrituracaoResponseSchema = z.object({
  escriturados: z.number().int(),
  message: z.string(),
});

export const escrituracaoResumoSchema = z.object({
  ano: z.number().int(),
  /** PF payments of the year still without a Receita Saúde receipt (situação `a_escriturar`). */
  recibos_pendentes: z.number().int(),
  /** The twelve months, January first. */
  meses: z.array(z.object({ mes: z.number().int(), recibos_pendentes: z.number().int() })),
});
export type EscrituracaoResumo = z.infer<typeof escrituracaoResumoSchema>;

/**
 * The account a deductible despesa gets when none is sent, by category (docs/decisions/0050-escrituracao-carne-leao-web.md): the
 * plano de contas has no account of its own for supervision, courses, software or marketing, so those take
 * "material de escritório" and the form shows it for the user to change.
 */
export const CONTA_PADRAO_POR_CATEGORIA: Record<string, string> = {
  aluguel: 'P10.01.00002',
  impostos: 'P10.01.00010',
  material: 'P10.01.00012',
  supervisao: 'P10.01.00012',
  cursos: 'P10.01.00012',
  software: 'P10.01.00012',
  marketing: 'P10.01.00012',
  outro: 'P10.01.00012',
};
