import { authApi } from '@consultorio/contracts/api/auth';
import type { UniqueUserField } from '@consultorio/contracts/auth';
import { MSG } from '@consultorio/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { bearerToken, currentUser } from '../../plugins/auth.ts';
import { implementar, pedido } from '../../plugins/endpoints.ts';
import { limitBy } from '../../plugins/security.ts';
import { pedirCodigoDeRedefinicao, redefinirSenha, verificarCodigoDeRedefinicao } from './reset.ts';
import { autenticar, autenticarSegundaEtapa, cadastrar, renovarToken, sair } from './service.ts';
import { verificarTokenDeSessao } from './sessions.ts';
import { estaDisponivel } from './usuarios.ts';

/** The e-mail of the validated body (already trimmed and lower-cased by the schema), for per-account limits. */
const bodyEmail = (req: FastifyRequest) => (req.body as { email: string }).email;

/** One address may try this many times the per-e-mail login limit, across all e-mails (docs/security.md). */
export const LOGINS_PER_ADDRESS = 5;

/**
 * Whether a sign-up field is free; a logged-in user (profile form) may keep their own value. Each answer tells
 * whether an account exists, so the four checks share one small hourly cap per address (`check` in config.ts,
 * docs/security.md); the sign-up form asks once per value and POST /cadastro gives the final answer.
 */
function disponivel(campo: UniqueUserField) {
  return {
    handler: async (req: FastifyRequest<{ Querystring: Record<string, string> }>, ctx: AppContext) => {
      const token = bearerToken(req);
      const session = token ? await verificarTokenDeSessao(ctx, token) : null;
      return { disponivel: await estaDisponivel(ctx, campo, req.query[campo], session?.usuarioId) };
    },
    opcoes: (app: FastifyInstance) => {
      const limit = app.createRateLimit(limitBy(app.ctx.config.rateLimits.check, () => 'check-*'));
      // Counted on arrival (malformed queries count too), one count for the four routes.
      return {
        onRequest: async (req: FastifyRequest) => {
          const hit = await limit(req);
          if (!hit.isAllowed && hit.isExceeded) throw tooManyRequests(hit.ttl / 1000, undefined, 'check');
        },
      };
    },
  };
}

/** Sign-up, sign-in, sessions and the forgotten-password flow. */
export const authHandlers = implementar(authApi, {
  'auth.cadastro': {
    handler: async (req, ctx) => ({ usuario: await cadastrar(ctx, req.ator, req.body) }),
    opcoes: (app) => ({ config: { rateLimit: limitBy(app.ctx.config.rateLimits.cadastro) } }),
  },
  'auth.checkEmail': disponivel('email'),
  'auth.checkCpf': disponivel('cpf'),
  'auth.checkCrp': disponivel('crp'),
  'auth.checkTelefone': disponivel('telefone'),
  'auth.login': {
    handler: async (req, ctx) => {
      const result = await autenticar(ctx, req.ator, req.body);
      return 'requer_2fa' in result ? result : { usuario: result };
    },
    // Two limits (docs/security.md): per address, counted on arrival so malformed bodies count too; then, once
    // the body is valid, per address and e-mail.
    opcoes: (app) => {
      const { login: regra } = app.ctx.config.rateLimits;
      const perEmailLimit = app.createRateLimit(limitBy(regra, bodyEmail));
      return {
        config: {
          rateLimit: {
            max: regra.max * LOGINS_PER_ADDRESS,
            timeWindow: regra.timeWindow,
            keyGenerator: (req: FastifyRequest) => req.ip,
            hook: 'onRequest',
            // Counted as the login rule's refusals (limites_recusados_total).
            regra,
          },
        },
        preHandler: async (req: FastifyRequest) => {
          const limit = await perEmailLimit(req);
          if (!limit.isAllowed && limit.isExceeded)
            throw tooManyRequests(limit.ttl / 1000, undefined, 'login');
        },
      };
    },
  },
  'auth.login2fa': {
    handler: async (req, ctx) => ({ usuario: await autenticarSegundaEtapa(ctx, pedido(req), req.body) }),
    // Per address; the challenge itself dies after 5 wrong codes, and the account pauses its authenticator codes
    // after 20 across challenges and addresses (second-step.ts).
    opcoes: (app) => ({ config: { rateLimit: limitBy(app.ctx.config.rateLimits.login) } }),
  },
  'auth.logout': async (req, ctx) => {
    await sair(ctx, req.ator, req.body?.token || bearerToken(req));
    return null;
  },
  'auth.refresh': async (req, ctx) => ({ token: await renovarToken(ctx, req.ator, currentUser(req)) }),
  'auth.sendResetCode': {
    handler: async (req, ctx) => {
      await pedirCodigoDeRedefinicao(ctx, pedido(req), req.body.email);
      return { message: MSG.resetCodeSent };
    },
    opcoes: (app) => ({ config: { rateLimit: limitBy(app.ctx.config.rateLimits.resetCode) } }),
  },
  'auth.verifyResetCode': {
    handler: async (req, ctx) => {
      await verificarCodigoDeRedefinicao(ctx, req.body.email, req.body.codigo);
      return { valido: true as const };
    },
    opcoes: (app) => ({ config: { rateLimit: limitBy(app.ctx.config.rateLimits.resetCode) } }),
  },
  'auth.resetPassword': {
    handler: async (req, ctx) => {
      await redefinirSenha(ctx, req.ator, req.body);
      return { message: MSG.passwordChanged };
    },
    opcoes: (app) => ({ config: { rateLimit: limitBy(app.ctx.config.rateLimits.resetCode) } }),
  },
});
