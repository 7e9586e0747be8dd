import { okSchema } from '@consultorio/contracts/common';
import { leadRequestSchema } from '@consultorio/contracts/leads';
import { MSG } from '@consultorio/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limitBy } from '../../plugins/security.ts';
import { createLead } from './service.ts';

/** The landing page's contact form. Public, rate-limited per IP. */
export async function leadsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/leads',
    {
      schema: { tags: ['leads'], body: leadRequestSchema, response: { 201: okSchema } },
      config: { rateLimit: limitBy(app.ctx.config.rateLimits.leads) },
    },
    async (req, reply) => {
      await createLead(app.ctx, req, req.body);
      return reply.status(201).send({ message: MSG.leadReceived });
    },
  );
}
