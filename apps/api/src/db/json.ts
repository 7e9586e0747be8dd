import { isoUtc } from '@consultorio/contracts/tempo';
import { type SQL, sql } from 'drizzle-orm';

/*
 * Rows written as JSON by the database (the agenda's page, the finance dashboard;
 * docs/decisions/0034-rows-written-as-json-by-the-database.md). Instants travel as whole milliseconds since the epoch,
 * and JavaScript writes them: the time zone rules stay in one place (isoLocal, packages/contracts/src/tempo.ts), and
 * PostgreSQL's to_char would be the slowest part of building the JSON on PGlite.
 */

/** An instant (timestamptz, or NULL) → milliseconds since the epoch, cut as a JavaScript Date cuts microseconds. */
export const emMs = (instante: unknown): SQL<number | null> =>
  sql`floor(extract(epoch from ${instante}) * 1000)::bigint`;

/** Milliseconds since the epoch → "2026-03-10T17:00:00.123Z" (as Date.toISOString); null stays null. */
export function isoDeMs(ms: number): string;
export function isoDeMs(ms: number | null): string | null;
export function isoDeMs(ms: number | null): string | null {
  return ms === null ? null : isoUtc(ms);
}
