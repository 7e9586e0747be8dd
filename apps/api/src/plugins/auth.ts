import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { type Ator, atorAnonimo, atorDoLogin, type Cliente } from '../lib/ator.ts';
import { unauthorized } from '../lib/errors.ts';
import { type AuthInfo, verificarSessaoEPlano } from '../modules/auth/service.ts';
import { rememberPlan } from './request-plan.ts';

export type { AuthInfo };

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthInfo;
    /**
     * Who acts (lib/ator.ts), built once per request here: nobody known until the session check, then the
     * session's login on its account. Handlers pass it to the services (docs/decisions/0062-who-acted-is-a-value.md).
     */
    ator: Ator;
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

/** The request's address and User-Agent, as the actor carries them. */
const clienteDe = (req: FastifyRequest): Cliente => ({
  ip: req.ip,
  user_agent: req.headers['user-agent'] ?? null,
});

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', undefined);
  app.decorateRequest('ator', null as unknown as Ator);
  app.addHook('onRequest', (req, _reply, done) => {
    req.ator = atorAnonimo(clienteDe(req));
    done();
  });
  app.decorate('authenticate', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    // The session and the plan in one statement; the plan gate (plan-gate.ts) then reads no more.
    const session = await verificarSessaoEPlano(app.ctx, token);
    if (!session) throw unauthorized();
    req.auth = session.auth;
    const { atorId, atorNome, papel, usuarioId } = session.auth;
    req.ator = atorDoLogin({ id: atorId, nome: atorNome, papel, contaId: usuarioId }, clienteDe(req));
    rememberPlan(req, session.plan);
  });
}
