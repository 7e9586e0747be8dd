import { MSG } from '@consultorio/contracts/messages';
import { type Feature, hasFeature, isLifetime, isPaused, UNLIMITED } from '@consultorio/contracts/planos';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { type AppError, forbidden } from '../lib/errors.ts';
import { loadPlanState, type PlanState } from '../modules/planos/service.ts';
import { countUsage, type UsageKind } from '../modules/planos/usage.ts';
import { currentUser } from './auth.ts';

/*
 * The plan gate: the ONE place where the server enforces features, pause and limits (docs/product.md §6.2, §6.3).
 * A route declares what it needs and nothing else:
 *
 *   r.get('/financeiros', { onRequest: [app.authenticate], preHandler: requirePlan({ feature: 'gestao_financeira' }) }, …)
 *   r.post('/financeiros', { onRequest: [app.authenticate],
 *     preHandler: requirePlan({ feature: 'gestao_financeira', write: true }) }, …)
 *   r.post('/paciente', { onRequest: [app.authenticate], preHandler: requirePlan({ limit: 'pacientes' }) }, …)
 *
 * A service that must decide inside its transaction (e.g. a multiple upload that adds n files) calls
 * `assertPlanAllows(ctx, usuarioId, { limit: 'anexos', adding: n }, tx)`: the user's row is locked until commit,
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

async function check(db: Db | Tx, state: PlanState, need: PlanNeed): Promise<void> {
  // Feature and pause first: a refused request never pays for the count.
  const early = planDenial(state, {
    ...need,
    write: need.write || need.limit !== undefined,
    limit: undefined,
  });
  if (early) throw early;
  if (need.limit && state.limites[need.limit] !== UNLIMITED) {
    const denied = planDenial(state, need, await countUsage(db, need.limit, state.usuarioId));
    if (denied) throw denied;
  }
}

/**
 * Service-level check. Pass the transaction as `db` when the caller has one: the user's row is then locked
 * (SELECT … FOR UPDATE) and the count runs in the same transaction.
 */
export async function assertPlanAllows(
  ctx: AppContext,
  usuarioId: string,
  need: PlanNeed,
  db?: Tx,
): Promise<PlanState> {
  const state = await loadPlanState(db ?? ctx.db, usuarioId, { lock: db !== undefined });
  await check(db ?? ctx.db, state, need);
  return state;
}

const requestPlans = new WeakMap<FastifyRequest, Promise<PlanState>>();

/** The authenticated user's plan, loaded at most once per request. */
export function planForRequest(req: FastifyRequest): Promise<PlanState> {
  let plan = requestPlans.get(req);
  if (!plan) {
    plan = loadPlanState(req.server.ctx.db, currentUser(req).usuarioId);
    requestPlans.set(req, plan);
  }
  return plan;
}

/** preHandler factory: `preHandler: requirePlan({ feature: 'gestao_financeira', write: true })`. */
export function requirePlan(need: PlanNeed) {
  return async function planGate(req: FastifyRequest): Promise<void> {
    await check(req.server.ctx.db, await planForRequest(req), need);
  };
}
