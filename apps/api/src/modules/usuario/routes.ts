import { changePasswordRequestSchema, usuarioResponseSchema } from '@consultorio/contracts/auth';
import { okSchema } from '@consultorio/contracts/common';
import { MSG } from '@consultorio/contracts/messages';
import { profileOutputResponseSchema, profileSchema } from '@consultorio/contracts/usuario';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { limitBy } from '../../plugins/security.ts';
import { changePassword, getProfile, getUsuario, updateProfile } from './service.ts';

const tags = ['usuario'];
const security = [{ bearer: [] }];

/** The logged-in user's own account: who am I, profile, password. Every route needs a session. */
export async function usuarioRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);

  r.get('/user', { schema: { tags, security, response: { 200: usuarioResponseSchema } } }, async (req) => ({
    usuario: await getUsuario(app.ctx, currentUser(req).usuarioId),
  }));

  r.get(
    '/user/profile',
    { schema: { tags, security, response: { 200: profileOutputResponseSchema } } },
    async (req) => ({ usuario: await getProfile(app.ctx, currentUser(req).usuarioId) }),
  );

  r.put(
    '/user/profile',
    { schema: { tags, security, body: profileSchema, response: { 200: profileOutputResponseSchema } } },
    async (req) => ({ usuario: await updateProfile(app.ctx, req, currentUser(req).usuarioId, req.body) }),
  );

  r.post(
    '/user/change-password',
    {
      schema: { tags, security, body: changePasswordRequestSchema, response: { 200: okSchema } },
      // A stolen session must not become a way to guess the password: same pace as login, per user.
      config: {
        rateLimit: {
          ...limitBy(app.ctx.config.rateLimits.login, (req) => `senha:${req.auth?.usuarioId}`),
          hook: 'preHandler',
        },
      },
    },
    async (req) => {
      await changePassword(app.ctx, req, currentUser(req), req.body);
      return { message: MSG.passwordChanged };
    },
  );
}
