import type { Db, Tx } from './client.ts';
import { permitirNomeada } from './pglite-preparadas.ts';

/*
 * Prepared statements for the hot, fixed-shape queries (the session check, the dashboards, the agenda month):
 * drizzle builds the SQL once and, on PostgreSQL, each pooled connection parses it once (a named statement) instead
 * of on every request — the session check went from 0.42 to 0.15 ms (docs/decisions.md "Fast at 10,000
 * patients"). Values go in through `sql.placeholder(…)`, and only for
 * statements whose best plan does not depend on the values (a generic plan is fine); the patient search passes
 * `planoPorValores`. Inside a transaction the statement is prepared for that transaction's runner (same name, same text:
 * the connection keeps the one it parsed). Names are global per database connection, so each call site passes its own unique name.
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
