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
import { bearerToken, currentUser } from '../../plugins/auth.ts';
import { limitBy } from '../../plugins/security.ts';
import { resetPassword, sendResetCode, verifyResetCode } from './reset.ts';
import { cadastrar, login, loginSecondStep, logout, refreshToken } from './service.ts';
import { verifySessionToken } from './sessions.ts';
import { isAvailable } from './usuarios.ts';

const tags = ['auth'];

/** The e-mail of the (not yet validated) body, for per-account rate limits. */
const bodyEmail = (req: FastifyRequest) =>
  String((req.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

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

  r.post(
    '/login',
    {
      schema: { tags, body: loginRequestSchema, response: { 200: loginOuDesafioResponseSchema } },
      // Keyed by IP and e-mail, counted before validation so malformed tries count too.
      config: { rateLimit: { ...limitBy(rateLimits.login, bodyEmail), hook: 'preValidation' } },
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
      await sendResetCode(app.ctx, req, req.body.email);
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
