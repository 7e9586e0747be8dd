import type { FastifyRequest } from 'fastify';
import type { PlanState } from '../modules/planos/service.ts';

/*
 * The plan of each authenticated request, read along with its session in one statement (plugins/auth.ts) or, for a
 * request that has none remembered, by the plan gate (plan-gate.ts) at most once.
 */
const requestPlans = new WeakMap<FastifyRequest, Promise<PlanState>>();

export function rememberPlan(req: FastifyRequest, plan: PlanState | Promise<PlanState>): void {
  requestPlans.set(req, Promise.resolve(plan));
}

export const rememberedPlan = (req: FastifyRequest): Promise<PlanState> | undefined => requestPlans.get(req);
