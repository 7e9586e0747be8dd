import type { ErrorResponse } from '@consultorio/contracts/common';
import { MSG } from '@consultorio/contracts/messages';

/**
 * An error answer of the API: its status, Portuguese message and field errors (docs/api.md). Defined here, below
 * `api/`, so that form helpers can read it without importing the HTTP client; `api/client` throws and re-exports it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly feature?: string;
  readonly detalhes?: Record<string, string>;
  constructor(status: number, body: Partial<ErrorResponse>) {
    super(body.message ?? MSG.internal);
    this.name = 'ApiError';
    this.status = status;
    this.errors = body.errors;
    this.feature = body.feature;
    this.detalhes = body.detalhes;
  }
}
