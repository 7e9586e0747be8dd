// The raw side of the API-overhead ratio (docs/operations.md §"The bench"): the statements one API request sent,
// captured by capture-sql.mts, replayed with plain `pg` — same text, same parameters, same count, same statement
// names (a statement the API prepares is prepared here too), same
// connections (a transaction stays on one connection) and the same concurrency (a statement the API issued only
// after another one was answered waits for it here too; statements the API had in flight together run together).
import { readFileSync, statSync } from 'node:fs';
import type pg from 'pg';
import type { CapturedStatement } from './capture-sql.mts';

/** Bytes in the capture file now: pass it to `readSince` after the request to get that request's statements. */
export const mark = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

export function readSince(file: string, offset: number): CapturedStatement[] {
  return readFileSync(file)
    .subarray(offset)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as CapturedStatement)
    .sort((a, b) => a.start - b.start);
}

/** One line per statement, parameters left out: two captures of the same request must give the same shape. */
export const shape = (s: CapturedStatement[]) => s.map((x) => x.text.replace(/\s+/g, ' ').trim()).join('\n');

/** Returns a function that replays `statements` once on `pool`. */
export function replayer(pool: pg.Pool, statements: CapturedStatement[]): () => Promise<void> {
  const values = statements.map((s) =>
    s.values.map((v) => (v !== null && typeof v === 'object' ? Buffer.from(v.base64, 'base64') : v)),
  );
  // Statement i waits for every earlier statement the API had seen answered before issuing i.
  const deps = statements.map((s, i) => statements.flatMap((p, j) => (j < i && p.end <= s.start ? [j] : [])));
  return async () => {
    const conns = new Map<number, Promise<pg.PoolClient>>();
    const connFor = (id: number) => {
      let c = conns.get(id);
      if (!c) {
        c = pool.connect();
        conns.set(id, c);
      }
      return c;
    };
    const runs: Promise<unknown>[] = [];
    try {
      statements.forEach((s, i) => {
        runs[i] = Promise.all(deps[i].map((j) => runs[j])).then(async () => {
          const conn = await connFor(s.conn);
          const config = { text: s.text, values: values[i], ...(s.name ? { name: s.name } : {}) };
          return s.rowMode === 'array' ? conn.query({ ...config, rowMode: 'array' }) : conn.query(config);
        });
      });
      const settled = await Promise.allSettled(runs);
      for (const r of settled) if (r.status === 'rejected') throw r.reason;
    } finally {
      for (const c of conns.values()) (await c).release();
    }
  };
}
