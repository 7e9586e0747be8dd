import type { AdminSetPlanRequest } from '@consultorio/contracts/planos';
import type { FastifyInstance } from 'fastify';

/** Test helper: sets a user's plan through the admin route, as `npm run admin -- plano …` does. */
export async function setPlan(
  app: FastifyInstance,
  email: string,
  change: Omit<AdminSetPlanRequest, 'email'>,
): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/usuarios/plano',
    headers: { authorization: `Bearer ${app.ctx.config.adminToken}` },
    payload: { email, ...change },
  });
  if (res.statusCode !== 200) throw new Error(`admin plano falhou: ${res.statusCode} ${res.body}`);
}
