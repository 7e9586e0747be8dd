import { isValidCnpj, isValidCpf, onlyDigits, primeiroNome } from './br.ts';
import { moedaBr } from './carne-leao.ts';
import {
  ANO_MAXIMO,
  ANO_MINIMO,
  dateSchema,
  moneySchema,
  paginationQuerySchema,
  paginationSchema,
  uuidSchema,
} from './common.ts';
import { FORMAS_PAGAMENTO, formaPagamentoSchema } from './sessoes.ts';
import { dataBr } from './tempo.ts';
import { z } from './zod.ts';

// docs/product.md §18: charging patients by PIX — the psychologist's key and defaults, a charge of sessions and
// free items with its BR Code, the month's run, following up, the patient's informed payment and the reminder.
// Money is reais in JSON, integer centavos in the database (docs/decisions/0085-patient-charges.md).

// ---------------------------------------------------------------------------------------------------------------
// The PIX key and the BR Code's text fields

export const TIPOS_CHAVE_PIX = ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] as const;
export type TipoChavePix = (typeof TIPOS_CHAVE_PIX)[number];
export const TIPO_CHAVE_PIX_LABELS: Record<TipoChavePix, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Celular',
  aleatoria: 'Chave aleatória',
};

export const NOME_RECEBEDOR_MAX = 25;
export const CIDADE_MAX = 15;
export const VENCIMENTO_DIAS_PADRAO = 3;
export const VENCIMENTO_DIAS_MAX = 30;
export const MENSAGEM_COBRANCA_MAX = 500;
/** The comprovante the patient sends: PDF, JPEG or PNG by content, at most 5 MB. */
export const COMPROVANTE_MAX_BYTES = 5 * 1024 * 1024;
export const CAMPO_COMPROVANTE = 'comprovante';

export const MSG_COBRANCAS = {
  chaveInvalida:
    'Chave PIX inválida: use um CPF, um CNPJ, um e-mail, um celular com +55 e DDD ou uma chave aleatória.',
  chaveCpf: 'Chave PIX inválida: o CPF não confere (dígitos verificadores).',
  chaveCnpj: 'Chave PIX inválida: o CNPJ não confere (dígitos verificadores).',
  chaveEmail: 'Chave PIX inválida: informe um e-mail válido (até 77 caracteres).',
  chaveTelefone: 'Chave PIX inválida: informe o celular com +55, o DDD e o número (ex.: +55 11 98765-4321).',
  nomeRecebedor: 'Informe o nome de quem recebe (até 25 letras).',
  nomeLongo: `Nome longo demais para o PIX (máximo de ${NOME_RECEBEDOR_MAX} caracteres).`,
  cidade: 'Informe a cidade (até 15 letras).',
  cidadeLonga: `Cidade longa demais para o PIX (máximo de ${CIDADE_MAX} caracteres).`,
  vencimentoDias: `Informe em quantos dias a cobrança vence, de 0 a ${VENCIMENTO_DIAS_MAX}.`,
  mensagemLonga: `Mensagem longa demais (máximo de ${MENSAGEM_COBRANCA_MAX} caracteres).`,
  semConfig: 'Cadastre sua chave PIX em Perfil → Cobranças antes de cobrar.',
  semItens: 'Inclua ao menos uma sessão ou um item na cobrança.',
  itemDescricao: 'Descreva o item (até 200 caracteres).',
  itemValor: 'Informe um valor maior que zero.',
  sessaoRepetida: 'A mesma sessão aparece duas vezes.',
  sessaoNaoEncontrada: 'Sessão não encontrada para este paciente.',
  sessaoSemValor: (data: string) =>
    `A sessão de ${data} não tem valor: informe o valor na sessão antes de cobrar.`,
  sessaoCancelada: (data: string) => `A sessão de ${data} foi cancelada: não há o que cobrar.`,
  sessaoPaga: (data: string) => `A sessão de ${data} já está paga.`,
  sessaoEmCobranca: (data: string, numero: number) => `A sessão de ${data} já está na cobrança nº ${numero}.`,
  vencimentoPassado: 'O vencimento não pode ser no passado.',
  mesInvalido: 'Mês inválido (use AAAA-MM).',
  naoEncontrada: 'Cobrança não encontrada.',
  reciboSoPaga: 'O recibo é emitido depois que a cobrança é paga.',
  jaPaga: 'Esta cobrança já foi paga.',
  cancelada: 'Esta cobrança foi cancelada.',
  pagamentoFuturo: 'A data do pagamento não pode ser futura.',
  naoInformada: 'O paciente não informou o pagamento desta cobrança.',
  jaInformada: 'O pagamento desta cobrança já foi informado: aguarde a confirmação.',
  semComprovante: 'Esta cobrança não tem comprovante.',
  motivo: 'Diga ao paciente por que o comprovante foi recusado (até 500 caracteres).',
  comprovanteObrigatorio: 'Envie o comprovante do pagamento (PDF, JPG ou PNG).',
  comprovanteTipo: 'O comprovante deve ser um PDF, JPG ou PNG (o conteúdo do arquivo não é de nenhum deles).',
  comprovanteGrande: 'O comprovante pode ter até 5 MB.',
  comprovanteVazio: 'O arquivo do comprovante está vazio.',
  envioIncompleto: 'O envio do comprovante foi interrompido. Tente de novo.',
  multipart: 'Envie o comprovante como multipart/form-data, no campo "comprovante".',
} as const;

