// Open-loop load at a fixed rate (docs/operations.md §"The bench"). Request i is due at start + i / rate and is
// sent then, whether or not earlier requests have been answered; its latency runs from the moment it was DUE to
// the last byte of its answer. A server (or a sender) that falls behind therefore shows up in every request that
// waited, instead of silently sending fewer requests (coordinated omission). No correction, no synthetic samples:
// one sample per request, percentiles by nearest rank. Any non-2xx answer, error or timeout is counted and makes
// the result fail.
import { Agent, request } from 'node:http';
import { type Summary, summarize } from './stats.mts';

/** One request of a mix: its kind (the per-kind percentiles), method, path, headers and JSON body. */
export interface Requisicao {
  tipo: string;
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface LoadOptions {
  /** Base URLs (`http://127.0.0.1:port`); requests go round-robin over them (client-side balancing). */
  targets: string[];
  /** Paths, sent in turn (GETs)… */
  paths?: string[];
  /** …or request `i` of a mix, built before it is due (it is not timed). */
  next?: (i: number) => Requisicao;
  /** Requests per second. */
  rate: number;
  /** Measured seconds. */
  seconds: number;
  /** Seconds sent first at the same rate and left out of the percentiles (their failures still count). */
  warmupSeconds?: number;
  headers?: Record<string, string>;
  /** Statuses that count as answered as expected (default: 2xx), e.g. a flood that expects 429s. */
  okStatus?: (status: number) => boolean;
  /** A request not answered within this (from when it was due) is an error, "timeout" (default 10 s). */
  timeoutMs?: number;
}

export interface LoadResult extends Summary {
  rate: number;
  /** The latencies (ms) of each kind of request of a mix (`next`), measured requests only. */
  porTipo: Record<string, number[]>;
  /** Requests sent, warm-up included. */
  sent: number;
  non2xx: number;
  errors: number;
  /** Status codes seen, e.g. { "200": 998, "500": 2 }; "error <code>" or "timeout" for a request that got no answer. */
  statuses: Record<string, number>;
  /** How late the sender itself fired requests (p99, ms): large values mean the bench machine was saturated. */
  senderLagP99: number;
  /** True when every request got a 2xx answer. */
  ok: boolean;
  /** Why not ok, in one sentence. */
  failure?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function openLoop(o: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const timeoutMs = o.timeoutMs ?? 10_000;
  const warm = Math.round((o.warmupSeconds ?? 0) * o.rate);
  const total = warm + Math.round(o.seconds * o.rate);
  const interval = 1000 / o.rate;
  const latencies: number[] = [];
  const lags: number[] = [];
  const statuses: Record<string, number> = {};
  const porTipo = new Map<string, number[]>();
  const pending: Promise<void>[] = [];
  const paths = o.paths ?? [];
  const next = o.next ?? ((i: number): Requisicao => ({ tipo: '', path: paths[i % paths.length] }));

  const fire = (i: number, due: number, r: Requisicao) => {
    const target = new URL(r.path, o.targets[i % o.targets.length]);
    const body = r.body === undefined ? undefined : JSON.stringify(r.body);
    lags.push(performance.now() - due);
    pending.push(
      new Promise<void>((resolve) => {
        let settled = false;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const done = (status: string) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (i >= warm) {
            const ms = performance.now() - due;
            latencies.push(ms);
            if (o.next) {
              const doTipo = porTipo.get(r.tipo) ?? [];
              doTipo.push(ms);
              porTipo.set(r.tipo, doTipo);
            }
          }
          resolve();
        };
        const headers = {
          ...o.headers,
          ...r.headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        };
        const req = request(target, { agent, method: r.method ?? 'GET', headers }, (res) => {
          res.on('data', () => {});
          res.on('end', () => done(String(res.statusCode)));
          res.on('error', (e: NodeJS.ErrnoException) => done(`error ${e.code ?? e.message}`));
        });
        // Counted from when the request was due, waiting for a socket included.
        timer = setTimeout(
          () => {
            req.destroy();
            done('timeout');
          },
          due + timeoutMs - performance.now(),
        );
        req.on('error', (e: NodeJS.ErrnoException) => done(`error ${e.code ?? e.message}`));
        req.end(body);
      }),
    );
  };

  const start = performance.now() + 5;
  // The next request is built ahead, while the sender waits, so building it is never part of its latency.
  let ready = total > 0 ? next(0) : undefined;
  for (let i = 0; i < total; ) {
    const now = performance.now();
    while (i < total && start + i * interval <= now) {
      fire(i, start + i * interval, ready as Requisicao);
      i++;
      ready = i < total ? next(i) : undefined;
    }
    // setTimeout overshoots by about a millisecond: wake a little early, then fire what is due.
    if (i < total) await sleep(Math.max(0, start + i * interval - performance.now() - 1));
  }
  await Promise.all(pending);
  agent.destroy();

  let non2xx = 0;
  let errors = 0;
  for (const [status, n] of Object.entries(statuses)) {
    if (status.startsWith('error') || status === 'timeout') errors += n;
    else if (!(o.okStatus ? o.okStatus(Number(status)) : status.startsWith('2'))) non2xx += n;
  }
  const ok = non2xx + errors === 0;
  const lag = summarize(lags);
  return {
    ...summarize(latencies),
    rate: o.rate,
    porTipo: Object.fromEntries(porTipo),
    sent: total,
    non2xx,
    errors,
    statuses,
    senderLagP99: lag.p99,
    ok,
    failure: ok
      ? undefined
      : `${non2xx} respostas não-2xx e ${errors} erros em ${total} requisições (${JSON.stringify(statuses)})`,
  };
}
