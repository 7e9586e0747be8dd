import { isValidCpf, isValidTelefone, normalizeTelefone, onlyDigits } from './br.ts';
import {
  dateSchema,
  moneySchema,
  nomeOpcional,
  paginationQuerySchema,
  paginationSchema,
  uuidSchema,
} from './common.ts';
import {
  FREQUENCIAS,
  idadeEm,
  isMenorDeIdade,
  MODALIDADES,
  MOTIVO_LEGAL_MAX,
  MOTIVO_LEGAL_MIN,
  MSG_PACIENTES,
  ORDENACOES_PACIENTES,
  STATUS_TRATAMENTO,
  statusTratamentoSchema,
} from './pacientes-valores.ts';
import { emailSchema, enderecoOutputSchema, enderecoSchema, nomeSchema, telefoneSchema } from './pessoa.ts';
import { hojeEm } from './tempo.ts';
import { z } from './zod.ts';

export {
  ESCOLARIDADE_SUGESTOES,
  ESTADO_CIVIL_SUGESTOES,
  excluirAPartirDe,
  FREQUENCIA_LABELS,
  FREQUENCIAS,
  type Frequencia,
  GENERO_SUGESTOES,
  hojeEm,
  idadeEm,
  isMenorDeIdade,
  MAIORIDADE,
  MODALIDADE_LABELS,
  MODALIDADES,
  MOTIVO_LEGAL_MAX,
  MOTIVO_LEGAL_MIN,
  type Modalidade,
  MSG_PACIENTES,
  ORDENACOES_PACIENTES,
  type OrdenacaoPacientes,
  RETENCAO_ANOS,
  STATUS_TRATAMENTO,
  STATUS_TRATAMENTO_LABELS,
  type StatusTratamento,
  statusTratamentoSchema,
} from './pacientes-valores.ts';

// ---------------------------------------------------------------------------------------------------------------
// Input fields. Optional text accepts '' (an emptied form field) and stores it as null; an absent key stays absent,
// so the same fields serve a partial PUT.