/**
 * Name and city as the BR Code takes them (fields 59 and 60): ASCII without accents, only letters, digits, space and
 * . , - /, cut to `max`. The API's BR Code writer uses the same function (modules/pagamentos/brcode.ts).
 */
export function textoEmv(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,\-/]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The kind of a PIX key and its stored form (DICT's formats): CPF or CNPJ as digits (check digits verified), e-mail in
 * lower case, phone as +55DDDNÚMERO, random key as a lower-case UUID. Returns the message of the first rule broken.
 */
export function lerChavePix(bruta: string): { tipo: TipoChavePix; chave: string } | { erro: string } {
  const texto = bruta.trim();
  if (texto.includes('@')) {
    const email = texto.toLowerCase();
    const ok = z.email().safeParse(email).success && email.length <= 77;
    return ok ? { tipo: 'email', chave: email } : { erro: MSG_COBRANCAS.chaveEmail };
  }
  if (texto.startsWith('+')) {
    const digitos = onlyDigits(texto);
    const ok = /^55[1-9]{2}9?\d{8}$/.test(digitos) && /^\+[\d\s().-]+$/.test(texto);
    return ok ? { tipo: 'telefone', chave: `+${digitos}` } : { erro: MSG_COBRANCAS.chaveTelefone };
  }
  if (UUID.test(texto)) return { tipo: 'aleatoria', chave: texto.toLowerCase() };
  if (/^[\d.\-/\s]+$/.test(texto)) {
    const digitos = onlyDigits(texto);
    if (digitos.length === 11) {
      return isValidCpf(digitos) ? { tipo: 'cpf', chave: digitos } : { erro: MSG_COBRANCAS.chaveCpf };
    }
    if (digitos.length === 14) {
      return isValidCnpj(digitos) ? { tipo: 'cnpj', chave: digitos } : { erro: MSG_COBRANCAS.chaveCnpj };
    }
  }
  return { erro: MSG_COBRANCAS.chaveInvalida };
}

/** A BR Code text field: at most `max` characters as typed, stored without accents; nothing left → `vazio`. */
const textoPix = (max: number, vazio: string, longo: string) =>
  z
    .string({ message: vazio })
    .trim()
    .max(max, { message: longo })
    .transform((v) => textoEmv(v, max))
    .refine((v) => v.length > 0, { message: vazio });

// ---------------------------------------------------------------------------------------------------------------
// Settings: GET / PUT /user/cobranca

export const cobrancaConfigSchema = z.object({
  chave_pix: z
    .string({ message: MSG_COBRANCAS.chaveInvalida })
    .max(100, { message: MSG_COBRANCAS.chaveInvalida })
    .transform((v, c) => {
      const lida = lerChavePix(v);
      if ('erro' in lida) {
        c.addIssue({ code: 'custom', message: lida.erro });
        return z.NEVER;
      }
      return lida;
    }),
  nome_recebedor: textoPix(NOME_RECEBEDOR_MAX, MSG_COBRANCAS.nomeRecebedor, MSG_COBRANCAS.nomeLongo),
  cidade: textoPix(CIDADE_MAX, MSG_COBRANCAS.cidade, MSG_COBRANCAS.cidadeLonga),
  vencimento_dias: z
    .number({ message: MSG_COBRANCAS.vencimentoDias })
    .int({ message: MSG_COBRANCAS.vencimentoDias })
    .min(0, { message: MSG_COBRANCAS.vencimentoDias })
    .max(VENCIMENTO_DIAS_MAX, { message: MSG_COBRANCAS.vencimentoDias })
    .default(VENCIMENTO_DIAS_PADRAO),
  lembrete_automatico: z.boolean({ message: 'Informe sim ou não.' }).default(true),
  /** Added to the ready WhatsApp message and shown to the patient with the charge; blank clears it. */
  mensagem: z
    .string({ message: 'Mensagem inválida.' })
    .trim()
    .max(MENSAGEM_COBRANCA_MAX, { message: MSG_COBRANCAS.mensagemLonga })
    .nullish()
    .transform((v) => (v ? v : null)),
  /**
   * Whether a session marked `falta` (no notice) is charged by the month's run; `falta_justificada` and `cancelada`
   * never are. Omitted: true.
   */
  cobrar_faltas: z.boolean({ message: 'Informe sim ou não.' }).default(true),
});
export type CobrancaConfigInput = z.input<typeof cobrancaConfigSchema>;
export type CobrancaConfigParsed = z.output<typeof cobrancaConfigSchema>;

export const cobrancaConfigOutSchema = z.object({
  chave_pix: z.string(),
  tipo_chave: z.enum(TIPOS_CHAVE_PIX),
  nome_recebedor: z.string(),
  cidade: z.string(),
  vencimento_dias: z.number().int(),
  lembrete_automatico: z.boolean(),
  mensagem: z.string().nullable(),
  cobrar_faltas: z.boolean(),
});
export type CobrancaConfig = z.infer<typeof cobrancaConfigOutSchema>;
/** Before the first save, `cobranca_config` is null. */
export const cobrancaConfigResponseSchema = z.object({ cobranca_config: cobrancaConfigOutSchema.nullable() });

// ---------------------------------------------------------------------------------------------------------------
// A charge

/** Stored: aberta, informada (the patient sent a comprovante), paga, cancelada; `vencida` is an aberta past due. */
export const STATUS_COBRANCA = ['aberta', 'vencida', 'informada', 'paga', 'cancelada'] as const;
export type StatusCobranca = (typeof STATUS_COBRANCA)[number];
export const STATUS_COBRANCA_LABELS: Record<StatusCobranca, string> = {
  aberta: 'Em aberto',
  vencida: 'Vencida',
  informada: 'Pagamento informado',
  paga: 'Paga',
  cancelada: 'Cancelada',
};

export const MAX_SESSOES_POR_COBRANCA = 100;
export const MAX_ITENS_POR_COBRANCA = 50;

export const itemCobrancaInputSchema = z.object({
  descricao: z
    .string({ message: MSG_COBRANCAS.itemDescricao })
    .trim()
    .min(1, { message: MSG_COBRANCAS.itemDescricao })
    .max(200, { message: MSG_COBRANCAS.itemDescricao }),
  valor: moneySchema.refine((v) => v > 0, { message: MSG_COBRANCAS.itemValor }),
});

/** `POST /cobrancas`: sessions of the patient and/or free items; the due date defaults to today + vencimento_dias. */
export const cobrancaCreateSchema = z
  .object({
    paciente_id: uuidSchema,
    sessoes: z
      .array(uuidSchema)
      .max(MAX_SESSOES_POR_COBRANCA, {
        message: `No máximo ${MAX_SESSOES_POR_COBRANCA} sessões por cobrança.`,
      })
      .refine((ids) => new Set(ids).size === ids.length, { message: MSG_COBRANCAS.sessaoRepetida })
      .optional(),
    itens: z
      .array(itemCobrancaInputSchema)
      .max(MAX_ITENS_POR_COBRANCA, { message: `No máximo ${MAX_ITENS_POR_COBRANCA} itens por cobrança.` })
      .optional(),
    vencimento: dateSchema.optional(),
  })
  .refine((b) => (b.sessoes?.length ?? 0) + (b.itens?.length ?? 0) > 0, {
    message: MSG_COBRANCAS.semItens,
    path: ['itens'],
  });
export type CobrancaCreate = z.input<typeof cobrancaCreateSchema>;
export type CobrancaCreateParsed = z.output<typeof cobrancaCreateSchema>;

/** A month as AAAA-MM, within the product's years. */
export const mesSchema = z
  .string({ message: MSG_COBRANCAS.mesInvalido })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: MSG_COBRANCAS.mesInvalido })
  .refine((v) => Number(v.slice(0, 4)) >= ANO_MINIMO && Number(v.slice(0, 4)) <= ANO_MAXIMO, {
    message: MSG_COBRANCAS.mesInvalido,
  });

