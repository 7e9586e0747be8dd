import { normalizeTelefone, onlyDigits, primeiroNome } from './br.ts';
import { temCaractereDeControle } from './common.ts';
import { type EnderecoPartes, enderecoEmLinha } from './endereco.ts';
import { z } from './zod.ts';

// docs/product.md §13: appointment reminders — the psychologist's settings, the message template (shared by the
// API, which sends it, and the profile screen, which previews it), the patient's public confirmation link and the
// WhatsApp message.

export const ANTECEDENCIA_MINIMA = 1;
export const ANTECEDENCIA_MAXIMA = 72;
export const ANTECEDENCIA_PADRAO = 24;
export const MODELO_MAXIMO = 1000;

/** The placeholders a template may use; nothing clinical can reach the message through them. */
export const MARCADORES = ['nome', 'data', 'hora', 'profissional', 'local'] as const;
export type Marcador = (typeof MARCADORES)[number];
export const MARCADOR_LABELS: Record<Marcador, string> = {
  nome: 'primeiro nome do paciente',
  data: 'data (dd/mm/aaaa)',
  hora: 'horário',
  profissional: 'seu nome',
  local: 'endereço, ou "online"',
};

export const MODELO_PADRAO =
  'Olá, {nome}! Lembrete da sua sessão com {profissional} em {data} às {hora} ({local}). ' +
  'Se não puder comparecer, avise com antecedência, por favor.';

