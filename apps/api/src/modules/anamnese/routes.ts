import {
  anamneseCreateSchema,
  anamneseOrNullResponseSchema,
  anamneseResponseSchema,
  anamneseUpdateSchema,
} from '@consultorio/contracts/anamnese';
import { idParamsSchema } from '@consultorio/contracts/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { type AcaoAuditoria, recordAudit } from '../auditoria/service.ts';
import { createAnamnese, getAnamnese, updateAnamnese } from './service.ts';

const tags = ['anamnese'];
const security = [{ bearer: [] }];

/** docs/product.md §8.5: one per patient, every text encrypted at rest. Every access is audited. */
export async function anamneseRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);
  const audit = (req: FastifyRequest, acao: AcaoAuditoria, id: string, pacienteId: string) =>
    recordAudit(app.ctx, req, {
      usuarioId: currentUser(req).usuarioId,
      acao,
      entidade: 'anamnese',
      entidadeId: id,
      detalhes: { paciente_id: pacienteId },
    });

  r.get(
    '/paciente/:id/anamnese',
    { schema: { tags, security, params: idParamsSchema, response: { 200: anamneseOrNullResponseSchema } } },
    async (req) => {
      const anamnese = await getAnamnese(app.ctx, currentUser(req).usuarioId, req.params.id);
      if (anamnese) await audit(req, 'visualizar', anamnese.id, req.params.id);
      return { anamnese };
    },
  );

  r.post(
    '/paciente/:id/anamnese',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: anamneseCreateSchema,
        response: { 201: anamneseResponseSchema },
      },
    },
    async (req, reply) => {
      const anamnese = await createAnamnese(app.ctx, currentUser(req).usuarioId, req.params.id, req.body);
      await audit(req, 'criar', anamnese.id, req.params.id);
      return reply.code(201).send({ anamnese });
    },
  );

  r.put(
    '/anamnese/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: anamneseUpdateSchema,
        response: { 200: anamneseResponseSchema },
      },
    },
    async (req) => {
      const anamnese = await updateAnamnese(app.ctx, currentUser(req).usuarioId, req.params.id, req.body);
      await audit(req, 'alterar', anamnese.id, anamnese.paciente_id);
      return { anamnese };
    },
  );
}
