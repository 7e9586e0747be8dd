import { type FormErrors, schemaResolver } from '@mantine/form';
import type { ReactNode } from 'react';
import { ApiError } from './errors';

/**
 * Form helpers shared by every area: validation from a contracts zod schema, and the API's field errors put on
 * the fields (docs/product.md §2.3).
 */

/**
 * Mantine form validation from a zod schema: Mantine's own Standard Schema resolver (zod 4 implements Standard
 * Schema), run synchronously so that validation on blur works field by field.
 */
export const zodResolver = <Values>(schema: Parameters<typeof schemaResolver>[0]) =>
  schemaResolver(schema, { sync: true }) as (values: Values) => FormErrors;

interface FieldErrorTarget {
  setFieldError: (path: never, error: ReactNode) => void;
}

/**
 * Puts the API's field errors (409/422 `errors`, docs/product.md §7.5) on the form's fields. Returns true when at least
 * one of `fields` got an error, so the caller knows whether a general message is still needed.
 */
export function applyApiFieldErrors(
  form: FieldErrorTarget,
  error: unknown,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    if (fields.includes(field) && messages.length > 0) {
      form.setFieldError(field as never, messages[0]);
      applied = true;
    }
  }
  return applied;
}

/** The API's Portuguese message, or a connection message when the request never got an answer. */
export const errorMessage = (error: unknown): string =>
  error instanceof ApiError
    ? error.message
    : 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';
