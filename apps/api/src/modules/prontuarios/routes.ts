import { idParamsSchema } from '@consultorio/contracts/common';
import {
  MSG_PRONTUARIOS,
  prontuarioCreateBodyOnlySchema,
  prontuarioCreateSchema,
  prontuarioDeleteResponseSchema,
  prontuarioResponseSchema,
  prontuariosQuerySchema,
  prontuariosResponseSchema,
  prontuarioUpdateSchema,
} from '@consultorio/contracts/prontuarios';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition, PDF_MIME } from '../../lib/pdf.ts';
import { currentUser } from '../../plugins/auth.ts';
import { requirePlan } from '../../plugins/plan-gate.ts';
import { type AcaoAuditoria, recordAudit } from '../auditoria/service.ts';
import {
  createProntuario,
  deleteProntuario,
  type ExportacaoPdf,
  exportProntuario,
  exportProntuarios,
  listProntuarios,
  updateProntuario,
} from './service.ts';

const tags = ['prontuarios'];
const security = [{ bearer: [] }];
const pdfResponse = { 200: z.any().describe('Arquivo PDF (application/pdf), para download.') };

/**
 * docs/product.md §8.6. Every route needs a session; every access to the clinical text (list,
 * export) and every change is written to the audit trail. The exports need the plan's prontuarios_pdf.
 */
export async function prontuariosRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);
  const audit = (
    req: FastifyRequest,
    acao: AcaoAuditoria,
    entidadeId: string | undefined,
    detalhes: Record<string, unknown>,
  ) =>
    recordAudit(app.ctx, req, {
      usuarioId: currentUser(req).usuarioId,
      acao,
      entidade: 'prontuario',
      entidadeId,
      detalhes,
    });
  const sendPdf = (reply: FastifyReply, e: ExportacaoPdf) =>
    reply
      .header('content-disposition', contentDisposition(e.fileName))
      .header('cache-control', 'no-store')
      .type(PDF_MIME)
      .send(e.pdf);

  r.get(
    '/prontuario/paciente/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        querystring: prontuariosQuerySchema,
        response: { 200: prontuariosResponseSchema },
      },
    },
    async (req) => {
      const result = await listProntuarios(app.ctx, currentUser(req).usuarioId, req.params.id, req.query);
      // The search term itself is never stored: it may be clinical text.
      await audit(req, 'visualizar', undefined, { paciente_id: req.params.id, busca: !!req.query.busca });
      return result;
    },
  );

  r.post(
    '/prontuario/paciente/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: prontuarioCreateSchema,
        response: { 201: prontuarioResponseSchema },
      },
    },
    async (req, reply) => {
      const prontuario = await createProntuario(app.ctx, currentUser(req).usuarioId, req.params.id, req.body);
      await audit(req, 'criar', prontuario.id, { paciente_id: prontuario.paciente_id });
      return reply.code(201).send({ prontuario });
    },
  );

  // The original client's shape: the patient only in the body ({paciente: {id}}).
  r.post(
    '/prontuario',
    {
      schema: {
        tags,
        security,
        body: prontuarioCreateBodyOnlySchema,
        response: { 201: prontuarioResponseSchema },
      },
    },
    async (req, reply) => {
      const { paciente_id, ...body } = req.body;
      // The schema guarantees one of the two.
      const pacienteId = (body.paciente?.id ?? paciente_id) as string;
      const prontuario = await createProntuario(app.ctx, currentUser(req).usuarioId, pacienteId, body);
      await audit(req, 'criar', prontuario.id, { paciente_id: prontuario.paciente_id });
      return reply.code(201).send({ prontuario });
    },
  );

  r.put(
    '/prontuario/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: prontuarioUpdateSchema,
        response: { 200: prontuarioResponseSchema },
      },
    },
    async (req) => {
      const prontuario = await updateProntuario(app.ctx, currentUser(req).usuarioId, req.params.id, req.body);
      await audit(req, 'alterar', prontuario.id, { paciente_id: prontuario.paciente_id });
      return { prontuario };
    },
  );

  r.delete(
    '/prontuario/:id',
    {
      schema: { tags, security, params: idParamsSchema, response: { 200: prontuarioDeleteResponseSchema } },
    },
    async (req) => {
      const { pacienteId } = await deleteProntuario(app.ctx, currentUser(req).usuarioId, req.params.id);
      await audit(req, 'excluir', req.params.id, { paciente_id: pacienteId });
      return { message: MSG_PRONTUARIOS.excluido };
    },
  );

  r.get(
    '/prontuario/paciente/:id/exportar',
    {
      preHandler: requirePlan({ feature: 'prontuarios_pdf' }),
      schema: { tags, security, params: idParamsSchema, response: pdfResponse },
    },
    async (req, reply) => {
      const e = await exportProntuarios(app.ctx, currentUser(req).usuarioId, req.params.id);
      await audit(req, 'exportar', undefined, { paciente_id: e.pacienteId, registros: e.registros });
      return sendPdf(reply, e);
    },
  );

  r.get(
    '/prontuario/:id/exportar',
    {
      preHandler: requirePlan({ feature: 'prontuarios_pdf' }),
      schema: { tags, security, params: idParamsSchema, response: pdfResponse },
    },
    async (req, reply) => {
      const e = await exportProntuario(app.ctx, currentUser(req).usuarioId, req.params.id);
      await audit(req, 'exportar', req.params.id, { paciente_id: e.pacienteId, registros: 1 });
      return sendPdf(reply, e);
    },
  );
}
