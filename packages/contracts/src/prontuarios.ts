import { dateSchema, paginationQuerySchema, paginationSchema, uuidSchema } from './common.ts';
import { textoOpcional } from './pacientes.ts';
import { z } from './zod.ts';

// docs/product.md §8.6: what CFP Resolution 001/2009 obliges a psychologist to keep. Título and
// conteúdo are clinical text, stored encrypted by the API.

/** Kinds of entry (CFP 001/2009 art. 2º: the contents a record must hold), in the order the form offers them. */
export const TIPOS_PRONTUARIO = [
  'avaliacao_demanda',
  'evolucao',
  'procedimento',
  'encaminhamento',
  'encerramento',
  'outro',
] as const;
export type TipoProntuario = (typeof TIPOS_PRONTUARIO)[number];
export const TIPO_PRONTUARIO_LABELS: Record<TipoProntuario, string> = {
  avaliacao_demanda: 'Avaliação de demanda',
  evolucao: 'Evolução',
  procedimento: 'Procedimento',
  encaminhamento: 'Encaminhamento',
  encerramento: 'Encerramento',
  outro: 'Outro',
};

export const TITULO_MAX = 200;
export const CONTEUDO_MAX = 50_000;

export const MSG_PRONTUARIOS = {
  naoEncontrado: 'Registro de prontuário não encontrado.',
  tipoObrigatorio: 'Escolha o tipo do registro.',
  dataObrigatoria: 'Informe a data do registro.',
  dataFutura: 'A data do registro não pode ser futura.',
  conteudoObrigatorio: 'Escreva o texto do registro.',
  sessaoDeOutroPaciente: 'A sessão escolhida não é deste paciente.',
  pacienteDivergente: 'O paciente informado no corpo não é o mesmo do endereço.',
  pacienteObrigatorio: 'Informe o paciente.',
  periodoInvalido: 'A data final deve ser igual ou posterior à inicial.',
  excluido: 'Registro excluído. Ele deixa de aparecer, mas fica guardado pelo prazo legal.',
  /** The confidentiality notice printed on every exported page. */
  sigilo: 'Documento sigiloso — Código de Ética Profissional do Psicólogo, art. 9º; Resolução CFP 001/2009',
} as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const tipoProntuarioSchema = z.enum(TIPOS_PRONTUARIO, { message: MSG_PRONTUARIOS.tipoObrigatorio });

const conteudoSchema = z
  .string({ message: MSG_PRONTUARIOS.conteudoObrigatorio })
  .trim()
  .min(1, { message: MSG_PRONTUARIOS.conteudoObrigatorio })
  .max(CONTEUDO_MAX, { message: `Texto longo demais (máximo de ${CONTEUDO_MAX} caracteres).` });

const sessaoIdSchema = z.preprocess(blankToNull, uuidSchema.nullish());

const fields = {
  data: z.string({ message: MSG_PRONTUARIOS.dataObrigatoria }).pipe(dateSchema),
  tipo: tipoProntuarioSchema,
  titulo: textoOpcional(TITULO_MAX),
  conteudo: conteudoSchema,
  /** The session this entry registers (one of the patient's sessions). */
  sessao_id: sessaoIdSchema,
};

/**
 * `POST /prontuario/paciente/{id}`. The original client also sends `paciente: {id}` in the body; it is accepted
 * and must name the same patient as the path.
 */
export const prontuarioCreateSchema = z.object({
  ...fields,
  paciente: z.object({ id: uuidSchema }).optional(),
});
export type ProntuarioCreate = z.input<typeof prontuarioCreateSchema>;
export type ProntuarioCreateParsed = z.output<typeof prontuarioCreateSchema>;

/** `POST /prontuario`: the patient only in the body (`paciente: {id}` or `paciente_id`). */
export const prontuarioCreateBodyOnlySchema = prontuarioCreateSchema
  .extend({ paciente_id: uuidSchema.optional() })
  .refine((b) => b.paciente?.id !== undefined || b.paciente_id !== undefined, {
    message: MSG_PRONTUARIOS.pacienteObrigatorio,
    path: ['paciente_id'],
  })
  .refine((b) => !b.paciente || !b.paciente_id || b.paciente.id === b.paciente_id, {
    message: MSG_PRONTUARIOS.pacienteDivergente,
    path: ['paciente_id'],
  });

