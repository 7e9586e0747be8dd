import { isValidCpf, onlyDigits } from './br.ts';
import { MSG_ENTRADA, semLarguraZero, temCaractereDeControle } from './common.ts';
import { nomeSchema } from './pessoa.ts';
import {
  TEXTO_AUTORIZACAO_RESPONSAVEL,
  TEXTO_AVISO_PRIVACIDADE,
  TEXTO_CONTRATO_TERAPEUTICO,
} from './termos-modelos.ts';
import { z } from './zod.ts';

/*
 * Terms the patient signs in their page (docs/product.md §20): the therapeutic contract (Res. CFP 13/2022 art. 3 I,
 * Res. CFP 09/2024), the guardian's authorisation for a minor (art. 12; Código de Ética art. 8), the privacy notice
 * (LGPD art. 11 II "f") and a free term. Models with placeholders, the text frozen and hashed when sent
 * (docs/decisions/0080-terms-frozen-and-hashed.md), a simple electronic signature with its evidence
 * (docs/decisions/0081-term-signature-evidence.md).
 */

// ---------------------------------------------------------------------------------------------------------------
// Models and placeholders

export const MODELOS_TERMO = [
  'contrato_terapeutico',
  'autorizacao_responsavel',
  'aviso_privacidade',
  'livre',
] as const;
export type ModeloTermo = (typeof MODELOS_TERMO)[number];
/** The models with a text of ours, which the psychologist may replace by her own. */
export const MODELOS_COM_TEXTO = [
  'contrato_terapeutico',
  'autorizacao_responsavel',
  'aviso_privacidade',
] as const;
export type ModeloComTexto = (typeof MODELOS_COM_TEXTO)[number];

export const TITULOS_TERMO: Record<ModeloTermo, string> = {
  contrato_terapeutico: 'Contrato terapêutico',
  autorizacao_responsavel: 'Autorização do responsável legal',
  aviso_privacidade: 'Aviso de privacidade',
  livre: 'Termo livre',
};

export const TEXTOS_TERMO: Record<ModeloTermo, string> = {
  contrato_terapeutico: TEXTO_CONTRATO_TERAPEUTICO,
  autorizacao_responsavel: TEXTO_AUTORIZACAO_RESPONSAVEL,
  aviso_privacidade: TEXTO_AVISO_PRIVACIDADE,
  livre: '',
};

/** Every placeholder a text may use, with where its value comes from (the settings page lists them). */
export const PLACEHOLDERS_TERMO = {
  'paciente.nome': 'Nome do paciente (o nome social, quando houver)',
  'profissional.nome': 'Seu nome (Perfil)',
  'profissional.crp': 'Seu CRP (Perfil)',
  valor_sessao: 'Valor da sessão do paciente, ou o valor padrão do Perfil',
  duracao_sessao: 'Duração padrão da sessão (Perfil)',
  frequencia: 'Frequência das sessões (cadastro do paciente)',
  modalidade: 'Modalidade: presencial, online ou híbrida (cadastro do paciente)',
  plataforma_online: 'Plataforma de vídeo (Perfil → Atendimento online)',
  politica_cancelamento:
    'Antecedência para desmarcar (configuração da área do paciente; 24 horas se não mudada)',
  encaminhamento_emergencia: 'Encaminhamento em emergência (Perfil → Atendimento online)',
  cidade: 'Cidade do seu endereço (Perfil)',
  data: 'Data do envio do termo',
} as const;
export type PlaceholderTermo = keyof typeof PLACEHOLDERS_TERMO;
export const NOMES_PLACEHOLDERS = Object.keys(PLACEHOLDERS_TERMO) as PlaceholderTermo[];

/** What a placeholder without a value becomes: a line to fill by hand, never `{{…}}` left in the text. */
export const LACUNA = '________';

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders of a text that are not in the list, once each, in order. */
export function placeholdersDesconhecidos(texto: string): string[] {
  const conhecidos = new Set<string>(NOMES_PLACEHOLDERS);
  const out: string[] = [];
  for (const [, nome] of texto.matchAll(PLACEHOLDER)) {
    if (!conhecidos.has(nome) && !out.includes(nome)) out.push(nome);
  }
  return out;
}

export type ValoresTermo = Partial<Record<PlaceholderTermo, string | null>>;

