import { MSG_ANEXOS } from '@consultorio/contracts/anexos';
import { MSG_ENTRADA, temCaractereDeControle } from '@consultorio/contracts/common';
import { MSG } from '@consultorio/contracts/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from '../lib/errors.ts';
import { registrarLimiteRecusado } from '../lib/metricas.ts';

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MSG.malformed },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MSG.malformed },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MSG.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Tipo de conteúdo não suportado.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MSG.malformed },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: MSG.payloadTooLarge },
  FST_PARTS_LIMIT: { status: 413, message: MSG.payloadTooLarge },
  FST_FILES_LIMIT: { status: 413, message: MSG.payloadTooLarge },
  FST_FIELDS_LIMIT: { status: 413, message: MSG.payloadTooLarge },
  FST_PROTO_VIOLATION: { status: 400, message: MSG.malformed },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Envie o arquivo como multipart/form-data.' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: MSG.malformed },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: MSG.malformed },
};

/** How deep a body may nest: no form of the product goes past 6 levels. */
const PROFUNDIDADE_MAXIMA = 32;

/**
 * The first problem of a parsed body, query or path: a string with control characters (NUL breaks PostgreSQL text,
 * the others hide content) or nesting deeper than any form. Returns the field path and the message.
 */
function problemaDeEntrada(valor: unknown, caminho: string, nivel = 0): [string, string] | null {
  if (typeof valor === 'string')
    return temCaractereDeControle(valor) ? [caminho || '_', MSG_ENTRADA.controle] : null;
  if (valor === null || typeof valor !== 'object') return null;
  if (nivel > PROFUNDIDADE_MAXIMA) return ['_', MSG_ENTRADA.profundidade];
  for (const [chave, item] of Object.entries(valor)) {
    if (temCaractereDeControle(chave)) return [caminho || '_', MSG_ENTRADA.controle];
    const achado = problemaDeEntrada(item, caminho ? `${caminho}.${chave}` : chave, nivel + 1);
    if (achado) return achado;
  }
  return null;
}

/** Database errors a client's input caused (a value out of range, a reference to nothing) → 422, never 500. */
const SQLSTATE_DO_CLIENTE: Record<string, string> = {
  '22001': MSG.validation, // string_data_right_truncation
  '22003': MSG_ENTRADA.valorMaximo, // numeric_value_out_of_range
  '22007': MSG.validation, // invalid_datetime_format
  '22008': MSG_ENTRADA.dataForaDoIntervalo, // datetime_field_overflow
  '22021': MSG_ENTRADA.controle, // character_not_in_repertoire (NUL)
  '22P02': MSG.validation, // invalid_text_representation
  '22P05': MSG_ENTRADA.controle, // untranslatable_character
  '23503': MSG.notFound, // foreign_key_violation: a reference to a record that is not there
};
function sqlstate(err: unknown): string | undefined {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as never, i++
  )
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

/**
 * busboy's own errors carry no code: no boundary, a bad part header, or a boundary its search cannot use (empty, or
 * over 256 characters: "The needle cannot …").
 */
const erroDeMultipart = (err: Error) =>
  /^(Multipart: |Unexpected end of form|Malformed part header|Unexpected end of file|The needle cannot )/.test(
    err.message,
  );

/**
 * A multipart body that ends before its closing boundary — cut in a part's headers or in a file's bytes, a dropped
 * connection — as busboy (@fastify/busboy) reports it: the client is told the upload was interrupted.
 */
export const envioInterrompido = (err: unknown): boolean =>
  err instanceof Error &&
  /^(Unexpected end of multipart data|(Part|Preamble) terminated early due to unexpected end of multipart data)/.test(
    err.message,
  );

/**
 * A full disk: a file write's ENOSPC (DATA_DIR's filesystem) or PostgreSQL's disk_full (53100), anywhere in the
 * error's causes. The request kept nothing (the storage removes a partial file, the transaction rolled back);
 * the operator sees it in the log and in GET /api/ready (docs/operations.md).
 */
export function discoCheio(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && typeof e === 'object' && i < 5;
    e = e.cause as never, i++
  )
    if (e.code === 'ENOSPC' || e.code === '53100') return true;
  return false;
}

/** Refuses control characters and absurd nesting in any input, after the schemas (docs/security.md). */
export function registerInputGuard(app: FastifyInstance): void {
  // Many HTTP clients and proxies send `Content-Type: application/json` with no body on a GET or DELETE: an endpoint
  // that takes no body reads it as no body. One that takes a body still answers 400 for an empty one.
  const json = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, corpo, done) => {
    if (corpo === '' && !req.routeOptions.schema?.body) return done(null, undefined);
    return json(req, corpo as string, done);
  });
  app.addHook('preHandler', async (req: FastifyRequest) => {
    for (const valor of [req.params, req.query, req.body]) {
      const achado = problemaDeEntrada(valor, '');
      if (achado) {
        const [campo, message] = achado;
        throw new AppError(message === MSG_ENTRADA.profundidade ? 400 : 422, message, {
          errors: { [campo]: [message] },
        });
      }
    }
  });
}

/**
 * Fastify's `frameworkErrors`: a path it cannot read (a bad %-escape: 400; a parameter over 100 characters: 414) is
 * answered before any route or hook, so this answer carries the API's error shape and its no-store itself.
 */
export function respostaAoErroDoFramework(
  err: FastifyError,
  _req: FastifyRequest,
  reply: FastifyReply,
): void {
  const longo = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply
    .code(longo ? 414 : 400)
    .header('cache-control', 'no-store')
    .send({ message: longo ? MSG.uriTooLong : MSG.malformed });
}

/** One error handler for the whole API: the shape of docs/product.md §7.5, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      if (err.statusCode === 429) registrarLimiteRecusado(err.limite);
      if (err.statusCode >= 500) req.log.error({ err }, 'app error');
      return reply
        .status(err.statusCode)
        .send({ message: err.message, errors: err.errors, feature: err.feature, detalhes: err.detalhes });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: FieldErrors = {};
      for (const issue of err.validation) {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] = [...(errors[field] ?? []), issue.message ?? MSG.validation];
      }
      return reply.status(422).send({ message: MSG.validation, errors });
    }
    if (discoCheio(err)) {
      req.log.error({ err }, 'sem espaço em disco');
      return reply.status(507).send({ message: MSG.diskFull });
    }
    const known = err.code ? CLIENT_ERRORS[err.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    const estado = sqlstate(err);
    const doCliente = estado ? SQLSTATE_DO_CLIENTE[estado] : undefined;
    if (doCliente) {
      req.log.info({ sqlstate: estado }, 'database refused the input');
      const status = estado === '23503' ? 404 : 422;
      return reply.status(status).send({
        message: status === 404 ? doCliente : MSG.validation,
        errors: status === 404 ? undefined : { _: [doCliente] },
      });
    }
    if (envioInterrompido(err)) return reply.status(400).send({ message: MSG_ANEXOS.envioIncompleto });
    if (erroDeMultipart(err)) return reply.status(400).send({ message: MSG.malformed });
    if (err.statusCode === 429) {
      registrarLimiteRecusado(undefined);
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
