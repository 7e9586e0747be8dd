import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type AdminJobResponse,
  adminJobParamsSchema,
  adminJobResponseSchema,
} from '@consultorio/contracts/admin';
import { MSG } from '@consultorio/contracts/messages';
import { adminSetPlanRequestSchema, adminSetPlanResponseSchema } from '@consultorio/contracts/planos';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import type { JobOutcome } from '../../lib/scheduler.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { backupDaInstancia } from './instancia.ts';
import { adminSetPlan } from './service.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests so neither the length nor the content of ADMIN_TOKEN leaks through timing. */
export function isAdminToken(given: string | null, expected: string): boolean {
  if (!given || !expected) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Operator routes, mounted at /api/admin (docs/architecture.md §3), used by `npm run admin`. Only a request carrying
 * `Authorization: Bearer <ADMIN_TOKEN>` gets in; anything else gets the very answer of an unknown route.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (req: FastifyRequest) => {
    if (!isAdminToken(bearerToken(req), app.ctx.config.adminToken)) throw notFound(MSG.routeNotFound);
  });

  r.post(
    '/usuarios/plano',
    {
      schema: {
        hide: true,
        tags: ['admin'],
        security: [{ bearer: [] }],
        body: adminSetPlanRequestSchema,
        response: { 200: adminSetPlanResponseSchema },
      },
    },
    async (req) => adminSetPlan(app.ctx, req, req.body),
  );

  // Runs one scheduled job now (`npm run admin -- executar <job>`): on PostgreSQL under the job's advisory lock, so
  // while another replica runs it this answers `skipped`/`locked` (docs/operations.md).
  r.post(
    '/jobs/:nome/executar',
    {
      schema: {
        hide: true,
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: adminJobParamsSchema,
        response: { 200: adminJobResponseSchema },
      },
    },
    async (req) => {
      const { nome } = req.params;
      const outcome = await app.scheduler.runNow(nome).catch(() => {
        throw notFound(`Job desconhecido: ${nome}.`);
      });
      return describeOutcome(nome, outcome);
    },
  );

  // The instance's backup (embedded mode): a tar of the database snapshot, the stored files and the secrets.
  r.get(
    '/backup',
    { schema: { hide: true, tags: ['admin'], security: [{ bearer: [] }] } },
    async (_req, reply) =>
      reply
        .header('content-type', 'application/x-tar')
        .header('cache-control', 'no-store')
        .send(await backupDaInstancia(app.ctx)),
  );
}

const SKIPPED = {
  running: 'já está em execução neste servidor',
  locked: 'em execução em outra réplica',
  stopped: 'o servidor está encerrando',
} as const;

function describeOutcome(job: string, outcome: JobOutcome): AdminJobResponse {
  if (outcome.status === 'skipped')
    return {
      job,
      status: 'skipped',
      reason: outcome.reason,
      result: null,
      message: `Job ${job} não executado: ${SKIPPED[outcome.reason]}.`,
    };
  if (outcome.status === 'failed')
    return { job, status: 'failed', reason: null, result: null, message: `Job ${job} falhou (veja o log).` };
  const result = outcome.result ?? null;
  return {
    job,
    status: 'done',
    reason: null,
    result,
    message: `Job ${job} executado${result === null ? '' : ` (${result})`}.`,
  };
}
