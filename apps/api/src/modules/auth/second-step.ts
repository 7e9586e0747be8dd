import type { AppContext } from '../../context.ts';
import { naConta, type Pedido } from '../../lib/ator.ts';
import { type AppError, tooManyRequests } from '../../lib/errors.ts';
import { LIMITES_PROPRIOS } from '../../lib/metricas.ts';
import { registrarAuditoria } from '../auditoria/service.ts';
import { secondStepWarningMail } from './mail.ts';
import {
  type ChallengeTry,
  closeChallenge,
  isTotpCode,
  takeChallengeTry,
  verificarSegundoFator,
  wrongCodeError,
} from './two-factor.ts';
import { buscarUsuarioPorId } from './usuarios.ts';

/*
 * The login's second step under a cap per account (docs/security.md). Whoever knows a password gets a new
 * challenge (5 tries) at every login, from any address: so the authenticator codes tried are also counted per
 * account, across challenges, addresses and replicas, in the app's counters (lib/counters.ts: Redis when
 * REDIS_URL is set). `secondFactorLockout.maxFailures` of them within `windowSeconds` pause the account's
 * authenticator codes for `pauseSeconds`: they answer 429 without being checked. Recovery codes still work during
 * the pause, so the owner is never locked out; a wrong one counts too. Each refused code joins the account's audit
 * trail, and the owner gets one e-mail per pause.
 *
 * An authenticator code is counted before it is checked, so parallel guesses cannot get past the cap (a right code
 * spends its count too: at most one every 30 seconds for the owner, far below the cap).
 */

const triesKey = (usuarioId: string) => `2fa-tentativas|${usuarioId}`;
const pauseKey = (usuarioId: string) => `2fa-pausa|${usuarioId}`;

const minutos = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return n === 1 ? '1 minuto' : `${n} minutos`;
};

/** The 429 of a paused account: how long to wait, and the way in that still works. */
export const pausedMessage = (ms: number): string =>
  'Muitos códigos de verificação errados nesta conta. Por segurança, os códigos do aplicativo autenticador ' +
  `estão pausados por ${minutos(ms)}: aguarde ou entre agora com um dos seus códigos de recuperação.`;

const paused = (ms: number): AppError =>
  tooManyRequests(ms / 1000, pausedMessage(ms), LIMITES_PROPRIOS.segundaEtapa);

/** Milliseconds left of the account's pause of authenticator codes (0: none). */
async function pauseLeft(ctx: AppContext, usuarioId: string): Promise<number> {
  const { pauseSeconds } = ctx.config.secondFactorLockout;
  const pausa = await ctx.counters.peek(pauseKey(usuarioId), pauseSeconds * 1000);
  return pausa.count > 0 ? pausa.ttlMs : 0;
}

/** One more try counted on the account: answers its number in the current window. */
async function countTry(ctx: AppContext, usuarioId: string): Promise<number> {
  const { windowSeconds } = ctx.config.secondFactorLockout;
  return (await ctx.counters.hit(triesKey(usuarioId), windowSeconds * 1000)).count;
}

/**
 * Starts the pause (or joins the one running) and answers its milliseconds left. Only the request that starts it
 * (the first hit of its window, on any replica) warns the owner by e-mail.
 */
async function pause(ctx: AppContext, pedido: Pedido, usuarioId: string): Promise<number> {
  const { pauseSeconds } = ctx.config.secondFactorLockout;
  const pausa = await ctx.counters.hit(pauseKey(usuarioId), pauseSeconds * 1000);
  if (pausa.count === 1) await warnOwner(ctx, pedido, usuarioId);
  return Math.max(pausa.ttlMs, 1);
}

/** The owner's e-mail: someone has the password. A mail failure is logged; the answer stays the same. */
async function warnOwner(ctx: AppContext, pedido: Pedido, usuarioId: string): Promise<void> {
  const user = await buscarUsuarioPorId(ctx, usuarioId);
  if (!user) return;
  try {
    await ctx.mailer.send(secondStepWarningMail(ctx, { to: user.email, nome: user.nome }));
  } catch (err) {
    pedido.log.error({ err }, 'falha ao enviar o aviso de códigos de verificação errados');
  }
}

type Motivo = 'codigo' | 'recuperacao' | 'pausa';
const auditFailure = (ctx: AppContext, pedido: Pedido, usuarioId: string, motivo: Motivo) =>
  registrarAuditoria(ctx.db, naConta(pedido.ator, usuarioId), {
    acao: 'login_2fa_falhou',
    entidade: '2fa',
    detalhes: { motivo },
  });

/** An authenticator code: refused unchecked during a pause; counted, then checked; the cap's last one pauses. */
async function answerWithTotp(ctx: AppContext, pedido: Pedido, tentativa: ChallengeTry, codigo: string) {
  const { usuarioId } = tentativa;
  const { maxFailures } = ctx.config.secondFactorLockout;
  const left = await pauseLeft(ctx, usuarioId);
  if (left > 0) {
    await auditFailure(ctx, pedido, usuarioId, 'pausa');
    throw paused(left);
  }
  const n = await countTry(ctx, usuarioId);
  if (n > maxFailures) {
    await auditFailure(ctx, pedido, usuarioId, 'pausa');
    throw paused(await pause(ctx, pedido, usuarioId));
  }
  if (await verificarSegundoFator(ctx, usuarioId, codigo)) return;
  await auditFailure(ctx, pedido, usuarioId, 'codigo');
  if (n === maxFailures) throw paused(await pause(ctx, pedido, usuarioId));
  throw wrongCodeError(tentativa);
}

/** A recovery code: checked even during a pause; a wrong one counts toward the cap like a wrong TOTP code. */
async function answerWithRecoveryCode(
  ctx: AppContext,
  pedido: Pedido,
  tentativa: ChallengeTry,
  codigo: string,
) {
  const { usuarioId } = tentativa;
  if (await verificarSegundoFator(ctx, usuarioId, codigo)) return;
  await auditFailure(ctx, pedido, usuarioId, 'recuperacao');
  if ((await countTry(ctx, usuarioId)) >= ctx.config.secondFactorLockout.maxFailures)
    await pause(ctx, pedido, usuarioId);
  throw wrongCodeError(tentativa);
}

/**
 * The second step: a live challenge and a right code → its user. A wrong code spends a try of the challenge (422,
 * then 401) and counts toward the account's cap (429 once reached, see above).
 */
export async function responderDesafio(
  ctx: AppContext,
  pedido: Pedido,
  desafio: string,
  codigo: string,
): Promise<string> {
  const tentativa = await takeChallengeTry(ctx, desafio);
  if (isTotpCode(codigo)) await answerWithTotp(ctx, pedido, tentativa, codigo);
  else await answerWithRecoveryCode(ctx, pedido, tentativa, codigo);
  await closeChallenge(ctx, tentativa.id);
  return tentativa.usuarioId;
}
