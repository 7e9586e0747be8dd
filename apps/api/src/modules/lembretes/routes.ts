import { idParamsSchema } from '@consultorio/contracts/common';
import {
  lembretePublicoSchema,
  lembreteRespostaSchema,
  lembretesConfigResponseSchema,
  lembretesConfigSchema,
  lembreteTokenParamsSchema,
  lembreteWhatsappSchema,
} from '@consultorio/contracts/lembretes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { requirePlan } from '../../plugins/plan-gate.ts';
import { limitBy } from '../../plugins/security.ts';
import { recordAudit } from '../auditoria/service.ts';
import {
  getLembretesConfig,
  lembretePublico,
  lembreteWhatsapp,
  putLembretesConfig,
  responderLembrete,
} from './service.ts';

const tags = ['lembretes'];
const security = [{ bearer: [] }];

/** docs/product.md §13: reminder settings, the WhatsApp message and the patient's public link. */
export async function lembretesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: [app.authenticate] };

  r.get(
    '/user/lembretes',
    { ...auth, schema: { tags, security, response: { 200: lembretesConfigResponseSchema } } },
    async (req) => ({ lembretes: await getLembretesConfig(app.ctx, currentUser(req).usuarioId) }),
  );

  r.put(
    '/user/lembretes',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: lembretesConfigSchema,
        response: { 200: lembretesConfigResponseSchema },
      },
    },
    async (req) => {
      const usuarioId = currentUser(req).usuarioId;
      const lembretes = await putLembretesConfig(app.ctx, usuarioId, req.body);
      await recordAudit(app.ctx, req, {
        usuarioId,
        acao: 'alterar',
        entidade: 'lembretes',
        detalhes: { ativo: lembretes.ativo, antecedencia_horas: lembretes.antecedencia_horas },
      });
      return { lembretes };
    },
  );

  r.get(
    '/agendamento/:id/lembrete',
    {
      ...auth,
      preHandler: requirePlan({ feature: 'agendamentos' }),
      schema: { tags, security, params: idParamsSchema, response: { 200: lembreteWhatsappSchema } },
    },
    async (req) => lembreteWhatsapp(app.ctx, currentUser(req).usuarioId, req.params.id),
  );

  // The patient's link (public, no login): rate-limited per IP like the other public routes.
  const publico = { config: { rateLimit: limitBy(app.ctx.config.rateLimits.lembretes) } };
  r.get(
    '/lembretes/:token',
    {
      ...publico,
      schema: { tags, params: lembreteTokenParamsSchema, response: { 200: lembretePublicoSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return lembretePublico(app.ctx, req.params.token);
    },
  );
  for (const [acao, resposta] of [
    ['confirmar', 'confirmado'],
    ['cancelar', 'cancelado'],
  ] as const) {
    r.post(
      `/lembretes/:token/${acao}`,
      {
        ...publico,
        schema: { tags, params: lembreteTokenParamsSchema, response: { 200: lembreteRespostaSchema } },
      },
      async (req) => responderLembrete(app.ctx, req, req.params.token, resposta),
    );
  }
}