/** `PUT /prontuario/{id}`: the fields sent replace the stored ones, the others are kept. */
export const prontuarioUpdateSchema = z.object(fields).partial();
export type ProntuarioUpdate = z.input<typeof prontuarioUpdateSchema>;
export type ProntuarioUpdateParsed = z.output<typeof prontuarioUpdateSchema>;

/** An optional YYYY-MM-DD query parameter ('' = absent). */
const dataFiltro = z.preprocess(blankToUndefined, dateSchema.optional());

/** `GET /prontuario/paciente/{id}`: busca searches the (decrypted) title and text. */
export const prontuariosQuerySchema = paginationQuerySchema
  .extend({
    tipo: z.preprocess(blankToUndefined, tipoProntuarioSchema.optional()),
    data_inicio: dataFiltro,
    data_fim: dataFiltro,
    busca: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  })
  .refine((q) => !q.data_inicio || !q.data_fim || q.data_inicio <= q.data_fim, {
    message: MSG_PRONTUARIOS.periodoInvalido,
    path: ['data_fim'],
  });
export type ProntuariosQuery = z.input<typeof prontuariosQuerySchema>;
export type ProntuariosQueryParsed = z.output<typeof prontuariosQuerySchema>;

export const prontuarioSchema = z.object({
  id: z.uuid(),
  paciente_id: z.uuid(),
  data: z.string(),
  tipo: tipoProntuarioSchema,
  titulo: z.string().nullable(),
  conteudo: z.string(),
  sessao_id: z.string().nullable(),
  /** Date of the linked session (null when none is linked). */
  sessao_data: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Prontuario = z.infer<typeof prontuarioSchema>;
export const prontuarioResponseSchema = z.object({ prontuario: prontuarioSchema });
export const prontuariosResponseSchema = z.object({
  prontuarios: z.array(prontuarioSchema),
  pagination: paginationSchema,
});
export type ProntuariosResponse = z.infer<typeof prontuariosResponseSchema>;
export const prontuarioDeleteResponseSchema = z.object({ message: z.string() });

/** Lowercase ASCII words joined by hyphens ("Maria da Conceição" → "maria-da-conceicao"), for file names. */
export function slugArquivo(value: string, max = 60): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
}

/**
 * File names of the exports (docs/product.md §8.6: the client falls back to prontuarios.pdf / prontuario.pdf). A
 * file name travels where its content does not (download lists, sync folders, e-mail subjects): it names the
 * patient by the start of their id, never by name (docs/security.md).
 */
const refPaciente = (pacienteId: string) => `paciente-${pacienteId.replaceAll('-', '').slice(0, 8)}`;
export const nomeArquivoProntuarios = (pacienteId: string, hoje: string): string =>
  `prontuarios-${refPaciente(pacienteId)}-${hoje}.pdf`;
export const nomeArquivoProntuario = (pacienteId: string, data: string): string =>
  `prontuario-${refPaciente(pacienteId)}-${data}.pdf`;

const simNao = (mensagem: string) =>
  z
    .enum(['0', '1', 'true', 'false'], { message: mensagem })
    .optional()
    .transform((v) => v === '1' || v === 'true');

/**
 * `GET /prontuario/paciente/{id}/exportar?anamnese=1&responsavel=1`: the record's PDF may also carry the patient's
 * anamnese and, for a patient with one, the responsável (docs/product.md §8.6).
 */
export const prontuarioExportarQuerySchema = z.object({
  anamnese: simNao('Use anamnese=1 para incluir a anamnese.'),
  responsavel: simNao('Use responsavel=1 para incluir o responsável.'),
});
export type ProntuarioExportarQuery = z.input<typeof prontuarioExportarQuerySchema>;
