import type { AdminJobResponse } from '@consultorio/contracts/admin';
import { adminApi } from '@consultorio/contracts/api/admin';
import { sql } from 'drizzle-orm';
import { AppError, notFound } from '../../lib/errors.ts';
import { ligarMetricas } from '../../lib/metricas.ts';
import type { JobOutcome } from '../../lib/scheduler.ts';
import { implementar, RespostaArquivo } from '../../plugins/endpoints.ts';
import { conferirDisco } from './disco.ts';
import { backupDaInstancia } from './instancia.ts';
import { adminSetPlan } from './service.ts';

/**
 * The process's health, and the operator's routes under /api/admin (docs/architecture.md §3), used by `npm run
 * admin`. Only a request carrying `Authorization: Bearer <ADMIN_TOKEN>` reaches an operator's handler; anything
 * else gets the very answer of an unknown route (plugins/endpoints.ts).
 */
export const adminHandlers = implementar(adminApi, {
  'sistema.health': async () => ({ status: 'ok' as const }),
  // Ready: the database answers and DATA_DIR's disk is above its floor (./disco.ts); 503 otherwise.
  'sistema.ready': async (req, ctx) => {
    await ctx.db.execute(sql`select 1`).catch((err: unknown) => {
      req.log.warn({ err }, 'prontidão: o banco de dados não respondeu');
      throw new AppError(503, 'O banco de dados não responde.');
    });
    await conferirDisco(ctx, req.log);
    return { status: 'ok' as const };
  },
  // The Prometheus scrape (METRICS_TOKEN checked before: plugins/metricas.ts): the process's metrics as text.
  'sistema.metricas': async () => {
    const { registro } = await ligarMetricas();
    return new RespostaArquivo(await registro.metrics(), {
      'content-type': registro.contentType,
      'cache-control': 'no-store',
    });
  },
  'admin.plano': async (req, ctx) => adminSetPlan(ctx, req.ator, req.body),
  // Runs one scheduled job now (`npm run admin -- executar <job>`): on PostgreSQL under the job's advisory lock, so
  // while another replica runs it this answers `skipped`/`locked` (docs/operations.md).
  'admin.executarJob': async (req) => {
    const { nome } = req.params;
    const outcome = await req.server.scheduler.runNow(nome).catch(() => {
      throw notFound(`Job desconhecido: ${nome}.`);
    });
    return describeOutcome(nome, outcome);
  },
  // The instance's backup (embedded mode): a tar of the database snapshot, the stored files and the secrets.
  'admin.backup': async (_req, ctx) =>
    new RespostaArquivo(await backupDaInstancia(ctx), {
      'content-type': 'application/x-tar',
      'cache-control': 'no-store',
    }),
});

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
