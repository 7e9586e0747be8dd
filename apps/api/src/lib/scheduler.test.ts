import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../test/app.ts';
import { createScheduler, jobLockKey, type ScheduledJob } from './scheduler.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

const silentLog = () =>
  ({ ...app.log, info: vi.fn(), debug: vi.fn(), error: vi.fn() }) as unknown as FastifyInstance['log'];

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('scheduler', () => {
  it('runs a job at start and then at its interval, and stop() waits for a run in progress', async () => {
    let runs = 0;
    const gate = deferred();
    const job: ScheduledJob = {
      name: `teste-intervalo-${Math.random()}`,
      everyMs: 40,
      runAtStart: true,
      run: async () => {
        runs++;
        if (runs === 3) await gate.promise;
        return 0;
      },
    };
    const scheduler = createScheduler(app.ctx, silentLog(), [job]);
    scheduler.start();
    await vi.waitFor(() => expect(runs).toBe(3), { timeout: 2000 });
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect(stopped).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(runs).toBe(3);
    expect(await scheduler.runNow(job.name)).toEqual({ status: 'skipped', reason: 'stopped' });
  });

  it('never overlaps a run with itself; an error is logged, not thrown; an unknown job is refused', async () => {
    const gate = deferred();
    let calls = 0;
    const log = silentLog();
    const slow = `teste-lento-${Math.random()}`;
    const failing = `teste-falha-${Math.random()}`;
    const scheduler = createScheduler(app.ctx, log, [
      {
        name: slow,
        everyMs: 60_000,
        run: async () => {
          calls++;
          await gate.promise;
          return 2;
        },
      },
      {
        name: failing,
        everyMs: 60_000,
        run: async () => {
          throw new Error('falhou de propósito');
        },
      },
    ]);
    const first = scheduler.runNow(slow);
    expect(await scheduler.runNow(slow)).toEqual({ status: 'skipped', reason: 'running' });
    gate.resolve();
    expect(await first).toEqual({ status: 'done', result: 2 });
    expect(calls).toBe(1);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ job: slow, result: 2 }), 'job concluído');

    const failed = await scheduler.runNow(failing);
    expect(failed.status).toBe('failed');
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: failing }), 'job falhou');
    expect((await scheduler.runNow(failing)).status).toBe('failed');

    await expect(scheduler.runNow('nao-existe')).rejects.toThrow('job desconhecido');
    await scheduler.stop();
  });

  it('on PostgreSQL a run skips while another replica holds the job lock; on PGlite it just runs', async () => {
    const name = `teste-lock-${Math.random()}`;
    let runs = 0;
    const scheduler = createScheduler(app.ctx, silentLog(), [
      {
        name,
        everyMs: 60_000,
        run: async () => {
          runs++;
          return 0;
        },
      },
    ]);
    if (app.ctx.database.kind === 'postgres') {
      // Another replica: a separate connection holding the job's advisory lock.
      const other = new pg.Client({ connectionString: app.ctx.config.databaseUrl });
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock(727, $1)', [jobLockKey(name)]);
        expect(await scheduler.runNow(name)).toEqual({ status: 'skipped', reason: 'locked' });
        expect(runs).toBe(0);
        await other.query('SELECT pg_advisory_unlock(727, $1)', [jobLockKey(name)]);
      } finally {
        await other.end();
      }
    }
    expect(await scheduler.runNow(name)).toEqual({ status: 'done', result: 0 });
    expect(await scheduler.runNow(name)).toEqual({ status: 'done', result: 0 });
    expect(runs).toBe(2);
    await scheduler.stop();
  });

  it('lock keys are stable 32-bit integers, distinct per job', () => {
    expect(jobLockKey('expirar-planos')).toBe(jobLockKey('expirar-planos'));
    expect(jobLockKey('expirar-planos')).not.toBe(jobLockKey('backup-diario'));
    for (const n of ['a', 'expirar-planos', 'x'.repeat(200)]) {
      const k = jobLockKey(n);
      expect(Number.isInteger(k) && k >= -(2 ** 31) && k < 2 ** 31).toBe(true);
    }
  });
});