export const cobrancaMesSchema = z.object({ mes: mesSchema });

export const itemCobrancaSchema = z.object({
  descricao: z.string(),
  valor: z.number(),
  /** Only on an item that is a session. */
  sessao_id: z.uuid().optional(),
});
export type ItemCobranca = z.infer<typeof itemCobrancaSchema>;

export const pixSchema = z.object({
  /** The BR Code (EMV) text, "PIX copia e cola". */
  copia_e_cola: z.string(),
  /** The same code as a QR image (`data:image/png;base64,…`); lists leave it out (open the charge to draw it). */
  qr_code: z.string().startsWith('data:image/png;base64,').optional(),
});

export const cobrancaSchema = z.object({
  id: z.uuid(),
  /** Counts up per account: 1, 2, 3… */
  numero: z.number().int(),
  paciente_id: z.uuid(),
  paciente_nome: z.string(),
  valor: z.number(),
  vencimento: z.string(),
  status: z.enum(STATUS_COBRANCA),
  /** The month the charge is for (AAAA-MM): the month's run's, else its latest session's, else its creation's. */
  competencia: z.string(),
  itens: z.array(itemCobrancaSchema),
  txid: z.string(),
  pix: pixSchema,
  pago_em: z.string().nullable(),
  data_pagamento: z.string().nullable(),
  forma_pagamento: z.enum(FORMAS_PAGAMENTO).nullable(),
  informada_em: z.string().nullable(),
  /** The patient's comprovante, while the charge is `informada` (and kept once paid). */
  comprovante: z.object({ tipo: z.enum(['pdf', 'jpg', 'png']), tamanho: z.number().int() }).nullable(),
  motivo_recusa: z.string().nullable(),
  lembrete_enviado_em: z.string().nullable(),
  cancelada_em: z.string().nullable(),
  criada_em: z.string(),
});
export type Cobranca = z.infer<typeof cobrancaSchema>;
export const cobrancaResponseSchema = z.object({ cobranca: cobrancaSchema });

