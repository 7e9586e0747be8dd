import { isValidCep, isValidCpf, isValidCrp, isValidTelefone, normalizeTelefone, onlyDigits } from './br.ts';
import { MSG_ENTRADA, semLarguraZero, temCaractereDeControle } from './common.ts';
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

/**
 * A person's name: zero-width characters dropped (common.ts), trimmed, 3 to 150 characters, no control character
 * nor lone surrogate (the API refuses them in every request; a spreadsheet's cell comes here too).
 */
export const nomeSchema = z
  .string({ message: 'Informe o nome.' })
  .overwrite(semLarguraZero)
  .trim()
  .min(3, { message: 'Informe o nome completo (mínimo de 3 letras).' })
  .max(150, { message: 'Nome longo demais (máximo de 150 caracteres).' })
  .refine((v) => !temCaractereDeControle(v), { message: MSG_ENTRADA.controle });

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
