import type { Papel } from '@consultorio/contracts/auth';
import { fusoValido } from '@consultorio/contracts/tempo';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import { preparada } from '../../db/preparadas.ts';
import { authTokens, planos, usuarios } from '../../db/schema.ts';
import type { Cliente } from '../../lib/ator.ts';

/** The login of a session; `usuarios` itself is the account (the titular), whose plan and profile apply. */
const login = alias(usuarios, 'login');

import { newToken, sha256 } from '../../lib/crypto.ts';
import { type PlanState, planColumns, planStateFrom } from '../planos/service.ts';

/** Only refresh last_used_at when it is older than this, so reads don't write on every request. */
const TOUCH_AFTER_SECONDS = 60;

/**
 * Who an authenticated request belongs to (docs/product.md §15): the account whose data it reads and writes
 * (`usuarioId`, the titular's id — every query scopes by it) and the person who acted (`atorId`: the titular
 * herself, or a secretária of hers), with the session token's row.
 */
export interface AuthInfo {
  usuarioId: string;
  /** The login that opened the session: the titular, or the secretária acting on her account. */
  atorId: string;
  atorNome: string;
  papel: Papel;
  /** A secretária may use the finance area; always true for the titular. */
  acessoFinanceiro: boolean;
  tokenId: string;
  /**
   * The practice's time zone (profile fuso_horario, validated), read by the session statement: the agenda, the
   * dashboards and the record need it on nearly every request, so they take it from here instead of a query.
   */
  fuso: string;
  /** The profile's default session length in minutes (duracao_sessao_padrao). */
  duracaoSessao: number;
}

/** Opens a session: returns the opaque token; only its SHA-256 is stored. */
export async function criarSessaoDeLogin(
  ctx: AppContext,
  usuarioId: string,
  client: Cliente = { ip: null, user_agent: null },
): Promise<string> {
  const token = newToken();
  await ctx.db.insert(authTokens).values({
    usuario_id: usuarioId,
    token_hash: sha256(token),
    expires_at: new Date(Date.now() + ctx.config.session.absoluteSeconds * 1000),
    ip: client.ip,
    user_agent: client.user_agent?.slice(0, 300) ?? null,
  });
  await ctx.db.update(usuarios).set({ ultimo_acesso_em: sql`now()` }).where(eq(usuarios.id, usuarioId));
  return token;
}

/** A live session: not revoked, before its absolute expiry, used within the idle window (1800 s). */
export async function verificarTokenDeSessao(ctx: AppContext, token: string): Promise<AuthInfo | null> {
  return (await verificarSessaoEPlano(ctx, token))?.auth ?? null;
}

/**
 * The session check and the user's plan in one statement (docs/decisions/0011-sessions-and-tokens.md): every
 * authenticated request needs the first and nearly every one the second. One indexed query, uncached, so a
 * revoked session is refused at once on every replica.
 */
export async function verificarSessaoEPlano(
  ctx: AppContext,
  token: string,
): Promise<{ auth: AuthInfo; plan: PlanState } | null> {
  const [row] = await preparada(ctx.db, 'sessao_e_plano', (db) =>
    db
      .select({
        id: authTokens.id,
        usuarioId: usuarios.id,
        atorId: login.id,
        atorNome: login.nome,
        papel: login.papel,
        acessoFinanceiro: login.acesso_financeiro,
        lastUsedAt: authTokens.last_used_at,
        fuso: usuarios.fuso_horario,
        duracaoSessao: usuarios.duracao_sessao_padrao,
        ...planColumns,
      })
      .from(authTokens)
      .innerJoin(login, eq(login.id, authTokens.usuario_id))
      .innerJoin(usuarios, eq(usuarios.id, sql`coalesce(${login.titular_id}, ${login.id})`))
      .leftJoin(planos, eq(planos.slug, usuarios.plano_slug))
      .where(
        and(
          eq(authTokens.token_hash, sql.placeholder('hash')),
          isNull(authTokens.revoked_at),
          gt(authTokens.expires_at, sql`now()`),
          gt(authTokens.last_used_at, sql`now() - make_interval(secs => ${sql.placeholder('idle')})`),
        ),
      )
      .limit(1),
  ).execute({ hash: sha256(token), idle: ctx.config.session.idleSeconds });
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() > TOUCH_AFTER_SECONDS * 1000) {
    await ctx.db.update(authTokens).set({ last_used_at: sql`now()` }).where(eq(authTokens.id, row.id));
  }
  return {
    auth: {
      usuarioId: row.usuarioId,
      atorId: row.atorId,
      atorNome: row.atorNome,
      papel: row.papel,
      acessoFinanceiro: row.papel === 'titular' || row.acessoFinanceiro,
      tokenId: row.id,
      fuso: fusoValido(row.fuso),
      duracaoSessao: row.duracaoSessao,
    },
    plan: planStateFrom(row.usuarioId, row),
  };
}

