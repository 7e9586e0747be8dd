import {
  anexosResponseSchema,
  anexosUploadResponseSchema,
  anexoUploadResponseSchema,
  MSG_ANEXOS,
} from '@consultorio/contracts/anexos';
import { idParamsSchema, okSchema } from '@consultorio/contracts/common';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { currentUser } from '../../plugins/auth.ts';
import { requirePlan } from '../../plugins/plan-gate.ts';
import { type AcaoAuditoria, recordAudit } from '../auditoria/service.ts';
import { deleteAnexo, listAnexos, openAnexo, uploadAnexos } from './service.ts';

const tags = ['anexos'];
const security = [{ bearer: [] }];

/** docs/product.md §8.8. Uploads stream into the encrypted storage; upload, download and delete are audited. */
export async function anexosRoutes(app: FastifyInstance): Promise<void> {
  // Scoped to this plugin: the only multipart routes of the API. Limits are set per request (./upload.ts).
  await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);
  const audit = (req: FastifyRequest, acao: AcaoAuditoria, id: string, detalhes: Record<string, unknown>) =>
    recordAudit(app.ctx, req, {
      usuarioId: currentUser(req).usuarioId,
      acao,
      entidade: 'anexo',
      entidadeId: id,
      detalhes,
    });
  const uploadGate = requirePlan({ limit: 'anexos' });

  r.get(
    '/anexos/paciente/:id',
    { schema: { tags, security, params: idParamsSchema, response: { 200: anexosResponseSchema } } },
    async (req) => listAnexos(app.ctx, currentUser(req).usuarioId, req.params.id),
  );

  r.post(
    '/anexos/paciente/:id',
    {
      preHandler: uploadGate,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: 'Campo de arquivo `arquivo` (+ `descricao` opcional).',
        params: idParamsSchema,
        response: { 201: anexoUploadResponseSchema },
      },
    },
    async (req, reply) => {
      const [anexo] = await uploadAnexos(app.ctx, req, currentUser(req).usuarioId, req.params.id, 'single');
      await audit(req, 'criar', anexo.id, {
        paciente_id: anexo.paciente_id,
        tipo: anexo.tipo,
        tamanho: anexo.tamanho,
      });
      return reply.code(201).send({ anexo });
    },
  );

  r.post(
    '/anexos/paciente/:id/multiple',
    {
      preHandler: uploadGate,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description:
          'Arquivos em `arquivos[0]`, `arquivos[1]`…; descrição por arquivo em `descricoes[i]` ou uma para todos em ' +
          '`descricao`. Tudo ou nada: se um arquivo for recusado, nenhum é guardado.',
        params: idParamsSchema,
        response: { 201: anexosUploadResponseSchema },
      },
    },
    async (req, reply) => {
      const anexos = await uploadAnexos(app.ctx, req, currentUser(req).usuarioId, req.params.id, 'multiple');
      for (const anexo of anexos) {
        await audit(req, 'criar', anexo.id, {
          paciente_id: anexo.paciente_id,
          tipo: anexo.tipo,
          tamanho: anexo.tamanho,
        });
      }
      return reply.code(201).send({ anexos });
    },
  );

  r.get(
    '/anexos/:id/download',
    {
      // A HEAD would open (and audit) the file without sending it.
      exposeHeadRoute: false,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: z.any().describe('O arquivo, com o nome original em Content-Disposition.') },
      },
    },
    async (req, reply) => {
      const { anexo, content } = await openAnexo(app.ctx, currentUser(req).usuarioId, req.params.id);
      await audit(req, 'download', anexo.id, { paciente_id: anexo.paciente_id });
      return reply
        .header('content-type', anexo.mime_type)
        .header('content-length', anexo.tamanho)
        .header('content-disposition', contentDisposition(anexo.nome_original))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  r.delete(
    '/anexos/:id',
    { schema: { tags, security, params: idParamsSchema, response: { 200: okSchema } } },
    async (req) => {
      const anexo = await deleteAnexo(app.ctx, currentUser(req).usuarioId, req.params.id);
      await audit(req, 'excluir', anexo.id, { paciente_id: anexo.paciente_id });
      return { message: MSG_ANEXOS.excluido };
    },
  );
}
