import {
  formatCep,
  isValidCep,
  isValidCpf,
  isValidCrp,
  isValidTelefone,
  normalizeTelefone,
  onlyDigits,
} from './br.ts';
import { semLarguraZero } from './common.ts';
import { dataExtenso } from './tempo.ts';
import { z } from './zod.ts';

// Fields of a person — the user (psychologist) and the patient alike.
export const emailSchema = z
  .string({ message: 'Informe o e-mail.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Informe um e-mail válido.' }).max(254));

/** A required text field: empty (or only a mask's punctuation) says "Informe o …", not "inválido". */
const required = (message: string) =>
  z.string({ message }).refine((v) => /[\p{L}\p{N}]/u.test(v), { message, abort: true });

export const cpfSchema = required('Informe o CPF.')
  .refine(isValidCpf, { message: 'CPF inválido: confira os números.' })
  .transform(onlyDigits);

export const crpSchema = required('Informe o CRP.')
  .trim()
  .refine(isValidCrp, { message: 'CRP inválido: use o formato 06/123456, com região de 01 a 24.' });

export const telefoneSchema = required('Informe o telefone.')
  .refine(isValidTelefone, { message: 'Telefone inválido: informe DDD e número, ex.: (11) 98765-4321.' })
  .transform(normalizeTelefone);

/** A person's name: zero-width characters dropped (common.ts), trimmed, 3 to 150 characters. */
export const nomeSchema = z
  .string({ message: 'Informe o nome.' })
  .overwrite(semLarguraZero)
  .trim()
  .min(3, { message: 'Informe o nome completo (mínimo de 3 letras).' })
  .max(150, { message: 'Nome longo demais (máximo de 150 caracteres).' });

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const enderecoSchema = z.object({
  cep: z
    .string()
    .refine((v) => v === '' || isValidCep(v), { message: 'CEP inválido: use 8 dígitos.' })
    .transform(onlyDigits)
    .nullish(),
  logradouro: optionalText(200),
  numero: optionalText(20),
  complemento: optionalText(100),
  bairro: optionalText(100),
  cidade: optionalText(100),
  uf: z
    .enum(UFS, { message: 'UF inválida.' })
    .nullish()
    .or(z.literal('').transform(() => null)),
});
export type Endereco = z.infer<typeof enderecoSchema>;

/** The address as answered (responses are encoded, not parsed: no transforms). */
export const enderecoOutputSchema = z.object({
  cep: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
});

/** An address with any of its parts filled: the form's values, the profile as answered, a patient's. */
export interface EnderecoPartes {
  logradouro?: string | null;
  numero?: string | null;
  complemento?: string | null;
  bairro?: string | null;
  cidade?: string | null;
  uf?: string | null;
  cep?: string | null;
}

/** "São Paulo/SP" (or the city alone), the place printed beside a date; null without a city. */
export function cidadeUf(e: EnderecoPartes | null | undefined): string | null {
  const cidade = e?.cidade?.trim();
  if (!cidade) return null;
  const uf = e?.uf?.trim();
  return uf ? `${cidade}/${uf}` : cidade;
}

/**
 * The address on one line, with the parts that are filled: "Rua das Flores, 100, sala 2 · Centro · São Paulo/SP ·
 * CEP 01310-100" (letterheads); `{ separador: ' - ', cep: false }` gives the reminders' "… - Centro - Santos/SP".
 * Null when nothing is filled.
 */
export function enderecoEmLinha(
  e: EnderecoPartes | null | undefined,
  { separador = ' · ', cep = true }: { separador?: string; cep?: boolean } = {},
): string | null {
  if (!e) return null;
  const rua = [e.logradouro, e.numero, e.complemento]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
  const textoCep = cep && e.cep?.trim() ? `CEP ${formatCep(e.cep.trim())}` : '';
  return [rua, e.bairro?.trim(), cidadeUf(e), textoCep].filter(Boolean).join(separador) || null;
}

/** "São Paulo/SP, 12 de março de 2026." (the date alone when there is no city), as documents and receipts close. */
export function localEData(e: EnderecoPartes | null | undefined, dia: string): string {
  const local = cidadeUf(e);
  return `${local ? `${local}, ` : ''}${dataExtenso(dia)}.`;
}