/** The text with every known placeholder filled; one without a value becomes LACUNA. Unknown ones are kept. */
export const preencherTermo = (texto: string, valores: ValoresTermo): string =>
  texto.replace(PLACEHOLDER, (inteiro, nome: string) => {
    if (!(nome in PLACEHOLDERS_TERMO)) return inteiro;
    const valor = valores[nome as PlaceholderTermo]?.trim();
    return valor ? valor : LACUNA;
  });

// ---------------------------------------------------------------------------------------------------------------
// Statuses, roles, values

export const STATUS_TERMO = ['pendente', 'assinado', 'recusado', 'cancelado'] as const;
export type StatusTermo = (typeof STATUS_TERMO)[number];
export const STATUS_TERMO_LABELS: Record<StatusTermo, string> = {
  pendente: 'Aguardando assinatura',
  assinado: 'Assinado',
  recusado: 'Recusado',
  cancelado: 'Cancelado',
};

export const PAPEIS_ASSINANTE = ['paciente', 'responsavel'] as const;
export type PapelAssinante = (typeof PAPEIS_ASSINANTE)[number];
export const PAPEL_ASSINANTE_LABELS: Record<PapelAssinante, string> = {
  paciente: 'Paciente',
  responsavel: 'Responsável legal',
};

/** How the portal session identified the signer (docs/decisions/0072-patient-portal-access.md). */
export const IDENTIFICACOES = ['data_nascimento', 'codigo'] as const;
export type Identificacao = (typeof IDENTIFICACOES)[number];
export const IDENTIFICACAO_LABELS: Record<Identificacao, string> = {
  data_nascimento: 'link pessoal da área do paciente e data de nascimento',
  codigo: 'link pessoal da área do paciente e código enviado ao e-mail do cadastro',
};

export const AUTORIZACAO_RESPONSAVEL = ['nao_se_aplica', 'pendente', 'assinada'] as const;
export type AutorizacaoResponsavel = (typeof AUTORIZACAO_RESPONSAVEL)[number];

export const TITULO_TERMO_MAX = 150;
export const TEXTO_TERMO_MAX = 30_000;
export const MOTIVO_RECUSA_MAX = 500;
export const PARENTESCO_MAX = 60;

/** The signature's legal basis, printed in the PDF's record. */
export const BASE_LEGAL_ASSINATURA = 'assinatura eletrônica simples, Lei nº 14.063/2020, art. 4º, I';

/** A CPF as `***.456.789-**`: the middle six digits, enough to tell who signed without showing the whole number. */
export const mascararCpf = (cpf: string): string => {
  const d = onlyDigits(cpf);
  return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : '***';
};

