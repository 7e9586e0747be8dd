import { MSG } from '@consultorio/contracts/messages';
import {
  FEATURES,
  type Feature,
  type Features,
  hasFeature,
  isLifetime,
  isPaused,
  NO_PLAN,
  PERIODICIDADES,
  PLAN_SLUGS,
  type PlanInfoResponse,
  type PlanoInfo,
  type PlanoPublico,
  type PlanSlug,
  UNLIMITED,
} from '@consultorio/contracts/planos';
import dayjs from 'dayjs';
import { and, asc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { planos, usuarios } from '../../db/schema.ts';
import { atorDoSistema } from '../../lib/ator.ts';
import { type AppError, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { registrarAuditoria } from '../auditoria/service.ts';
import { contarUso, type UsageKind } from './usage.ts';

/** A user's plan as the server enforces it: the effective plan info plus the plan's limits (−1 = unlimited). */
export interface PlanState {
  usuarioId: string;
  plano: PlanoInfo;
  limites: Record<UsageKind, number>;
  /** How many secretárias the plan allows (docs/product.md §15); 0 = none. */
  limiteEquipe: number;
}

const NO_PLAN_LIMITS: Record<UsageKind, number> = { pacientes: 0, anexos: 0 };

const normalizeFeatures = (stored: Partial<Features> | null | undefined): Features =>
  Object.fromEntries(FEATURES.map((f) => [f, stored?.[f] === true])) as Features;

const isPlanSlug = (slug: string): slug is PlanSlug => (PLAN_SLUGS as readonly string[]).includes(slug);

/**
 * Loads the user's plan. The status is the effective one: a period that has already ended counts as INACTIVE
 * (paused) even before the `expirar-planos` job has written it, and a lifetime plan is never paused.
 * With `lock` (inside a transaction) the user's row is locked until commit, so concurrent creations that check a
 * limit run one after the other.
 */
export async function carregarEstadoDoPlano(
  db: Db | Tx,
  usuarioId: string,
  opts: { lock?: boolean } = {},
): Promise<PlanState> {
  const query = db
    .select(planColumns)
    .from(usuarios)
    .innerJoin(planos, eq(planos.slug, usuarios.plano_slug))
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  const [row] = opts.lock ? await query.for('update', { of: usuarios }) : await query;
  return planStateFrom(usuarioId, row);
}

/**
 * The columns carregarEstadoDoPlano reads (usuarios joined to planos), for a statement that reads them along with its own
 * (the session check: docs/decisions/0011-sessions-and-tokens.md); planStateFrom turns them into the state.
 */
export const planColumns = {
  slug: usuarios.plano_slug,
  status: usuarios.plano_status,
  expiraEm: usuarios.plano_expira_em,
  nome: planos.nome,
  features: planos.features,
  limitePacientes: planos.limite_pacientes,
  anexosLimite: planos.anexos_limite,
  limiteEquipe: planos.limite_equipe,
};

export interface PlanRow {
  slug: string | null;
  status: string | null;
  expiraEm: Date | null;
  /** null when the user has no plan row (a left join found none). */
  nome: string | null;
  features: unknown;
  limitePacientes: number | null;
  anexosLimite: number | null;
  limiteEquipe: number | null;
}

/** The plan state of `planColumns` as read (no row, or no plan: NO_PLAN). */
export function planStateFrom(usuarioId: string, row: PlanRow | undefined): PlanState {
  if (!row || row.slug === null || row.nome === null || !isPlanSlug(row.slug)) {
    return { usuarioId, plano: NO_PLAN.plano, limites: NO_PLAN_LIMITS, limiteEquipe: 0 };
  }
  const lifetime = isLifetime({ slug: row.slug, nome: row.nome });
  const expired = !lifetime && row.expiraEm !== null && row.expiraEm.getTime() <= Date.now();
  const inactive = !lifetime && (row.status === 'INACTIVE' || expired);
  return {
    usuarioId,
    plano: {
      nome: row.nome,
      slug: row.slug,
      status: inactive ? 'INACTIVE' : 'ACTIVE',
      paused: inactive,
      expira_em: row.expiraEm ? row.expiraEm.toISOString() : null,
      features: normalizeFeatures(row.features as Partial<Features> | null),
    },
    limites: { pacientes: row.limitePacientes ?? 0, anexos: row.anexosLimite ?? 0 },
    limiteEquipe: row.limiteEquipe ?? 0,
  };
}

/** True when one more row (or `adding` more) fits under the limit; false while paused. */
export function podeAdicionar(state: PlanState, kind: UsageKind, count: number, adding = 1): boolean {
  if (isLifetime(state.plano)) return true;
  if (state.plano.paused) return false;
  const limit = state.limites[kind];
  return limit === UNLIMITED || count + adding <= limit;
}

/** GET /user/plan-info. */
export async function planInfo(ctx: AppContext, state: PlanState): Promise<PlanInfoResponse> {
  const [pacientes, anexos] = await Promise.all([
    contarUso(ctx.db, 'pacientes', state.usuarioId),
    contarUso(ctx.db, 'anexos', state.usuarioId),
  ]);
  return {
    plano: state.plano,
    stats: {
      pacientes_count: pacientes,
      limite_pacientes: state.limites.pacientes,
      can_add_paciente: podeAdicionar(state, 'pacientes', pacientes),
      anexos_count: anexos,
      anexos_limite: state.limites.anexos,
      can_add_anexo: podeAdicionar(state, 'anexos', anexos),
    },
  };
}

/** The plans on offer (GET /planos, GET /user/available-plans), read from the `planos` table. */
export async function listarPlanos(ctx: AppContext): Promise<PlanoPublico[]> {
  const rows = await ctx.db.select().from(planos).orderBy(asc(planos.ordem), asc(planos.preco_centavos));
  return rows
    .filter((p) => isPlanSlug(p.slug))
    .map((p) => ({
      slug: p.slug as PlanSlug,
      nome: p.nome,
      preco: p.preco_centavos / 100,
      periodicidade: (PERIODICIDADES as readonly string[]).includes(p.periodicidade)
        ? (p.periodicidade as PlanoPublico['periodicidade'])
        : 'unico',
      duracao_dias: p.duracao_dias,
      limite_pacientes: p.limite_pacientes,
      anexos_limite: p.anexos_limite,
      limite_equipe: p.limite_equipe,
      features: normalizeFeatures(p.features),
    }));
}

export const MSG_LIFETIME_NOT_PAUSABLE = 'O plano Vitalício não pode ser pausado.';
export const MSG_USER_EMAIL_NOT_FOUND = 'Nenhum usuário cadastrado com este e-mail.';

/**
 * Gives a user a plan. Plans with a duration (Essencial: `duracao_dias` = 30) run from now for that many days;
 * the others never expire. `status: 'INACTIVE'` gives the plan already paused (support and tests).
 */
export async function definirPlanoDoUsuario(
  ctx: AppContext,
  usuarioId: string,
  change: { plano: PlanSlug; status?: 'ACTIVE' | 'INACTIVE' },
  db: Db | Tx = ctx.db,
): Promise<PlanState> {
  const [plano] = await db.select().from(planos).where(eq(planos.slug, change.plano)).limit(1);
  if (!plano) throw unprocessable('plano', 'Plano desconhecido.');
  const status = change.status ?? 'ACTIVE';
  if (status === 'INACTIVE' && isLifetime({ slug: change.plano, nome: plano.nome })) {
    throw unprocessable('status', MSG_LIFETIME_NOT_PAUSABLE);
  }
  const expiraEm = plano.duracao_dias ? new Date(Date.now() + plano.duracao_dias * 86_400_000) : null;
  const updated = await db
    .update(usuarios)
    .set({
      plano_slug: change.plano,
      plano_status: status,
      plano_expira_em: expiraEm,
      updated_at: sql`now()`,
    })
    .where(eq(usuarios.id, usuarioId))
    .returning({ id: usuarios.id });
  if (updated.length === 0) throw notFound();
  return carregarEstadoDoPlano(db, usuarioId);
}

/**
 * A paid plan takes effect (modules/pagamentos). A plan with a duration (Essencial) opens for `duracao_dias` days
 * from now, or from the current expiry when the user renews the same plan before its period ends; Vitalício never
 * expires. A Vitalício user stays Vitalício: a late payment for a lesser plan never takes it away.
 * Inside a transaction, pass it as `db`: the user's row is locked until commit.
 */
export async function aplicarPlanoPago(
  ctx: AppContext,
  usuarioId: string,
  plano: PlanSlug,
  db: Db | Tx = ctx.db,
): Promise<PlanState> {
  const current = await carregarEstadoDoPlano(db, usuarioId, { lock: db !== ctx.db });
  if (isLifetime(current.plano)) return current;
  const [row] = await db.select().from(planos).where(eq(planos.slug, plano)).limit(1);
  if (!row) throw unprocessable('plano', 'Plano desconhecido.');
  const atual =
    current.plano.slug === plano && current.plano.expira_em ? Date.parse(current.plano.expira_em) : 0;
  const expiraEm = row.duracao_dias
    ? dayjs(Math.max(Date.now(), atual)).add(row.duracao_dias, 'day').toDate()
    : null;
  await db
    .update(usuarios)
    .set({ plano_slug: plano, plano_status: 'ACTIVE', plano_expira_em: expiraEm, updated_at: sql`now()` })
    .where(eq(usuarios.id, usuarioId));
  return carregarEstadoDoPlano(db, usuarioId);
}

/** Pauses the user's current plan (status INACTIVE), keeping its expiry date. */
export async function pausarPlanoDoUsuario(ctx: AppContext, usuarioId: string): Promise<PlanState> {
  const current = await carregarEstadoDoPlano(ctx.db, usuarioId);
  if (isLifetime(current.plano)) throw unprocessable('status', MSG_LIFETIME_NOT_PAUSABLE);
  await ctx.db
    .update(usuarios)
    .set({ plano_status: 'INACTIVE', updated_at: sql`now()` })
    .where(eq(usuarios.id, usuarioId));
  return carregarEstadoDoPlano(ctx.db, usuarioId);
}

/** The titular with this e-mail (the operator's plan changes); a secretária's login holds no plan. */
export async function buscarUsuarioIdPorEmail(ctx: AppContext, email: string): Promise<string> {
  const [row] = await ctx.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(sql`lower(${usuarios.email})`, email.trim().toLowerCase()), eq(usuarios.papel, 'titular')))
    .limit(1);
  if (!row) throw notFound(MSG_USER_EMAIL_NOT_FOUND);
  return row.id;
}

