import { z } from './zod.ts';

export const uuidSchema = z.uuid({ message: 'Identificador inválido.' });
export const idParamsSchema = z.object({ id: uuidSchema });

/*
 * Hostile-input limits shared by every schema (docs/security.md): dates and instants within ANO_MINIMO–ANO_MAXIMO,
 * money up to VALOR_MAXIMO, and text without control characters (the API refuses them in every body, query and
 * path, see apps/api/src/plugins/errors.ts; tab and line breaks are text).
 */
export const ANO_MINIMO = 1900;
export const ANO_MAXIMO = 2199;
export const VALOR_MAXIMO = 9_999_999.99;
/** C0 controls but tab/LF/CR, DEL, C1 controls and the bidirectional overrides/isolates (and lone surrogates, below). */
const faixa = (de: number, ate: number) => `${String.fromCharCode(de)}-${String.fromCharCode(ate)}`;
export const CARACTERES_DE_CONTROLE = new RegExp(
  `[${faixa(0x00, 0x08)}${faixa(0x0b, 0x0c)}${faixa(0x0e, 0x1f)}${faixa(0x7f, 0x9f)}${faixa(0x202a, 0x202e)}${faixa(0x2066, 0x2069)}]`,
);
/**
 * Half of a UTF-16 surrogate pair on its own ("Ana\uD800 Souza", valid JSON): no character at all; PostgreSQL would
 * get U+FFFD in its place. With the `u` flag a whole pair is one code point and does not match.
 */
const METADE_DE_PAR = /\p{Cs}/u;
export const temCaractereDeControle = (texto: string): boolean =>
  CARACTERES_DE_CONTROLE.test(texto) || METADE_DE_PAR.test(texto);
/**
 * Zero-width characters (space, non-joiner, joiner, word joiner, byte-order mark): invisible, they make two equal
 * names differ ("Ana\u200B Souza") and hide text in a search. Names drop them (`semLarguraZero`) instead of being
 * refused, as a paste from a web page or a PDF often carries them; free text keeps them (emoji sequences use U+200D).
 */
export const CARACTERES_DE_LARGURA_ZERO = /[\u200B-\u200D\u2060\uFEFF]/g;
export const semLarguraZero = (texto: string): string => texto.replace(CARACTERES_DE_LARGURA_ZERO, '');
const MSG_ENTRADA_CONTROLE = 'O texto contém caracteres inválidos (de controle ou incompletos).';
/** An optional name (social name, a payer's, a contact's): no zero-width characters, trimmed, blank = null. */
export const nomeOpcional = (max: number) =>
  z
    .string()
    .overwrite(semLarguraZero)
    .trim()
    .max(max, { message: `Texto longo demais (máximo de ${max} caracteres).` })
    .refine((v) => !temCaractereDeControle(v), { message: MSG_ENTRADA_CONTROLE })
    .nullish()
    .transform((v) => (v === '' ? null : v));
export const MSG_ENTRADA = {
  controle: MSG_ENTRADA_CONTROLE,
  dataForaDoIntervalo: `Use uma data entre ${ANO_MINIMO} e ${ANO_MAXIMO}.`,
  valorMaximo: 'Valor alto demais (máximo de R$ 9.999.999,99).',
  profundidade: 'Requisição malformada: estrutura aninhada demais.',
  dataFormato: 'Data inválida: use dd/mm/aaaa.',
  dataInexistente: 'Esta data não existe: confira o dia e o mês.',
} as const;

/**
 * Why a typed date was not read: in the right shape (dd/mm/aaaa, or aaaa-mm-dd as spreadsheets write it) but not a
 * day of the calendar ("31/02/2001"), or not in that shape at all.
 */
export const motivoDataInvalida = (texto: string): string =>
  /^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})$/.test(texto.trim())
    ? MSG_ENTRADA.dataInexistente
    : MSG_ENTRADA.dataFormato;

/** The year of "YYYY-…" (a date or an ISO instant) is within ANO_MINIMO–ANO_MAXIMO; another shape is the format check's. */
export const anoNoIntervalo = (valor: string): boolean => {
  if (!/^\d{4}-/.test(valor)) return true;
  const ano = Number(valor.slice(0, 4));
  return ano >= ANO_MINIMO && ano <= ANO_MAXIMO;
};

/** Calendar date as YYYY-MM-DD, within ANO_MINIMO–ANO_MAXIMO. */
export const dateSchema = z.iso
  .date({ message: 'Data inválida (use AAAA-MM-DD).' })
  .refine(anoNoIntervalo, { message: MSG_ENTRADA.dataForaDoIntervalo });

/** Money in reais, at most two decimals and VALOR_MAXIMO; stored as integer centavos by the API. */
export const moneySchema = z
  .number({ message: 'Informe um valor em reais.' })
  .nonnegative({ message: 'O valor não pode ser negativo.' })
  .max(VALOR_MAXIMO, { message: MSG_ENTRADA.valorMaximo })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'Use no máximo dois decimais.' });

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The one error shape of the API (docs/product.md §7.5). */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  feature: z.string().optional(),
  /** Facts the client shows with the message, by name (a signing certificate's issuer: `emissor`). */
  detalhes: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const okSchema = z.object({ message: z.string() });
