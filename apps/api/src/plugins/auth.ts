import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { unauthorized } from '../lib/errors.ts';
import { type AuthInfo, verifySessionToken } from '../modules/auth/service.ts';

export type { AuthInfo };

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthInfo;
  }
  interface FastifyInstance {
    ctx: AppContext;
    /** onRequest hook for routes that need a logged-in user. */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const bearerToken = (req: FastifyRequest): string | null => {
  const header = req.headers.authorization;
  if (!header?.toLowerCase().startsWith('bearer ')) return null;
  return header.slice(7).trim() || null;
};

/** The user of an authenticated request. Only call it in routes registered under `authenticate`. */
export const currentUser = (req: FastifyRequest): AuthInfo => {
  if (!req.auth) throw unauthorized();
  return req.auth;
};

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', undefined);
  app.decorate('authenticate', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    const session = await verifySessionToken(app.ctx, token);
    if (!session) throw unauthorized();
    req.auth = session;
  });
}