/**
 * Job `expirar-planos`: a plan whose period has ended becomes INACTIVE (paused). Only plans with a duration get
 * an expiry date (Essencial), and a lifetime plan never expires. Returns how many users were paused.
 */
export async function expirarPlanosVencidos(ctx: AppContext): Promise<number> {
  const rows = await ctx.db
    .update(usuarios)
    .set({ plano_status: 'INACTIVE', updated_at: sql`now()` })
    .where(
      and(
        eq(usuarios.plano_status, 'ACTIVE'),
        isNotNull(usuarios.plano_expira_em),
        lt(usuarios.plano_expira_em, sql`now()`),
        ne(usuarios.plano_slug, 'vitalicio'),
      ),
    )
    .returning({ id: usuarios.id });
  for (const { id } of rows) {
    await registrarAuditoria(ctx.db, atorDoSistema(id, 'tarefa'), {
      acao: 'alterar',
      entidade: 'plano',
      entidadeId: id,
      detalhes: { status: 'INACTIVE' },
    });
  }
  return rows.length;
}

// ---------------------------------------------------------------------------------------------------------------
/*
 * The plan gate: the ONE place where the server enforces features, pause and limits (docs/product.md §6.2, §6.3).
 * An endpoint declares what it needs in its declaration (`plano: { feature: 'gestao_financeira', write: true }`,
 * packages/contracts/src/api), and the registrar puts the gate before its handler (plugins/endpoints.ts,
 * plugins/plan-gate.ts).
 *
 * A service that must decide inside its transaction (e.g. a multiple upload that adds n files) calls
 * `exigirPlano(ctx, usuarioId, { limit: 'anexos', adding: n }, tx)`: the user's row is locked until commit,
 * so two concurrent creations cannot both take the last free place.
 *
 * A denial answers 403 `{ message, feature }` where feature is the missing feature's name, or 'pausado',
 * 'limite_pacientes', 'limite_anexos'.
 */

