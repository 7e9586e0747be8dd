// Where the service's tail comes from (docs/operations.md §"The bench", docs/decisions/0094-portal-cpu-and-pg-floor.md):
// a run of the mix measured with the CPU each request costs (the API process's and PostgreSQL's backends' CPU time
// over the run, divided by the requests) and the process's own probes scraped during it; the same mix's SQL replayed
// with raw `pg` on the same schedule (the database's floor); and the cost of recording the metrics, in pairs of runs
// with them on and off.
import { join } from 'node:path';
import pg from 'pg';
import { type LoadResult, openLoop, type Requisicao } from './load.mts';
import { cpuDe, cpuGasto, lerProm, mediana, pararPares, type Sondas, sondas } from './medidas.mts';
import { capturarMix, type ResultadoCru, replayAberto } from './pg-cru.mts';
import { drain, type Running, startServer } from './server.mts';

export interface Cpu {
  /** ms of CPU per request sent (warm-up included: its CPU is in the reading too). */
  apiMsPorReq: number;
  pgMsPorReq: number;
  requisicoes: number;
}

/** PostgreSQL's backends on this database, this client's own left out. */
async function backends(client: pg.Client): Promise<number[]> {
  const r = await client.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return r.rows.map((x) => x.pid);
}

/** CPU of `pid` (when given) and of the database's backends while `fn` runs, per request it sent. */
export async function comCpu<T extends { sent?: number; enviadas?: number }>(
  pgUrl: string,
  pid: number | undefined,
  fn: () => Promise<T>,
): Promise<{ r: T; cpu: Cpu }> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const pgAntes = cpuDe(await backends(client));
    const apiAntes = cpuDe(pid ? [pid] : []);
    const r = await fn();
    const apiDepois = cpuDe(pid ? [pid] : []);
    const pgDepois = cpuDe([...new Set([...(await backends(client)), ...pgAntes.keys()])]);
    const n = r.sent ?? r.enviadas ?? 1;
    return {
      r,
      cpu: {
        apiMsPorReq: cpuGasto(apiAntes, apiDepois) / n,
        pgMsPorReq: cpuGasto(pgAntes, pgDepois) / n,
        requisicoes: n,
      },
    };
  } finally {
    await client.end();
  }
}

/** Scrapes /api/metrics before, every `cadaMs` during and after `fn`: the probes over the run. */
export async function comSondas<T>(
  url: string,
  token: string,
  fn: () => Promise<T>,
  cadaMs = 2000,
): Promise<{ r: T; sondas: Sondas }> {
  const raspas: Map<string, number>[] = [];
  const raspar = async () => {
    const res = await fetch(`${url}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
    if (res.ok) raspas.push(lerProm(await res.text()));
  };
  await raspar();
  let rodando = true;
  const durante = (async () => {
    while (rodando) {
      await new Promise((r) => setTimeout(r, cadaMs));
      if (rodando) await raspar().catch(() => undefined);
    }
  })();
  try {
    const r = await fn();
    await raspar();
    return { r, sondas: sondas(raspas) };
  } finally {
    rodando = false;
    await durante;
  }
}

/**
 * The database's floor: `reqs` (request i of the mix as the API's figure sent it) captured one at a time on a
 * server of its own, then their statements replayed on `pgUrl` at `rate` with a pool as large as the API's.
 */
export async function pisoPg(o: {
  env: Record<string, string>;
  pgUrl: string;
  tmp: (p: string) => string;
  reqs: Requisicao[];
  rate: number;
  seconds: number;
  log: (line: string) => void;
}): Promise<{ r: ResultadoCru; cpu: Cpu; instrucoes: number; falhasNaCaptura: number }> {
  const arquivo = join(o.tmp('bench-saas-sql-'), 'sql.jsonl');
  const captura = await startServer(
    { ...o.env, BENCH_SQL_LOG: arquivo },
    { imports: ['./scripts/bench/capture-sql.mts'] },
  );
  let grupos: Awaited<ReturnType<typeof capturarMix>>;
  try {
    grupos = await capturarMix(captura.url, arquivo, o.reqs);
  } finally {
    await captura.stop();
  }
  const instrucoes = grupos.grupos.reduce((s, g) => s + g.length, 0);
  o.log(`${o.reqs.length} requisições capturadas: ${instrucoes} instruções SQL, ${grupos.falhas} não-2xx`);
  const pool = new pg.Pool({ connectionString: o.pgUrl, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  try {
    // Warm the pool's connections and their prepared statements as the API's are, then the measured run.
    await replayAberto({
      pool,
      grupos: grupos.grupos,
      tipos: o.reqs.map((r) => r.tipo),
      rate: 100,
      seconds: 3,
      warmupSeconds: 0,
    });
    const { r, cpu } = await comCpu(o.pgUrl, undefined, () =>
      replayAberto({
        pool,
        grupos: grupos.grupos,
        tipos: o.reqs.map((r) => r.tipo),
        rate: o.rate,
        seconds: o.seconds,
        warmupSeconds: 2,
      }),
    );
    return { r, cpu, instrucoes, falhasNaCaptura: grupos.falhas };
  } finally {
    await pool.end();
  }
}

/**
 * What recording the metrics costs the mix's p99: pairs of runs at `rate`, one on `ligado` (metrics on) and one on
 * `desligado` (METRICS_DISABLED=true), in alternating order, each pair's ratio p99 on / p99 off; stopped by
 * `pararPares` (medidas.mts), the figure is the median.
 */
export async function razaoDasMetricas(o: {
  ligado: Running;
  desligado: Running;
  proxima: (seed: number) => (i: number) => Requisicao;
  rate: number;
  seconds: number;
  limite: number;
  log: (line: string) => void;
}): Promise<{ valor: number; pares: string[]; falha?: string }> {
  const razoes: number[] = [];
  const pares: string[] = [];
  let falha: string | undefined;
  const run = async (s: Running, seed: number): Promise<LoadResult> => {
    const r = await openLoop({
      targets: [s.url],
      next: o.proxima(seed),
      rate: o.rate,
      seconds: o.seconds,
      warmupSeconds: 2,
    });
    await drain([s.url], o.log);
    falha ??= r.failure;
    return r;
  };
  for (let k = 0; !pararPares(razoes, o.limite); k++) {
    const seed = 300 + k;
    const [on, off] =
      k % 2 === 0
        ? [await run(o.ligado, seed), await run(o.desligado, seed)]
        : await run(o.desligado, seed).then(async (off) => [await run(o.ligado, seed), off]);
    razoes.push(on.p99 / off.p99);
    pares.push(`${Math.round(on.p99 * 10) / 10}/${Math.round(off.p99 * 10) / 10}`);
    o.log(
      `métricas ligadas/desligadas a ${o.rate} req/s: p99 ${pares.at(-1)} ms = ${(on.p99 / off.p99).toFixed(3)}`,
    );
  }
  return { valor: mediana(razoes), pares, falha };
}
