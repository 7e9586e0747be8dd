import type { FastifyRequest } from 'fastify';
import { checkPlan, loadPlanState, type PlanNeed, type PlanState } from '../modules/planos/service.ts';
import { currentUser } from './auth.ts';

/*
 * Wiring of the plan gate into routes; the rules themselves (features, pause, limits) are the plans area's
 * (`modules/planos/service.ts`: checkPlan, assertPlanAllows). A route declares what it needs and nothing else:
 *
 *   r.get('/financeiros', { onRequest: [app.authenticate], preHandler: requirePlan({ feature: 'gestao_financeira' }) }, …)
 *   r.post('/financeiros', { onRequest: [app.authenticate],
 *     preHandler: requirePlan({ feature: 'gestao_financeira', write: true }) }, …)
 *   r.post('/paciente', { onRequest: [app.authenticate], preHandler: requirePlan({ limit: 'pacientes' }) }, …)
 */

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
    await checkPlan(req.server.ctx.db, await planForRequest(req), need);
  };
}
