import { equipeApi } from '@consultorio/contracts/api/equipe';
import type { FastifyInstance } from 'fastify';
import { implementar, usuario } from '../../plugins/endpoints.ts';
import { limitBy } from '../../plugins/security.ts';
import {
  aceitarConvite,
  alterarMembro,
  cancelarConvite,
  convidar,
  convitePublico,
  listarEquipe,
  removerMembro,
} from './service.ts';

/** The invitation link, per address (it is public). */
const porEndereco = (app: FastifyInstance) => ({
  config: { rateLimit: limitBy(app.ctx.config.rateLimits.convites) },
});

/** The titular's team (docs/product.md §15). */
export const equipeHandlers = implementar(equipeApi, {
  'equipe.list': async (req, ctx) => listarEquipe(ctx, usuario(req)),
  'equipe.convidar': {
    handler: async (req, ctx) => ({ convite: await convidar(ctx, req.ator, usuario(req), req.body) }),
    // Each invitation sends an e-mail: the same pace per account as the public link's per address.
    opcoes: (app) => ({
      config: {
        rateLimit: {
          ...limitBy(app.ctx.config.rateLimits.convites, (req) => `convites:${req.auth?.usuarioId}`),
          hook: 'preHandler' as const,
        },
      },
    }),
  },
  'equipe.cancelarConvite': {
    handler: async (req, ctx) => {
      await cancelarConvite(ctx, usuario(req), req.params.id);
      return null;
    },
    auditoria: (req) => ({ acao: 'excluir', entidade: 'convite', entidadeId: req.params.id }),
  },
  'equipe.update': {
    handler: async (req, ctx) => ({
      membro: await alterarMembro(ctx, usuario(req), req.params.id, req.body),
    }),
    auditoria: (req, r) => ({
      acao: 'alterar',
      entidade: 'membro',
      entidadeId: req.params.id,
      detalhes: { acesso_financeiro: r.membro.acesso_financeiro },
    }),
  },
  'equipe.remove': {
    handler: async (req, ctx) => {
      await removerMembro(ctx, usuario(req), req.params.id);
      return null;
    },
    auditoria: (req) => ({ acao: 'excluir', entidade: 'membro', entidadeId: req.params.id }),
  },
  'convites.get': {
    handler: async (req, ctx, reply) => {
      reply.header('cache-control', 'no-store');
      return convitePublico(ctx, req.params.token);
    },
    opcoes: porEndereco,
  },
  'convites.aceitar': {
    handler: async (req, ctx) => ({
      usuario: await aceitarConvite(ctx, req.ator, req.params.token, req.body),
    }),
    opcoes: porEndereco,
  },
});
