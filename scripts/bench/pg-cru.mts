// The database's floor under the service's mix (docs/operations.md §"The bench"): the statements the API sends for
// each request of the mix, captured on a server of its own (capture-sql.mts), replayed with raw `pg` on the same
// open-loop schedule as the API's figure — request i's statements start when request i is due, keep their
// connections, names and concurrency, and their latency runs from that moment to the last answer. What the API's
// p99 adds over this one is the API's, not PostgreSQL's.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import type pg from 'pg';
import type { CapturedStatement } from './capture-sql.mts';
import type { Requisicao } from './load.mts';
import { renovarHashes } from './medidas.mts';
import { mark, readSince } from './sql.mts';
import { type Summary, summarize } from './stats.mts';

/** One request to a server, waited for; its status. */
function enviar(agent: Agent, url: string, r: Requisicao): Promise<number> {
  const body = r.body === undefined ? undefined : JSON.stringify(r.body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(r.path, url),
      {
        agent,
        method: r.method ?? 'GET',
        headers: { ...r.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The statements of each request, sent one at a time to the capture server. What a request writes after its
 * answer (none of the mix's kinds does today) would land in the next request's group.
 */
export async function capturarMix(
  url: string,
  arquivo: string,
  reqs: Requisicao[],
): Promise<{ grupos: CapturedStatement[][]; falhas: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const grupos: CapturedStatement[][] = [];
  let falhas = 0;
  try {
    for (const r of reqs) {
      const de = mark(arquivo);
      const status = await enviar(agent, url, r);
      if (status >= 300) falhas++;
      grupos.push(readSince(arquivo, de));
    }
  } finally {
    agent.destroy();
  }
  return { grupos, falhas };
}

/**
 * Which statements hold a connection of their own: those of a captured connection that opened a transaction in
 * the request (held from its first statement to its last, as the API's transaction holds it). The others take any
 * free connection for one statement, as the API's `pool.query` does. Returns, per statement, the transaction it
 * belongs to (its captured connection) or null, and the index of each transaction's last statement.
 */
export function transacoes(statements: Pick<CapturedStatement, 'conn' | 'text'>[]): {
  tx: (number | null)[];
  ultimo: Map<number, number>;
} {
  const abertas = new Set(
    statements.filter((s) => /^\s*(begin|start transaction)\b/i.test(s.text)).map((s) => s.conn),
  );
  const ultimo = new Map<number, number>();
  statements.forEach((s, i) => {
    if (abertas.has(s.conn)) ultimo.set(s.conn, i);
  });
  return { tx: statements.map((s) => (abertas.has(s.conn) ? s.conn : null)), ultimo };
}

/** Replays one request's statements on `pool`; on an error, rolls back what it left open and rethrows. */
function replayer(pool: pg.Pool, statements: CapturedStatement[]): () => Promise<void> {
  const valores = statements.map((s) =>
    s.values.map((v) => (v !== null && typeof v === 'object' ? Buffer.from(v.base64, 'base64') : v)),
  );
  const deps = statements.map((s, i) => statements.flatMap((p, j) => (j < i && p.end <= s.start ? [j] : [])));
  const { tx, ultimo } = transacoes(statements);
  const hex = () => randomBytes(32).toString('hex');
  return async () => {
    const conns = new Map<number, Promise<pg.PoolClient>>();
    const soltas = new Set<number>();
    const runs: Promise<unknown>[] = [];
    let erro: unknown;
    statements.forEach((s, i) => {
      runs[i] = Promise.all(deps[i].map((j) => runs[j])).then(async () => {
        const config = {
          text: s.text,
          values: renovarHashes(valores[i], hex),
          ...(s.name ? { name: s.name } : {}),
          ...(s.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
        };
        const t = tx[i];
        if (t === null) {
          const conn = await pool.connect();
          try {
            return await conn.query(config);
          } finally {
            conn.release();
          }
        }
        let c = conns.get(t);
        if (!c) {
          c = pool.connect();
          conns.set(t, c);
        }
        const conn = await c;
        try {
          return await conn.query(config);
        } catch (e) {
          await conn.query('ROLLBACK').catch(() => undefined);
          throw e;
        } finally {
          if (ultimo.get(t) === i) {
            soltas.add(t);
            conn.release();
          }
        }
      });
    });
    for (const r of await Promise.allSettled(runs)) if (r.status === 'rejected') erro ??= r.reason;
    // A transaction cut short by an error before its last statement: its connection goes back rolled back.
    for (const [t, c] of conns) {
      if (soltas.has(t)) continue;
      const conn = await c;
      await conn.query('ROLLBACK').catch(() => undefined);
      conn.release();
    }
    if (erro) {
      throw erro;
    }
  };
}

export interface ResultadoCru extends Summary {
  porTipo: Record<string, number[]>;
  enviadas: number;
  erros: number;
  primeiroErro?: string;
}

/**
 * Request i's statements start at start + i / rate whether or not earlier ones were answered (load.mts's open loop,
 * without HTTP); the first `warmupSeconds` are left out of the percentiles.
 */
export async function replayAberto(o: {
  pool: pg.Pool;
  grupos: CapturedStatement[][];
  tipos: string[];
  rate: number;
  seconds: number;
  warmupSeconds: number;
}): Promise<ResultadoCru> {
  const replays = o.grupos.map((g) => replayer(o.pool, g));
  const warm = Math.round(o.warmupSeconds * o.rate);
  const total = warm + Math.round(o.seconds * o.rate);
  const interval = 1000 / o.rate;
  const latencias: number[] = [];
  const porTipo: Record<string, number[]> = {};
  const pendentes: Promise<void>[] = [];
  let erros = 0;
  let primeiroErro: string | undefined;
  const disparar = (i: number, due: number) => {
    const k = i % replays.length;
    pendentes.push(
      replays[k]()
        .catch((e: Error) => {
          erros++;
          primeiroErro ??= e.message;
        })
        .then(() => {
          if (i < warm) return;
          const ms = performance.now() - due;
          latencias.push(ms);
          porTipo[o.tipos[k]] ??= [];
          porTipo[o.tipos[k]].push(ms);
        }),
    );
  };
  const start = performance.now() + 5;
  for (let i = 0; i < total; ) {
    const now = performance.now();
    while (i < total && start + i * interval <= now) {
      disparar(i, start + i * interval);
      i++;
    }
    if (i < total)
      await new Promise((r) => setTimeout(r, Math.max(0, start + i * interval - performance.now() - 1)));
  }
  await Promise.all(pendentes);
  return { ...summarize(latencias), porTipo, enviadas: total, erros, primeiroErro };
}
