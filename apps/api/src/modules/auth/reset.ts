import { createHmac, randomInt } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { MSG } from '@consultorio/contracts/messages';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { resetCodes, usuarios } from '../../db/schema.ts';
import { type Ator, naConta, type Pedido } from '../../lib/ator.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { registrarAuditoria } from '../auditoria/service.ts';
import { emailDoCodigoDeRedefinicao } from './mail.ts';
import { exigirSenhaForte, hashPassword } from './password.ts';
import { revogarTodasAsSessoes } from './sessions.ts';
import { buscarUsuarioPorEmail } from './usuarios.ts';

export const RESET_CODE_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;

const invalidCode = () => new AppError(422, MSG.invalidCode, { errors: { codigo: [MSG.invalidCode] } });

/**
 * A 6-digit code is only a million guesses away, so a plain hash of it would be reversible from a dump: the code is
 * stored as an HMAC under APP_SECRET, bound to its user.
 */
const codeHash = (ctx: AppContext, usuarioId: string, codigo: string) =>
  createHmac('sha256', ctx.config.appSecret).update(`${usuarioId}:${codigo}`).digest('hex');

/** At most this many codes per account per hour, whatever the address asking (docs/security.md). */
export const RESET_CODES_PER_HOUR = 5;
/** Every answer of send-reset-code takes at least this long, so its time can't tell a registered e-mail. */
export const RESET_ANSWER_MS = 300;

const pending = new Set<Promise<void>>();
/** Tests: resolves when every code requested so far has been stored and sent. */
export const resetWorkDone = async (): Promise<void> => {
  await Promise.all(pending);
};

/**
 * Answers after RESET_ANSWER_MS whether or not the e-mail is registered and whether or not the work (code, e-mail)
 * is done by then; the rest goes on in the background and a failure is logged, never answered.
 */
export async function pedirCodigoDeRedefinicao(
  ctx: AppContext,
  pedido: Pedido,
  email: string,
): Promise<void> {
  const work = sendResetCode(ctx, pedido, email).catch((err: unknown) => {
    pedido.log.error({ err }, 'falha ao gerar o código de redefinição de senha');
  });
  pending.add(work);
  void work.finally(() => pending.delete(work));
  await setTimeout(RESET_ANSWER_MS);
}

/** Sends a new code when the e-mail is registered (and under the hourly cap). Older unused codes die. */
async function sendResetCode(ctx: AppContext, pedido: Pedido, email: string): Promise<void> {
  const user = await buscarUsuarioPorEmail(ctx, email);
  await registrarAuditoria(ctx.db, naConta(pedido.ator, user?.id ?? null), { acao: 'reset_solicitado' });
  if (!user) return;
  const [{ recentes }] = await ctx.db
    .select({ recentes: sql<number>`count(*)::int` })
    .from(resetCodes)
    .where(
      and(eq(resetCodes.usuario_id, user.id), gt(resetCodes.created_at, sql`now() - interval '1 hour'`)),
    );
  if (recentes >= RESET_CODES_PER_HOUR) return;
  const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(resetCodes)
      .set({ used_at: sql`now()` })
      .where(and(eq(resetCodes.usuario_id, user.id), isNull(resetCodes.used_at)));
    await tx.insert(resetCodes).values({
      usuario_id: user.id,
      code_hash: codeHash(ctx, user.id, codigo),
      expires_at: new Date(Date.now() + RESET_CODE_MINUTES * 60_000),
    });
  });
  try {
    await ctx.mailer.send(emailDoCodigoDeRedefinicao(ctx, { to: user.email, nome: user.nome, codigo }));
  } catch (err) {
    // The answer must not reveal whether the e-mail exists, so a mail failure is logged, not returned.
    pedido.log.error({ err }, 'falha ao enviar o código de redefinição de senha');
  }
}

/**
 * Checks the user's live code. Every try takes one of the 5 attempts before comparing (so parallel guesses can't
 * exceed them); a right code gives its attempt back. Returns the code's id and the user's id.
 */
async function checkCode(ctx: AppContext, email: string, codigo: string) {
  const user = await buscarUsuarioPorEmail(ctx, email);
  if (!user) throw invalidCode();
  const [live] = await ctx.db
    .select({ id: resetCodes.id })
    .from(resetCodes)
    .where(
      and(
        eq(resetCodes.usuario_id, user.id),
        isNull(resetCodes.used_at),
        gt(resetCodes.expires_at, sql`now()`),
        lt(resetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(resetCodes.created_at))
    .limit(1);
  if (!live) throw invalidCode();
  const [taken] = await ctx.db
    .update(resetCodes)
    .set({ attempts: sql`${resetCodes.attempts} + 1` })
    .where(
      and(
        eq(resetCodes.id, live.id),
        isNull(resetCodes.used_at),
        lt(resetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: resetCodes.code_hash });
  if (!taken || !safeEqual(taken.codeHash, codeHash(ctx, user.id, codigo))) throw invalidCode();
  return { codeId: live.id, usuarioId: user.id, user };
}

const giveAttemptBack = sql`greatest(${resetCodes.attempts} - 1, 0)`;

export async function verificarCodigoDeRedefinicao(
  ctx: AppContext,
  email: string,
  codigo: string,
): Promise<void> {
  const { codeId } = await checkCode(ctx, email, codigo);
  await ctx.db.update(resetCodes).set({ attempts: giveAttemptBack }).where(eq(resetCodes.id, codeId));
}

/** Uses the code once: new password, every session ended, lock-out cleared. */
export async function redefinirSenha(
  ctx: AppContext,
  ator: Ator,
  input: { email: string; codigo: string; senha: string },
): Promise<void> {
  const { codeId, usuarioId, user } = await checkCode(ctx, input.email, input.codigo);
  try {
    // Only after the code: the reason ("seu nome", "seu CPF") must not tell a stranger who owns the e-mail.
    await exigirSenhaForte(input.senha, user);
  } catch (err) {
    // A weak password does not spend a try of the code: the user chooses another and sends it again.
    await ctx.db.update(resetCodes).set({ attempts: giveAttemptBack }).where(eq(resetCodes.id, codeId));
    throw err;
  }
  const senha_hash = await hashPassword(input.senha);
  await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(resetCodes)
      .set({ used_at: sql`now()`, attempts: giveAttemptBack })
      .where(and(eq(resetCodes.id, codeId), isNull(resetCodes.used_at)))
      .returning({ id: resetCodes.id });
    if (!used) throw invalidCode(); // used by a concurrent request in the meantime
    await tx
      .update(usuarios)
      .set({ senha_hash, failed_logins: 0, locked_until: null, updated_at: sql`now()` })
      .where(eq(usuarios.id, usuarioId));
  });
  await revogarTodasAsSessoes(ctx, usuarioId);
  await registrarAuditoria(ctx.db, naConta(ator, usuarioId), {
    acao: 'reset_concluido',
    entidade: 'usuario',
    entidadeId: usuarioId,
  });
}
