import { ORIGENS_AGENDAMENTO } from './agendamento-online.ts';
import {
  anoNoIntervalo,
  dateSchema,
  MSG_ENTRADA,
  moneySchema,
  paginationQuerySchema,
  paginationSchema,
  uuidSchema,
} from './common.ts';
import { MODALIDADES, textoOpcional } from './pacientes.ts';
import { formaPagamentoSchema, sessaoSchema } from './sessoes.ts';
import { z } from './zod.ts';

// docs/product.md §8.7: the agenda. Instants are ISO 8601 with offset; months and days are those of the
// practice's time zone (the profile's fuso_horario, America/Sao_Paulo by default).

/** `solicitado`: booked on the public page with manual confirmation, waiting for Aceitar or Recusar (§16). */
export const STATUS_AGENDAMENTO = [
  'agendado',
  'confirmado',
  'realizado',
  'faltou',
  'cancelado',
  'solicitado',
] as const;
export type StatusAgendamento = (typeof STATUS_AGENDAMENTO)[number];
export const STATUS_AGENDAMENTO_LABELS: Record<StatusAgendamento, string> = {
  agendado: 'Agendado',
  confirmado: 'Confirmado',
  realizado: 'Realizado',
  faltou: 'Faltou',
  cancelado: 'Cancelado',
  solicitado: 'Solicitado',
};
export const statusAgendamentoSchema = z.enum(STATUS_AGENDAMENTO, {
  message: 'Situação do agendamento inválida.',
});

/** Status an appointment may be created with (the others describe what already happened). */
export const STATUS_CRIACAO = ['agendado', 'confirmado'] as const;

export const FREQUENCIAS_RECORRENCIA = ['semanal', 'quinzenal', 'mensal'] as const;
export type FrequenciaRecorrencia = (typeof FREQUENCIAS_RECORRENCIA)[number];
export const FREQUENCIA_RECORRENCIA_LABELS: Record<FrequenciaRecorrencia, string> = {
  semanal: 'Semanal',
  quinzenal: 'Quinzenal',
  mensal: 'Mensal',
};

/** `?escopo=` of PUT/DELETE on an occurrence of a series: only this one, or this and the later ones. */
export const ESCOPOS = ['este', 'futuros'] as const;
export type Escopo = (typeof ESCOPOS)[number];

/** At most this many occurrences in a series (one year of weekly sessions). */
export const MAX_OCORRENCIAS = 52;
export const DURACAO_MINIMA = 5;
export const DURACAO_MAXIMA = 480;
export { FUSO_PADRAO } from './tempo.ts';

