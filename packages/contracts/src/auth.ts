import { isValidCep, isValidCpf, isValidCrp, isValidTelefone, normalizeTelefone, onlyDigits } from './br.ts';
import { dateSchema, moneySchema } from './common.ts';
import { z } from './zod.ts';

export const emailSchema = z
  .string({ message: 'Informe o e-mail.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Informe um e-mail válido.' }).max(254));

export const cpfSchema = z
  .string({ message: 'Informe o CPF.' })
  .refine(isValidCpf, { message: 'CPF inválido: confira os números.' })
  .transform(onlyDigits);

export const crpSchema = z
  .string({ message: 'Informe o CRP.' })
  .trim()
  .refine(isValidCrp, { message: 'CRP inválido: use o formato 06/123456, com região de 01 a 24.' });

export const telefoneSchema = z
  .string({ message: 'Informe o telefone.' })
  .refine(isValidTelefone, { message: 'Telefone inválido: informe DDD e número, ex.: (11) 98765-4321.' })
  .transform(normalizeTelefone);

export const nomeSchema = z
  .string({ message: 'Informe o nome.' })
  .trim()
  .min(3, { message: 'Informe o nome completo (mínimo de 3 letras).' })
  .max(150, { message: 'Nome longo demais (máximo de 150 caracteres).' });

/** Password rule: 8+ characters with letters and numbers. Strength is shown to the user separately. */
export const senhaSchema = z
  .string({ message: 'Informe a senha.' })
  .min(8, { message: 'A senha precisa de pelo menos 8 caracteres.' })
  .max(128, { message: 'A senha pode ter no máximo 128 caracteres.' })
  .refine((s) => /[A-Za-zÀ-ÿ]/.test(s) && /\d/.test(s), { message: 'Use letras e números na senha.' });

/** 0 (very weak) to 4 (strong). */
export function passwordStrength(senha: string): number {
  if (!senha) return 0;
  let score = 0;
  if (senha.length >= 8) score++;
  if (senha.length >= 12) score++;
  if (/[a-z]/.test(senha) && /[A-Z]/.test(senha)) score++;
  if (/\d/.test(senha) && /[^A-Za-z0-9]/.test(senha)) score++;
  return Math.min(score, 4);
}
export const PASSWORD_STRENGTH_LABELS = ['Muito fraca', 'Fraca', 'Razoável', 'Boa', 'Forte'] as const;

export const cadastroRequestSchema = z.object({
  nome: nomeSchema,
  email: emailSchema,
  senha: senhaSchema,
  cpf: cpfSchema,
  crp: crpSchema,
  telefone: telefoneSchema,
  aceite_termos: z.literal(true, {
    message: 'É preciso aceitar os termos de uso e a política de privacidade.',
  }),
});
export type CadastroRequest = z.input<typeof cadastroRequestSchema>;

export const usuarioSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  email: z.string(),
  cpf: z.string(),
  crp: z.string(),
  telefone: z.string(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

export const usuarioResponseSchema = z.object({ usuario: usuarioSchema });
export const loginResponseSchema = z.object({ usuario: usuarioSchema.extend({ token: z.string() }) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  senha: z.string({ message: 'Informe a senha.' }).min(1, { message: 'Informe a senha.' }).max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const logoutRequestSchema = z.object({ token: z.string().max(200).optional() }).optional();
export const tokenResponseSchema = z.object({ token: z.string() });

export const codigoSchema = z
  .string({ message: 'Informe o código.' })
  .trim()
  .regex(/^\d{6}$/, { message: 'O código tem 6 dígitos.' });

export const sendResetCodeRequestSchema = z.object({ email: emailSchema });
export const verifyResetCodeRequestSchema = z.object({ email: emailSchema, codigo: codigoSchema });
export const verifyResetCodeResponseSchema = z.object({ valido: z.literal(true) });

const novaSenha = { senha: senhaSchema, senha_confirmacao: z.string() };
const senhasConferem = (v: { senha: string; senha_confirmacao: string }) => v.senha === v.senha_confirmacao;
const senhasNaoConferem = { message: 'As senhas não conferem.', path: ['senha_confirmacao'] };

export const resetPasswordRequestSchema = z
  .object({ email: emailSchema, codigo: codigoSchema, ...novaSenha })
  .refine(senhasConferem, senhasNaoConferem);
export const changePasswordRequestSchema = z
  .object({
    senha_atual: z
      .string({ message: 'Informe a senha atual.' })
      .min(1, { message: 'Informe a senha atual.' }),
    ...novaSenha,
  })
  .refine(senhasConferem, senhasNaoConferem);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const checkEmailQuerySchema = z.object({ email: emailSchema });
export const checkCpfQuerySchema = z.object({ cpf: cpfSchema });
export const checkCrpQuerySchema = z.object({ crp: crpSchema });
export const checkTelefoneQuerySchema = z.object({ telefone: telefoneSchema });
export const disponivelResponseSchema = z.object({ disponivel: z.boolean() });
export const UNIQUE_USER_FIELDS = ['email', 'cpf', 'crp', 'telefone'] as const;
export type UniqueUserField = (typeof UNIQUE_USER_FIELDS)[number];

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

export const profileSchema = z.object({
  nome: nomeSchema,
  email: emailSchema,
  cpf: cpfSchema,
  crp: crpSchema,
  telefone: telefoneSchema,
  data_nascimento: dateSchema.nullish(),
  endereco: enderecoSchema.nullish(),
  valor_sessao_padrao: moneySchema.nullish(),
  duracao_sessao_padrao: z.number().int().min(10).max(240).default(50),
  fuso_horario: z.string().default('America/Sao_Paulo'),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ usuario: profileSchema.extend({ id: z.uuid() }) });

export const leadRequestSchema = z.object({
  nome: nomeSchema,
  email: emailSchema,
  telefone: telefoneSchema.optional().or(z.literal('').transform(() => undefined)),
  mensagem: z
    .string()
    .trim()
    .max(2000, { message: 'Mensagem longa demais (máximo de 2000 caracteres).' })
    .optional(),
  consentimento: z.literal(true, { message: 'É preciso consentir com o uso dos seus dados para contato.' }),
});
export type LeadRequest = z.input<typeof leadRequestSchema>;

// Response shapes. Responses are encoded (not parsed) by the API, so they are plain: no transforms.
export const enderecoOutputSchema = z.object({
  cep: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
});
export const profileOutputSchema = usuarioSchema.extend({
  data_nascimento: z.string().nullable(),
  endereco: enderecoOutputSchema.nullable(),
  valor_sessao_padrao: z.number().nullable(),
  duracao_sessao_padrao: z.number().int(),
  fuso_horario: z.string(),
});
export type ProfileOutput = z.infer<typeof profileOutputSchema>;
/** `GET/PUT /user/profile` answer. */
export const profileOutputResponseSchema = z.object({ usuario: profileOutputSchema });
