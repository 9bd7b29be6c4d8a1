import { execSync } from 'node:child_process';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(): Promise<boolean> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** The Redis-backed rate limits are tested for real: start the local server when it is down. */
export async function ensureRedis(): Promise<void> {
  if (await reachable()) return;
  console.warn('[test] Redis is down; starting redis-server on 127.0.0.1:6379');
  try {
    execSync("redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' --appendonly no", { stdio: 'inherit' });
  } catch (error) {
    console.warn(`[test] redis-server: ${String(error)}`);
  }
  for (let i = 0; i < 50; i++) {
    if (await reachable()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Redis at ${TEST_REDIS_URL} did not come up`);
}