export const MSG_TERMOS = {
  naoEncontrado: 'Termo não encontrado.',
  placeholderDesconhecido: (nomes: string[]) =>
    `Campo desconhecido no texto: ${nomes.map((n) => `{{${n}}}`).join(', ')}. Use só os campos da lista.`,
  livreSemTitulo: 'Informe o título do termo.',
  livreSemTexto: 'Escreva o texto do termo.',
  livreSemModelo: 'O termo livre não tem modelo: escreva o texto ao enviá-lo ao paciente.',
  textoVazio: 'Escreva o texto do termo.',
  textoLongo: `Texto longo demais (máximo de ${TEXTO_TERMO_MAX.toLocaleString('pt-BR')} caracteres).`,
  tituloLongo: `Título longo demais (máximo de ${TITULO_TERMO_MAX} caracteres).`,
  naoPendente: 'Este termo não está mais aguardando assinatura.',
  assinadoNaoMuda:
    'Um termo assinado não pode ser cancelado, alterado nem excluído: ele fica guardado como parte do registro.',
  jaAssinado: 'Este termo já foi assinado.',
  jaRecusado: 'Este termo foi recusado.',
  cancelado: 'Este termo foi cancelado pelo(a) psicólogo(a) e não pode mais ser assinado.',
  hashDiferente: 'O texto deste termo não é o que foi lido. Abra o termo de novo e leia antes de assinar.',
  aceite: 'Marque que leu e concorda com o termo para assinar.',
  nomeCompleto: 'Informe o nome completo de quem assina.',
  papel: 'Diga se quem assina é o paciente ou o responsável legal.',
  autorizacaoSoResponsavel: 'A autorização para atendimento de menor é assinada pelo responsável legal.',
  parentesco: 'Informe o parentesco com o paciente (mãe, pai, tutor(a)…).',
  parentescoLongo: `Parentesco longo demais (máximo de ${PARENTESCO_MAX} caracteres).`,
  motivoLongo: `Motivo longo demais (máximo de ${MOTIVO_RECUSA_MAX} caracteres).`,
  avisoMenor:
    'Paciente menor de 18 anos sem autorização assinada de um responsável legal (Resolução CFP nº 13/2022, art. 12; Código de Ética, art. 8º).',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Bodies

const textoDoTermo = z
  .string({ message: MSG_TERMOS.textoVazio })
  .overwrite(semLarguraZero)
  .trim()
  .min(1, { message: MSG_TERMOS.textoVazio })
  .max(TEXTO_TERMO_MAX, { message: MSG_TERMOS.textoLongo });

export const modeloParamsSchema = z.object({
  modelo: z.enum(MODELOS_TERMO, { message: 'Modelo de termo desconhecido.' }),
});

/** `PUT /termos/modelos/{modelo}`: the psychologist's own text (unknown placeholders → 422 on `texto`). */
export const termoModeloUpdateSchema = z.object({ texto: textoDoTermo });
export type TermoModeloUpdate = z.input<typeof termoModeloUpdateSchema>;

/** `POST /paciente/{id}/termos`: `livre` needs `titulo` and `texto`; a model's `texto` replaces its text once. */
export const termoCreateSchema = z
  .object({
    modelo: z.enum(MODELOS_TERMO, { message: 'Escolha o modelo do termo.' }),
    titulo: z
      .string()
      .overwrite(semLarguraZero)
      .trim()
      .max(TITULO_TERMO_MAX, { message: MSG_TERMOS.tituloLongo })
      .refine((v) => !temCaractereDeControle(v), { message: MSG_ENTRADA.controle })
      .nullish(),
    texto: textoDoTermo.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.modelo !== 'livre') return;
    if (!v.titulo) ctx.addIssue({ code: 'custom', path: ['titulo'], message: MSG_TERMOS.livreSemTitulo });
    if (!v.texto) ctx.addIssue({ code: 'custom', path: ['texto'], message: MSG_TERMOS.livreSemTexto });
  });
export type TermoCreate = z.input<typeof termoCreateSchema>;
export type TermoCreateParsed = z.output<typeof termoCreateSchema>;

/** `POST /api/portal/termos/{id}/assinar`: who signs, and the hash of the text they read. */
export const termoAssinarSchema = z.object({
  nome_completo: nomeSchema,
  cpf: z
    .string({ message: 'Informe o CPF de quem assina.' })
    .refine((v) => onlyDigits(v).length > 0, { message: 'Informe o CPF de quem assina.', abort: true })
    .refine(isValidCpf, { message: 'CPF inválido: confira os números.' })
    .transform(onlyDigits),
  papel: z.enum(PAPEIS_ASSINANTE, { message: MSG_TERMOS.papel }),
  parentesco: z
    .string()
    .overwrite(semLarguraZero)
    .trim()
    .max(PARENTESCO_MAX, { message: MSG_TERMOS.parentescoLongo })
    .refine((v) => !temCaractereDeControle(v), { message: MSG_ENTRADA.controle })
    .nullish()
    .transform((v) => (v ? v : null)),
  aceite: z.literal(true, { message: MSG_TERMOS.aceite }),
  hash: z.string({ message: MSG_TERMOS.hashDiferente }).trim().toLowerCase().max(128),
});
export type TermoAssinar = z.input<typeof termoAssinarSchema>;
export type TermoAssinarParsed = z.output<typeof termoAssinarSchema>;

/** `POST /api/portal/termos/{id}/recusar`. */
export const termoRecusarSchema = z.object({
  motivo: z
    .string()
    .overwrite(semLarguraZero)
    .trim()
    .max(MOTIVO_RECUSA_MAX, { message: MSG_TERMOS.motivoLongo })
    .nullish()
    .transform((v) => (v ? v : null)),
});

// ---------------------------------------------------------------------------------------------------------------
// Answers (plain, docs/decisions/0010-responses-written-from-the-contracts.md)

