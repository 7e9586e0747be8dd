import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/*
 * Hit counters in fixed windows: the one store of every rate limit (plugins/security.ts; docs/architecture.md §4).
 * Without REDIS_URL they live in this process's memory (one replica). With REDIS_URL they live in Redis, so every
 * replica counts the same hits. A limiter that counts in memory by hand must use these counters too, so that it is
 * shared as soon as Redis is configured.
 *
 * Redis down or slow (over COMMAND_TIMEOUT_MS): the counters fall back to this process's memory with one warning
 * per outage, and go back to Redis when it answers again — limits still hold per replica, and the site stays up
 * (docs/decisions/0016-rate-limits-shared-across-replicas.md).
 */
export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

export interface Counters {
  readonly kind: 'memory' | 'redis';
  /** Counts one hit on `key`; a window of `windowMs` starts at the first hit. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** The current window of `key` without counting (0 hits when none). */
  peek(key: string, windowMs: number): Promise<Hit>;
  /** Resolves once the shared store is reachable, or after `ms` (never rejects). */
  ready(ms?: number): Promise<void>;
  close(): Promise<void>;
}

/** The memory store keeps at most this many keys; the oldest window is dropped first. */
const MEMORY_KEYS = 50_000;
/** A Redis command slower than this counts as an outage: the request is not kept waiting. */
export const COMMAND_TIMEOUT_MS = 500;

export function memoryCounters(maxKeys = MEMORY_KEYS): Counters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string, now: number) => {
    const w = windows.get(key);
    if (w && w.endsAt > now) return w;
    if (w) windows.delete(key);
    return undefined;
  };
  return {
    kind: 'memory',
    async hit(key, windowMs) {
      const now = Date.now();
      let w = live(key, now);
      if (w) w.count++;
      else {
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        w = { count: 1, endsAt: now + windowMs };
        windows.set(key, w);
      }
      return { count: w.count, ttlMs: w.endsAt - now };
    },
    async peek(key) {
      const now = Date.now();
      const w = live(key, now);
      return w ? { count: w.count, ttlMs: w.endsAt - now } : { count: 0, ttlMs: 0 };
    },
    async ready() {},
    async close() {
      windows.clear();
    },
  };
}

// INCR, and the window's expiry set by the first hit; returns the count and the milliseconds left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export interface RedisCountersOptions {
  url: string;
  /** Put before every key: replicas of one deployment share it; separate deployments (or test runs) differ. */
  prefix: string;
  /** Keys are HMACs under this secret: no e-mail or address is stored in Redis in clear. */
  secret: string;
  log: FastifyBaseLogger;
}

export function redisCounters(opts: RedisCountersOptions): Counters {
  const { log } = opts;
  const fallback = memoryCounters();
  const hitCmd = (client: Redis, key: string, windowMs: number) =>
    client.eval(HIT_SCRIPT, 1, key, windowMs) as Promise<[number, number]>;
  const keyOf = (key: string) =>
    `${opts.prefix}rl:${createHmac('sha256', opts.secret).update(key).digest('base64url').slice(0, 27)}`;

  let down = false;
  const outage = (err: unknown) => {
    if (down) return;
    down = true;
    log.warn(
      { err },
      'redis indisponível: limites de taxa contados só nesta réplica até o Redis voltar (docs/operations.md)',
    );
  };
  // ioredis is loaded only when REDIS_URL is set (lib/primeiro-uso.ts); until it is, counts stay in memory.
  let client: Redis | undefined;
  let closed = false;
  const connecting = import('ioredis').then(({ Redis }) => {
    if (closed) return;
    client = new Redis(opts.url, {
      // Fail at once instead of queueing while disconnected, and never keep a request waiting for Redis.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 5000),
      lazyConnect: false,
    });
    client.on('error', outage);
    client.on('ready', () => {
      if (!down) return;
      down = false;
      log.info('redis disponível de novo: limites de taxa compartilhados entre as réplicas');
    });
  }, outage);

  async function shared<T>(work: (client: Redis) => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (client?.status !== 'ready') {
      if (client && client.status !== 'connecting' && client.status !== 'connect')
        outage(new Error(client.status));
      return local();
    }
    try {
      return await work(client);
    } catch (err) {
      outage(err);
      return local();
    }
  }

  return {
    kind: 'redis',
    hit: (key, windowMs) =>
      shared(
        async (client) => {
          const [count, ttlMs] = await hitCmd(client, keyOf(key), windowMs);
          return { count: Number(count), ttlMs: Number(ttlMs) };
        },
        () => fallback.hit(key, windowMs),
      ),
    peek: (key, windowMs) =>
      shared(
        async (client) => {
          const k = keyOf(key);
          const [count, ttlMs] = await Promise.all([client.get(k), client.pttl(k)]);
          return count === null
            ? { count: 0, ttlMs: 0 }
            : { count: Number(count), ttlMs: Math.max(0, ttlMs) };
        },
        () => fallback.peek(key, windowMs),
      ),
    async ready(ms = 3000) {
      await connecting;
      if (!client || client.status === 'ready') return;
      const redis = client;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        }
        redis.once('ready', done);
      });
      if ((redis.status as string) !== 'ready') outage(new Error(`sem conexão em ${ms} ms`));
    },
    async close() {
      closed = true;
      await connecting;
      const redis = client;
      if (redis) {
        redis.off('error', outage);
        redis.on('error', () => {});
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
      }
      await fallback.close();
    },
  };
}

export function createCounters(
  config: { redisUrl?: string; redisPrefix: string; appSecret: string },
  log: FastifyBaseLogger,
): Counters {
  return config.redisUrl
    ? redisCounters({ url: config.redisUrl, prefix: config.redisPrefix, secret: config.appSecret, log })
    : memoryCounters();
}