export const MSG_LEMBRETES = {
  antecedencia: `Informe a antecedência em horas, de ${ANTECEDENCIA_MINIMA} a ${ANTECEDENCIA_MAXIMA}.`,
  ativo: 'Informe se os lembretes estão ativos.',
  modeloLongo: `Mensagem longa demais (máximo de ${MODELO_MAXIMO} caracteres).`,
  marcadorDesconhecido: (m: string) =>
    `Marcador desconhecido: {${m}}. Use ${MARCADORES.map((x) => `{${x}}`).join(', ')}.`,
  salvo: 'Lembretes salvos.',
  linkInvalido: 'Link de confirmação inválido ou expirado.',
  confirmado: 'Presença confirmada. Obrigado!',
  cancelado: 'Sessão cancelada. O(a) profissional foi avisado(a).',
  jaCancelado: 'Esta sessão foi cancelada. Fale com o(a) profissional para remarcar.',
  aguardandoProfissional:
    'Este pedido ainda aguarda a confirmação do(a) profissional: você receberá um e-mail com a resposta.',
  semTelefone: 'O paciente não tem um celular válido cadastrado.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The template

export interface DadosDaMensagem {
  /** The patient's full name (the message uses the first one). */
  nome: string;
  /** dd/mm/aaaa */
  data: string;
  /** HH:mm */
  hora: string;
  profissional: string;
  /** An address, or "online". */
  local: string;
}

const MARCADOR = /\{([^{}\s]{1,30})\}/g;

/** Placeholders in `modelo` that are not one of MARCADORES. */
export const marcadoresDesconhecidos = (modelo: string): string[] =>
  [...modelo.matchAll(MARCADOR)]
    .map((m) => m[1])
    .filter((m) => !(MARCADORES as readonly string[]).includes(m));

/** The message: each known placeholder replaced; anything else in the template is kept as written. */
export function renderizarModelo(modelo: string, dados: DadosDaMensagem): string {
  const valores: Record<Marcador, string> = { ...dados, nome: primeiroNome(dados.nome) };
  return modelo.replace(MARCADOR, (todo, m: string) =>
    (MARCADORES as readonly string[]).includes(m) ? valores[m as Marcador] : todo,
  );
}

/** "Rua X, 100, sala 2 - Bairro - Cidade/UF" with the parts that are filled; "" without any. */
export const textoDoEndereco = (e: EnderecoPartes | null | undefined): string =>
  enderecoEmLinha(e, { separador: ' - ', cep: false }) ?? '';

/** {local}: "online" for an online session, else the appointment's place, else the practice's address. */
export function localDoAgendamento(
  a: { modalidade?: string | null; local?: string | null },
  enderecoDoConsultorio: EnderecoPartes | null | undefined,
): string {
  if (a.modalidade === 'online') return 'online';
  return a.local?.trim() || textoDoEndereco(enderecoDoConsultorio) || 'no consultório';
}

/** `https://wa.me/55<DDD><número>?text=…` for a Brazilian phone, or null when the number is not one. */
export function whatsappUrl(telefone: string | null | undefined, mensagem: string): string | null {
  let digitos = normalizeTelefone(onlyDigits(telefone ?? ''));
  if (digitos.length === 12 && digitos.startsWith('55')) digitos = digitos.slice(2);
  if (digitos.length !== 10 && digitos.length !== 11) return null;
  return `https://wa.me/55${digitos}?text=${encodeURIComponent(mensagem)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Settings: GET / PUT /user/lembretes

const modeloSchema = z
  .string({ message: 'Mensagem inválida.' })
  .trim()
  .max(MODELO_MAXIMO, { message: MSG_LEMBRETES.modeloLongo })
  .superRefine((modelo, ctx) => {
    if (temCaractereDeControle(modelo)) ctx.addIssue({ code: 'custom', message: 'Mensagem inválida.' });
    const [desconhecido] = marcadoresDesconhecidos(modelo);
    if (desconhecido)
      ctx.addIssue({ code: 'custom', message: MSG_LEMBRETES.marcadorDesconhecido(desconhecido) });
  });

export const lembretesConfigSchema = z.object({
  ativo: z.boolean({ message: MSG_LEMBRETES.ativo }),
  antecedencia_horas: z
    .number({ message: MSG_LEMBRETES.antecedencia })
    .int({ message: MSG_LEMBRETES.antecedencia })
    .min(ANTECEDENCIA_MINIMA, { message: MSG_LEMBRETES.antecedencia })
    .max(ANTECEDENCIA_MAXIMA, { message: MSG_LEMBRETES.antecedencia }),
  /** Omitted, null or blank: the default template. */
  modelo: modeloSchema.nullish(),
});
export type LembretesConfigInput = z.input<typeof lembretesConfigSchema>;
export type LembretesConfigParsed = z.output<typeof lembretesConfigSchema>;

export const lembretesConfigOutputSchema = z.object({
  ativo: z.boolean(),
  antecedencia_horas: z.number().int(),
  /** The template in use (the default when none was saved). */
  modelo: z.string(),
});
export type LembretesConfig = z.infer<typeof lembretesConfigOutputSchema>;
export const lembretesConfigResponseSchema = z.object({ lembretes: lembretesConfigOutputSchema });
export type LembretesConfigResponse = z.infer<typeof lembretesConfigResponseSchema>;

export const LEMBRETES_PADRAO: LembretesConfig = {
  ativo: false,
  antecedencia_horas: ANTECEDENCIA_PADRAO,
  modelo: MODELO_PADRAO,
};

// ---------------------------------------------------------------------------------------------------------------
// The patient's link: GET /lembretes/{token}, POST /lembretes/{token}/confirmar | cancelar (public)

export const RESPOSTAS_PACIENTE = ['confirmado', 'cancelado'] as const;
export type RespostaPaciente = (typeof RESPOSTAS_PACIENTE)[number];

/** Any text: a token that is not one of ours answers 404, like an expired one (never 422). */
export const lembreteTokenParamsSchema = z.object({ token: z.string() });

/** What the public page shows: nothing about the patient beyond the appointment itself. */
export const lembretePublicoSchema = z.object({
  agendamento: z.object({
    /** ISO instant with the practice's offset. */
    inicio: z.string(),
    duracao_minutos: z.number().int(),
    status: z.enum(['agendado', 'confirmado', 'realizado', 'faltou', 'cancelado', 'solicitado']),
    /** The video link of an online session still on (docs/product.md §16); absent otherwise. */
    link_online: z.string().optional(),
  }),
  profissional: z.object({ nome: z.string() }),
});
export type LembretePublico = z.infer<typeof lembretePublicoSchema>;
export const lembreteRespostaSchema = lembretePublicoSchema.extend({ message: z.string() });
export type LembreteResposta = z.infer<typeof lembreteRespostaSchema>;

// ---------------------------------------------------------------------------------------------------------------
// WhatsApp: GET /agendamento/{id}/lembrete

export const lembreteWhatsappSchema = z.object({
  mensagem: z.string(),
  /** null when the patient's phone is not a Brazilian number. */
  whatsapp_url: z.string().nullable(),
});
export type LembreteWhatsapp = z.infer<typeof lembreteWhatsappSchema>;