export interface PlanNeed {
  /** The feature the route belongs to (contracts FEATURES). */
  feature?: Feature;
  /** The route creates something: refused while the plan is paused. */
  write?: boolean;
  /** The route adds a row counted against this plan limit (implies `write`). */
  limit?: UsageKind;
  /** How many rows the request adds (a multiple upload); default 1. */
  adding?: number;
}

export const PLAN_DENIED_PAUSED = 'pausado';
export const planLimitFeature = (kind: UsageKind) => `limite_${kind}` as const;

const LIMIT_MESSAGES: Record<UsageKind, string> = {
  pacientes: MSG.planLimitPacientes,
  anexos: MSG.planLimitAnexos,
};

/**
 * The decision, without I/O. `usage` is the current count of `need.limit` (only read when there is a limit).
 * Returns the error to throw, or null when the plan allows the request.
 */
export function planDenial(state: PlanState, need: PlanNeed, usage = 0): AppError | null {
  const { plano } = state;
  if (isLifetime(plano)) return null;
  const paused = isPaused(plano);
  if (need.feature && !hasFeature(plano, need.feature)) {
    // The plan includes the feature but is paused: say so, the user only needs to renew.
    return paused && plano.features[need.feature]
      ? forbidden(MSG.planPaused, PLAN_DENIED_PAUSED)
      : forbidden(MSG.planDenied(need.feature), need.feature);
  }
  if ((need.write || need.limit) && paused) return forbidden(MSG.planPaused, PLAN_DENIED_PAUSED);
  if (need.limit) {
    const limit = state.limites[need.limit];
    if (limit !== UNLIMITED && usage + (need.adding ?? 1) > limit) {
      return forbidden(LIMIT_MESSAGES[need.limit], planLimitFeature(need.limit));
    }
  }
  return null;
}

/** Throws the plan's denial of `need`, counting usage only when a limit is at stake. */
export async function verificarPlano(db: Db | Tx, state: PlanState, need: PlanNeed): Promise<void> {
  // Feature and pause first: a refused request never pays for the count.
  const early = planDenial(state, {
    ...need,
    write: need.write || need.limit !== undefined,
    limit: undefined,
  });
  if (early) throw early;
  if (need.limit && state.limites[need.limit] !== UNLIMITED) {
    const denied = planDenial(state, need, await contarUso(db, need.limit, state.usuarioId));
    if (denied) throw denied;
  }
}

/**
 * Service-level check. Pass the transaction as `db` when the caller has one: the user's row is then locked
 * (SELECT … FOR UPDATE) and the count runs in the same transaction.
 */
export async function exigirPlano(
  ctx: AppContext,
  usuarioId: string,
  need: PlanNeed,
  db?: Tx,
): Promise<PlanState> {
  const state = await carregarEstadoDoPlano(db ?? ctx.db, usuarioId, { lock: db !== undefined });
  await verificarPlano(db ?? ctx.db, state, need);
  return state;
}