export const cobrancasMesResponseSchema = z.object({
  cobrancas: z.array(cobrancaSchema),
  criadas: z.number().int(),
});

/** `GET /cobrancas/mes/previa?mes=`: what "Cobrar o mês" would create, before it runs. */
export const previaMesResponseSchema = z.object({
  mes: z.string(),
  /** Patients that would get a charge (the first 200, by name). */
  pacientes: z.array(
    z.object({
      paciente_id: z.uuid(),
      paciente_nome: z.string(),
      sessoes: z.number().int(),
      valor: z.number(),
    }),
  ),
  quantidade: z.number().int(),
  total: z.number(),
});
export type PreviaMes = z.infer<typeof previaMesResponseSchema>;

export const cobrancasQuerySchema = paginationQuerySchema.extend({
  status: z.enum(STATUS_COBRANCA, { message: 'Situação inválida.' }).optional(),
  paciente_id: uuidSchema.optional(),
  mes: mesSchema.optional(),
});
export type CobrancasQuery = z.input<typeof cobrancasQuerySchema>;

export const cobrancasResponseSchema = z.object({
  cobrancas: z.array(cobrancaSchema),
  pagination: paginationSchema,
  /**
   * Of the account (and of the patient, when filtered): em_aberto = every charge not paid nor cancelled (vencidas
   * included), vencido = those past due, recebido_no_mes = paid in the month filtered (else the current one).
   */
  totais: z.object({ em_aberto: z.number(), vencido: z.number(), recebido_no_mes: z.number() }),
});
export type CobrancasResponse = z.infer<typeof cobrancasResponseSchema>;

