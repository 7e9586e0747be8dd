import { idParamsSchema, okSchema } from '@consultorio/contracts/common';
import {
  financeiroDashboardQuerySchema,
  financeiroDashboardSchema,
  financeiroExportQuerySchema,
  lancamentoCreateSchema,
  lancamentoResponseSchema,
  lancamentosQuerySchema,
  lancamentosResponseSchema,
  lancamentoUpdateSchema,
  MSG_FINANCEIRO,
} from '@consultorio/contracts/financeiro';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition, PDF_MIME } from '../../lib/pdf.ts';
import { currentUser } from '../../plugins/auth.ts';
import { requirePlan } from '../../plugins/plan-gate.ts';
import { type AcaoAuditoria, recordAudit } from '../auditoria/service.ts';
import { financeiroDashboard } from './dashboard-figures.ts';
import { exportarCsv } from './exportar.ts';
import { gerarRecibo } from './recibo.ts';
import {
  createLancamento,
  deleteLancamento,
  getLancamento,
  listLancamentos,
  updateLancamento,
} from './service.ts';

const tags = ['financeiro'];
const security = [{ bearer: [] }];

/** docs/product.md §8.9. Every route needs a session and the gestao_financeira feature; creating, an active plan. */
export async function financeiroRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);
  const gate = requirePlan({ feature: 'gestao_financeira' });
  const audit = (
    req: FastifyRequest,
    acao: AcaoAuditoria,
    entidadeId?: string,
    detalhes?: Record<string, unknown>,
  ) =>
    recordAudit(app.ctx, req, {
      usuarioId: currentUser(req).usuarioId,
      acao,
      entidade: 'financeiro',
      entidadeId,
      detalhes,
    });

  r.get(
    '/financeiros',
    {
      preHandler: gate,
      schema: {
        tags,
        security,
        querystring: lancamentosQuerySchema,
        response: { 200: lancamentosResponseSchema },
      },
    },
    async (req) => listLancamentos(app.ctx, currentUser(req).usuarioId, req.query),
  );

  r.get(
    '/financeiros/dashboard',
    {
      preHandler: gate,
      schema: {
        tags,
        security,
        querystring: financeiroDashboardQuerySchema,
        response: { 200: financeiroDashboardSchema },
      },
    },
    async (req) => {
      const { usuarioId, fuso } = currentUser(req);
      return financeiroDashboard(app.ctx, usuarioId, req.query, fuso);
    },
  );

  r.get(
    '/financeiros/exportar',
    {
      preHandler: gate,
      schema: {
        tags,
        security,
        querystring: financeiroExportQuerySchema,
        response: {
          200: z.string().describe('CSV (text/csv; separador ";", vírgula decimal, UTF-8 com BOM)'),
        },
      },
    },
    async (req, reply) => {
      const { ano, csv, linhas } = await exportarCsv(app.ctx, currentUser(req).usuarioId, req.query.ano);
      await audit(req, 'exportar', undefined, { ano, linhas });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="financeiro-${ano}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  r.get(
    '/financeiros/:id',
    {
      preHandler: gate,
      schema: { tags, security, params: idParamsSchema, response: { 200: lancamentoResponseSchema } },
    },
    async (req) => ({ financeiro: await getLancamento(app.ctx, currentUser(req).usuarioId, req.params.id) }),
  );

  r.get(
    '/financeiros/:id/recibo',
    {
      preHandler: gate,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: z.any().describe('Recibo em PDF (application/pdf) de uma receita paga.') },
      },
    },
    async (req, reply) => {
      const { pdf, fileName } = await gerarRecibo(app.ctx, currentUser(req).usuarioId, req.params.id);
      await audit(req, 'exportar', req.params.id, { documento: 'recibo' });
      return reply
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'no-store')
        .type(PDF_MIME)
        .send(pdf);
    },
  );

  r.post(
    '/financeiros',
    {
      preHandler: requirePlan({ feature: 'gestao_financeira', write: true }),
      schema: { tags, security, body: lancamentoCreateSchema, response: { 201: lancamentoResponseSchema } },
    },
    async (req, reply) => {
      const financeiro = await createLancamento(app.ctx, currentUser(req).usuarioId, req.body);
      await audit(req, 'criar', financeiro.id);
      return reply.code(201).send({ financeiro });
    },
  );

  r.put(
    '/financeiros/:id',
    {
      preHandler: gate,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: lancamentoUpdateSchema,
        response: { 200: lancamentoResponseSchema },
      },
    },
    async (req) => {
      const financeiro = await updateLancamento(app.ctx, currentUser(req).usuarioId, req.params.id, req.body);
      await audit(req, 'alterar', financeiro.id);
      return { financeiro };
    },
  );

  r.delete(
    '/financeiros/:id',
    {
      preHandler: gate,
      schema: { tags, security, params: idParamsSchema, response: { 200: okSchema } },
    },
    async (req) => {
      await deleteLancamento(app.ctx, currentUser(req).usuarioId, req.params.id);
      await audit(req, 'excluir', req.params.id);
      return { message: MSG_FINANCEIRO.excluido };
    },
  );
}
