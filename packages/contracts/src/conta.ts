import { loginResponseSchema } from './auth.ts';
import { z } from './zod.ts';

/*
 * The user's own data (docs/decisions/0031-users-own-data.md): sessions, two-factor login, backups and account
 * deletion. The export itself is a ZIP download (no schema).
 */

const senhaAtual = z.string({ message: 'Informe a senha.' }).min(1, { message: 'Informe a senha.' }).max(128);

/** A TOTP code (6 digits) or a recovery code (XXXXX-XXXXX); spaces are ignored. */
export const codigo2faSchema = z
  .string({ message: 'Informe o código.' })
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { message: 'Informe o código.' })
      .regex(/^(\d{6}|[A-Z0-9]{5}-?[A-Z0-9]{5})$/, {
        message: 'Código inválido: use os 6 dígitos do aplicativo.',
      }),
  );

// Sessions
export const sessaoAtivaSchema = z.object({
  id: z.uuid(),
  criado_em: z.string(),
  ultimo_uso_em: z.string(),
  ip: z.string().nullable(),
  dispositivo: z.string(),
  atual: z.boolean(),
});
export type SessaoAtiva = z.infer<typeof sessaoAtivaSchema>;
export const sessoesAtivasResponseSchema = z.object({ sessoes: z.array(sessaoAtivaSchema) });
export const sessoesEncerradasResponseSchema = z.object({ encerradas: z.number().int() });

// Account deletion
export const excluirContaRequestSchema = z.object({
  senha: senhaAtual,
  codigo: codigo2faSchema.optional(),
});
export type ExcluirContaRequest = z.input<typeof excluirContaRequestSchema>;

// Two-factor login
export const configurar2faResponseSchema = z.object({
  segredo: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code image (data:image/png;base64,…). */
  qr_code: z.string(),
});
export type Configurar2fa = z.infer<typeof configurar2faResponseSchema>;
export const ativar2faRequestSchema = z.object({ codigo: codigo2faSchema });
export const ativar2faResponseSchema = z.object({ codigos_recuperacao: z.array(z.string()) });
export const desativar2faRequestSchema = z.object({ senha: senhaAtual, codigo: codigo2faSchema });
export const status2faResponseSchema = z.object({
  ativo: z.boolean(),
  codigos_restantes: z.number().int(),
});
export const login2faRequestSchema = z.object({
  desafio: z.string({ message: 'Desafio ausente.' }).min(1).max(200),
  codigo: codigo2faSchema,
});
export const desafio2faResponseSchema = z.object({ requer_2fa: z.literal(true), desafio: z.string() });

// Backups
export const ORIGENS_BACKUP = ['manual', 'automatico'] as const;
export const backupSchema = z.object({
  id: z.uuid(),
  criado_em: z.string(),
  tamanho_bytes: z.number().int(),
  origem: z.enum(ORIGENS_BACKUP),
});
export type Backup = z.infer<typeof backupSchema>;
export const backupResponseSchema = z.object({ backup: backupSchema });
export const backupsResponseSchema = z.object({ backups: z.array(backupSchema) });

/** POST /login: the usual answer, or — with 2FA on — a challenge for POST /login/2fa and no token. */
export const loginOuDesafioResponseSchema = z.union([loginResponseSchema, desafio2faResponseSchema]);
export type LoginOuDesafio = z.infer<typeof loginOuDesafioResponseSchema>;
