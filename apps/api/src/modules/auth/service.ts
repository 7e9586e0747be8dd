import { setTimeout } from 'node:timers/promises';
import type { LoginResponse, Usuario } from '@consultorio/contracts/auth';
import { MSG } from '@consultorio/contracts/messages';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { usuarios } from '../../db/schema.ts';
import { type Ator, atorDoLogin, naConta, type Pedido } from '../../lib/ator.ts';
import { tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { LIMITES_PROPRIOS } from '../../lib/metricas.ts';
import { registrarAuditoria } from '../auditoria/service.ts';
import { conferirHashDaSenha, dummyVerify, exigirSenhaForte, hashPassword, needsRehash } from './password.ts';
import { responderDesafio } from './second-step.ts';
import { type AuthInfo, criarSessaoDeLogin, revogarSessaoPorId, revogarTokenDeSessao } from './sessions.ts';
import { criarDesafio, twoFactorActive } from './two-factor.ts';

// The auth area's public surface: what the auth plugin and the profile area (usuario) use.
export { conferirHashDaSenha, exigirSenhaForte, hashPassword } from './password.ts';
export {
  type AuthInfo,
  criarSessaoDeLogin,
  descreverDispositivo,
  listarSessoesAbertas,
  revogarOutrasSessoes,
  revogarPropriaSessao,
  revogarTodasAsSessoes,
  type SessaoAtivaRow,
  verificarSessaoEPlano,
  verificarTokenDeSessao,
} from './sessions.ts';
export {
  activateTwoFactor,
  configureTwoFactor,
  deactivateTwoFactor,
  twoFactorActive,
  twoFactorStatus,
  verificarSegundoFator,
} from './two-factor.ts';
export {
  buscarTitular,
  buscarUsuarioPorEmail,
  buscarUsuarioPorId,
  comoTitular,
  contaDo,
  exigirUnico,
  type TitularRow,
  toUsuario,
  type UsuarioRow,
  uniqueViolation,
  usuarioPublico,
} from './usuarios.ts';

import {
  buscarUsuarioPorEmail,
  buscarUsuarioPorId,
  contaDo,
  exigirUnico,
  toUsuario,
  type UsuarioRow,
  uniqueViolation,
  usuarioPublico,
} from './usuarios.ts';

export interface CadastroInput {
  nome: string;
  email: string;
  senha: string;
  cpf: string;
  crp: string;
  telefone: string;
}

/**
 * The actor of a login line: the login acting on its account, so a secretária's logins and failed tries show in
 * her titular's trail (docs/product.md §15).
 */
const comoLogin = (ator: Ator, user: UsuarioRow): Ator =>
  atorDoLogin({ id: user.id, nome: user.nome, papel: user.papel, contaId: contaDo(user) }, ator);

/** How long each login try waits while its account is throttled (after too many wrong passwords). */
export const THROTTLE_DELAY_MS = 1000;

/** Signs a psychologist up on the free plan (column defaults). */
export async function cadastrar(ctx: AppContext, ator: Ator, input: CadastroInput): Promise<Usuario> {
  const { nome, email, cpf, crp, telefone } = input;
  await exigirSenhaForte(input.senha, { nome, email, cpf });
  await exigirUnico(ctx, { email, cpf, crp, telefone });
  const senha_hash = await hashPassword(input.senha);
  let row: typeof usuarios.$inferSelect;
  try {
    [row] = await ctx.db.insert(usuarios).values({ nome, email, cpf, crp, telefone, senha_hash }).returning();
  } catch (err) {
    throw uniqueViolation(err) ?? err;
  }
  await registrarAuditoria(ctx.db, naConta(ator, row.id), {
    acao: 'cadastro',
    entidade: 'usuario',
    entidadeId: row.id,
  });
  return toUsuario(row);
}

/**
 * E-mail + password → a new session. Unknown e-mail and wrong password answer the same 401 after the same work.
 * After `lockout.maxFailures` consecutive failures the account is throttled for `lockout.lockSeconds`: every try
 * waits THROTTLE_DELAY_MS and a wrong password answers 429, but the right one still gets in — a stranger sending
 * wrong passwords slows guessing, never locks the owner out of their practice (docs/security.md).
 */
export async function autenticar(
  ctx: AppContext,
  ator: Ator,
  input: { email: string; senha: string },
): Promise<LoginResponse['usuario'] | { requer_2fa: true; desafio: string }> {
  const user = await buscarUsuarioPorEmail(ctx, input.email);
  if (!user) {
    await dummyVerify(input.senha);
    await registrarAuditoria(ctx.db, naConta(ator, null), {
      acao: 'login_falhou',
      detalhes: { motivo: 'email' },
    });
    throw unauthorized(MSG.invalidCredentials);
  }
  const throttledUntil =
    user.locked_until && user.locked_until.getTime() > Date.now() ? user.locked_until : null;
  if (throttledUntil) await setTimeout(THROTTLE_DELAY_MS);
  if (!(await conferirHashDaSenha(user.senha_hash, input.senha))) {
    await registerFailure(ctx, user.id);
    await registrarAuditoria(ctx.db, comoLogin(ator, user), {
      acao: 'login_falhou',
      detalhes: { motivo: throttledUntil ? 'bloqueio' : 'senha' },
    });
    if (throttledUntil)
      throw tooManyRequests(
        (throttledUntil.getTime() - Date.now()) / 1000,
        MSG.accountLocked,
        LIMITES_PROPRIOS.contaBloqueada,
      );
    throw unauthorized(MSG.invalidCredentials);
  }
  const rehash = needsRehash(user.senha_hash) ? await hashPassword(input.senha) : undefined;
  // The failures counted so far are forgotten; an account with none (most logins) has nothing to write.
  if (rehash || user.failed_logins > 0 || user.locked_until) {
    await ctx.db
      .update(usuarios)
      .set({ failed_logins: 0, locked_until: null, ...(rehash ? { senha_hash: rehash } : {}) })
      .where(eq(usuarios.id, user.id));
  }
  // Two-factor login: the password only earns a challenge; POST /login/2fa opens the session.
  if (await twoFactorActive(ctx, user.id))
    return { requer_2fa: true, desafio: await criarDesafio(ctx, user.id) };
  const token = await criarSessaoDeLogin(ctx, user.id, ator);
  await registrarAuditoria(ctx.db, comoLogin(ator, user), {
    acao: 'login',
    entidade: 'usuario',
    entidadeId: user.id,
  });
  return { ...(await usuarioPublico(ctx, user)), token };
}

/**
 * The second step of a two-factor login: a live challenge and a right code → the usual login answer. Wrong codes
 * are capped per account (second-step.ts).
 */
export async function autenticarSegundaEtapa(
  ctx: AppContext,
  pedido: Pedido,
  input: { desafio: string; codigo: string },
): Promise<LoginResponse['usuario']> {
  const usuarioId = await responderDesafio(ctx, pedido, input.desafio, input.codigo);
  const user = await buscarUsuarioPorId(ctx, usuarioId);
  if (!user) throw unauthorized(MSG.invalidCredentials);
  const token = await criarSessaoDeLogin(ctx, user.id, pedido.ator);
  await registrarAuditoria(ctx.db, comoLogin(pedido.ator, user), {
    acao: 'login',
    entidade: 'usuario',
    entidadeId: user.id,
    detalhes: { segundo_fator: true },
  });
  return { ...(await usuarioPublico(ctx, user)), token };
}

/** One more consecutive failure; the one that reaches the maximum locks the account and restarts the count. */
async function registerFailure(ctx: AppContext, usuarioId: string): Promise<void> {
  const { maxFailures, lockSeconds } = ctx.config.lockout;
  const reached = sql`${usuarios.failed_logins} + 1 >= ${maxFailures}`;
  await ctx.db
    .update(usuarios)
    .set({
      failed_logins: sql`case when ${reached} then 0 else ${usuarios.failed_logins} + 1 end`,
      locked_until: sql`case when ${reached} then now() + make_interval(secs => ${lockSeconds}) else ${usuarios.locked_until} end`,
    })
    .where(eq(usuarios.id, usuarioId));
}

/** Ends the session of `token` when it is a live one; silently does nothing otherwise. */
export async function sair(ctx: AppContext, ator: Ator, token: string | null): Promise<void> {
  if (!token) return;
  const usuarioId = await revogarTokenDeSessao(ctx, token);
  const user = usuarioId ? await buscarUsuarioPorId(ctx, usuarioId) : undefined;
  if (user) await registrarAuditoria(ctx.db, comoLogin(ator, user), { acao: 'logout' });
}

/** Rotation: a new token for the same user; the one used to ask is revoked. */
export async function renovarToken(ctx: AppContext, ator: Ator, auth: AuthInfo): Promise<string> {
  const token = await criarSessaoDeLogin(ctx, auth.atorId, ator);
  await revogarSessaoPorId(ctx, auth.tokenId);
  return token;
}
