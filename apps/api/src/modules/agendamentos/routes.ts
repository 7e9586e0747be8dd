import {
  agendamentoCreateResponseSchema,
  agendamentoCreateSchema,
  agendamentoDeleteResponseSchema,
  agendamentoResponseSchema,
  agendamentosPacienteQuerySchema,
  agendamentosQuerySchema,
  agendamentosResponseSchema,
  agendamentoUpdateResponseSchema,
  agendamentoUpdateSchema,
  escopoQuerySchema,
  MSG_AGENDAMENTOS,
  pacienteIdParamsSchema,
} from '@consultorio/contracts/agendamentos';
import { idParamsSchema } from '@consultorio/contracts/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { requirePlan } from '../../plugins/plan-gate.ts';
import { type AcaoAuditoria, recordAudit } from '../auditoria/service.ts';
import {
  createAgendamento,
  deleteAgendamento,
  deleteFuturosDoPaciente,
  updateAgendamento,
} from './escrita.ts';
import { getAgendamento, listAgendamentos, listAgendamentosPaciente } from './service.ts';

const tags = ['agendamentos'];
const security = [{ bearer: [] }];

/** docs/product.md §8.7. Every route needs a session and the plan feature `agendamentos`. */
export async function agendamentosRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);
  const gate = requirePlan({ feature: 'agendamentos' });
  const audit = (req: FastifyRequest, acao: AcaoAuditoria, id: string, detalhes?: Record<string, unknown>) =>
    recordAudit(app.ctx, req, {
      usuarioId: currentUser(req).usuarioId,
      acao,
      entidade: 'agendamento',
      entidadeId: id,
      detalhes,
    });

  r.get(
    '/agendamentos',
    {
      preHandler: gate,
      schema: {
        tags,
        security,
        querystring: agendamentosQuerySchema,
        response: { 200: agendamentosResponseSchema },
      },
    },
    async (req) => {
      const { usuarioId, fuso } = currentUser(req);
      return listAgendamentos(app.ctx, usuarioId, req.query, fuso);
    },
  );

  r.get(
    '/agendamentos/paciente/:id',
    {
      preHandler: gate,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        querystring: agendamentosPacienteQuerySchema,
        response: { 200: agendamentosResponseSchema },
      },
    },
    async (req) => {
      const { usuarioId, fuso } = currentUser(req);
      return listAgendamentosPaciente(app.ctx, usuarioId, req.params.id, req.query, fuso);
    },
  );

  r.delete(
    '/agendamentos/:pacienteId',
    {
      preHandler: gate,
      schema: {
        tags,
        security,
        params: pacienteIdParamsSchema,
        response: { 200: agendamentoDeleteResponseSchema },
      },
    },
    async (req) => {
      const excluidos = await deleteFuturosDoPaciente(
        app.ctx,
        currentUser(req).usuarioId,
        req.params.pacienteId,
      );
      await recordAudit(app.ctx, req, {
        usuarioId: currentUser(req).usuarioId,
        acao: 'excluir',
        entidade: 'agendamentos_futuros',
        entidadeId: req.params.pacienteId,
        detalhes: { excluidos },
      });
      return { message: MSG_AGENDAMENTOS.futurosExcluidos(excluidos), excluidos };
    },
  );

  r.post(
    '/agendamento',
    {
      preHandler: requirePlan({ feature: 'agendamentos', write: true }),
      schema: {
        tags,
        security,
        body: agendamentoCreateSchema,
        response: { 201: agendamentoCreateResponseSchema },
      },
    },
    async (req, reply) => {
      const criados = await createAgendamento(app.ctx, currentUser(req).usuarioId, req.body);
      const [primeiro] = criados;
      await audit(req, 'criar', primeiro.id, { ocorrencias: criados.length, serie_id: primeiro.serie_id });
      return reply.code(201).send({
        message: MSG_AGENDAMENTOS.criados(criados.length),
        agendamento: primeiro,
        agendamentos: criados,
      });
    },
  );

  r.get(
    '/agendamento/:id',
    {
      preHandler: gate,
      schema: { tags, security, params: idParamsSchema, response: { 200: agendamentoResponseSchema } },
    },
    async (req) => {
      const agendamento = await getAgendamento(app.ctx, currentUser(req).usuarioId, req.params.id);
      await audit(req, 'visualizar', agendamento.id);
      return { agendamento };
    },
  );

  r.put(
    '/agendamento/:id',
    {
      preHandler: gate,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        querystring: escopoQuerySchema,
        body: agendamentoUpdateSchema,
        response: { 200: agendamentoUpdateResponseSchema },
      },
    },
    async (req) => {
      const result = await updateAgendamento(
        app.ctx,
        currentUser(req).usuarioId,
        req.params.id,
        req.body,
        req.query.escopo,
      );
      await audit(req, 'alterar', req.params.id, {
        escopo: req.query.escopo,
        atualizados: result.atualizados,
        sessao_id: result.sessao?.id,
      });
      return { message: MSG_AGENDAMENTOS.atualizados(result.atualizados), ...result };
    },
  );

  r.delete(
    '/agendamento/:id',
    {
      preHandler: gate,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        querystring: escopoQuerySchema,
        response: { 200: agendamentoDeleteResponseSchema },
      },
    },
    async (req) => {
      const { excluidos, pacienteId } = await deleteAgendamento(
        app.ctx,
        currentUser(req).usuarioId,
        req.params.id,
        req.query.escopo,
      );
      await audit(req, 'excluir', req.params.id, {
        escopo: req.query.escopo,
        excluidos,
        paciente_id: pacienteId,
      });
      return { message: MSG_AGENDAMENTOS.excluidos(excluidos), excluidos };
    },
  );
}
