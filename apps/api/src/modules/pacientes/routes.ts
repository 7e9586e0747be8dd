import { idParamsSchema } from '@consultorio/contracts/common';
import {
  MSG_PACIENTES,
  pacienteCreateSchema,
  pacienteDeleteResponseSchema,
  pacienteResponseSchema,
  pacienteStatusRequestSchema,
  pacientesQuerySchema,
  pacientesResponseSchema,
  pacienteUpdateSchema,
} from '@consultorio/contracts/pacientes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { requirePlan } from '../../plugins/plan-gate.ts';
import { type AcaoAuditoria, recordAudit } from '../auditoria/service.ts';
import {
  changeStatus,
  createPaciente,
  deletePaciente,
  getPaciente,
  listPacientes,
  updatePaciente,
} from './service.ts';

const tags = ['pacientes'];
const security = [{ bearer: [] }];

/** docs/product.md §8.3. Every route needs a session. */
export async function pacientesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);
  const audit = (req: FastifyRequest, acao: AcaoAuditoria, id: string, detalhes?: Record<string, unknown>) =>
    recordAudit(app.ctx, req, {
      usuarioId: currentUser(req).usuarioId,
      acao,
      entidade: 'paciente',
      entidadeId: id,
      detalhes,
    });

  const list = {
    schema: { tags, security, querystring: pacientesQuerySchema, response: { 200: pacientesResponseSchema } },
  };
  // Both paths answer the same list (docs/product.md §8.3).
  r.get('/pacientes', list, async (req) => listPacientes(app.ctx, currentUser(req).usuarioId, req.query));
  r.get('/paciente', list, async (req) => listPacientes(app.ctx, currentUser(req).usuarioId, req.query));

  r.post(
    '/paciente',
    {
      preHandler: requirePlan({ write: true, limit: 'pacientes' }),
      schema: { tags, security, body: pacienteCreateSchema, response: { 201: pacienteResponseSchema } },
    },
    async (req, reply) => {
      const paciente = await createPaciente(app.ctx, currentUser(req).usuarioId, req.body);
      await audit(req, 'criar', paciente.id);
      return reply.code(201).send({ paciente });
    },
  );

  r.get(
    '/paciente/:id',
    { schema: { tags, security, params: idParamsSchema, response: { 200: pacienteResponseSchema } } },
    async (req) => {
      const paciente = await getPaciente(app.ctx, currentUser(req).usuarioId, req.params.id);
      await audit(req, 'visualizar', paciente.id);
      return { paciente };
    },
  );

  r.put(
    '/paciente/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: pacienteUpdateSchema,
        response: { 200: pacienteResponseSchema },
      },
    },
    async (req) => {
      const paciente = await updatePaciente(app.ctx, currentUser(req).usuarioId, req.params.id, req.body);
      await audit(req, 'alterar', paciente.id);
      return { paciente };
    },
  );

  r.put(
    '/paciente/status/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: pacienteStatusRequestSchema,
        response: {
          200: pacienteResponseSchema.extend({ message: pacienteDeleteResponseSchema.shape.message }),
        },
      },
    },
    async (req) => {
      const paciente = await changeStatus(app.ctx, currentUser(req).usuarioId, req.params.id, req.body);
      await audit(req, 'alterar', paciente.id, { status_tratamento: paciente.status_tratamento });
      return { message: MSG_PACIENTES.statusAlterado, paciente };
    },
  );

  r.delete(
    '/paciente/:id',
    { schema: { tags, security, params: idParamsSchema, response: { 200: pacienteDeleteResponseSchema } } },
    async (req) => {
      const { arquivado } = await deletePaciente(app.ctx, currentUser(req).usuarioId, req.params.id);
      await audit(req, 'excluir', req.params.id, { arquivado });
      return { arquivado, message: arquivado ? MSG_PACIENTES.arquivado : MSG_PACIENTES.excluido };
    },
  );
}
