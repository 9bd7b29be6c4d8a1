import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { MemoryRateCounter, RATE_WINDOW_MS, RedisRateCounter } from '../src/security/rate-counter.js';
import { ensureRedis, TEST_REDIS_URL } from './support/ensure-redis.js';

/** A counter on a clock the test moves; times are milliseconds after the counter was made. */
function counterAt(maxKeys = 100) {
  let time = 1_700_000_000_000;
  const start = time;
  const counter = new MemoryRateCounter(maxKeys, () => time);
  return {
    hit: (key: string, max: number, at: number) => {
      time = start + at;
      return counter.hit(key, max);
    },
  };
}

describe('counting in memory', () => {
  type Hit = [key: string, atMs: number, wait: number];
  it.each<[string, number, Hit[]]>([
    [
      'lets max requests through in a window, then says how long until it ends',
      3,
      [
        ['a', 0, 0],
        ['a', 1_000, 0],
        ['a', 2_000, 0],
        ['a', 2_500, 58],
        ['a', 59_999, 1],
        ['a', 60_000, 0],
      ],
    ],
    [
      "opens each key's window at its first request, not at a boundary all keys share",
      1,
      [
        ['a', 0, 0],
        ['b', 50_000, 0],
        ['a', 55_000, 5],
        ['b', 55_000, 55],
        ['a', 61_000, 0],
        ['b', 61_000, 49],
        ['b', 110_000, 0],
      ],
    ],
    [
      'keeps counting a window that spans the change of generation',
      2,
      [
        ['a', 59_000, 0],
        ['a', 59_500, 0],
        ['a', 61_000, 58],
        ['a', 118_999, 1],
        ['a', 119_000, 0],
      ],
    ],
    [
      'forgets everything after a long quiet',
      1,
      [
        ['a', 0, 0],
        ['a', 1, 60],
        ['b', 100, 0],
        ['a', 5 * RATE_WINDOW_MS, 0],
        ['b', 5 * RATE_WINDOW_MS, 0],
      ],
    ],
    [
      'rounds the time left up to a whole second',
      1,
      [
        ['a', 0, 0],
        ['a', 59_500, 1],
        ['a', 58_001, 2],
      ],
    ],
  ])('%s', (_name, max, hits) => {
    const { hit } = counterAt();
    expect(hits.map(([key, at]) => hit(key, max, at))).toEqual(hits.map(([, , wait]) => wait));
  });

  it('lets a new subject through uncounted once a generation holds maxKeys, and still counts the known ones', () => {
    const { hit } = counterAt(2);
    expect([hit('a', 1, 0), hit('b', 1, 0), hit('c', 1, 0), hit('c', 1, 0), hit('c', 1, 0), hit('a', 1, 10)]).toEqual([0, 0, 0, 0, 0, 60]);
    // A window later the generations have turned: room again.
    expect([hit('c', 1, RATE_WINDOW_MS + 1), hit('c', 1, RATE_WINDOW_MS + 2)]).toEqual([0, 60]);
  });
});

describe('counting in Redis', () => {
  let redis: Redis;
  beforeAll(async () => {
    await ensureRedis();
    redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    await redis.connect();
  });
  afterAll(() => redis?.disconnect());

  it('shares one budget between instances, with the time left from Redis', async () => {
    const namespace = `beckon-rl-test:${randomUUID()}:`;
    const failures: unknown[] = [];
    const first = new RedisRateCounter(redis, namespace, (e) => failures.push(e));
    const second = new RedisRateCounter(redis, namespace, (e) => failures.push(e));
    const waits = [await first.hit('ip:1', 2), await second.hit('ip:1', 2), await first.hit('ip:1', 2), await second.hit('ip:2', 2)];
    expect(waits.slice(0, 2)).toEqual([0, 0]);
    expect(waits[2]).toBeGreaterThanOrEqual(59);
    expect(waits[2]).toBeLessThanOrEqual(60);
    expect(waits[3]).toBe(0);
    expect(await redis.pttl(`${namespace}ip:1`)).toBeGreaterThan(RATE_WINDOW_MS - 5_000);
    expect(failures).toEqual([]);
  });

  it('lets the request through and says why when Redis cannot be reached', async () => {
    const broken = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    broken.on('error', () => {});
    const failures: unknown[] = [];
    const counter = new RedisRateCounter(broken, 'beckon-rl-test:', (e) => failures.push(e));
    try {
      expect([await counter.hit('ip:1', 0), await counter.hit('ip:1', 0)]).toEqual([0, 0]);
      expect(failures).toHaveLength(2);
    } finally {
      broken.disconnect();
    }
  });
});
