import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, when it ends: its method, route (never its URL: lib/log-redact.ts), status and time.
 * Fastify's default also writes a line when each request arrives, and a 404 line with the URL; the first doubles the
 * cost of logging every answer and the second writes whatever path a client sent
 * (docs/decisions/0018-logging-and-redaction.md).
 */
export class UmaLinhaPorRequisicao extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
