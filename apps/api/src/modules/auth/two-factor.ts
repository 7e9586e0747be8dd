import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { AppContext } from '../../context.ts';
import { codigosRecuperacao, desafios2fa, doisFatores } from '../../db/schema.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { AppError, unauthorized, unprocessable } from '../../lib/errors.ts';
import { qrcode } from '../../lib/primeiro-uso.ts';

/*
 * Two-factor login (TOTP, RFC 6238, through the otpauth library): 30-second codes of 6 digits, one step of clock
 * drift accepted either way; an accepted step is remembered so the same code (or an older one) never works twice.
 * Ten one-time recovery codes, stored as SHA-256. A login with 2FA on first gets a challenge (5 minutes, 5 tries);
 * the codes tried on the challenges are also capped per account (second-step.ts).
 */

const ISSUER = 'Consultório';
const PERIOD = 30;
const RECOVERY_CODES = 10;
export const CHALLENGE_SECONDS = 5 * 60;
export const CHALLENGE_TRIES = 5;

export const MSG_2FA = {
  codigoInvalido: 'Código inválido ou já usado. Confira o aplicativo autenticador e tente de novo.',
  jaAtiva: 'A verificação em duas etapas já está ativa.',
  naoConfigurada: 'Comece pela configuração: gere o QR code e leia-o no aplicativo autenticador.',
  naoAtiva: 'A verificação em duas etapas não está ativa.',
  desafioExpirado:
    'O tempo para informar o código acabou ou as tentativas se esgotaram. Entre de novo com e-mail e senha.',
} as const;

const totpOf = (segredo: string, label = 'conta') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(segredo),
  });

