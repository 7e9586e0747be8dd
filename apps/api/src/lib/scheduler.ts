import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import type { AppContext } from '../context.ts';
import { registrarExecucaoDeJob } from './metricas.ts';
import { type ResumoDoJob, rastrearJob } from './rastros.ts';

/**
 * A small job scheduler that works on both databases (docs/architecture.md §1 "jobs").
 *
 * Each job runs every `everyMs` (and once right after start when `runAtStart`). On PostgreSQL every run first
 * takes `pg_try_advisory_lock` on a dedicated connection: when several replicas run, only the one holding the lock
 * runs the job and the others skip that turn. On PGlite there is a single process, so the job just runs.
 * A job must be idempotent: a replica may run it right after another one finished.
 * A run never overlaps itself in one process, and an error is logged, never thrown.
 */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  runAtStart?: boolean;
  /** Returns a number of rows affected (logged) or nothing. */
  run: (ctx: AppContext) => Promise<number | undefined>;
}

export type JobOutcome =
  | { status: 'done'; result: number | undefined }
  | { status: 'skipped'; reason: 'running' | 'locked' | 'stopped' }
  | { status: 'failed'; error: unknown };

export interface Scheduler {
  start(): void;
  /** Stops the timers and waits for runs in progress. Call before the database closes. */
  stop(): Promise<void>;
  /** Runs one job now, with the same lock and overlap rules as a scheduled run. */
  runNow(name: string): Promise<JobOutcome>;
}

/** Advisory locks of jobs use the two-key form: (727, hash of the name). Migrations use a one-key lock. */
const LOCK_NAMESPACE = 727;

export function jobLockKey(name: string): number {
  // FNV-1a, 32 bits, as a signed int4.
  let h = 0x811c9dc5;
  for (const ch of Buffer.from(name, 'utf8')) {
    h ^= ch;
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

const LOCKED = Symbol('locked');

/** A run as its span tells it (lib/rastros.ts): the outcome as in the metrics, the rows, the error. */
function resumoDoJob(outcome: JobOutcome): ResumoDoJob {
  if (outcome.status === 'done') return { resultado: 'sucesso', linhas: outcome.result };
  if (outcome.status === 'skipped') return { resultado: 'pulado' };
  return { resultado: 'falha', erro: outcome.error };
}

async function withAdvisoryLock<T>(
  ctx: AppContext,
  name: string,
  fn: () => Promise<T>,
): Promise<T | typeof LOCKED> {
  const pool = (ctx.db as unknown as { $client: Pool }).$client;
  const conn = await pool.connect();
  let broken = false;
  try {
    const { rows } = await conn.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS got', [
      LOCK_NAMESPACE,
      jobLockKey(name),
    ]);
    if (!rows[0]?.got) return LOCKED;
    try {
      return await fn();
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE, jobLockKey(name)]).catch(() => {
        // Dropping the connection releases the lock.
        broken = true;
      });
    }
  } finally {
    conn.release(broken);
  }
}

export function createScheduler(ctx: AppContext, log: FastifyBaseLogger, jobs: ScheduledJob[]): Scheduler {
  const byName = new Map(jobs.map((j) => [j.name, j]));
  const running = new Map<string, Promise<JobOutcome>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  async function execute(job: ScheduledJob): Promise<JobOutcome> {
    const started = Date.now();
    try {
      const result =
        ctx.database.kind === 'postgres'
          ? await withAdvisoryLock(ctx, job.name, () => job.run(ctx))
          : await job.run(ctx);
      if (result === LOCKED) {
        log.debug({ job: job.name }, 'job em execução em outra réplica; pulando');
        registrarExecucaoDeJob(job.name, 'pulado');
        return { status: 'skipped', reason: 'locked' };
      }
      const entry = { job: job.name, result, ms: Date.now() - started };
      if (typeof result === 'number' && result > 0) log.info(entry, 'job concluído');
      else log.debug(entry, 'job concluído');
      registrarExecucaoDeJob(job.name, 'sucesso', entry.ms / 1000);
      return { status: 'done', result };
    } catch (error) {
      log.error({ job: job.name, err: error }, 'job falhou');
      registrarExecucaoDeJob(job.name, 'falha', (Date.now() - started) / 1000);
      return { status: 'failed', error };
    }
  }

  function runNow(name: string): Promise<JobOutcome> {
    const job = byName.get(name);
    if (!job) return Promise.reject(new Error(`job desconhecido: ${name}`));
    if (stopped) return Promise.resolve({ status: 'skipped', reason: 'stopped' });
    if (running.has(name)) {
      registrarExecucaoDeJob(name, 'pulado');
      return Promise.resolve({ status: 'skipped', reason: 'running' });
    }
    const run = rastrearJob(name, () => execute(job), resumoDoJob).finally(() => running.delete(name));
    running.set(name, run);
    return run;
  }

  return {
    start() {
      if (stopped) throw new Error('o agendador já foi parado');
      for (const job of jobs) {
        const tick = () => void runNow(job.name);
        if (job.runAtStart) timers.push(setTimeout(tick, 0).unref());
        timers.push(setInterval(tick, job.everyMs).unref());
      }
    },
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.length = 0;
      await Promise.allSettled([...running.values()]);
    },
    runNow,
  };
}