export async function revogarTokenDeSessao(ctx: AppContext, token: string): Promise<string | null> {
  const [row] = await ctx.db
    .update(authTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(authTokens.token_hash, sha256(token)), isNull(authTokens.revoked_at)))
    .returning({ usuarioId: authTokens.usuario_id });
  return row?.usuarioId ?? null;
}

export async function revogarSessaoPorId(ctx: AppContext, tokenId: string): Promise<void> {
  await ctx.db.update(authTokens).set({ revoked_at: sql`now()` }).where(eq(authTokens.id, tokenId));
}

/** Ends every session of the user, except `keepTokenId` when given. */
export async function revogarTodasAsSessoes(
  ctx: AppContext,
  usuarioId: string,
  keepTokenId?: string,
): Promise<void> {
  const conditions = [eq(authTokens.usuario_id, usuarioId), isNull(authTokens.revoked_at)];
  if (keepTokenId) conditions.push(ne(authTokens.id, keepTokenId));
  await ctx.db
    .update(authTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(...conditions));
}

/** A session as its owner sees it in Perfil → Segurança: no token material. */
export interface SessaoAtivaRow {
  id: string;
  criado_em: string;
  ultimo_uso_em: string;
  ip: string | null;
  dispositivo: string;
  atual: boolean;
}

const NAVEGADORES: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SISTEMAS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome no Windows" from a User-Agent; "Dispositivo desconhecido" when it says nothing we know. */
export function descreverDispositivo(userAgent: string | null): string {
  if (!userAgent) return 'Dispositivo desconhecido';
  const navegador = NAVEGADORES.find(([re]) => re.test(userAgent))?.[1];
  const sistema = SISTEMAS.find(([re]) => re.test(userAgent))?.[1];
  if (navegador && sistema) return `${navegador} em ${sistema}`;
  return navegador ?? sistema ?? 'Dispositivo desconhecido';
}

const liveSession = (idle: number) =>
  and(
    isNull(authTokens.revoked_at),
    gt(authTokens.expires_at, sql`now()`),
    gt(authTokens.last_used_at, sql`now() - make_interval(secs => ${idle})`),
  );

/** The user's live sessions, the most recently used first; `atual` marks the one asking. */
export async function listarSessoesAbertas(ctx: AppContext, auth: AuthInfo): Promise<SessaoAtivaRow[]> {
  const rows = await ctx.db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.usuario_id, auth.atorId), liveSession(ctx.config.session.idleSeconds)))
    .orderBy(sql`${authTokens.last_used_at} desc`);
  return rows.map((r) => ({
    id: r.id,
    criado_em: r.created_at.toISOString(),
    ultimo_uso_em: r.last_used_at.toISOString(),
    ip: r.ip,
    dispositivo: descreverDispositivo(r.user_agent),
    atual: r.id === auth.tokenId,
  }));
}

/** Ends one live session of the user; false when the id is not one (another user's, ended, unknown). */
export async function revogarPropriaSessao(ctx: AppContext, usuarioId: string, id: string): Promise<boolean> {
  const rows = await ctx.db
    .update(authTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(authTokens.id, id), eq(authTokens.usuario_id, usuarioId), isNull(authTokens.revoked_at)))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

/** Ends every other live session of the user; answers how many. */
export async function revogarOutrasSessoes(ctx: AppContext, auth: AuthInfo): Promise<number> {
  const rows = await ctx.db
    .update(authTokens)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(authTokens.usuario_id, auth.atorId),
        isNull(authTokens.revoked_at),
        ne(authTokens.id, auth.tokenId),
      ),
    )
    .returning({ id: authTokens.id });
  return rows.length;
}