export const MSG_AGENDAMENTOS = {
  naoEncontrado: 'Agendamento não encontrado.',
  conflito: (nome: string, data: string, hora: string, outros = 0) =>
    `Conflito com ${nome} em ${data} às ${hora}` +
    (outros > 0 ? ` (e mais ${outros} ${outros === 1 ? 'conflito' : 'conflitos'}).` : '.'),
  criados: (n: number) => (n === 1 ? 'Agendamento criado.' : `${n} agendamentos criados.`),
  atualizados: (n: number) => (n === 1 ? 'Agendamento atualizado.' : `${n} agendamentos atualizados.`),
  excluidos: (n: number) => (n === 1 ? 'Agendamento excluído.' : `${n} agendamentos excluídos.`),
  futurosExcluidos: (n: number) =>
    n === 0
      ? 'Nenhum agendamento futuro para excluir.'
      : n === 1
        ? '1 agendamento futuro excluído.'
        : `${n} agendamentos futuros excluídos.`,
  maxOcorrencias: `A repetição passaria de ${MAX_OCORRENCIAS} ocorrências: escolha uma data final mais próxima.`,
  ocorrenciasMax: `No máximo ${MAX_OCORRENCIAS} ocorrências.`,
  ateAntesDoInicio: 'A data final da repetição não pode ser anterior ao início.',
  recorrenciaIncompleta: 'Informe quantas vezes repetir ou até quando.',
  recorrenciaDupla: 'Informe o número de ocorrências ou a data final, não os dois.',
  statusCriacao: 'Um novo agendamento começa como agendado ou confirmado.',
  sessaoJaRegistrada: 'Este agendamento já tem uma sessão registrada.',
  registrarSessaoStatus: 'Para registrar a sessão, marque o agendamento como realizado ou faltou.',
  registrarSessaoEscopo: 'A sessão é registrada para um agendamento por vez: altere somente este.',
  realizadoFuturo: 'Um agendamento de data futura não pode ser marcado como realizado ou falta.',
  mesSemAno: 'Informe o ano junto com o mês.',
  periodoInvalido: 'O fim do período deve ser posterior ao início.',
  instante: 'Informe data e hora com fuso, ex.: 2026-03-10T14:00:00-03:00.',
  link: 'Link inválido: informe um endereço que comece com https://',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Input

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const blankToNull = <T>(v: T) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const instanteSchema = z.iso
  .datetime({ offset: true, message: MSG_AGENDAMENTOS.instante })
  .refine(anoNoIntervalo, { message: MSG_ENTRADA.dataForaDoIntervalo });

export const duracaoSchema = z
  .number({ message: 'Informe a duração em minutos.' })
  .int({ message: 'Informe a duração em minutos inteiros.' })
  .min(DURACAO_MINIMA, { message: `Duração mínima de ${DURACAO_MINIMA} minutos.` })
  .max(DURACAO_MAXIMA, { message: `Duração máxima de ${DURACAO_MAXIMA} minutos (8 horas).` });

const linkOpcional = z
  .string()
  .nullish()
  .transform(blankToNull)
  .pipe(
    z
      .url({ protocol: /^https?$/, message: MSG_AGENDAMENTOS.link })
      .max(500, { message: 'Link longo demais (máximo de 500 caracteres).' })
      .nullish(),
  );

const modalidadeOpcional = z
  .string()
  .nullish()
  .transform(blankToNull)
  .pipe(z.enum(MODALIDADES, { message: 'Modalidade inválida.' }).nullish());

export const recorrenciaSchema = z
  .object({
    frequencia: z.enum(FREQUENCIAS_RECORRENCIA, { message: 'Frequência da repetição inválida.' }),
    ocorrencias: z
      .number({ message: 'Informe o número de ocorrências.' })
      .int({ message: 'Informe um número inteiro de ocorrências.' })
      .min(1, { message: 'Informe ao menos 1 ocorrência.' })
      .max(MAX_OCORRENCIAS, { message: MSG_AGENDAMENTOS.ocorrenciasMax })
      .nullish(),
    /** Last day (inclusive, practice's time zone) on which an occurrence may fall. */
    ate: dateSchema.nullish(),
  })
  .superRefine((r, ctx) => {
    if (r.ocorrencias == null && r.ate == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['ocorrencias'],
        message: MSG_AGENDAMENTOS.recorrenciaIncompleta,
      });
    }
    if (r.ocorrencias != null && r.ate != null) {
      ctx.addIssue({ code: 'custom', path: ['ate'], message: MSG_AGENDAMENTOS.recorrenciaDupla });
    }
  });
export type Recorrencia = z.output<typeof recorrenciaSchema>;

const agendamentoFields = {
  paciente_id: uuidSchema,
  inicio: instanteSchema,
  /** Omitted: the profile's duracao_sessao_padrao (50). */
  duracao_minutos: duracaoSchema,
  modalidade: modalidadeOpcional,
  local: textoOpcional(200),
  link_online: linkOpcional,
  observacoes: textoOpcional(5000),
  valor: moneySchema.nullish(),
};

/** `POST /agendamento`. With `recorrencia` it creates a series (every occurrence is checked for conflicts). */
export const agendamentoCreateSchema = z.object({
  ...agendamentoFields,
  duracao_minutos: duracaoSchema.nullish(),
  status: z.enum(STATUS_CRIACAO, { message: MSG_AGENDAMENTOS.statusCriacao }).default('agendado'),
  recorrencia: recorrenciaSchema.nullish(),
  /** Book even when it overlaps another non-cancelled appointment. */
  permitir_conflito: z.boolean().default(false),
});
export type AgendamentoCreate = z.input<typeof agendamentoCreateSchema>;
export type AgendamentoCreateParsed = z.output<typeof agendamentoCreateSchema>;