/** "ABCDE-FGH23": 10 characters without look-alikes (0/O, 1/I/L). */
function novoCodigoRecuperacao(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
/** Six digits are an authenticator code; anything else is tried as a recovery code. */
export const isTotpCode = (codigo: string): boolean => /^\d{6}$/.test(codigo);

const normalizarRecuperacao = (codigo: string) => codigo.replace(/[\s-]/g, '').toUpperCase();

async function row(ctx: AppContext, usuarioId: string) {
  const [r] = await ctx.db.select().from(doisFatores).where(eq(doisFatores.usuario_id, usuarioId));
  return r;
}

export async function twoFactorActive(ctx: AppContext, usuarioId: string): Promise<boolean> {
  return Boolean((await row(ctx, usuarioId))?.ativado_em);
}

export async function twoFactorStatus(
  ctx: AppContext,
  usuarioId: string,
): Promise<{ ativo: boolean; codigos_restantes: number }> {
  const ativo = await twoFactorActive(ctx, usuarioId);
  const [{ n }] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(codigosRecuperacao)
    .where(and(eq(codigosRecuperacao.usuario_id, usuarioId), isNull(codigosRecuperacao.usado_em)));
  return { ativo, codigos_restantes: ativo ? n : 0 };
}

/** A new secret (replacing one not yet activated): what the authenticator app reads. */
export async function configureTwoFactor(
  ctx: AppContext,
  usuarioId: string,
  email: string,
): Promise<{ segredo: string; otpauth_url: string; qr_code: string }> {
  const atual = await row(ctx, usuarioId);
  if (atual?.ativado_em) throw unprocessable('codigo', MSG_2FA.jaAtiva);
  const segredo = new Secret({ size: 20 }).base32;
  const cifrado = ctx.cipher.encrypt(segredo);
  await ctx.db
    .insert(doisFatores)
    .values({ usuario_id: usuarioId, segredo: cifrado })
    .onConflictDoUpdate({ target: doisFatores.usuario_id, set: { segredo: cifrado, ultimo_passo: null } });
  const otpauth_url = totpOf(segredo, email).toString();
  const qr_code = await (await qrcode()).toDataURL(otpauth_url, { margin: 1, width: 240 });
  return { segredo, otpauth_url, qr_code };
}

/**
 * Checks a TOTP code against the secret and records its time step, atomically: a step already accepted (or an
 * earlier one) is refused, so a code seen over someone's shoulder cannot be replayed.
 */
async function acceptTotp(ctx: AppContext, usuarioId: string, segredoCifrado: string, codigo: string) {
  if (!isTotpCode(codigo)) return false;
  const delta = totpOf(ctx.cipher.decrypt(segredoCifrado)).validate({ token: codigo, window: 1 });
  if (delta === null) return false;
  const passo = TOTP.counter({ period: PERIOD }) + delta;
  const updated = await ctx.db
    .update(doisFatores)
    .set({ ultimo_passo: passo })
    .where(
      and(
        eq(doisFatores.usuario_id, usuarioId),
        or(isNull(doisFatores.ultimo_passo), lt(doisFatores.ultimo_passo, passo)),
      ),
    )
    .returning({ id: doisFatores.usuario_id });
  return updated.length > 0;
}

async function acceptRecoveryCode(ctx: AppContext, usuarioId: string, codigo: string) {
  const hash = sha256(normalizarRecuperacao(codigo));
  const used = await ctx.db
    .update(codigosRecuperacao)
    .set({ usado_em: sql`now()` })
    .where(
      and(
        eq(codigosRecuperacao.usuario_id, usuarioId),
        eq(codigosRecuperacao.codigo_hash, hash),
        isNull(codigosRecuperacao.usado_em),
      ),
    )
    .returning({ id: codigosRecuperacao.id });
  return used.length > 0;
}

/** Turns 2FA on with a first code from the app; answers the recovery codes, shown this once. */
export async function activateTwoFactor(
  ctx: AppContext,
  usuarioId: string,
  codigo: string,
): Promise<string[]> {
  const atual = await row(ctx, usuarioId);
  if (!atual) throw unprocessable('codigo', MSG_2FA.naoConfigurada);
  if (atual.ativado_em) throw unprocessable('codigo', MSG_2FA.jaAtiva);
  if (!(await acceptTotp(ctx, usuarioId, atual.segredo, codigo)))
    throw unprocessable('codigo', MSG_2FA.codigoInvalido);
  const codigos = Array.from({ length: RECOVERY_CODES }, novoCodigoRecuperacao);
  await ctx.db.transaction(async (tx) => {
    await tx.update(doisFatores).set({ ativado_em: sql`now()` }).where(eq(doisFatores.usuario_id, usuarioId));
    await tx.delete(codigosRecuperacao).where(eq(codigosRecuperacao.usuario_id, usuarioId));
    await tx
      .insert(codigosRecuperacao)
      .values(codigos.map((c) => ({ usuario_id: usuarioId, codigo_hash: sha256(normalizarRecuperacao(c)) })));
  });
  return codigos;
}

/** A TOTP code or an unused recovery code of a user with 2FA on. */
export async function verificarSegundoFator(
  ctx: AppContext,
  usuarioId: string,
  codigo: string,
): Promise<boolean> {
  const atual = await row(ctx, usuarioId);
  if (!atual?.ativado_em) return false;
  if (isTotpCode(codigo)) return acceptTotp(ctx, usuarioId, atual.segredo, codigo);
  return acceptRecoveryCode(ctx, usuarioId, codigo);
}

/** Turns 2FA off (the caller checked the password); a valid code is still required. */
export async function deactivateTwoFactor(ctx: AppContext, usuarioId: string, codigo: string): Promise<void> {
  if (!(await twoFactorActive(ctx, usuarioId))) throw unprocessable('codigo', MSG_2FA.naoAtiva);
  if (!(await verificarSegundoFator(ctx, usuarioId, codigo)))
    throw unprocessable('codigo', MSG_2FA.codigoInvalido);
  await ctx.db.delete(doisFatores).where(eq(doisFatores.usuario_id, usuarioId));
  await ctx.db.delete(codigosRecuperacao).where(eq(codigosRecuperacao.usuario_id, usuarioId));
}

/** The password was right: a challenge the second step answers with a code. Only its hash is stored. */
export async function criarDesafio(ctx: AppContext, usuarioId: string): Promise<string> {
  const desafio = newToken();
  await ctx.db.insert(desafios2fa).values({
    usuario_id: usuarioId,
    desafio_hash: sha256(desafio),
    expira_em: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
  });
  return desafio;
}

/** A live challenge (unexpired, unused, under 5 tries) after spending one of its tries. */
export interface ChallengeTry {
  id: string;
  usuarioId: string;
  /** Tries left after this one. */
  restantes: number;
}

/**
 * Spends one try of a live challenge before its code is checked (parallel guesses cannot exceed the 5 tries); a dead
 * challenge answers 401, and the user starts again with e-mail and password. The code itself is checked by the
 * second step (second-step.ts).
 */
export async function takeChallengeTry(ctx: AppContext, desafio: string): Promise<ChallengeTry> {
  const [tentativa] = await ctx.db
    .update(desafios2fa)
    .set({ tentativas: sql`${desafios2fa.tentativas} + 1` })
    .where(
      and(
        eq(desafios2fa.desafio_hash, sha256(desafio)),
        isNull(desafios2fa.usado_em),
        gt(desafios2fa.expira_em, sql`now()`),
        lt(desafios2fa.tentativas, CHALLENGE_TRIES),
      ),
    )
    .returning({ id: desafios2fa.id, usuarioId: desafios2fa.usuario_id, tentativas: desafios2fa.tentativas });
  if (!tentativa) throw unauthorized(MSG_2FA.desafioExpirado);
  return {
    id: tentativa.id,
    usuarioId: tentativa.usuarioId,
    restantes: CHALLENGE_TRIES - tentativa.tentativas,
  };
}

/** A right code closes its challenge: it cannot open a second session. */
export async function closeChallenge(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.update(desafios2fa).set({ usado_em: sql`now()` }).where(eq(desafios2fa.id, id));
}

/** A wrong code on a challenge: 422 on `codigo` while it has tries left, then 401 (start again). */
export function wrongCodeError(tentativa: ChallengeTry): AppError {
  if (tentativa.restantes <= 0) return unauthorized(MSG_2FA.desafioExpirado);
  return new AppError(422, MSG_2FA.codigoInvalido, { errors: { codigo: [MSG_2FA.codigoInvalido] } });
}