export const pagarCobrancaSchema = z.object({
  /** Omitted: today. */
  data_pagamento: dateSchema.optional(),
  /** Omitted: PIX. */
  forma_pagamento: formaPagamentoSchema.default('pix'),
});

export const recusarComprovanteSchema = z.object({
  motivo: z
    .string({ message: MSG_COBRANCAS.motivo })
    .trim()
    .min(1, { message: MSG_COBRANCAS.motivo })
    .max(500, { message: MSG_COBRANCAS.motivo }),
});

// ---------------------------------------------------------------------------------------------------------------
// The patient's page: GET /api/portal/cobrancas

export const cobrancaPortalSchema = z.object({
  id: z.uuid(),
  numero: z.number().int(),
  valor: z.number(),
  vencimento: z.string(),
  status: z.enum(STATUS_COBRANCA),
  itens: z.array(itemCobrancaSchema.omit({ sessao_id: true })),
  /** Open charges carry the code and its image; a paid one has nothing to pay. */
  pix: pixSchema,
  recebedor: z.string(),
  /** Why the psychologist sent the comprovante back (the charge is `aberta` again). */
  motivo_recusa: z.string().nullable(),
  informada_em: z.string().nullable(),
  data_pagamento: z.string().nullable(),
  /** The psychologist's note for every charge (settings). */
  mensagem: z.string().nullable(),
});
export type CobrancaPortal = z.infer<typeof cobrancaPortalSchema>;
export const cobrancasPortalResponseSchema = z.object({ cobrancas: z.array(cobrancaPortalSchema) });
export const informarPagamentoResponseSchema = z.object({
  cobranca: z.object({ id: z.uuid(), status: z.literal('informada') }),
});

// ---------------------------------------------------------------------------------------------------------------
// The ready WhatsApp message (shared by the charge's page and its tests)

/** The message "Enviar por WhatsApp" opens: amount, due date, the PIX code to copy, the psychologist's note. */
export function mensagemWhatsappCobranca(d: {
  paciente: string;
  numero: number;
  valor: number;
  vencimento: string;
  copiaECola: string;
  mensagem: string | null;
  portalUrl?: string | null;
}): string {
  return [
    `Olá, ${primeiroNome(d.paciente)}! Segue a cobrança nº ${d.numero}, de ${moedaBr(d.valor)}, com vencimento em ${dataBr(d.vencimento)}.`,
    ...(d.mensagem ? [d.mensagem] : []),
    'PIX copia e cola:',
    d.copiaECola,
    ...(d.portalUrl ? [`Você também pode pagar e enviar o comprovante pela sua área: ${d.portalUrl}`] : []),
  ].join('\n\n');
}
