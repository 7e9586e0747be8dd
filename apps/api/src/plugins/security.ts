import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config.ts';
import { tooManyRequests } from '../lib/errors.ts';

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const https = app.ctx.config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => tooManyRequests(context.ttl / 1000),
  });
}

/** Route-level rate limit config: `config: { rateLimit: limitBy(rule, key) }`. */
export const limitBy = (rule: RateLimitRule, key?: (req: FastifyRequest) => string) => ({
  max: rule.max,
  timeWindow: rule.timeWindow,
  keyGenerator: (req: FastifyRequest) => (key ? `${req.ip}|${key(req)}` : req.ip),
});
