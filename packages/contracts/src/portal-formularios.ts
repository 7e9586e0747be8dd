import { ANAMNESE_CAMPOS, anamneseCreateSchema } from './anamnese.ts';
import { dateSchema } from './common.ts';
import { pacienteFieldsSchema, regrasPaciente } from './pacientes.ts';
import { z } from './zod.ts';

/*
 * The forms the patient fills in on their page (docs/decisions/0073-portal-forms.md): the two models with their
 * fields, the answers' schemas and the forms' shapes. Re-exported by portal.ts.
 */

// ---------------------------------------------------------------------------------------------------------------
// Forms

export const MODELOS_FORMULARIO = ['ficha_cadastral', 'pre_anamnese'] as const;
export type ModeloFormulario = (typeof MODELOS_FORMULARIO)[number];
export const MODELO_FORMULARIO_LABELS: Record<ModeloFormulario, string> = {
  ficha_cadastral: 'Ficha cadastral',
  pre_anamnese: 'Pré-anamnese',
};
export const modeloFormularioSchema = z.enum(MODELOS_FORMULARIO, {
  message: 'Modelo de formulário inválido (use ficha_cadastral ou pre_anamnese).',
});

/** `pendente`: sent, not answered (a draft may be saved); `respondido`: sent back; `aplicado`: applied. */
export const STATUS_FORMULARIO = ['pendente', 'respondido', 'aplicado'] as const;
export type StatusFormulario = (typeof STATUS_FORMULARIO)[number];

/** How a field is filled in: the web picks the input from it; `grupo` holds `campos`. */
export const TIPOS_CAMPO = [
  'texto',
  'texto_longo',
  'data',
  'cpf',
  'email',
  'telefone',
  'cep',
  'uf',
  'grupo',
] as const;
export type TipoCampo = (typeof TIPOS_CAMPO)[number];

export interface CampoFormulario {
  campo: string;
  rotulo: string;
  tipo: TipoCampo;
  obrigatorio: boolean;
  /** A hint under the field, in plain words. */
  ajuda?: string;
  /** The fields of a `grupo` (endereço, responsável, contato de emergência). */
  campos?: CampoFormulario[];
}

const subcampoSchema = z.object({
  campo: z.string(),
  rotulo: z.string(),
  tipo: z.enum(TIPOS_CAMPO),
  obrigatorio: z.boolean(),
  ajuda: z.string().optional(),
});
/** A field; a `grupo` holds one level of `campos` (the OpenAPI document has no recursive schema). */
export const campoFormularioSchema = subcampoSchema.extend({ campos: z.array(subcampoSchema).optional() });

const campo = (
  c: string,
  rotulo: string,
  tipo: TipoCampo,
  obrigatorio = false,
  extra: Partial<CampoFormulario> = {},
): CampoFormulario => ({ campo: c, rotulo, tipo, obrigatorio, ...extra });

/** The ficha cadastral: the patient's own registration fields, validated as the record validates them. */
export const CAMPOS_FICHA: CampoFormulario[] = [
  campo('data_nascimento', 'Data de nascimento', 'data', true),
  campo('cpf', 'CPF', 'cpf'),
  campo('email', 'E-mail', 'email'),
  campo('telefone', 'Telefone (com DDD)', 'telefone', true),
  campo('endereco', 'Endereço', 'grupo', false, {
    campos: [
      campo('cep', 'CEP', 'cep'),
      campo('logradouro', 'Rua, avenida', 'texto'),
      campo('numero', 'Número', 'texto'),
      campo('complemento', 'Complemento', 'texto'),
      campo('bairro', 'Bairro', 'texto'),
      campo('cidade', 'Cidade', 'texto'),
      campo('uf', 'Estado (UF)', 'uf'),
    ],
  }),
  campo('responsavel', 'Responsável', 'grupo', false, {
    ajuda: 'Obrigatório para menores de 18 anos.',
    campos: [
      campo('nome', 'Nome do responsável', 'texto'),
      campo('cpf', 'CPF do responsável', 'cpf'),
      campo('telefone', 'Telefone do responsável', 'telefone'),
    ],
  }),
  campo('contato_emergencia', 'Contato de emergência', 'grupo', false, {
    campos: [campo('nome', 'Nome', 'texto'), campo('telefone', 'Telefone', 'telefone')],
  }),
];

/** Plain-words questions for the anamnese's fields (the psychologist's own `observacoes` is not asked). */
const PERGUNTAS_PRE_ANAMNESE: Record<string, string> = {
  queixa_principal: 'O que traz você à terapia?',
  historico_queixa: 'Desde quando isso acontece e como tem sido?',
  historico_familiar: 'Há algo na sua família que você considera importante contar?',
  historico_medico: 'Você tem ou teve alguma condição de saúde importante?',
  medicamentos: 'Você usa algum medicamento? Quais?',
  historico_psiquiatrico: 'Já fez terapia ou tratamento psiquiátrico antes?',
  uso_substancias: 'Você usa álcool, cigarro ou outras substâncias? Com que frequência?',
  sono: 'Como anda o seu sono?',
  alimentacao: 'Como anda a sua alimentação?',
  relacionamentos: 'Como estão os seus relacionamentos (família, amigos, parceria)?',
  trabalho_estudos: 'Como estão o trabalho e os estudos?',
  rotina: 'Como é a sua rotina?',
  expectativas: 'O que você espera da terapia?',
};

