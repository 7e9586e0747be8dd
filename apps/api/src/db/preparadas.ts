import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { permitirNomeada } from './pglite-preparadas.ts';

/*
 * Prepared statements for the hot, fixed-shape queries (the session check, the dashboards, the agenda month):
 * drizzle builds the SQL once and, on PostgreSQL, each pooled connection parses it once (a named statement) instead
 * of on every request — the session check takes 0.15 ms instead of 0.42 (docs/decisions/0033-prepared-statements.md).
 * Values go in through `sql.placeholder(…)`, and only for
 * statements whose best plan does not depend on the values (a generic plan is fine); the patient search passes
 * `planoPorValores`. Inside a transaction the statement is prepared for that transaction's runner (same name, same text:
 * the connection keeps the one it parsed). Names are global per database connection, so each call site passes its own unique name.
 *
 * A named statement gets PostgreSQL's generic plan (planned once per connection) only when that plan does not look
 * costlier than planning for the values: after five executions PostgreSQL compares the two estimates, and it costs a
 * LIMIT or OFFSET given as a parameter as a tenth of the rows, so such statements would be planned again on every
 * request (the dashboard: 4.3 ms planned each time, 2.1 ms generic; docs/decisions/0033-prepared-statements.md).
 * A limit that is the same on every request goes into the text with `limiteFixo`; a first page has no OFFSET.
 */

interface Preparavel<P> {
  prepare(name: string): P;
  toSQL(): { sql: string };
}

const cache = new WeakMap<Db | Tx, Map<string, unknown>>();

export function preparada<R extends Db | Tx, P>(
  db: R,
  nome: string,
  montar: (db: R) => Preparavel<P>,
  opcoes: {
    /**
     * The plan depends on the values (the search: how many patients a word matches): drizzle still builds the SQL
     * once, but PostgreSQL gets an unnamed statement, parsed and planned for each request's values.
     */
    planoPorValores?: boolean;
  } = {},
): P {
  let doDb = cache.get(db);
  if (!doDb) {
    doDb = new Map();
    cache.set(db, doDb);
  }
  let p = doDb.get(nome) as P | undefined;
  if (p === undefined) {
    const montado = montar(db);
    // On PGlite, db/pglite-preparadas.ts runs the same text as a named statement.
    if (!opcoes.planoPorValores) permitirNomeada(montado.toSQL().sql);
    p = montado.prepare(opcoes.planoPorValores ? '' : nome);
    doDb.set(nome, p);
  }
  return p;
}

/**
 * A LIMIT written into the statement's text instead of sent as a parameter, for a limit that is a constant of the
 * code (see above): `.limit(limiteFixo(5))`. Only integers reach the text.
 */
export function limiteFixo(n: number): Placeholder {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`limite fixo inválido: ${n}`);
  // Drizzle writes an SQL object given as the limit as it is (pg-core dialect: `limit ${limit}`); its type says
  // number | Placeholder only.
  return sql.raw(String(n)) as SQL as unknown as Placeholder;
}
