import { lembretesApi } from '@consultorio/contracts/api/lembretes';
import type { FastifyInstance } from 'fastify';
import { implementar, usuario } from '../../plugins/endpoints.ts';
import { limitBy } from '../../plugins/security.ts';
import {
  lembretePublico,
  lembreteWhatsapp,
  obterConfigLembretes,
  responderLembrete,
  salvarConfigLembretes,
} from './service.ts';

/** The patient's link (public, no login): rate-limited per address like the other public routes. */
const publico = (app: FastifyInstance) => ({
  config: { rateLimit: limitBy(app.ctx.config.rateLimits.lembretes) },
});

/** Reminders (docs/product.md §13): the settings, the WhatsApp message and the patient's public link. */
export const lembretesHandlers = implementar(lembretesApi, {
  'lembretes.config': async (req, ctx) => ({ lembretes: await obterConfigLembretes(ctx, usuario(req)) }),
  'lembretes.salvar': {
    handler: async (req, ctx) => ({ lembretes: await salvarConfigLembretes(ctx, usuario(req), req.body) }),
    auditoria: (_req, r) => ({
      acao: 'alterar',
      entidade: 'lembretes',
      detalhes: { ativo: r.lembretes.ativo, antecedencia_horas: r.lembretes.antecedencia_horas },
    }),
  },
  'agendamentos.lembrete': async (req, ctx) => lembreteWhatsapp(ctx, usuario(req), req.params.id),
  'lembretes.publico': {
    handler: async (req, ctx, reply) => {
      reply.header('cache-control', 'no-store');
      return lembretePublico(ctx, req.params.token);
    },
    opcoes: publico,
  },
  'lembretes.confirmar': {
    handler: async (req, ctx) => responderLembrete(ctx, req.ator, req.params.token, 'confirmado'),
    opcoes: publico,
  },
  'lembretes.cancelar': {
    handler: async (req, ctx) => responderLembrete(ctx, req.ator, req.params.token, 'cancelado'),
    opcoes: publico,
  },
});
