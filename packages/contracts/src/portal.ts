import { dateSchema } from './common.ts';
import { TIPOS_DOCUMENTO } from './documentos.ts';
import { MODALIDADES } from './pacientes.ts';
import { z } from './zod.ts';

/** The forms the patient fills in, with their models (portal-formularios.ts). */
export * from './portal-formularios.ts';

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
  formularioRespondidoNaoSeRecolhe:
    'O paciente já enviou este formulário: as respostas fazem parte do prontuário e não são apagadas.',
  cpfDeOutroPaciente: 'O CPF informado pertence a outro paciente do consultório. Confira antes de aplicar.',
  documentoNaoEntregavel:
    'Só declarações, atestados, relatórios, laudos e pareceres podem ser entregues na área do paciente.',
  campoDesconhecido: (campo: string) => `Campo desconhecido: “${campo}”.`,
} as const;

/** How the patient reaches the psychologist, as the refusals and the patient's page name it. */
export const contatoDoPsicologo = (prof: { nome: string; telefone?: string }): string =>
  prof.telefone ? `${prof.nome} pelo telefone ${prof.telefone}` : prof.nome;

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
    /** Charges to pay: open (past due included), not yet informed (docs/product.md §18). */
    cobrancas: z.number().int(),
    /** Scales (PHQ-9, GAD-7) waiting for an answer (contracts/escalas.ts). */
    escalas: z.number().int(),
    /** Terms sent and not yet signed nor refused (docs/product.md §20). */
    termos: z.number().int(),
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
  /** The document's id, or — `tipo: 'recibo'` — the paid charge's (docs/product.md §18). */
  id: z.uuid(),
  tipo: z.enum([...TIPOS_DOCUMENTO, 'recibo']),
  titulo: z.string(),
  entregue_em: z.string(),
  /** When the patient first opened it; null while new. */
  visualizado_em: z.string().nullable(),
});
export type DocumentoPortal = z.infer<typeof documentoPortalSchema>;
export const portalDocumentosResponseSchema = z.object({ documentos: z.array(documentoPortalSchema) });