/**
 * `PUT /agendamento/{id}?escopo=este|futuros`: the fields sent replace the stored ones (null clears). With
 * escopo=futuros they apply to this and the later open occurrences of the series; a new `inicio` moves each of
 * them by the same shift (in the practice's wall-clock time). `registrar_sessao` (with status realizado or faltou)
 * also registers the session, and with `gerar_lancamento` its receita.
 */
export const agendamentoUpdateSchema = z.object({
  paciente_id: uuidSchema.optional(),
  inicio: instanteSchema.optional(),
  duracao_minutos: duracaoSchema.optional(),
  modalidade: modalidadeOpcional,
  local: textoOpcional(200),
  link_online: linkOpcional,
  observacoes: textoOpcional(5000),
  valor: moneySchema.nullish(),
  status: statusAgendamentoSchema.optional(),
  permitir_conflito: z.boolean().default(false),
  registrar_sessao: z.boolean().default(false),
  pago: z.boolean().default(false),
  forma_pagamento: z.string().nullish().transform(blankToNull).pipe(formaPagamentoSchema.nullish()),
  /** The registered session's receita; left out, as `POST /sessao` decides (docs/product.md §8.4). */
  gerar_lancamento: z.boolean().optional(),
});
export type AgendamentoUpdate = z.input<typeof agendamentoUpdateSchema>;
export type AgendamentoUpdateParsed = z.output<typeof agendamentoUpdateSchema>;

export const escopoQuerySchema = z.object({
  escopo: z.preprocess(
    blankToUndefined,
    z.enum(ESCOPOS, { message: 'Escopo inválido (use este ou futuros).' }).default('este'),
  ),
});

/** A day (YYYY-MM-DD, practice's time zone) or an instant. */
const diaOuInstante = z.preprocess(
  blankToUndefined,
  z
    .union([dateSchema, instanteSchema], {
      message: 'Informe uma data (AAAA-MM-DD) ou data e hora com fuso.',
    })
    .optional(),
);

const mesAnoQuery = {
  mes: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(1, { message: 'Mês inválido.' })
      .max(12, { message: 'Mês inválido.' })
      .optional(),
  ),
  ano: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(2000, { message: 'Ano inválido.' })
      .max(2100, { message: 'Ano inválido.' })
      .optional(),
  ),
};

const mesPedeAno = (q: { mes?: number; ano?: number }, ctx: z.RefinementCtx) => {
  if (q.mes !== undefined && q.ano === undefined) {
    ctx.addIssue({ code: 'custom', path: ['ano'], message: MSG_AGENDAMENTOS.mesSemAno });
  }
};

/**
 * `GET /agendamentos`. mes+ano (or ano alone) select a month (year) of the practice's time zone; inicio/fim a
 * period (a day counts whole; fim inclusive). `status` takes one value or a comma-separated list.
 */
export const agendamentosQuerySchema = paginationQuerySchema
  .extend({
    ...mesAnoQuery,
    paciente_id: z.preprocess(blankToUndefined, uuidSchema.optional()),
    status: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? v.split(',').map((s) => s.trim()) : undefined),
      z.array(statusAgendamentoSchema).optional(),
    ),
    inicio: diaOuInstante,
    fim: diaOuInstante,
  })
  .superRefine(mesPedeAno);
export type AgendamentosQuery = z.input<typeof agendamentosQuerySchema>;
export type AgendamentosQueryParsed = z.output<typeof agendamentosQuerySchema>;

/** `GET /agendamentos/paciente/{id}`. */
export const agendamentosPacienteQuerySchema = paginationQuerySchema
  .extend(mesAnoQuery)
  .superRefine(mesPedeAno);
export type AgendamentosPacienteQuery = z.input<typeof agendamentosPacienteQuerySchema>;

export const pacienteIdParamsSchema = z.object({ pacienteId: uuidSchema });

// ---------------------------------------------------------------------------------------------------------------
// Output

