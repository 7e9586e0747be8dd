import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SCRIPT_TEMA_INICIAL } from '@consultorio/contracts/tema-inicial';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config, RateLimitRule } from '../config.ts';
import type { Counters } from '../lib/counters.ts';
import { tooManyRequests } from '../lib/errors.ts';

/**
 * The one inline script the web pages carry (the saved colour scheme on <html> before the first paint), allowed by
 * its hash: no other inline script runs.
 */
export const HASH_DO_SCRIPT_DO_TEMA = `'sha256-${createHash('sha256').update(SCRIPT_TEMA_INICIAL).digest('base64')}'`;

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const https = app.ctx.config.publicUrl.startsWith('https://');
  const seguranca = cabecalhosDoHelmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", HASH_DO_SCRIPT_DO_TEMA],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    // The older browsers' word for the CSP's frame-ancestors 'none': no page of ours inside another's frame.
    xFrameOptions: { action: 'deny' },
  });
  // Every answer — API, web app, 404 — carries them, and the request id that its log lines carry.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(seguranca);
    reply.header('x-request-id', req.id);
    done();
  });
  registerNoStore(app);
  await app.register(rateLimit, {
    global: false,
    // Every limit counts in the app's counters: Redis shared by the replicas when REDIS_URL is set (lib/counters.ts).
    store: counterStore(app.ctx.counters),
    errorResponseBuilder: (req, context) =>
      tooManyRequests(context.ttl / 1000, undefined, nomeDaRegra(req, app.ctx.config.rateLimits)),
  });
}

/**
 * No API answer may be kept by a browser's or a proxy's cache: they carry clinical and financial data. Every answer
 * under /api gets `Cache-Control: no-store` unless its handler chose its own (a download's `private, no-store`); the
 * OpenAPI page and its assets (/api/docs) keep theirs (docs/security.md).
 */
function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    const url = req.url;
    const daApi = url.startsWith('/api/') || url === '/api';
    if (daApi && !url.startsWith('/api/docs') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

/**
 * The security headers helmet sets with these options, computed once: they depend on nothing in the request (no
 * CSP nonce), and building helmet's middleware for every request (what @fastify/helmet does) costs more than the
 * rest of a small API answer's hooks together (docs/decisions/0009-api-errors-and-hostile-input.md).
 */
function cabecalhosDoHelmet(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let pronto = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    pronto = true;
  });
  if (!pronto) throw new Error('helmet não terminou de forma síncrona');
  return headers;
}

type StoreCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * `@fastify/rate-limit`'s store over the app's counters. Each route gets its own key space, named by method and
 * URL as the plugin's own stores do; `app.createRateLimit` limiters share the space `custom` (their keys differ).
 */
function counterStore(counters: Counters): FastifyRateLimitStoreCtor {
  class CounterStore implements FastifyRateLimitStore {
    private readonly space: string;
    constructor(_options: unknown, space = 'global') {
      this.space = space;
    }
    incr(key: string, cb: StoreCallback, timeWindow: number) {
      counters.hit(`${this.space}|${key}`, timeWindow).then(
        (h) => cb(null, { current: h.count, ttl: h.ttlMs }),
        (err: Error) => cb(err),
      );
    }
    read(key: string, cb: StoreCallback, timeWindow: number) {
      counters.peek(`${this.space}|${key}`, timeWindow).then(
        (h) => cb(null, { current: h.count, ttl: h.ttlMs }),
        (err: Error) => cb(err),
      );
    }
    child(routeOptions: unknown) {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: unknown; url?: unknown } };
      const route = routeInfo?.url ? `${String(routeInfo.method)} ${String(routeInfo.url)}` : 'custom';
      return new CounterStore(undefined, route);
    }
  }
  return CounterStore;
}

/**
 * Route-level rate limit config: `config: { rateLimit: limitBy(rule, key) }`. `regra` keeps the rule itself, whose
 * name in config.rateLimits a refusal is counted by (limites_recusados_total, `nomeDaRegra`).
 */
export const limitBy = (rule: RateLimitRule, key?: (req: FastifyRequest) => string) => ({
  max: rule.max,
  timeWindow: rule.timeWindow,
  keyGenerator: (req: FastifyRequest) => (key ? `${req.ip}|${key(req)}` : req.ip),
  regra: rule,
});

/** The name in config.rateLimits of the rule that refused the request (the route's `limitBy`), if any. */
function nomeDaRegra(req: FastifyRequest, regras: Config['rateLimits']): string | undefined {
  const regra = (req.routeOptions.config as { rateLimit?: { regra?: RateLimitRule } }).rateLimit?.regra;
  return Object.entries(regras).find(([, r]) => r === regra)?.[0];
}
