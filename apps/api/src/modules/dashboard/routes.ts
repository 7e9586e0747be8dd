import { dashboardSchema } from '@consultorio/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { requirePlan } from '../../plugins/plan-gate.ts';
import { dashboard } from './service.ts';

/** docs/product.md §8.11: `GET /dashboard`, gated by the dashboard feature (still open while a plan is paused). */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);
  r.get(
    '/dashboard',
    {
      preHandler: requirePlan({ feature: 'dashboard' }),
      schema: { tags: ['dashboard'], security: [{ bearer: [] }], response: { 200: dashboardSchema } },
    },
    async (req) => {
      const { usuarioId, fuso } = currentUser(req);
      return dashboard(app.ctx, usuarioId, fuso);
    },
  );
}
