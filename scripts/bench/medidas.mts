// What the service's bench reads besides latencies (docs/operations.md §"The bench"): the CPU time of the API
// process and of PostgreSQL's backends over a run (from /proc, divided by the requests), the process's own probes
// scraped from /api/metrics (event-loop delay, GC pauses, the pool's waits), and the stop rule of paired ratios.
// The parsing and the rules are pure and tested in medidas.test.mts.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (100 on Linux). */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU (ms) of one `/proc/<pid>/stat` line; the process name may hold spaces and parentheses. */
export function cpuDoStat(linha: string, ticks = TICKS): number {
  const campos = linha.slice(linha.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, utime 14 and stime 15 (proc(5)), so index 11 and 12 here.
  return ((Number(campos[11]) + Number(campos[12])) * 1000) / ticks;
}

/** CPU (ms) of each process still alive; the dead ones are left out. */
export function cpuDe(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      out.set(pid, cpuDoStat(readFileSync(`/proc/${pid}/stat`, 'utf8')));
    } catch {
      // ended
    }
  }
  return out;
}

/** CPU spent between two readings: a process seen only at the end counts from 0 (it started during the run). */
export function cpuGasto(antes: Map<number, number>, depois: Map<number, number>): number {
  let ms = 0;
  for (const [pid, v] of depois) ms += v - (antes.get(pid) ?? 0);
  return ms;
}

/** One sample per series of a Prometheus text exposition: `name{labels}` → value. */
export function lerProm(texto: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const linha of texto.split('\n')) {
    if (!linha || linha.startsWith('#')) continue;
    const i = linha.lastIndexOf(' ');
    out.set(linha.slice(0, i), Number(linha.slice(i + 1)));
  }
  return out;
}

export interface Sondas {
  /** Event-loop delay over the run (ms): the worst p99 and max of the intervals between scrapes. */
  loopP99: number;
  loopMax: number;
  /** GC pauses over the run: count and total (ms), by kind (major, minor, incremental, weakcb). */
  gc: Record<string, { n: number; ms: number }>;
  /** The pool's waiting requests and connections in use: the highest of the scrapes. */
  poolEsperandoMax: number;
  poolEmUsoMax: number;
  amostras: number;
}

/**
 * The probes over a run from scrapes taken before, during and after it. prom-client resets its event-loop delay
 * histogram at each scrape, so each scrape reads the interval since the one before.
 */
export function sondas(raspas: Map<string, number>[]): Sondas {
  const depois = raspas.at(-1) ?? new Map();
  const antes = raspas[0] ?? new Map();
  const gc: Sondas['gc'] = {};
  for (const [k, v] of depois) {
    const m = /^nodejs_gc_duration_seconds_(sum|count)\{kind="(\w+)"\}$/.exec(k);
    if (!m) continue;
    gc[m[2]] ??= { n: 0, ms: 0 };
    const g = gc[m[2]];
    const delta = v - (antes.get(k) ?? 0);
    if (m[1] === 'count') g.n = delta;
    else g.ms = delta * 1000;
  }
  const max = (nome: string, de = raspas.slice(1)) => Math.max(0, ...de.map((r) => r.get(nome) ?? 0));
  return {
    loopP99: max('nodejs_eventloop_lag_p99_seconds') * 1000,
    loopMax: max('nodejs_eventloop_lag_max_seconds') * 1000,
    gc,
    poolEsperandoMax: max('db_pool_esperando', raspas),
    poolEmUsoMax: max('db_pool_conexoes_em_uso', raspas),
    amostras: raspas.length,
  };
}

const r1 = (v: number) => Math.round(v * 10) / 10;

export const sondasTexto = (s: Sondas) =>
  `laço de eventos p99 ${r1(s.loopP99)} / max ${r1(s.loopMax)} ms; GC ${Object.entries(s.gc)
    .filter(([, g]) => g.n > 0)
    .map(([k, g]) => `${k} ${g.n}× ${r1(g.ms)} ms`)
    .join(
      ', ',
    )}; pool: até ${s.poolEmUsoMax} em uso, até ${s.poolEsperandoMax} esperando (${s.amostras} raspas)`;

/**
 * The stop rule of a noisy ratio measured in pairs: at least 3 pairs; stop as soon as every ratio so far falls on
 * the same side of the budget, or after 7 pairs; the figure is their median. On a shared machine one pair can land
 * on either side; three agreeing pairs, or the median of seven, do not move with one stall.
 */
export function pararPares(razoes: number[], limite: number, minimo = 3, maximo = 7): boolean {
  if (razoes.length < minimo) return false;
  if (razoes.length >= maximo) return true;
  return razoes.every((r) => r <= limite) || razoes.every((r) => r > limite);
}

export function mediana(v: number[]): number {
  const s = [...v].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * A captured statement's parameters for a replay: a SHA-256 hex digest (a token's hash, unique in its table) is
 * replaced by a fresh one, so replaying a login or a portal entry writes a new token as the API did, instead of
 * failing on the unique key the API's own write already holds.
 */
export function renovarHashes<T>(valores: T[], novo: () => string): T[] {
  return valores.map((v) => (typeof v === 'string' && /^[0-9a-f]{64}$/.test(v) ? (novo() as T) : v));
}
