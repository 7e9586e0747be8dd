import type { LoginResponse } from '@consultorio/contracts/auth';
import {
  CONVITE_VALIDADE_DIAS,
  type Convite,
  type ConviteAceitar,
  type ConviteCreate,
  type EquipeResponse,
  type Membro,
  MSG_EQUIPE,
} from '@consultorio/contracts/equipe';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { convites, usuarios } from '../../db/schema.ts';
import { type Ator, atorDoLogin } from '../../lib/ator.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { registrarAuditoria } from '../auditoria/service.ts';
import {
  buscarUsuarioPorEmail,
  buscarUsuarioPorId,
  criarSessaoDeLogin,
  exigirSenhaForte,
  hashPassword,
  uniqueViolation,
  usuarioPublico,
} from '../auth/service.ts';
import { carregarEstadoDoPlano } from '../planos/service.ts';
import { conviteMail } from './mail.ts';

/*
 * The practice's team (docs/product.md §15): the titular invites a secretária by e-mail; the link (only its
 * SHA-256 kept, valid 7 days, used once) lets her choose her name and password. Her login acts on the titular's
 * account (modules/auth/sessions.ts); removing her deletes the login, and her sessions with it.
 */

type MembroRow = Pick<
  typeof usuarios.$inferSelect,
  'id' | 'nome' | 'email' | 'papel' | 'acesso_financeiro' | 'created_at' | 'ultimo_acesso_em'
>;

const toMembro = (r: MembroRow): Membro => ({
  id: r.id,
  nome: r.nome,
  email: r.email,
  papel: r.papel,
  acesso_financeiro: r.acesso_financeiro,
  criado_em: r.created_at.toISOString(),
  ultimo_acesso_em: r.ultimo_acesso_em?.toISOString() ?? null,
});

const toConvite = (r: typeof convites.$inferSelect): Convite => ({
  id: r.id,
  nome: r.nome,
  email: r.email,
  expira_em: r.expira_em.toISOString(),
  criado_em: r.created_at.toISOString(),
});

const colunasDoMembro = {
  id: usuarios.id,
  nome: usuarios.nome,
  email: usuarios.email,
  papel: usuarios.papel,
  acesso_financeiro: usuarios.acesso_financeiro,
  created_at: usuarios.created_at,
  ultimo_acesso_em: usuarios.ultimo_acesso_em,
};

/** A pending invitation: not used and not expired. */
const pendente = and(isNull(convites.usado_em), gt(convites.expira_em, sql`now()`));

async function membrosDe(db: AppContext['db'] | Tx, titularId: string): Promise<Membro[]> {
  const rows = await db
    .select(colunasDoMembro)
    .from(usuarios)
    .where(eq(usuarios.titular_id, titularId))
    .orderBy(asc(usuarios.created_at));
  return rows.map(toMembro);
}

async function convitesPendentes(db: AppContext['db'] | Tx, titularId: string): Promise<Convite[]> {
  const rows = await db
    .select()
    .from(convites)
    .where(and(eq(convites.usuario_id, titularId), pendente))
    .orderBy(asc(convites.created_at));
  return rows.map(toConvite);
}

/** `GET /equipe`. */
export async function listarEquipe(ctx: AppContext, titularId: string): Promise<EquipeResponse> {
  const [membros, pendentes, plano] = await Promise.all([
    membrosDe(ctx.db, titularId),
    convitesPendentes(ctx.db, titularId),
    carregarEstadoDoPlano(ctx.db, titularId),
  ]);
  return { membros, convites: pendentes, limite: plano.limiteEquipe };
}

const conflito = () =>
  new AppError(409, MSG_EQUIPE.emailJaTemConta, { errors: { email: [MSG_EQUIPE.emailJaTemConta] } });

/**
 * `POST /equipe/convites`: within the plan's limit (members and pending invitations count; a new invitation to
 * the same e-mail replaces the pending one), never to an e-mail that already has an account. The titular's row is
 * locked while counting, so two invitations sent at once cannot both take the last place.
 */
export async function convidar(
  ctx: AppContext,
  ator: Ator,
  titularId: string,
  input: ConviteCreate,
): Promise<Convite> {
  if (await buscarUsuarioPorEmail(ctx, input.email)) throw conflito();
  const token = newToken();
  const convite = await ctx.db.transaction(async (tx) => {
    const plano = await carregarEstadoDoPlano(tx, titularId, { lock: true });
    if (plano.limiteEquipe <= 0) throw forbidden(MSG_EQUIPE.gratuitoSemEquipe, 'limite_equipe');
    await tx
      .delete(convites)
      .where(
        and(eq(convites.usuario_id, titularId), eq(convites.email, input.email), isNull(convites.usado_em)),
      );
    const ocupadas =
      (await membrosDe(tx, titularId)).length + (await convitesPendentes(tx, titularId)).length;
    if (ocupadas >= plano.limiteEquipe)
      throw forbidden(MSG_EQUIPE.limite(plano.limiteEquipe), 'limite_equipe');
    const [row] = await tx
      .insert(convites)
      .values({
        usuario_id: titularId,
        nome: input.nome,
        email: input.email,
        token_hash: sha256(token),
        expira_em: new Date(Date.now() + CONVITE_VALIDADE_DIAS * 86_400_000),
      })
      .returning();
    return row;
  });
  const titular = await buscarUsuarioPorId(ctx, titularId);
  await ctx.mailer.send(
    conviteMail(ctx, { to: input.email, nome: input.nome, titular: titular?.nome ?? '', token }),
  );
  await registrarAuditoria(ctx.db, ator, {
    acao: 'criar',
    entidade: 'convite',
    entidadeId: convite.id,
  });
  return toConvite(convite);
}

