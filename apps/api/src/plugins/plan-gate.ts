import type { FastifyRequest } from 'fastify';
import { checkPlan, loadPlanState, type PlanNeed, type PlanState } from '../modules/planos/service.ts';
import { currentUser } from './auth.ts';
import { rememberedPlan, rememberPlan } from './request-plan.ts';

/*
 * Wiring of the plan gate into routes; the rules themselves (features, pause, limits) are the plans area's
 * (`modules/planos/service.ts`: checkPlan, assertPlanAllows). A route declares what it needs and nothing else:
 *
 *   r.get('/financeiros', { onRequest: [app.authenticate], preHandler: requirePlan({ feature: 'gestao_financeira' }) }, …)
 *   r.post('/financeiros', { onRequest: [app.authenticate],
 *     preHandler: requirePlan({ feature: 'gestao_financeira', write: true }) }, …)
 *   r.post('/paciente', { onRequest: [app.authenticate], preHandler: requirePlan({ limit: 'pacientes' }) }, …)
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
