import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Windowed counters shared by every API process when REDIS_URL is set (Redis), else kept in this process's memory.
 * The route rate limits (@fastify/rate-limit, plugins/security.ts) use the same Redis connection; the per-account
 * login throttle (modules/auth/login-throttle.ts) uses these counters.
 *
 * A counter's window starts at its first increment and ends `windowMs` later, when it disappears.
 */
export interface Counters {
  readonly kind: 'memory' | 'redis';
  /** Adds one and answers the count in the current window and the milliseconds left in it. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The count in the current window (0 when none) and the milliseconds left in it. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
}

export function createMemoryCounters(now: () => number = Date.now): Counters {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    kind: 'memory',
    async increment(key, windowMs) {
      // Drop expired entries now and then so the map cannot grow without bound.
      if (entries.size > 10_000) for (const k of entries.keys()) live(k);
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count++;
      entries.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now() };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

const KEY_PREFIX = 'fundnet:counter:';

export function createRedisCounters(redis: Redis): Counters {
  return {
    kind: 'redis',
    async increment(key, windowMs) {
      const name = KEY_PREFIX + key;
      // INCR, then start the window only if this increment created the key (NX); one round trip.
      const replies = await redis.multi().incr(name).pexpire(name, windowMs, 'NX').pttl(name).exec();
      const count = Number(replies?.[0]?.[1] ?? 0);
      const ttl = Number(replies?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const name = KEY_PREFIX + key;
      const replies = await redis.multi().get(name).pttl(name).exec();
      const count = Number(replies?.[0]?.[1] ?? 0);
      const ttl = Number(replies?.[1]?.[1] ?? 0);
      return { count, resetInMs: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(KEY_PREFIX + key);
    },
  };
}

/**
 * One Redis connection for the process. Errors are logged, never thrown at the process (ioredis reconnects by itself);
 * commands fail fast while it is away instead of queueing, so callers can fail open (see their notes).
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    lazyConnect: false,
  });
  let reported = false;
  redis.on('error', (error) => {
    if (!reported) log.warn({ err: error }, 'Redis unavailable; rate limits and sign-in throttling fall back to allowing requests');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}
