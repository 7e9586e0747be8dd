import {
  calculoResponseSchema,
  calculosListResponseSchema,
  carneLeaoCalculoInputSchema,
  carneLeaoListQuerySchema,
  MSG_CARNE_LEAO,
  tributosResponseSchema,
} from '@consultorio/contracts/carne-leao';
import { idParamsSchema, okSchema } from '@consultorio/contracts/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition, PDF_MIME } from '../../lib/pdf.ts';
import { currentUser } from '../../plugins/auth.ts';
import { requirePlan } from '../../plugins/plan-gate.ts';
import { type AcaoAuditoria, recordAudit } from '../auditoria/service.ts';
import { baixarPdf, calcular, excluir, exportarPdf, listar, obter, simular, tributos } from './service.ts';

const tags = ['carne-leao'];
const security = [{ bearer: [] }];

/** docs/carne-leao.md. Every route needs a session and the plan's `essencial` feature. */
export async function carneLeaoRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);
  const gate = requirePlan({ feature: 'essencial' });
  const usuario = (req: FastifyRequest) => currentUser(req).usuarioId;
  const audit = (
    req: FastifyRequest,
    acao: AcaoAuditoria,
    entidadeId?: string,
    detalhes?: Record<string, unknown>,
  ) =>
    recordAudit(app.ctx, req, {
      usuarioId: usuario(req),
      acao,
      entidade: 'carne_leao',
      entidadeId,
      detalhes,
    });

  r.get(
    '/tributos',
    { preHandler: gate, schema: { tags, security, response: { 200: tributosResponseSchema } } },
    async () => tributos(app.ctx.db),
  );

  r.post(
    '/carne-leao/simular',
    {
      preHandler: gate,
      schema: { tags, security, body: carneLeaoCalculoInputSchema, response: { 200: calculoResponseSchema } },
    },
    async (req) => ({ calculo: await simular(app.ctx, usuario(req), req.body) }),
  );

  r.post(
    '/carne-leao/calcular',
    {
      preHandler: gate,
      schema: { tags, security, body: carneLeaoCalculoInputSchema, response: { 200: calculoResponseSchema } },
    },
    async (req) => {
      const calculo = await calcular(app.ctx, usuario(req), req.body);
      await audit(req, 'criar', calculo.id, { mes: calculo.mes, ano: calculo.ano });
      return { calculo };
    },
  );

  r.get(
    '/carne-leao',
    {
      preHandler: gate,
      schema: {
        tags,
        security,
        querystring: carneLeaoListQuerySchema,
        response: { 200: calculosListResponseSchema },
      },
    },
    async (req) => listar(app.ctx, usuario(req), req.query.ano),
  );

  r.get(
    '/carne-leao/:id',
    {
      preHandler: gate,
      schema: { tags, security, params: idParamsSchema, response: { 200: calculoResponseSchema } },
    },
    async (req) => ({ calculo: await obter(app.ctx, usuario(req), req.params.id) }),
  );

  r.post(
    '/carne-leao/:id/exportar-pdf',
    {
      preHandler: gate,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: calculoResponseSchema.extend({ message: z.string() }) },
      },
    },
    async (req) => ({
      calculo: await exportarPdf(app.ctx, usuario(req), req.params.id),
      message: MSG_CARNE_LEAO.pdfGerado,
    }),
  );

  r.get(
    '/carne-leao/:id/download-pdf',
    {
      preHandler: gate,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: z.any().describe('Demonstrativo em PDF (application/pdf), para download.') },
      },
    },
    async (req, reply) => {
      const { pdf, fileName } = await baixarPdf(app.ctx, usuario(req), req.params.id);
      await audit(req, 'exportar', req.params.id);
      return reply
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'no-store')
        .type(PDF_MIME)
        .send(pdf);
    },
  );

  r.delete(
    '/carne-leao/:id',
    { preHandler: gate, schema: { tags, security, params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      await excluir(app.ctx, usuario(req), req.params.id);
      await audit(req, 'excluir', req.params.id);
      return { message: MSG_CARNE_LEAO.excluido };
    },
  );
}
