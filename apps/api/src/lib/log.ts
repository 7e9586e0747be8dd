import type { FastifyBaseLogger } from 'fastify';

/**
 * The app's logger (Fastify's pino, with its redaction: docs/decisions/0018-logging-and-redaction.md) as services
 * take it: a request's `req.log`, or the app's for a job. Services write to it without knowing of HTTP.
 */
export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
