import type { FastifyRequest } from 'fastify';
import {
  carregarEstadoDoPlano,
  type PlanNeed,
  type PlanState,
  verificarPlano,
} from '../modules/planos/service.ts';
import { currentUser } from './auth.ts';
import { rememberedPlan, rememberPlan } from './request-plan.ts';

/*
 * Wiring of the plan gate into routes; the rules themselves (features, pause, limits) are the plans area's
 * (`modules/planos/service.ts`: verificarPlano, exigirPlano). An endpoint's declaration says what it needs
 * (`plano: { feature: 'gestao_financeira', write: true }`, packages/contracts/src/api) and the registrar
 * (plugins/endpoints.ts) puts `requirePlan(need)` before its handler.
 */

/** The authenticated user's plan: the one read with the session, else loaded at most once per request. */
export function planForRequest(req: FastifyRequest): Promise<PlanState> {
  let plan = rememberedPlan(req);
  if (!plan) {
    plan = carregarEstadoDoPlano(req.server.ctx.db, currentUser(req).usuarioId);
    rememberPlan(req, plan);
  }
  return plan;
}

/** preHandler factory: `preHandler: requirePlan({ feature: 'gestao_financeira', write: true })`. */
export function requirePlan(need: PlanNeed) {
  return async function planGate(req: FastifyRequest): Promise<void> {
    await verificarPlano(req.server.ctx.db, await planForRequest(req), need);
  };
}
