import { idParamsSchema } from '@consultorio/contracts/common';
import {
  pagamentoStatusResponseSchema,
  pagamentosListResponseSchema,
  pixConfigResponseSchema,
  pixWebhookSchema,
  upgradePlanRequestSchema,
  upgradePlanResponseSchema,
} from '@consultorio/contracts/pagamentos';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import {
  criarCobranca,
  listarPagamentos,
  pixProvider,
  processarWebhook,
  simulacaoDisponivel,
  simularPagamento,
  statusPagamento,
} from './service.ts';

const tags = ['pagamentos'];
const security = [{ bearer: [] }];

/** Plans paid by PIX (docs/product.md, plans; docs/decisions.md, PIX). */
export async function pagamentosRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: [app.authenticate] };

  r.post(
    '/user/upgrade-plan',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: upgradePlanRequestSchema,
        response: { 201: upgradePlanResponseSchema },
      },
    },
    async (req, reply) => {
      const { cobranca } = await criarCobranca(app.ctx, currentUser(req).usuarioId, req.body.plano, req.log);
      return reply.status(201).send({ pagamento: cobranca });
    },
  );

  r.get(
    '/user/pix-payment-status/:id',
    {
      ...auth,
      schema: { tags, security, params: idParamsSchema, response: { 200: pagamentoStatusResponseSchema } },
    },
    async (req) => statusPagamento(app.ctx, currentUser(req).usuarioId, req.params.id, req.log),
  );

  r.get(
    '/user/pagamentos',
    { ...auth, schema: { tags, security, response: { 200: pagamentosListResponseSchema } } },
    async (req) => ({ pagamentos: await listarPagamentos(app.ctx, currentUser(req).usuarioId) }),
  );

  r.get(
    '/user/pix-config',
    { ...auth, schema: { tags, security, response: { 200: pixConfigResponseSchema } } },
    async () => ({ provedor: app.ctx.config.pix.provider, simulacao: simulacaoDisponivel(app.ctx) }),
  );

  if (simulacaoDisponivel(app.ctx)) {
    r.post(
      '/user/pix-payment/:id/simular-pagamento',
      {
        ...auth,
        schema: {
          tags,
          security,
          description:
            'Só com PIX_PROVIDER=simulador e fora de produção: confirma a cobrança como se o PIX chegasse.',
          params: idParamsSchema,
          response: { 200: pagamentoStatusResponseSchema },
        },
      },
      async (req) => simularPagamento(app.ctx, currentUser(req).usuarioId, req.params.id),
    );
  }

  // The PSP's notification (BCB API Pix appends "/pix" to the registered webhookUrl). No bearer: the PSP's client
  // certificate is checked where TLS ends (docs/operations.md), and the body is never trusted — each txid is read
  // back at the PSP before anything changes.
  r.post(
    '/pix/webhook/pix',
    {
      schema: {
        tags,
        body: pixWebhookSchema,
        response: { 200: z.object({ recebido: z.number().int() }) },
      },
    },
    async (req) => {
      const txids = req.body.pix.map((p) => p.txid).filter((t): t is string => typeof t === 'string');
      await processarWebhook(app.ctx, txids, req.log);
      return { recebido: txids.length };
    },
  );

  // With a PSP, tell it where to notify (non-fatal: the status polling reads charges back anyway).
  if (app.ctx.config.pix.provider === 'bcb') {
    app.addHook('onReady', async () => {
      const url = `${app.ctx.config.publicUrl.replace(/\/$/, '')}/api/pix/webhook`;
      try {
        await pixProvider(app.ctx).registrarWebhook(url);
        app.log.info({ url }, 'pix: webhook registrado no PSP');
      } catch (err) {
        app.log.error({ err, url }, 'pix: não foi possível registrar o webhook no PSP');
      }
    });
  }
}
