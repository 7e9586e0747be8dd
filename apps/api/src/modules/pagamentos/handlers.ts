import { pagamentosApi } from '@consultorio/contracts/api/pagamentos';
import type { FastifyInstance } from 'fastify';
import { implementar, usuario } from '../../plugins/endpoints.ts';
import { limitBy } from '../../plugins/security.ts';
import {
  criarCobranca,
  listarPagamentos,
  pixProvider,
  processarWebhook,
  simulacaoDisponivel,
  simularPagamento,
  statusPagamento,
} from './service.ts';

/** Plans paid by PIX (docs/product.md §8.2; docs/operations.md for the PSP). */
export const pagamentosHandlers = implementar(pagamentosApi, {
  'pagamentos.upgrade': async (req, ctx) => {
    const { cobranca } = await criarCobranca(ctx, usuario(req), req.body.plano, req.log);
    return { pagamento: cobranca };
  },
  'pagamentos.status': async (req, ctx) => statusPagamento(ctx, usuario(req), req.params.id, req.log),
  'pagamentos.list': async (req, ctx) => ({ pagamentos: await listarPagamentos(ctx, usuario(req)) }),
  'pagamentos.config': async (_req, ctx) => ({
    provedor: ctx.config.pix.provider,
    simulacao: simulacaoDisponivel(ctx),
  }),
  'pagamentos.simular': {
    handler: async (req, ctx) => simularPagamento(ctx, usuario(req), req.params.id),
    existeSe: simulacaoDisponivel,
  },
  // The body is never trusted: each txid is read back at the PSP before anything changes. A public route: limited
  // per address like the other public routes (config.ts `webhook`).
  'pagamentos.webhook': {
    handler: async (req, ctx) => {
      const txids = req.body.pix.map((p) => p.txid).filter((t): t is string => typeof t === 'string');
      await processarWebhook(ctx, txids, req.log);
      return { recebido: txids.length };
    },
    opcoes: (app) => ({ config: { rateLimit: limitBy(app.ctx.config.rateLimits.webhook) } }),
  },
});

/** With a PSP, tells it where to notify once the server is ready (non-fatal: status polling reads charges anyway). */
export function registrarWebhookNoPsp(app: FastifyInstance): void {
  if (app.ctx.config.pix.provider !== 'bcb') return;
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
