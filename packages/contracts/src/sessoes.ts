import { dateSchema, moneySchema, paginationQuerySchema, paginationSchema, uuidSchema } from './common.ts';
import { textoOpcional } from './pacientes.ts';
import { z } from './zod.ts';

// docs/product.md §8.4: what happened in each session (attendance, value, payment) and its private notes.

export const PRESENCAS = ['realizada', 'falta', 'falta_justificada', 'cancelada'] as const;
export type Presenca = (typeof PRESENCAS)[number];
export const PRESENCA_LABELS: Record<Presenca, string> = {
  realizada: 'Realizada',
  falta: 'Falta',
  falta_justificada: 'Falta justificada',
  cancelada: 'Cancelada',
};
export const presencaSchema = z.enum(PRESENCAS, { message: 'Informe a presença.' });

/** Payment methods (also used by the finance area). */
export const FORMAS_PAGAMENTO = [
  'pix',
  'dinheiro',
  'cartao_credito',
  'cartao_debito',
  'transferencia',
  'boleto',
  'outro',
] as const;
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number];
export const FORMA_PAGAMENTO_LABELS: Record<FormaPagamento, string> = {
  pix: 'PIX',
  dinheiro: 'Dinheiro',
  cartao_credito: 'Cartão de crédito',
  cartao_debito: 'Cartão de débito',
  transferencia: 'Transferência',
  boleto: 'Boleto',
  outro: 'Outro',
};
export const formaPagamentoSchema = z.enum(FORMAS_PAGAMENTO, { message: 'Forma de pagamento inválida.' });

export const horaSchema = z
  .string({ message: 'Informe a hora (HH:MM).' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Hora inválida (use HH:MM, de 00:00 a 23:59).' });

export const MSG_SESSOES = {
  dataFutura: 'A data da sessão não pode ser futura: registre a sessão depois de realizada.',
  excluida: 'Sessão excluída.',
  agendamentoInvalido: 'Agendamento não encontrado para este paciente.',
} as const;

/** `POST /sessao`. Omitted duracao_minutos and valor take the defaults of the patient and the profile. */
export const sessaoCreateSchema = z.object({
  paciente_id: uuidSchema,
  data: dateSchema,
  hora_inicio: z
    .string()
    .nullish()
    .transform((v) => (v === '' ? null : v))
    .pipe(horaSchema.nullish()),
  duracao_minutos: z
    .number({ message: 'Informe a duração em minutos.' })
    .int({ message: 'Informe a duração em minutos inteiros.' })
    .min(5, { message: 'Duração mínima de 5 minutos.' })
    .max(480, { message: 'Duração máxima de 480 minutos.' })
    .nullish(),
  valor: moneySchema.nullish(),
  presenca: presencaSchema,
  pago: z.boolean({ message: 'Informe se a sessão foi paga.' }).default(false),
  forma_pagamento: z
    .string()
    .nullish()
    .transform((v) => (v === '' ? null : v))
    .pipe(formaPagamentoSchema.nullish()),
  observacoes: textoOpcional(20_000),
  agendamento_id: uuidSchema.nullish(),
  /**
   * Create the income entry (receita) in Financeiro — done by the finance area through a session hook. Left out, a
   * session with a value that was paid or held gets it, whatever the plan (docs/product.md §8.4).
   */
  gerar_lancamento: z.boolean().optional(),
});
export type SessaoCreate = z.input<typeof sessaoCreateSchema>;
export type SessaoCreateParsed = z.output<typeof sessaoCreateSchema>;

/**
 * `PUT /sessao/{id}`: the fields of `POST /sessao` but the patient (a session does not change patient) and
 * gerar_lancamento; the receita linked to the session follows (value, paid or pending, date and form of payment).
 * Omitted duracao_minutos and valor keep the session's.
 */
export const sessaoUpdateSchema = sessaoCreateSchema.omit({ paciente_id: true, gerar_lancamento: true });
export type SessaoUpdate = z.input<typeof sessaoUpdateSchema>;
export type SessaoUpdateParsed = z.output<typeof sessaoUpdateSchema>;

export const sessoesQuerySchema = paginationQuerySchema;

/**
 * `DELETE /sessao/{id}?excluir_lancamento=true|false`: true also deletes the receita generated for the session
 * (finance area); false (default) keeps it, detached from the session.
 */
export const sessaoDeleteQuerySchema = z.object({
  excluir_lancamento: z.stringbool({ message: 'Use true ou false.' }).default(false),
});

export const sessaoSchema = z.object({
  id: z.uuid(),
  paciente_id: z.uuid(),
  data: z.string(),
  hora_inicio: z.string().nullable(),
  duracao_minutos: z.number().int(),
  valor: z.number().nullable(),
  presenca: z.enum(PRESENCAS),
  pago: z.boolean(),
  forma_pagamento: z.enum(FORMAS_PAGAMENTO).nullable(),
  observacoes: z.string().nullable(),
  agendamento_id: z.string().nullable(),
  created_at: z.string(),
});
export type Sessao = z.infer<typeof sessaoSchema>;
export const sessaoResponseSchema = z.object({ sessao: sessaoSchema });
export const sessoesResponseSchema = z.object({
  sessoes: z.array(sessaoSchema),
  pagination: paginationSchema,
});
export type SessoesResponse = z.infer<typeof sessoesResponseSchema>;