export const agendamentoPacienteSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  /** The name the patient wants to be called by (shown instead of nome when present). */
  nome_social: z.string().nullable(),
});

/** Who booked on the public page, until the booking is linked to a patient (docs/product.md §16). */
export const reservaContatoSchema = z.object({
  nome: z.string(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
});
export type ReservaContato = z.infer<typeof reservaContatoSchema>;

export const agendamentoSchema = z.object({
  id: z.uuid(),
  /** null: an online booking not yet linked to a patient (`reserva` says who booked). */
  paciente_id: z.uuid().nullable(),
  paciente: agendamentoPacienteSchema.nullable(),
  origem: z.enum(ORIGENS_AGENDAMENTO),
  reserva: reservaContatoSchema.nullable(),
  /** ISO instant with the practice's offset. */
  inicio: z.string(),
  fim: z.string(),
  duracao_minutos: z.number().int(),
  modalidade: z.enum(MODALIDADES).nullable(),
  local: z.string().nullable(),
  link_online: z.string().nullable(),
  status: statusAgendamentoSchema,
  observacoes: z.string().nullable(),
  valor: z.number().nullable(),
  /** Same for every occurrence of a recurring series; null for a single appointment. */
  serie_id: z.uuid().nullable(),
  frequencia: z.enum(FREQUENCIAS_RECORRENCIA).nullable(),
  /** Position in the series (1 = first). */
  serie_ordem: z.number().int().nullable(),
  /** The session registered from this appointment, if any. */
  sessao_id: z.uuid().nullable(),
  /** When the reminder e-mail went out (docs/product.md §13); null before. */
  lembrete_enviado_em: z.string().nullable(),
  /** The patient's answer through the reminder's link, if any. */
  resposta_paciente: z.enum(['confirmado', 'cancelado']).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Agendamento = z.infer<typeof agendamentoSchema>;

export const agendamentoResponseSchema = z.object({ agendamento: agendamentoSchema });
export const agendamentoCreateResponseSchema = z.object({
  message: z.string(),
  /** The first (or only) occurrence. */
  agendamento: agendamentoSchema,
  /** Every appointment created (the whole series). */
  agendamentos: z.array(agendamentoSchema),
});
export type AgendamentoCreateResponse = z.infer<typeof agendamentoCreateResponseSchema>;

export const agendamentoUpdateResponseSchema = z.object({
  message: z.string(),
  agendamento: agendamentoSchema,
  /** How many occurrences changed (1 with escopo=este). */
  atualizados: z.number().int(),
  /** The session created by registrar_sessao. */
  sessao: sessaoSchema.nullable(),
});
export type AgendamentoUpdateResponse = z.infer<typeof agendamentoUpdateResponseSchema>;

export const agendamentosResponseSchema = z.object({
  agendamentos: z.array(agendamentoSchema),
  pagination: paginationSchema,
});
export type AgendamentosResponse = z.infer<typeof agendamentosResponseSchema>;

export const agendamentoDeleteResponseSchema = z.object({
  message: z.string(),
  excluidos: z.number().int(),
});
export type AgendamentoDeleteResponse = z.infer<typeof agendamentoDeleteResponseSchema>;

/** The light shape the dashboard lists as próximos agendamentos. */
export const agendamentoResumoSchema = agendamentoSchema.pick({
  id: true,
  paciente_id: true,
  paciente: true,
  origem: true,
  reserva: true,
  inicio: true,
  fim: true,
  duracao_minutos: true,
  modalidade: true,
  local: true,
  link_online: true,
  status: true,
  lembrete_enviado_em: true,
  resposta_paciente: true,
});
export type AgendamentoResumo = z.infer<typeof agendamentoResumoSchema>;

/**
 * The name the agenda shows: the patient's (social name first), or — for an online booking not linked yet — the
 * name the visitor typed (docs/product.md §16).
 */
export const nomeNaAgenda = (a: Pick<Agendamento, 'paciente' | 'reserva'>): string =>
  a.paciente ? a.paciente.nome_social || a.paciente.nome : (a.reserva?.nome ?? 'Agendamento online');
