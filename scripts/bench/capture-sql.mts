// Preloaded into a server process by the bench (`node --import ./scripts/bench/capture-sql.mts …` with
// BENCH_SQL_LOG=/path): every statement node-postgres sends is appended to that file as one JSON line — its text,
// its parameters exactly as pg sends them (after pg's own prepareValue), its row mode, its name when it is a
// prepared statement, which connection ran it,
// and when it was issued and answered. The bench reads the lines one request produced and replays them with raw
// `pg` (scripts/bench/sql.mts): the raw side of the API-overhead ratio runs the very SQL the API ran.
// Only the capture server loads this; the servers whose latencies are measured run unpatched.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pg = require('pg') as typeof import('pg');
const { prepareValue } = require('pg/lib/utils') as { prepareValue: (v: unknown) => unknown };

export interface CapturedStatement {
  text: string;
  values: (string | null | { base64: string })[];
  rowMode?: 'array';
  /** A named (prepared) statement's name: the replay names it too, so both sides parse it once per connection. */
  name?: string;
  /** Which connection of the pool ran it (statements of one transaction share it). */
  conn: number;
  start: number;
  end: number;
}

const file = process.env.BENCH_SQL_LOG;
if (file) {
  const ids = new WeakMap<object, number>();
  let nextId = 1;
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  const encode = (v: unknown) => {
    const p = prepareValue(v);
    return Buffer.isBuffer(p) ? { base64: p.toString('base64') } : (p as string | null);
  };
  (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: object,
    ...args: unknown[]
  ) {
    const config = args[0] as string | { text: string; values?: unknown[]; rowMode?: 'array'; name?: string };
    const text = typeof config === 'string' ? config : config.text;
    const values = (Array.isArray(args[1]) ? args[1] : typeof config === 'object' ? config.values : []) ?? [];
    if (!ids.has(this)) ids.set(this, nextId++);
    const entry = {
      text,
      values: values.map(encode),
      rowMode: typeof config === 'object' ? config.rowMode : undefined,
      name: typeof config === 'object' ? config.name : undefined,
      conn: ids.get(this) as number,
      start: performance.now(),
    };
    const log = () => appendFileSync(file, `${JSON.stringify({ ...entry, end: performance.now() })}\n`);
    const cb = args.at(-1);
    if (typeof cb === 'function') {
      args[args.length - 1] = (...r: unknown[]) => {
        log();
        return (cb as (...r: unknown[]) => unknown)(...r);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) {
      return result.finally(log);
    }
    log();
    return result;
  };
}
