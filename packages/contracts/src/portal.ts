import { ANAMNESE_CAMPOS, anamneseCreateSchema } from './anamnese.ts';
import { dateSchema } from './common.ts';
import { TIPOS_DOCUMENTO } from './documentos.ts';
import { MODALIDADES, pacienteFieldsSchema, regrasPaciente } from './pacientes.ts';
import { z } from './zod.ts';

/*
 * The patient's own page, "Área do paciente" (docs/product.md §17, docs/decisions/0072-patient-portal-access.md):
 * a private link per patient, entered with the birth date (or a code e-mailed), where the patient sees the next
 * sessions, confirms or cancels them, receives the documents the psychologist delivers and fills in forms.
 */

// ---------------------------------------------------------------------------------------------------------------
// Values

/** The link is valid for 90 days from its creation. */
export const PORTAL_VALIDADE_DIAS = 90;
/** Failed entries on one link before it pauses, and how long the pause lasts. */
export const PORTAL_FALHAS_MAX = 5;
export const PORTAL_PAUSA_MINUTOS = 15;
/** The code e-mailed to a patient without a birth date on file: 6 digits, 15 minutes, 5 tries. */
export const PORTAL_CODIGO_DIGITOS = 6;
export const PORTAL_CODIGO_MINUTOS = 15;
export const PORTAL_CODIGO_TENTATIVAS = 5;
/** Cancelling notice the psychologist may ask for, in hours. */
export const ANTECEDENCIA_MAX_HORAS = 168;
export const MENSAGEM_PORTAL_MAX = 500;
export const MOTIVO_CANCELAMENTO_MAX = 500;

export const PORTAL_CONFIG_PADRAO = {
  permitir_cancelamento: true,
  antecedencia_cancelamento_horas: 24,
  mensagem: null,
} as const;