export const termoModeloSchema = z.object({
  modelo: z.enum(MODELOS_TERMO),
  titulo: z.string(),
  texto: z.string(),
  proprio: z.boolean(),
});
export type TermoModelo = z.infer<typeof termoModeloSchema>;
export const termosModelosResponseSchema = z.object({
  modelos: z.array(termoModeloSchema),
  /** The placeholders a text may use and where each value comes from. */
  placeholders: z.array(z.object({ nome: z.string(), descricao: z.string() })),
});
export const termoModeloResponseSchema = z.object({ modelo: termoModeloSchema });

/** 201 of the send, and the full term (`GET /termos/{id}`). */
export const termoSchema = z.object({
  id: z.uuid(),
  paciente_id: z.uuid(),
  modelo: z.enum(MODELOS_TERMO),
  titulo: z.string(),
  texto: z.string(),
  hash: z.string(),
  status: z.enum(STATUS_TERMO),
  criado_em: z.string(),
});
export type Termo = z.infer<typeof termoSchema>;
export const termoResponseSchema = z.object({ termo: termoSchema });

export const assinanteSchema = z.object({
  nome: z.string(),
  cpf_mascarado: z.string(),
  papel: z.enum(PAPEIS_ASSINANTE),
  parentesco: z.string().nullable(),
});
export type Assinante = z.infer<typeof assinanteSchema>;

export const termoResumoSchema = z.object({
  id: z.uuid(),
  modelo: z.enum(MODELOS_TERMO),
  titulo: z.string(),
  status: z.enum(STATUS_TERMO),
  criado_em: z.string(),
  assinado_em: z.string().nullable(),
  assinante: assinanteSchema.nullable(),
  recusado_em: z.string().nullable(),
  motivo_recusa: z.string().nullable(),
  cancelado_em: z.string().nullable(),
});
export type TermoResumo = z.infer<typeof termoResumoSchema>;
export const termosResponseSchema = z.object({
  termos: z.array(termoResumoSchema),
  autorizacao_responsavel: z.enum(AUTORIZACAO_RESPONSAVEL),
});
export type TermosResponse = z.infer<typeof termosResponseSchema>;
export const termoResumoResponseSchema = z.object({ termo: termoResumoSchema });

/** The preview of a term to send: the text as the patient would receive it, not saved. */
export const termoPreviaResponseSchema = z.object({
  previa: z.object({
    modelo: z.enum(MODELOS_TERMO),
    titulo: z.string(),
    texto: z.string(),
    hash: z.string(),
  }),
});
export type TermoPrevia = z.infer<typeof termoPreviaResponseSchema>['previa'];

// The patient's page

export const termoPortalResumoSchema = z.object({
  id: z.uuid(),
  titulo: z.string(),
  status: z.enum(STATUS_TERMO),
  criado_em: z.string(),
  assinado_em: z.string().nullable(),
});
export const termosPortalResponseSchema = z.object({ termos: z.array(termoPortalResumoSchema) });
export type TermoPortalResumo = z.infer<typeof termoPortalResumoSchema>;

export const termoPortalSchema = z.object({
  id: z.uuid(),
  modelo: z.enum(MODELOS_TERMO),
  titulo: z.string(),
  texto: z.string(),
  hash: z.string(),
  status: z.enum(STATUS_TERMO),
  assinado_em: z.string().nullable(),
});
export type TermoPortal = z.infer<typeof termoPortalSchema>;
export const termoPortalResponseSchema = z.object({ termo: termoPortalSchema });

export const termoAssinadoResponseSchema = z.object({
  termo: z.object({ id: z.uuid(), status: z.literal('assinado'), assinado_em: z.string() }),
});
export const termoRecusadoResponseSchema = z.object({
  termo: z.object({ id: z.uuid(), status: z.literal('recusado'), recusado_em: z.string() }),
});

/** File names (never the patient's name, docs/security.md): `contrato-terapeutico-paciente-1a2b3c4d-2026-12-02.pdf`. */
export const nomeArquivoTermo = (
  t: { modelo: ModeloTermo; paciente_id: string; criado_em: string },
  sufixo = '',
): string =>
  `${t.modelo.replaceAll('_', '-')}-paciente-${t.paciente_id.replaceAll('-', '').slice(0, 8)}-${t.criado_em.slice(0, 10)}${sufixo}.pdf`;
