import { MSG } from '@consultorio/contracts/messages';

export type FieldErrors = Record<string, string[]>;

/** The one error type of the API. The error handler turns it into `{ message, errors?, feature?, detalhes? }`. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldErrors;
  readonly feature?: string;
  readonly detalhes?: Record<string, string>;
  readonly headers?: Record<string, string>;
  /** A 429's limit: the `limite` label of limites_recusados_total (lib/metricas.ts). */
  readonly limite?: string;

  constructor(
    statusCode: number,
    message: string,
    extra: {
      errors?: FieldErrors;
      feature?: string;
      detalhes?: Record<string, string>;
      headers?: Record<string, string>;
      limite?: string;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.errors = extra.errors;
    this.feature = extra.feature;
    this.detalhes = extra.detalhes;
    this.headers = extra.headers;
    this.limite = extra.limite;
  }
}

export const notFound = (message: string = MSG.notFound) => new AppError(404, message);
export const unauthorized = (message: string = MSG.unauthenticated) => new AppError(401, message);
export const forbidden = (message: string, feature?: string) => new AppError(403, message, { feature });
export const conflict = (field: string, message: string) =>
  new AppError(409, message, { errors: { [field]: [message] } });
export const unprocessable = (field: string, message: string) =>
  new AppError(422, message, { errors: { [field]: [message] } });
/** 429 with Retry-After; `limite` names the limit that refused (a rule of config.rateLimits or LIMITES_PROPRIOS). */
export const tooManyRequests = (
  retryAfterSeconds: number,
  message: string = MSG.rateLimited,
  limite?: string,
) =>
  new AppError(429, message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    limite,
  });
