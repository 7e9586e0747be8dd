import {
  cadastroRequestSchema,
  checkCpfQuerySchema,
  checkCrpQuerySchema,
  checkEmailQuerySchema,
  checkTelefoneQuerySchema,
  disponivelResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  resetPasswordRequestSchema,
  sendResetCodeRequestSchema,
  tokenResponseSchema,
  type UniqueUserField,
  usuarioResponseSchema,
  verifyResetCodeRequestSchema,
  verifyResetCodeResponseSchema,
} from '@consultorio/contracts/auth';
import { okSchema } from '@consultorio/contracts/common';
import { login2faRequestSchema, loginOuDesafioResponseSchema } from '@consultorio/contracts/conta';
import { MSG } from '@consultorio/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tooManyRequests } from '../../lib/errors.ts';
import { bearerToken, currentUser } from '../../plugins/auth.ts';
import { limitBy } from '../../plugins/security.ts';
import { requestResetCode, resetPassword, verifyResetCode } from './reset.ts';
import { cadastrar, login, loginSecondStep, logout, refreshToken } from './service.ts';
import { verifySessionToken } from './sessions.ts';
import { isAvailable } from './usuarios.ts';

const tags = ['auth'];

/** The e-mail of the validated body (already trimmed and lower-cased by the schema), for per-account limits. */
const bodyEmail = (req: FastifyRequest) => (req.body as { email: string }).email;

/** One address may try this many times the per-e-mail login limit, across all e-mails (docs/security.md). */
export const LOGINS_PER_ADDRESS = 5;

/** Sign-up, sign-in, sessions and the forgotten-password flow. All public except token refresh. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { rateLimits } = app.ctx.config;

  r.post(
    '/cadastro',
    {
      schema: { tags, body: cadastroRequestSchema, response: { 201: usuarioResponseSchema } },
      config: { rateLimit: limitBy(rateLimits.cadastro) },
    },
    async (req, reply) => {
      const usuario = await cadastrar(app.ctx, req, req.body);
      return reply.status(201).send({ usuario });
    },
  );

  const checks: Array<[UniqueUserField, z.ZodType<Record<string, string>>]> = [
    ['email', checkEmailQuerySchema],
    ['cpf', checkCpfQuerySchema],
    ['crp', checkCrpQuerySchema],
    ['telefone', checkTelefoneQuerySchema],
  ];
  for (const [field, querystring] of checks) {
    r.get(
      `/user/check-${field}`,
      {
        schema: { tags, querystring, response: { 200: disponivelResponseSchema } },
        config: { rateLimit: limitBy(rateLimits.check) },
      },
      async (req) => {
        // A logged-in user (profile form) may keep their own value.
        const token = bearerToken(req);
        const session = token ? await verifySessionToken(app.ctx, token) : null;
        return { disponivel: await isAvailable(app.ctx, field, req.query[field], session?.usuarioId) };
      },
    );
  }

  const perEmailLimit = app.createRateLimit(limitBy(rateLimits.login, bodyEmail));
  const perEmail = async (req: FastifyRequest) => {
    const limit = await perEmailLimit(req);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttl / 1000);
  };

  r.post(
    '/login',
    {
      schema: { tags, body: loginRequestSchema, response: { 200: loginOuDesafioResponseSchema } },
      // Two limits (docs/security.md): per address, counted on arrival so malformed bodies count too; then,
      // once the body is valid, per address and e-mail.
      config: {
        rateLimit: {
          max: rateLimits.login.max * LOGINS_PER_ADDRESS,
          timeWindow: rateLimits.login.timeWindow,
          keyGenerator: (req: FastifyRequest) => req.ip,
          hook: 'onRequest',
        },
      },
      preHandler: perEmail,
    },
    async (req) => {
      const result = await login(app.ctx, req, req.body);
      return 'requer_2fa' in result ? result : { usuario: result };
    },
  );

  r.post(
    '/login/2fa',
    {
      schema: { tags, body: login2faRequestSchema, response: { 200: loginResponseSchema } },
      // Per IP and challenge; the challenge itself also dies after 5 wrong codes.
      config: { rateLimit: limitBy(rateLimits.login) },
    },
    async (req) => ({ usuario: await loginSecondStep(app.ctx, req, req.body) }),
  );

  r.post(
    '/logout',
    // No body at all is fine too (Fastify hands the validator null then).
    { schema: { tags, body: logoutRequestSchema.nullable(), response: { 204: z.null() } } },
    async (req, reply) => {
      await logout(app.ctx, req, req.body?.token || bearerToken(req));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/token/refresh',
    {
      schema: { tags, security: [{ bearer: [] }], response: { 200: tokenResponseSchema } },
      onRequest: app.authenticate,
    },
    async (req) => ({ token: await refreshToken(app.ctx, req, currentUser(req)) }),
  );

  r.post(
    '/user/send-reset-code',
    {
      schema: { tags, body: sendResetCodeRequestSchema, response: { 200: okSchema } },
      config: { rateLimit: limitBy(rateLimits.resetCode) },
    },
    async (req) => {
      await requestResetCode(app.ctx, req, req.body.email);
      return { message: MSG.resetCodeSent };
    },
  );

  r.post(
    '/user/verify-reset-code',
    {
      schema: { tags, body: verifyResetCodeRequestSchema, response: { 200: verifyResetCodeResponseSchema } },
      config: { rateLimit: limitBy(rateLimits.resetCode) },
    },
    async (req) => {
      await verifyResetCode(app.ctx, req.body.email, req.body.codigo);
      return { valido: true as const };
    },
  );

  r.post(
    '/user/reset-password',
    {
      schema: { tags, body: resetPasswordRequestSchema, response: { 200: okSchema } },
      config: { rateLimit: limitBy(rateLimits.resetCode) },
    },
    async (req) => {
      await resetPassword(app.ctx, req, req.body);
      return { message: MSG.passwordChanged };
    },
  );
}
