import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { unauthorized } from '../lib/errors.ts';
import { verificarPlano } from '../modules/planos/service.ts';
import { atorNoPortal, type PortalInfo, verificarSessaoPortal } from '../modules/portal/service.ts';
import { bearerToken } from './auth.ts';

/*
 * The session check of `acesso: 'portal'` routes (docs/decisions/0072-patient-portal-access.md), put on them by the
 * registrar (plugins/endpoints.ts): a live portal session, and the psychologist's plan still including the page.
 * A portal request never has `req.auth`: the psychologist's helpers (`usuario(req)`) refuse it.
 */

declare module 'fastify' {
  interface FastifyRequest {
    portal?: PortalInfo;
  }
}

/** The patient's page in Essencial and Vitalício (docs/product.md §17). */
export const PLANO_DO_PORTAL = { feature: 'essencial' } as const;

export const autenticarPortal: onRequestHookHandler = async (req) => {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  const sessao = await verificarSessaoPortal(req.server.ctx, token);
  if (!sessao) throw unauthorized();
  await verificarPlano(req.server.ctx.db, sessao.plan, PLANO_DO_PORTAL);
  req.portal = sessao.portal;
  req.ator = atorNoPortal(req.ator, sessao.portal);
};

/** The patient of a portal request. Only call it in routes declared `acesso: 'portal'`. */
export const pacienteDoPortal = (req: FastifyRequest): PortalInfo => {
  if (!req.portal) throw unauthorized();
  return req.portal;
};

export function registerPortalAuth(app: FastifyInstance): void {
  app.decorateRequest('portal', undefined);
}