export const MSG_PORTAL = {
  /** The one answer of every failed entry: unknown link, wrong date, wrong code. */
  entradaInvalida: 'Não foi possível entrar. Confira a data de nascimento (ou o código) e tente de novo.',
  pausado: (minutos: number) =>
    `Muitas tentativas erradas. Por segurança, este link ficou pausado: tente de novo em ${minutos} minuto(s).`,
  linkInvalido: 'Este link não existe mais. Peça um novo link ao seu psicólogo.',
  semNascimentoNemEmail:
    'Para criar a área do paciente, preencha a data de nascimento ou o e-mail do paciente no cadastro.',
  semEmailParaEnviar: 'O paciente não tem e-mail no cadastro: copie o link e envie por outro meio.',
  codigoSemEmail: 'Não há e-mail no cadastro para enviar o código. Fale com o seu psicólogo.',
  dataObrigatoria: 'Informe a data de nascimento ou o código recebido por e-mail.',
  sessaoEncerrada: 'Sua sessão na área do paciente terminou. Entre de novo pelo link.',
  cancelamentoDesligado: (contato: string) =>
    `O cancelamento pela área do paciente não está disponível. Para desmarcar, fale com ${contato}.`,
  cancelamentoTarde: (horas: number, contato: string) =>
    `Cancelamentos pela área do paciente precisam de pelo menos ${horas} hora(s) de antecedência. ` +
    `Para desmarcar agora, fale com ${contato}.`,
  agendamentoPassado: 'Esta sessão já começou ou já passou.',
  agendamentoCancelado: 'Esta sessão já foi cancelada.',
  agendamentoNaoConfirmavel: 'Esta sessão não pode mais ser confirmada.',
  formularioJaEnviado: 'Este formulário já foi enviado. Se precisar corrigir algo, fale com o seu psicólogo.',
  formularioNaoRespondido: 'O paciente ainda não enviou este formulário.',
  cpfDeOutroPaciente: 'O CPF informado pertence a outro paciente do consultório. Confira antes de aplicar.',
  documentoNaoEntregavel:
    'Só declarações, atestados, relatórios, laudos e pareceres podem ser entregues na área do paciente.',
  campoDesconhecido: (campo: string) => `Campo desconhecido: “${campo}”.`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The link (psychologist's side)

/** `POST /paciente/{id}/portal`. */
export const portalCreateSchema = z.object({
  enviar_email: z.boolean({ message: 'enviar_email deve ser verdadeiro ou falso.' }).optional(),
});
export type PortalCreate = z.input<typeof portalCreateSchema>;

/** 201 of `POST /paciente/{id}/portal`: the only answer that carries the link (the token is stored hashed). */
export const portalLinkResponseSchema = z.object({
  portal: z.object({
    url: z.string(),
    expira_em: z.string(),
    /** True when "Sua área de paciente" went to the patient's e-mail. */
    email_enviado: z.boolean(),
  }),
});
export type PortalLinkResponse = z.infer<typeof portalLinkResponseSchema>;

/** `GET /paciente/{id}/portal`: never the token. All null (ativo false) when there is no live link. */
export const portalStatusSchema = z.object({
  ativo: z.boolean(),
  criado_em: z.string().nullable(),
  expira_em: z.string().nullable(),
  ultimo_acesso_em: z.string().nullable(),
});
export type PortalStatus = z.infer<typeof portalStatusSchema>;
export const portalStatusResponseSchema = z.object({ portal: portalStatusSchema });

// ---------------------------------------------------------------------------------------------------------------
// Settings (`GET/PUT /user/portal`)

export const portalConfigSchema = z.object({
  permitir_cancelamento: z.boolean({ message: 'Informe se o paciente pode cancelar pela área do paciente.' }),
  antecedencia_cancelamento_horas: z
    .number({ message: 'Informe a antecedência em horas.' })
    .int({ message: 'Use um número inteiro de horas.' })
    .min(0, { message: 'A antecedência não pode ser negativa.' })
    .max(ANTECEDENCIA_MAX_HORAS, { message: `No máximo ${ANTECEDENCIA_MAX_HORAS} horas (7 dias).` }),
  mensagem: z
    .string()
    .trim()
    .max(MENSAGEM_PORTAL_MAX, {
      message: `Mensagem longa demais (máximo de ${MENSAGEM_PORTAL_MAX} caracteres).`,
    })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type PortalConfigInput = z.input<typeof portalConfigSchema>;
export const portalConfigOutputSchema = z.object({
  permitir_cancelamento: z.boolean(),
  antecedencia_cancelamento_horas: z.number().int(),
  mensagem: z.string().nullable(),
});
export type PortalConfig = z.infer<typeof portalConfigOutputSchema>;
export const portalConfigResponseSchema = z.object({ portal_config: portalConfigOutputSchema });

// ---------------------------------------------------------------------------------------------------------------
// Entering (`/api/portal/entrar`, `/api/portal/codigo`)

const tokenDoLink = z
  .string({ message: MSG_PORTAL.linkInvalido })
  .trim()
  .min(1, { message: MSG_PORTAL.linkInvalido })
  .max(200, { message: MSG_PORTAL.linkInvalido });

/** `POST /api/portal/entrar`: the link's token and the birth date, or the e-mailed code. */
export const portalEntrarSchema = z
  .object({
    token: tokenDoLink,
    data_nascimento: dateSchema.optional(),
    codigo: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { message: 'O código tem 6 números.' })
      .optional(),
  })
  .refine((v) => v.data_nascimento !== undefined || v.codigo !== undefined, {
    message: MSG_PORTAL.dataObrigatoria,
    path: ['data_nascimento'],
  });
export type PortalEntrar = z.input<typeof portalEntrarSchema>;

export const profissionalPortalSchema = z.object({
  nome: z.string(),
  crp: z.string(),
  telefone: z.string().optional(),
});

export const portalEntrarResponseSchema = z.object({
  /** The portal session's bearer token (30 min idle, 12 h absolute). */
  token: z.string(),
  paciente: z.object({ nome: z.string() }),
  profissional: profissionalPortalSchema.omit({ telefone: true }),
});
export type PortalEntrarResponse = z.infer<typeof portalEntrarResponseSchema>;

/** `POST /api/portal/codigo`. */
export const portalCodigoSchema = z.object({ token: tokenDoLink });

/** Before entering: whether the link asks for the birth date or a code (`GET /api/portal/acesso/{token}`). */
export const portalAcessoParamsSchema = z.object({ token: tokenDoLink });
export const portalAcessoResponseSchema = z.object({
  acesso: z.object({ metodo: z.enum(['data_nascimento', 'codigo']) }),
});

// ---------------------------------------------------------------------------------------------------------------
// Home and sessions

export const sessaoPortalSchema = z.object({
  id: z.uuid(),
  /** ISO instant with the practice's offset. */
  inicio: z.string(),
  duracao_minutos: z.number().int(),
  modalidade: z.enum(MODALIDADES).nullable(),
  status: z.enum(['agendado', 'confirmado']),
  link_online: z.string().optional(),
  /** The patient may cancel it here now (settings allow it and the notice has not passed). */
  pode_cancelar: z.boolean(),
});
export type SessaoPortal = z.infer<typeof sessaoPortalSchema>;

export const portalInicioResponseSchema = z.object({
  paciente: z.object({ nome: z.string() }),
  profissional: profissionalPortalSchema,
  proximas_sessoes: z.array(sessaoPortalSchema),
  pendencias: z.object({
    /** Forms sent and not yet answered. */
    formularios: z.number().int(),
    /** Documents delivered and not yet opened. */
    documentos_novos: z.number().int(),
  }),
  /** The psychologist's settings as the patient needs them. */
  config: portalConfigOutputSchema,
});
export type PortalInicio = z.infer<typeof portalInicioResponseSchema>;

/** `POST /api/portal/agendamentos/{id}/cancelar`. */
export const portalCancelarSchema = z.object({
  motivo: z
    .string()
    .trim()
    .max(MOTIVO_CANCELAMENTO_MAX, {
      message: `Motivo longo demais (máximo de ${MOTIVO_CANCELAMENTO_MAX} caracteres).`,
    })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export const portalAgendamentoResponseSchema = z.object({
  agendamento: z.object({ id: z.uuid(), status: z.enum(['confirmado', 'cancelado']) }),
});

// ---------------------------------------------------------------------------------------------------------------
// Documents delivered

/** The kinds of document that may be delivered in the portal (the CFP's written documents). */
export const TIPOS_ENTREGAVEIS = TIPOS_DOCUMENTO;

export const documentoPortalSchema = z.object({
  id: z.uuid(),
  tipo: z.enum(TIPOS_DOCUMENTO),
  titulo: z.string(),
  entregue_em: z.string(),
  /** When the patient first opened it; null while new. */
  visualizado_em: z.string().nullable(),
});
export const portalDocumentosResponseSchema = z.object({ documentos: z.array(documentoPortalSchema) });

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
