import type { Redis } from 'ioredis';

/** A rate limit counts a subject's requests in a window of this long from its first request. */
export const RATE_WINDOW_MS = 60_000;

/**
 * Counts requests per key, each key in a window of its own that opens with its first request (so
 * a burst is never split across a boundary that all keys share). A count answers 0 to let the
 * request through, else the whole seconds until its window ends (for Retry-After). Counting in
 * memory answers at once: the display call is the hottest path, and a promise per limit per
 * request cost it about a tenth of its time with @fastify/rate-limit.
 */
export interface RateCounter {
  hit(key: string, max: number): number | Promise<number>;
}

function secondsUntil(ends: number, now: number): number {
  return Math.max(1, Math.ceil((ends - now) / 1000));
}

interface Count {
  n: number;
  ends: number;
}

/**
 * One instance's counts, in two generations a window long each: a count is kept in the
 * generation it opened in and read from either, and the older generation is dropped whole when a
 * newer one begins, by which time every count in it has ended. Past `maxKeys` new subjects in a
 * generation a new one is let through uncounted, so a flood of made-up addresses costs bounded
 * memory and never refuses an honest visitor.
 */
export class MemoryRateCounter implements RateCounter {
  private current = new Map<string, Count>();
  private previous = new Map<string, Count>();
  private rotatesAt: number;

  constructor(
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {
    this.rotatesAt = now() + RATE_WINDOW_MS;
  }

  hit(key: string, max: number): number {
    const now = this.now();
    if (now >= this.rotatesAt) {
      this.previous = now - this.rotatesAt < RATE_WINDOW_MS ? this.current : new Map();
      this.current = new Map();
      this.rotatesAt = now + RATE_WINDOW_MS;
    }
    let count = this.current.get(key) ?? this.previous.get(key);
    if (count === undefined || count.ends <= now) {
      if (this.current.size >= this.maxKeys) return 0;
      count = { n: 0, ends: now + RATE_WINDOW_MS };
      this.current.set(key, count);
    }
    count.n += 1;
    return count.n > max ? secondsUntil(count.ends, now) : 0;
  }
}

/** INCR, the window opened on the first; answers the count and the milliseconds left. */
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;

/**
 * Counts shared by every instance through Redis (any version: a script, not PEXPIRE NX). If Redis
 * fails the request goes through (`onError` hears why) rather than the owner's sites going dark.
 */
export class RedisRateCounter implements RateCounter {
  private readonly command: HitCommand;

  constructor(
    redis: Redis,
    private readonly namespace: string,
    private readonly onError: (error: unknown) => void,
  ) {
    redis.defineCommand('beckonRateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    const commands = redis as unknown as { beckonRateHit: HitCommand };
    this.command = (key, windowMs) => commands.beckonRateHit(key, windowMs);
  }

  async hit(key: string, max: number): Promise<number> {
    try {
      const [count, leftMs] = await this.command(`${this.namespace}${key}`, RATE_WINDOW_MS);
      return count > max ? secondsUntil(Math.max(0, leftMs), 0) : 0;
    } catch (error) {
      this.onError(error);
      return 0;
    }
  }
}