const blankToNull = <T>(v: T) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const textoOpcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Texto longo demais (máximo de ${max} caracteres).` })
    .nullish()
    .transform(blankToNull);

const cpfOpcional = z
  .string()
  .nullish()
  .transform(blankToNull)
  .refine((v) => v == null || isValidCpf(v), { message: 'CPF inválido: confira os números.' })
  .transform((v) => (v == null ? v : onlyDigits(v)));

const telefoneOpcional = z
  .string()
  .nullish()
  .transform(blankToNull)
  .refine((v) => v == null || isValidTelefone(v), {
    message: 'Telefone inválido: informe DDD e número, ex.: (11) 98765-4321.',
  })
  .transform((v) => (v == null ? v : normalizeTelefone(v)));

const emailOpcional = z.string().nullish().transform(blankToNull).pipe(emailSchema.nullish());

const dataOpcional = z.string().nullish().transform(blankToNull).pipe(dateSchema.nullish());

const enumOpcional = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.string().nullish().transform(blankToNull).pipe(z.enum(values, { message }).nullish());

/** A nested contact whose fields all came empty is no contact at all. */
const emptyObjectToNull = <T extends Record<string, unknown>>(v: T | null | undefined) =>
  v && Object.values(v).every((x) => x == null || x === '') ? null : v;

export const responsavelSchema = z
  .object({
    nome: nomeOpcional(150),
    cpf: cpfOpcional,
    telefone: telefoneOpcional,
    parentesco: textoOpcional(60),
  })
  .nullish()
  .transform(emptyObjectToNull);
export type Responsavel = NonNullable<z.infer<typeof responsavelSchema>>;

export const contatoEmergenciaSchema = z
  .object({
    nome: nomeOpcional(150),
    telefone: telefoneOpcional,
    parentesco: textoOpcional(60),
  })
  .nullish()
  .transform(emptyObjectToNull);
export type ContatoEmergencia = NonNullable<z.infer<typeof contatoEmergenciaSchema>>;

export const pacienteFieldsSchema = z.object({
  nome: nomeSchema,
  nome_social: nomeOpcional(150),
  data_nascimento: dataOpcional,
  cpf: cpfOpcional,
  rg: textoOpcional(30),
  genero: textoOpcional(60),
  email: emailOpcional,
  /** LGPD consent to appointment reminders by e-mail (docs/product.md §13); false when never given. */
  aceita_lembretes: z.boolean({ message: 'Informe se o paciente aceita lembretes.' }).optional(),
  telefone: telefoneSchema,
  endereco: enderecoSchema.nullish(),
  profissao: textoOpcional(100),
  escolaridade: textoOpcional(100),
  estado_civil: textoOpcional(60),
  responsavel: responsavelSchema,
  contato_emergencia: contatoEmergenciaSchema,
  modalidade: enumOpcional(MODALIDADES, 'Modalidade inválida.'),
  frequencia: enumOpcional(FREQUENCIAS, 'Frequência inválida.'),
  valor_sessao: moneySchema.nullish(),
  status_tratamento: statusTratamentoSchema.optional(),
  data_inicio: dataOpcional,
  observacoes: textoOpcional(5000),
});

export interface RegraViolada {
  path: string[];
  message: string;
}

/**
 * Rules across fields of a patient (used by the create schema and, on the merged record, by the update service):
 * a minor needs a responsável with nome and telefone; a given responsável/contato needs nome and telefone; the
 * birth date is neither in the future nor absurdly old.
 */
export function regrasPaciente(
  p: {
    data_nascimento?: string | null;
    responsavel?: { nome?: string | null; telefone?: string | null } | null;
    contato_emergencia?: { nome?: string | null; telefone?: string | null } | null;
  },
  hoje: string = hojeEm(),
): RegraViolada[] {
  const out: RegraViolada[] = [];
  const nascimento = p.data_nascimento;
  const validDate = typeof nascimento === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(nascimento);
  if (validDate && nascimento > hoje) {
    out.push({ path: ['data_nascimento'], message: MSG_PACIENTES.nascimentoFuturo });
  } else if (validDate && idadeEm(nascimento, hoje) > 130) {
    out.push({ path: ['data_nascimento'], message: MSG_PACIENTES.nascimentoAntigo });
  }
  const resp = p.responsavel;
  if (validDate && isMenorDeIdade(nascimento, hoje) && !resp) {
    out.push({ path: ['responsavel'], message: MSG_PACIENTES.responsavelObrigatorio });
  }
  if (resp && typeof resp === 'object') {
    if (!resp.nome) out.push({ path: ['responsavel', 'nome'], message: MSG_PACIENTES.responsavelNome });
    if (!resp.telefone) {
      out.push({ path: ['responsavel', 'telefone'], message: MSG_PACIENTES.responsavelTelefone });
    }
  }
  const contato = p.contato_emergencia;
  if (contato && typeof contato === 'object') {
    if (!contato.nome) out.push({ path: ['contato_emergencia', 'nome'], message: MSG_PACIENTES.contatoNome });
    if (!contato.telefone) {
      out.push({ path: ['contato_emergencia', 'telefone'], message: MSG_PACIENTES.contatoTelefone });
    }
  }
  return out;
}

const comRegras = (value: Parameters<typeof regrasPaciente>[0], ctx: z.RefinementCtx) => {
  for (const r of regrasPaciente(value)) ctx.addIssue({ code: 'custom', path: r.path, message: r.message });
};

/** `POST /paciente`. */
export const pacienteCreateSchema = pacienteFieldsSchema.superRefine(comRegras);
export type PacienteCreate = z.input<typeof pacienteCreateSchema>;
export type PacienteCreateParsed = z.output<typeof pacienteCreateSchema>;

/**
 * `PUT /paciente/{id}`: the fields sent replace the stored ones (null clears), the others are kept. The API checks
 * `regrasPaciente` on the merged record, so the web may send the whole form or only what changed.
 */
export const pacienteUpdateSchema = pacienteFieldsSchema.partial();
export type PacienteUpdate = z.input<typeof pacienteUpdateSchema>;
export type PacienteUpdateParsed = z.output<typeof pacienteUpdateSchema>;

/** `PUT /paciente/status/{id}`. psicologo is the caller's own id (also accepted as `{ id }`); see the API. */
export const pacienteStatusRequestSchema = z.object({
  status_tratamento: statusTratamentoSchema,
  psicologo: z
    .union([uuidSchema, z.object({ id: uuidSchema }).transform((p) => p.id)], {
      message: 'Psicólogo inválido.',
    })
    .optional(),
});
export type PacienteStatusRequest = z.input<typeof pacienteStatusRequestSchema>;

/** `GET /pacientes` and `GET /paciente`. */
export const pacientesQuerySchema = paginationQuerySchema.extend({
  busca: z.string().trim().max(100, { message: 'Busca longa demais.' }).optional(),
  status_tratamento: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(statusTratamentoSchema.optional()),
  ordenar: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .enum(ORDENACOES_PACIENTES, { message: 'Ordenação inválida (use nome ou ultima_sessao).' })
        .default('nome'),
    ),
});
export type PacientesQuery = z.input<typeof pacientesQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Responses (plain shapes: the API encodes them, nothing is transformed)

export const responsavelOutputSchema = z.object({
  nome: z.string().nullable(),
  cpf: z.string().nullable(),
  telefone: z.string().nullable(),
  parentesco: z.string().nullable(),
});
export const contatoEmergenciaOutputSchema = z.object({
  nome: z.string().nullable(),
  telefone: z.string().nullable(),
  parentesco: z.string().nullable(),
});

export const pacienteSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  nome_social: z.string().nullable(),
  data_nascimento: z.string().nullable(),
  /** Whole years today, null without a birth date. */
  idade: z.number().int().nullable(),
  cpf: z.string().nullable(),
  rg: z.string().nullable(),
  genero: z.string().nullable(),
  email: z.string().nullable(),
  aceita_lembretes: z.boolean(),
  telefone: z.string(),
  endereco: enderecoOutputSchema.nullable(),
  profissao: z.string().nullable(),
  escolaridade: z.string().nullable(),
  estado_civil: z.string().nullable(),
  responsavel: responsavelOutputSchema.nullable(),
  contato_emergencia: contatoEmergenciaOutputSchema.nullable(),
  modalidade: z.enum(MODALIDADES).nullable(),
  frequencia: z.enum(FREQUENCIAS).nullable(),
  valor_sessao: z.number().nullable(),
  status_tratamento: z.enum(STATUS_TRATAMENTO),
  data_inicio: z.string().nullable(),
  observacoes: z.string().nullable(),
  ultima_sessao: z.string().nullable(),
  /**
   * Instant the patient was archived; null while in the list. An archived patient's file reads as before and every
   * write to it is a 409 until it is restored (docs/decisions/0078-archived-patients-read-only.md).
   */
  arquivado_em: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * A PHQ-9 answer asks for the psychologist's attention and she has not marked it seen (docs/escalas.md): filled by
   * `GET /paciente/{id}` for the titular only (never for a secretária, never by the writes).
   */
  alerta_escala: z.boolean().optional(),
});
export type Paciente = z.infer<typeof pacienteSchema>;
export const pacienteResponseSchema = z.object({ paciente: pacienteSchema });

/** A row of the patients table: the lighter shape of the list. */
export const pacienteResumoSchema = pacienteSchema
  .pick({
    id: true,
    nome: true,
    nome_social: true,
    cpf: true,
    telefone: true,
    email: true,
    status_tratamento: true,
    modalidade: true,
    data_nascimento: true,
    idade: true,
    ultima_sessao: true,
  })
  .extend({
    /** Start of the next appointment (instant), filled by the agenda area; null until then. */
    proxima_sessao: z.string().nullable(),
    /**
     * A PHQ-9 answer asks for the psychologist's attention and she has not marked it seen (docs/escalas.md); filled
     * by the scales area for the titular only (never in the secretária's list).
     */
    alerta_escala: z.boolean().optional(),
  });
export type PacienteResumo = z.infer<typeof pacienteResumoSchema>;

export const pacientesResponseSchema = z.object({
  pacientes: z.array(pacienteResumoSchema),
  pagination: paginationSchema,
  /**
   * How many archived patients the same search (`busca`, with the same `status_tratamento`) matches; they are not in
   * `pacientes`. 0 without a search.
   */
  arquivados_correspondentes: z.number().int(),
});
export type PacientesResponse = z.infer<typeof pacientesResponseSchema>;

export const pacienteDeleteResponseSchema = z.object({
  message: z.string(),
  /** true: the patient had clinical records and was archived (kept for the legal period); false: deleted. */
  arquivado: z.boolean(),
});
export type PacienteDeleteResponse = z.infer<typeof pacienteDeleteResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Archived patients (docs/product.md §8.3): kept for the legal retention, restored or erased for good.

/** `GET /pacientes/arquivados`: pages of the caller's archived patients, most recently archived first. */
export const pacientesArquivadosQuerySchema = paginationQuerySchema;

export const pacienteArquivadoSchema = z.object({
  id: z.string(),
  nome: z.string(),
  /** Instant of the archiving. */
  arquivado_em: z.string(),
  /** Date (YYYY-MM-DD) of the latest clinical record in any area; null when none carries a date. */
  ultimo_registro_em: z.string().nullable(),
  /** First day (YYYY-MM-DD) the patient may be erased for good without a legal reason. */
  excluir_a_partir_de: z.string(),
});
export type PacienteArquivado = z.infer<typeof pacienteArquivadoSchema>;

export const pacientesArquivadosResponseSchema = z.object({
  pacientes: z.array(pacienteArquivadoSchema),
  pagination: paginationSchema,
});
export type PacientesArquivadosResponse = z.infer<typeof pacientesArquivadosResponseSchema>;

/** `POST /paciente/{id}/arquivar`: the patient as archived (`arquivado_em` set). */
export const pacienteArquivamentoResponseSchema = pacienteResponseSchema.extend({ message: z.string() });

/** `POST /paciente/{id}/restaurar`. */
export const pacienteRestauradoResponseSchema = pacienteResponseSchema.extend({ message: z.string() });

/**
 * `DELETE /paciente/{id}/definitivo`. Before `excluir_a_partir_de` the legal reason is required (a court order, the
 * patient's request where the law allows it…); it goes to the audit trail. The body may be left out after that date.
 */
export const exclusaoDefinitivaRequestSchema = z
  .object({
    motivo_legal: z
      .string()
      .trim()
      .min(MOTIVO_LEGAL_MIN, { message: MSG_PACIENTES.motivoLegalCurto })
      .max(MOTIVO_LEGAL_MAX, { message: MSG_PACIENTES.motivoLegalLongo })
      .optional(),
  })
  .nullish();
export type ExclusaoDefinitivaRequest = z.input<typeof exclusaoDefinitivaRequestSchema>;

export const exclusaoDefinitivaResponseSchema = z.object({ message: z.string() });

export const estatisticasSchema = z.object({
  total_sessoes: z.number().int(),
  sessoes_realizadas: z.number().int(),
  /** falta + falta_justificada */
  faltas: z.number().int(),
  /** realizadas / (realizadas + faltas) in %, one decimal; null when there is no such session. */
  taxa_presenca: z.number().nullable(),
  primeira_sessao: z.string().nullable(),
  ultima_sessao: z.string().nullable(),
  proxima_sessao: z.string().nullable(),
  /** Sum of valor of paid sessions (reais). */
  total_recebido: z.number(),
  /** Sum of valor of held (realizada) sessions not yet paid (reais). */
  total_pendente: z.number(),
  prontuarios_count: z.number().int(),
  anexos_count: z.number().int(),
});
export type Estatisticas = z.infer<typeof estatisticasSchema>;
