import { MSG } from '@consultorio/contracts/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from '../lib/errors.ts';

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MSG.malformed },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MSG.malformed },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MSG.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Tipo de conteúdo não suportado.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MSG.malformed },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: MSG.payloadTooLarge },
};

/** One error handler for the whole API: the shape of docs/product.md §7.5, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      if (err.statusCode >= 500) req.log.error({ err }, 'app error');
      return reply
        .status(err.statusCode)
        .send({ message: err.message, errors: err.errors, feature: err.feature });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: FieldErrors = {};
      for (const issue of err.validation) {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] = [...(errors[field] ?? []), issue.message ?? MSG.validation];
      }
      return reply.status(422).send({ message: MSG.validation, errors });
    }
    const known = err.code ? CLIENT_ERRORS[err.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (err.statusCode === 429) {
      return reply.status(429).send({ message: MSG.rateLimited });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      req.log.info({ code: err.code }, 'client error');
      return reply.status(err.statusCode).send({ message: MSG.malformed });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: MSG.internal });
  });
}
