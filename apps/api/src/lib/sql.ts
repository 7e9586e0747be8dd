/** Escapes LIKE's wildcards (% and _) and its escape character, so user text matches literally. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, '\\$&');

/**
 * The unique constraint or index an error broke (SQLSTATE 23505), looked up through the error's causes: PostgreSQL
 * and PGlite raise it, and Drizzle may wrap it. Null for any other error. A check before an insert cannot see a
 * concurrent request's row; the constraint refuses the second, and its name tells which answer to give.
 */
export function restricaoUnicaViolada(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return null;
}
