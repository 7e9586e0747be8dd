import type { FastifyRequest } from 'fastify';
import { checkPlan, loadPlanState, type PlanNeed, type PlanState } from '../modules/planos/service.ts';
import { currentUser } from './auth.ts';
import { rememberedPlan, rememberPlan } from './request-plan.ts';

/*
 * Wiring of the plan gate into routes; the rules themselves (features, pause, limits) are the plans area's
 * (`modules/planos/service.ts`: checkPlan, assertPlanAllows). An endpoint's declaration says what it needs
 * (`plano: { feature: 'gestao_financeira', write: true }`, packages/contracts/src/api) and the registrar
 * (plugins/endpoints.ts) puts `requirePlan(need)` before its handler.
 */

/** The authenticated user's plan: the one read with the session, else loaded at most once per request. */
export function planForRequest(req: FastifyRequest): Promise<PlanState> {
  let plan = rememberedPlan(req);
  if (!plan) {
    plan = loadPlanState(req.server.ctx.db, currentUser(req).usuarioId);
    rememberPlan(req, plan);
  }
  return plan;
}

/** preHandler factory: `preHandler: requirePlan({ feature: 'gestao_financeira', write: true })`. */
export function requirePlan(need: PlanNeed) {
  return async function planGate(req: FastifyRequest): Promise<void> {
    await checkPlan(req.server.ctx.db, await planForRequest(req), need);
  };
}
