import { cpfSchema, crpSchema, emailSchema, nomeSchema, telefoneSchema } from './pessoa.ts';
import { z } from './zod.ts';

/** Minimum password length (docs/product.md §8.1). */
export const SENHA_MIN = 10;

/**
 * The sync part of the password rule: 10 to 128 characters, no composition rule. The strength part (zxcvbn, the
 * owner's name, e-mail and CPF) is `password-strength.ts`, kept apart because its dictionaries are heavy: the API
 * runs it on every password it stores, the web loads it lazily on the screens that set one.
 */
export const senhaSchema = z
  .string({ message: 'Informe a senha.' })
  .min(1, { message: 'Informe a senha.', abort: true })
  .min(SENHA_MIN, { message: `A senha precisa de pelo menos ${SENHA_MIN} caracteres.` })
  .max(128, { message: 'A senha pode ter no máximo 128 caracteres.' });

/** "Li e aceito os Termos de Uso e a Política de Privacidade": required where someone gets a login. */
export const aceiteTermosSchema = z.literal(true, {
  message: 'É preciso aceitar os termos de uso e a política de privacidade.',
});

export const cadastroRequestSchema = z.object({
  nome: nomeSchema,
  email: emailSchema,
  senha: senhaSchema,
  cpf: cpfSchema,
  crp: crpSchema,
  telefone: telefoneSchema,
  aceite_termos: aceiteTermosSchema,
});
export type CadastroRequest = z.input<typeof cadastroRequestSchema>;

/** Who a login is on its account: the psychologist who owns it, or a secretária (docs/product.md §15). */
export const PAPEIS = ['titular', 'secretaria'] as const;
export type Papel = (typeof PAPEIS)[number];

/**
 * The logged-in person. A titular is the psychologist who owns the account; a secretária acts on it
 * (docs/product.md §15) and has no CPF, CRP or phone of her own here. `consultorio` is the account she acts on
 * (her own for a titular): its name and the defaults the agenda and sessions read.
 */
export const usuarioSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  crp: z.string().nullable(),
  telefone: z.string().nullable(),
  papel: z.enum(PAPEIS),
  /** Always true for a titular; for a secretária, what the titular allowed. */
  acesso_financeiro: z.boolean(),
  consultorio: z.object({
    titular_id: z.uuid(),
    nome: z.string(),
    duracao_sessao_padrao: z.number().int(),
    valor_sessao_padrao: z.number().nullable(),
    fuso_horario: z.string(),
  }),
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
