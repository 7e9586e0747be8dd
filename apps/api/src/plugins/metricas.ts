import { MSG } from '@consultorio/contracts/messages';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Pool } from 'pg';
import { notFound } from '../lib/errors.ts';
import {
  ligarMetricas,
  medirPool,
  metodoDoRotulo,
  registrarPeriodosDosJobs,
  registrarRequisicao,
} from '../lib/metricas.ts';
import { isAdminToken } from './admin-token.ts';
import { bearerToken } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint declaration's name (plugins/endpoints.ts): the `rota` label of the HTTP metrics. */
    rota?: string;
  }
}

/*
 * The HTTP metrics and what feeds `GET /api/metrics` (docs/decisions/0084-metrics.md). Only with METRICS_TOKEN set:
 * without it the route answers 404 and no request pays for a histogram.
 */

/** `GET /api/metrics` answers a missing or wrong METRICS_TOKEN — or none configured — exactly as an unknown route. */
export const autenticarMetricas: onRequestHookHandler = async (req) => {
  const esperado = req.server.ctx.config.metricsToken;
  if (!esperado || !isAdminToken(bearerToken(req), esperado)) throw notFound(MSG.routeNotFound);
};

/**
 * The `rota` label: the declaration's name, or what answered outside the declarations (lib/metricas.ts); also the
 * name of a request's span (plugins/rastros.ts).
 */
export function rotaDoRotulo(req: FastifyRequest, status: number): string {
  const rota = req.routeOptions.config?.rota;
  if (rota) return rota;
  if (req.routeOptions.url?.startsWith('/api/docs')) return 'openapi';
  return status === 404 ? 'nao_encontrada' : 'web';
}

export async function registerMetricas(
  app: FastifyInstance,
  jobs: readonly { name: string; everyMs: number }[],
): Promise<void> {
  if (!app.ctx.config.metricsToken) return;
  await ligarMetricas();
  registrarPeriodosDosJobs(jobs);
  if (app.ctx.database.kind === 'postgres') {
    const pararDeMedir = medirPool((app.ctx.db as unknown as { $client: Pool }).$client);
    app.addHook('onClose', async () => pararDeMedir());
  }
  app.addHook('onResponse', (req, reply, done) => {
    const status = reply.statusCode;
    const rotulos = { rota: rotaDoRotulo(req, status), metodo: metodoDoRotulo(req.method), status };
    registrarRequisicao(rotulos, reply.elapsedTime / 1000);
    done();
  });
}