export const CAMPOS_PRE_ANAMNESE: CampoFormulario[] = ANAMNESE_CAMPOS.filter(
  ([c]) => c !== 'observacoes',
).map(([c]) => campo(c, PERGUNTAS_PRE_ANAMNESE[c] ?? c, 'texto_longo', c === 'queixa_principal'));

export const CAMPOS_FORMULARIO: Record<ModeloFormulario, CampoFormulario[]> = {
  ficha_cadastral: CAMPOS_FICHA,
  pre_anamnese: CAMPOS_PRE_ANAMNESE,
};

/** The ficha as sent: the record's own validation (a bad CPF → 422 on `cpf`; a minor needs a responsável). */
export const fichaRespostasSchema = pacienteFieldsSchema
  .pick({
    data_nascimento: true,
    cpf: true,
    email: true,
    telefone: true,
    endereco: true,
    responsavel: true,
    contato_emergencia: true,
  })
  .extend({ data_nascimento: dateSchema })
  .superRefine((v, ctx) => {
    for (const r of regrasPaciente(v)) ctx.addIssue({ code: 'custom', path: r.path, message: r.message });
  });
export type FichaRespostas = z.output<typeof fichaRespostasSchema>;

/** The pré-anamnese as sent: the anamnese's fields and rules (the main complaint is required). */
export const preAnamneseRespostasSchema = anamneseCreateSchema.omit({ observacoes: true });
export type PreAnamneseRespostas = z.output<typeof preAnamneseRespostasSchema>;

/** Answers as stored and answered: a field's text, or a group's texts; absent or null when blank. */
const valorResposta = z.union([
  z.string().max(20_000, { message: 'Texto longo demais (máximo de 20000 caracteres).' }).nullable(),
  z.record(
    z.string().max(60),
    z.string().max(1000, { message: 'Texto longo demais (máximo de 1000 caracteres).' }).nullable(),
  ),
]);
export const respostasSchema = z.record(z.string().max(60), valorResposta);
export type Respostas = z.infer<typeof respostasSchema>;

/**
 * `PUT /api/portal/formularios/{id}`: `enviar: false` keeps a draft (any text, checked only for size);
 * `enviar: true` validates the model's rules (422 with the fields' errors) and sends it back, once (then 409).
 */
export const formularioRespostaSchema = z.object({
  respostas: respostasSchema,
  enviar: z.boolean({ message: 'enviar deve ser verdadeiro ou falso.' }).default(false),
});
export type FormularioResposta = z.input<typeof formularioRespostaSchema>;

/** `POST /paciente/{id}/formularios`. */
export const formularioCreateSchema = z.object({ modelo: modeloFormularioSchema });
export type FormularioCreate = z.input<typeof formularioCreateSchema>;

/** A form as listed (psychologist's side and the portal's list). */
export const formularioResumoSchema = z.object({
  id: z.uuid(),
  modelo: modeloFormularioSchema,
  titulo: z.string(),
  status: z.enum(STATUS_FORMULARIO),
  /** When it was sent to the patient. */
  enviado_em: z.string(),
  /** Last draft saved by the patient; null before. */
  atualizado_em: z.string().nullable(),
  respondido_em: z.string().nullable(),
  aplicado_em: z.string().nullable(),
});
export type FormularioResumo = z.infer<typeof formularioResumoSchema>;
export const formularioResumoResponseSchema = z.object({ formulario: formularioResumoSchema });
export const formulariosResponseSchema = z.object({ formularios: z.array(formularioResumoSchema) });

/** A form with its fields and answers (the draft, or what was sent). */
export const formularioSchema = formularioResumoSchema.extend({
  campos: z.array(campoFormularioSchema),
  respostas: respostasSchema,
});
export type Formulario = z.infer<typeof formularioSchema>;
export const formularioResponseSchema = z.object({ formulario: formularioSchema });

/** `POST /formularios/{id}/aplicar`: which fields went into the record and which were kept as they were. */
export const formularioAplicarResponseSchema = z.object({
  formulario: formularioResumoSchema,
  /** Fields written (the record's or the anamnese's). */
  aplicados: z.array(z.string()),
  /** Fields answered but left as the record had them (the anamnese's text is never overwritten). */
  mantidos: z.array(z.string()),
  /** The anamnese created or filled in (pré-anamnese only). */
  anamnese_id: z.uuid().nullable(),
});
export type FormularioAplicarResponse = z.infer<typeof formularioAplicarResponseSchema>;
