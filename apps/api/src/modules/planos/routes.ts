import {
  checkFeatureRequestSchema,
  checkFeatureResponseSchema,
  hasFeature,
  planInfoResponseSchema,
  planosResponseSchema,
} from '@consultorio/contracts/planos';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { planForRequest } from '../../plugins/plan-gate.ts';
import { listPlanos, planInfo } from './service.ts';

const tags = ['planos'];
const security = [{ bearer: [] }];

/** docs/product.md §8.2: plan info, feature check and the plans on offer. */
export async function planosRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/planos', { schema: { tags, response: { 200: planosResponseSchema } } }, async () => ({
    planos: await listPlanos(app.ctx),
  }));

  r.get(
    '/user/available-plans',
    { onRequest: [app.authenticate], schema: { tags, security, response: { 200: planosResponseSchema } } },
    async () => ({ planos: await listPlanos(app.ctx) }),
  );

  r.get(
    '/user/plan-info',
    { onRequest: [app.authenticate], schema: { tags, security, response: { 200: planInfoResponseSchema } } },
    async (req) => planInfo(app.ctx, await planForRequest(req)),
  );

  r.post(
    '/user/check-feature',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        body: checkFeatureRequestSchema,
        response: { 200: checkFeatureResponseSchema },
      },
    },
    async (req) => ({ has_access: hasFeature((await planForRequest(req)).plano, req.body.feature) }),
  );
}
