import type { Agendamento } from '@consultorio/contracts/agendamentos';
import { agendamentoOnlineApi } from '@consultorio/contracts/api/agendamento-online';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { implementar, usuario } from '../../plugins/endpoints.ts';
import { semObservacoesParaSecretaria } from '../../plugins/equipe-gate.ts';
import { limitBy } from '../../plugins/security.ts';
import { responderPedido, vincularPaciente } from './pedidos.ts';
import {
  agendaPublica,
  horariosPublicos,
  obterAgendamentoOnline,
  reservar,
  salvarAgendamentoOnline,
} from './service.ts';

/** The public page's reads, per address. */
const leitura = (app: FastifyInstance) => ({
  config: { rateLimit: limitBy(app.ctx.config.rateLimits.agendaPublica) },
});

const entidade = 'agendamento';

/** The answer to a booking as its reader may see it: the titular's notes are not the secretária's (§15). */
const paraQuemPede = <T extends { agendamento: Agendamento }>(req: FastifyRequest, r: T): T => ({
  ...r,
  agendamento: semObservacoesParaSecretaria(req, r.agendamento),
});

/** Self-booking (docs/product.md §16): settings, the public page, and the psychologist's answers to bookings. */
export const agendamentoOnlineHandlers = implementar(agendamentoOnlineApi, {
  'agendamentoOnline.get': async (req, ctx) => ({
    agendamento_online: await obterAgendamentoOnline(ctx, usuario(req)),
  }),
  'agendamentoOnline.put': {
    handler: async (req, ctx) => ({
      agendamento_online: await salvarAgendamentoOnline(ctx, usuario(req), req.body),
    }),
    auditoria: (_req, r) => ({
      acao: 'alterar',
      entidade: 'agendamento_online',
      detalhes: { ativo: r.agendamento_online.ativo, slug: r.agendamento_online.slug },
    }),
  },
  'agendamentoOnline.aceitar': {
    handler: async (req, ctx) =>
      paraQuemPede(req, await responderPedido(ctx, usuario(req), req.params.id, 'aceitar')),
    auditoria: (req) => ({
      acao: 'alterar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { status: 'confirmado' },
    }),
  },
  'agendamentoOnline.recusar': {
    handler: async (req, ctx) =>
      paraQuemPede(req, await responderPedido(ctx, usuario(req), req.params.id, 'recusar')),
    auditoria: (req) => ({
      acao: 'alterar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { status: 'cancelado' },
    }),
  },
  'agendamentoOnline.vincular': {
    handler: async (req, ctx) =>
      paraQuemPede(req, await vincularPaciente(ctx, usuario(req), req.params.id, req.body.paciente_id)),
    auditoria: (req) => ({
      acao: 'alterar',
      entidade,
      entidadeId: req.params.id,
      detalhes: { paciente_id: req.body.paciente_id },
    }),
  },
  'agendamentoOnline.pagina': {
    handler: async (req, ctx) => agendaPublica(ctx, req.params.slug),
    opcoes: leitura,
  },
  'agendamentoOnline.horarios': {
    handler: async (req, ctx) => horariosPublicos(ctx, req.params.slug, req.query),
    opcoes: leitura,
  },
  'agendamentoOnline.reservar': {
    handler: async (req, ctx) => ({ ...(await reservar(ctx, req.ator, req.params.slug, req.body)) }),
    // Each booking sends two e-mails and holds a time: a tighter pace per address than the reads.
    opcoes: (app) => ({ config: { rateLimit: limitBy(app.ctx.config.rateLimits.reservas) } }),
  },
});
