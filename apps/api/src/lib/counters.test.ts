import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type Counters, memoryCounters, redisCounters } from './counters.ts';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false';

async function redisUp(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const haveRedis = await redisUp();
if (!haveRedis && !inCi)
  console.info(`counters.test.ts: sem Redis em ${REDIS_URL}, os casos com Redis são pulados`);

/** A logger that keeps what was logged. */
function recordingLog() {
  const lines: Array<{ level: string; msg: string }> = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      lines.push({ level, msg: String(args.find((a) => typeof a === 'string') ?? '') });
  const log = { warn: at('warn'), info: at('info'), error: at('error'), debug: at('debug') };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

const opened: Counters[] = [];
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
});

describe('memory counters', () => {
  it('count hits in a window that starts at the first hit and ends on time', async () => {
    const c = memoryCounters();
    expect(await c.hit('k', 80)).toMatchObject({ count: 1 });
    const second = await c.hit('k', 80);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(0);
    expect(second.ttlMs).toBeLessThanOrEqual(80);
    expect(await c.peek('k', 80)).toMatchObject({ count: 2 });
    expect((await c.hit('outra', 80)).count).toBe(1);
    await sleep(100);
    expect(await c.peek('k', 80)).toEqual({ count: 0, ttlMs: 0 });
    expect((await c.hit('k', 80)).count).toBe(1);
  });

  it('keep a bounded number of keys, dropping the oldest window first', async () => {
    const c = memoryCounters(3);
    for (const k of ['a', 'b', 'c', 'd']) await c.hit(k, 60_000);
    expect((await c.peek('a', 60_000)).count).toBe(0);
    expect((await c.peek('d', 60_000)).count).toBe(1);
  });
});

const prefix = `consultorio-counters-test-${randomBytes(4).toString('hex')}:`;
const secret = randomBytes(32).toString('hex');
const open = (url = REDIS_URL) => {
  const rec = recordingLog();
  const c = redisCounters({ url, prefix, secret, log: rec.log });
  opened.push(c);
  return { c, lines: rec.lines };
};

describe('Redis counters, Redis down', () => {
  it('count in this process while Redis is unreachable, with one warning', async () => {
    // Nothing listens on port 1: every command fails at once.
    const { c, lines } = open('redis://127.0.0.1:1');
    await c.ready(300);
    expect((await c.hit('k', 60_000)).count).toBe(1);
    expect((await c.hit('k', 60_000)).count).toBe(2);
    const warnings = lines.filter((l) => l.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].msg).toContain('redis indisponível');
  });
});

describe.skipIf(!haveRedis && !inCi)('Redis counters', () => {
  afterAll(async () => {
    if (!haveRedis) return;
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('are shared by every process that uses the same Redis and prefix', async () => {
    if (!haveRedis) throw new Error(`sem Redis em ${REDIS_URL}: no CI o Redis é obrigatório`);
    const one = open().c;
    const two = open().c;
    await Promise.all([one.ready(), two.ready()]);
    const key = `1.2.3.4|pessoa@exemplo.com.br`;
    expect((await one.hit(key, 60_000)).count).toBe(1);
    expect((await two.hit(key, 60_000)).count).toBe(2);
    const third = await one.hit(key, 60_000);
    expect(third.count).toBe(3);
    expect(third.ttlMs).toBeGreaterThan(59_000);
    expect((await two.peek(key, 60_000)).count).toBe(3);

    // No address or e-mail in clear in Redis.
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    redis.disconnect();
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('exemplo');
  });
});
