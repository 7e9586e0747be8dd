import { randomUUID } from 'node:crypto';
import { api } from '@consultorio/contracts/api/index';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createContext } from './context.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seedReferenceData } from './db/seed.ts';
import { JOBS, registerScheduledJobs } from './jobs/index.ts';
import { createCounters } from './lib/counters.ts';
import { ocultarCampos, serializeError, serializeReq } from './lib/log-redact.ts';
import { ligarRastros } from './lib/rastros.ts';
import { UmaLinhaPorRequisicao } from './lib/request-log.ts';
import { createScheduler, type Scheduler } from './lib/scheduler.ts';
import { compilarSerializador } from './lib/serializer.ts';
import { completarDocumento } from './openapi.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler, registerInputGuard, respostaAoErroDoFramework } from './plugins/errors.ts';
import { registerMetricas } from './plugins/metricas.ts';
import { registerPortalAuth } from './plugins/portal-auth.ts';
import { registerRastros } from './plugins/rastros.ts';
import { registerSecurity } from './plugins/security.ts';
import { defaultWebDist, registerWeb } from './plugins/web.ts';
import { apiRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's scheduled jobs; `runNow` serves the operator's route (modules/admin). */
    scheduler: Scheduler;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database;
  logger?: boolean;
  /** Where log lines go (main.ts: a non-blocking stdout, see lib/log-stream.ts); pino's stdout otherwise. */
  logStream?: { write(line: string): void };
  /** Told of every route as it is registered (the test that checks routes against the endpoint declarations). */
  aoRegistrarRota?: (metodo: string, url: string) => void;
}

/** What a caller's request id may be: letters, digits and . _ : -, at most 128 of them. */
const ID_DE_REQUISICAO = /^[\w.:-]{1,128}$/;

/** Builds the whole application. Tests drive it with `app.inject()`; main.ts makes it listen. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // With an OTLP endpoint, OpenTelemetry is loaded before the database opens, so its statements are traced too.
  if (config.rastros) await ligarRastros(config.rastros.url);
  const database =
    opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await database.migrate();
  await seedReferenceData(database.db);

  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            // No secret or personal data in the logs (lib/log-redact.ts, docs/security.md).
            formatters: { log: ocultarCampos },
            serializers: { err: serializeError, req: serializeReq },
          },
    logController: new UmaLinhaPorRequisicao(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A caller's x-request-id (a load balancer's) is kept when it looks like an id; anything else — a long text, a
    // name — would go into every log line of the request, so the server makes its own.
    requestIdHeader: false,
    genReqId: (req) => {
      const recebido = req.headers['x-request-id'];
      return typeof recebido === 'string' && ID_DE_REQUISICAO.test(recebido) ? recebido : randomUUID();
    },
    // A path Fastify cannot read (a bad %-escape, a parameter over 100 characters) gets the API's error shape.
    frameworkErrors: respostaAoErroDoFramework,
    // The original client calls the API under /public/api (docs/product.md §7.1): answer there with the very same routes.
    rewriteUrl: (req) =>
      (req.url?.startsWith('/public/api/') ? req.url.slice('/public'.length) : req.url) ?? '/',
  }).withTypeProvider<ZodTypeProvider>();

  // A span per request, before any other hook runs (plugins/rastros.ts); nothing without an OTLP endpoint.
  registerRastros(app);
  app.setValidatorCompiler(validatorCompiler);
  // Responses: fast-json-stringify from the zod schemas; the API tests also check them against zod (lib/serializer.ts).
  app.setSerializerCompiler(compilarSerializador({ verificar: config.env === 'test' }));
  const counters = createCounters(config, app.log);
  app.decorate('ctx', createContext(config, database, { counters, log: app.log }));
  if (!opts.database) app.addHook('onClose', () => database.close());
  database.onConnectionError?.((err) =>
    app.log.warn({ err }, 'O PostgreSQL fechou uma conexão ociosa; a próxima requisição abre outra.'),
  );
  // The Redis connection of the shared counters: waited for (a few seconds at most) before listening, closed last.
  app.addHook('onReady', () => counters.ready());
  app.addHook('onClose', () => counters.close());
  // Scheduled jobs (plan expiry…): timers only outside tests; tests call the jobs or the admin route.
  app.decorate(
    'scheduler',
    config.env !== 'test' ? registerScheduledJobs(app) : createScheduler(app.ctx, app.log, JOBS),
  );

  registerErrorHandler(app);
  registerInputGuard(app);
  registerAuth(app);
  registerPortalAuth(app);
  await registerSecurity(app);
  // GET /api/metrics and the HTTP metrics, with METRICS_TOKEN set (plugins/metricas.ts).
  await registerMetricas(app, JOBS);
  const aoRegistrarRota = opts.aoRegistrarRota;
  if (aoRegistrarRota) {
    app.addHook('onRoute', (rota) => {
      for (const metodo of [rota.method].flat()) aoRegistrarRota(metodo, rota.url);
    });
  }
  // The OpenAPI document, from the endpoint declarations (openapi.ts).
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Consultório API',
        version: '1.0.0',
        description: 'API do Consultório (pt-BR).',
        license: { name: 'Proprietária: todos os direitos reservados' },
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (doc) =>
      completarDocumento(
        'openapiObject' in doc ? doc.openapiObject : doc.swaggerObject,
        config.publicUrl,
        api,
      ),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(apiRoutes, { prefix: '/api' });
  await registerWeb(app, config.webDist ?? defaultWebDist);
  return app;
}
