import { idParamsSchema } from '@consultorio/contracts/common';
import { estatisticasSchema } from '@consultorio/contracts/pacientes';
import {
  sessaoCreateSchema,
  sessaoDeleteQuerySchema,
  sessaoResponseSchema,
  sessaoUpdateSchema,
  sessoesQuerySchema,
  sessoesResponseSchema,
} from '@consultorio/contracts/sessoes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../auditoria/service.ts';
import { estatisticasPaciente } from './estatisticas.ts';
import { createSessao, deleteSessao, listSessoes, updateSessao } from './service.ts';

const tags = ['sessoes'];
const security = [{ bearer: [] }];

/**
 * docs/product.md §8.4. No plan gate: sessions are clinical records, registered even while the plan is paused
 * (the finance hook behind gerar_lancamento applies its own rules).
 */
export async function sessoesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);

  r.get(
    '/paciente/:id/sessoes',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        querystring: sessoesQuerySchema,
        response: { 200: sessoesResponseSchema },
      },
    },
    async (req) => {
      const { usuarioId } = currentUser(req);
      const result = await listSessoes(app.ctx, usuarioId, req.params.id, req.query);
      await recordAudit(app.ctx, req, {
        usuarioId,
        acao: 'visualizar',
        entidade: 'sessoes',
        entidadeId: req.params.id,
      });
      return result;
    },
  );

  r.post(
    '/sessao',
    { schema: { tags, security, body: sessaoCreateSchema, response: { 201: sessaoResponseSchema } } },
    async (req, reply) => {
      const { usuarioId } = currentUser(req);
      const sessao = await createSessao(app.ctx, usuarioId, req.body);
      await recordAudit(app.ctx, req, {
        usuarioId,
        acao: 'criar',
        entidade: 'sessao',
        entidadeId: sessao.id,
      });
      return reply.code(201).send({ sessao });
    },
  );

  r.put(
    '/sessao/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: sessaoUpdateSchema,
        response: { 200: sessaoResponseSchema },
      },
    },
    async (req) => {
      const { usuarioId } = currentUser(req);
      const sessao = await updateSessao(app.ctx, usuarioId, req.params.id, req.body);
      await recordAudit(app.ctx, req, {
        usuarioId,
        acao: 'alterar',
        entidade: 'sessao',
        entidadeId: sessao.id,
        detalhes: { paciente_id: sessao.paciente_id },
      });
      return { sessao };
    },
  );

  r.delete(
    '/sessao/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        querystring: sessaoDeleteQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      const { usuarioId } = currentUser(req);
      const { pacienteId } = await deleteSessao(app.ctx, usuarioId, req.params.id, {
        excluirLancamento: req.query.excluir_lancamento,
      });
      await recordAudit(app.ctx, req, {
        usuarioId,
        acao: 'excluir',
        entidade: 'sessao',
        entidadeId: req.params.id,
        detalhes: { paciente_id: pacienteId },
      });
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/paciente/:id/estatisticas',
    {
      schema: {
        tags: ['pacientes'],
        security,
        params: idParamsSchema,
        response: { 200: estatisticasSchema },
      },
    },
    async (req) => estatisticasPaciente(app.ctx, currentUser(req).usuarioId, req.params.id),
  );
}