/** `DELETE /equipe/convites/{id}`: a pending invitation of this account, else 404. */
export async function cancelarConvite(ctx: AppContext, titularId: string, id: string): Promise<void> {
  const rows = await ctx.db
    .delete(convites)
    .where(and(eq(convites.id, id), eq(convites.usuario_id, titularId), isNull(convites.usado_em)))
    .returning({ id: convites.id });
  if (rows.length === 0) throw notFound('Convite não encontrado.');
}

const membroNaoEncontrado = () => notFound('Pessoa da equipe não encontrada.');

/** `PUT /equipe/{id}`: her finance access. Another titular's member, or the titular herself → 404. */
export async function alterarMembro(
  ctx: AppContext,
  titularId: string,
  id: string,
  input: { acesso_financeiro: boolean },
): Promise<Membro> {
  const [row] = await ctx.db
    .update(usuarios)
    .set({ acesso_financeiro: input.acesso_financeiro, updated_at: sql`now()` })
    .where(and(eq(usuarios.id, id), eq(usuarios.titular_id, titularId)))
    .returning(colunasDoMembro);
  if (!row) throw membroNaoEncontrado();
  return toMembro(row);
}

/**
 * `DELETE /equipe/{id}`: her login goes, and with it (cascade) her sessions — her next request answers 401 — and
 * her 2FA. What she registered belongs to the account and stays.
 */
export async function removerMembro(ctx: AppContext, titularId: string, id: string): Promise<void> {
  const rows = await ctx.db
    .delete(usuarios)
    .where(and(eq(usuarios.id, id), eq(usuarios.titular_id, titularId)))
    .returning({ id: usuarios.id });
  if (rows.length === 0) throw membroNaoEncontrado();
}

/** The invitation of a link, while pending; else 404 (unknown, used and expired alike). */
async function conviteDoLink(db: AppContext['db'] | Tx, token: string) {
  const [row] = await db
    .select()
    .from(convites)
    .where(and(eq(convites.token_hash, sha256(token)), pendente))
    .limit(1);
  if (!row) throw notFound(MSG_EQUIPE.conviteInvalido);
  return row;
}

/** `GET /api/convites/{token}`: who is invited, by whom. */
export async function convitePublico(ctx: AppContext, token: string) {
  const convite = await conviteDoLink(ctx.db, token);
  const titular = await buscarUsuarioPorId(ctx, convite.usuario_id);
  if (!titular) throw notFound(MSG_EQUIPE.conviteInvalido);
  return { convite: { email: convite.email, nome: convite.nome, consultorio: titular.nome } };
}

/**
 * `POST /api/convites/{token}/aceitar`: her login on the titular's account, with the sign-up's password rules,
 * and a session at once. The invitation is spent in the same transaction (a second acceptance finds none: 404).
 */
export async function aceitarConvite(
  ctx: AppContext,
  ator: Ator,
  token: string,
  input: ConviteAceitar,
): Promise<LoginResponse['usuario']> {
  const convite = await conviteDoLink(ctx.db, token);
  if (await buscarUsuarioPorEmail(ctx, convite.email)) throw conflito();
  await exigirSenhaForte(input.senha, { nome: input.nome, email: convite.email });
  const senha_hash = await hashPassword(input.senha);
  const membro = await ctx.db
    .transaction(async (tx) => {
      const [usado] = await tx
        .update(convites)
        .set({ usado_em: sql`now()` })
        .where(and(eq(convites.id, convite.id), pendente))
        .returning({ id: convites.id });
      if (!usado) throw notFound(MSG_EQUIPE.conviteInvalido);
      const [row] = await tx
        .insert(usuarios)
        .values({
          nome: input.nome,
          email: convite.email,
          senha_hash,
          papel: 'secretaria',
          titular_id: convite.usuario_id,
        })
        .returning();
      await registrarAuditoria(
        tx,
        atorDoLogin({ id: row.id, nome: row.nome, papel: 'secretaria', contaId: convite.usuario_id }, ator),
        { acao: 'criar', entidade: 'membro', entidadeId: row.id },
      );
      return row;
    })
    .catch((err: unknown) => {
      throw uniqueViolation(err) ? conflito() : err;
    });
  const sessao = await criarSessaoDeLogin(ctx, membro.id, ator);
  return { ...(await usuarioPublico(ctx, membro)), token: sessao };
}

/** The team in the titular's LGPD export (docs/decisions/0031-users-own-data.md). */
export async function equipeParaExportar(ctx: AppContext, titularId: string) {
  return {
    membros: await membrosDe(ctx.db, titularId),
    convites: await convitesPendentes(ctx.db, titularId),
  };
}
