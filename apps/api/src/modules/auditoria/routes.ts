import { auditoriaQuerySchema, auditoriaResponseSchema } from '@consultorio/contracts/auditoria';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { listAuditoria } from './service.ts';

/** docs/product.md §9.2: `GET /user/auditoria` shows the user their own audit trail (never anyone else's). */
export async function auditoriaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);
  r.get(
    '/user/auditoria',
    {
      schema: {
        tags: ['usuario'],
        security: [{ bearer: [] }],
        querystring: auditoriaQuerySchema,
        response: { 200: auditoriaResponseSchema },
      },
    },
    async (req) => listAuditoria(app.ctx, currentUser(req).usuarioId, req.query),
  );
}
