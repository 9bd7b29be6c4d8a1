import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientKeyOf, type RateLimitSettings } from '../security/rate-limits.js';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** hooks the visitor API and the log-in route add; no-ops for a limit set to 0 */
    limits: { perIp: Hook; perClient: Hook; login: Hook };
  }
}

const MINUTE_MS = 60_000;
const off: Hook = async () => {};

/**
 * The rate limits (issue 6). Counts live in memory, or
 * in Redis when REDIS_URL is set so that every instance shares them; if Redis fails, requests
 * go through rather than the site going dark.
 */
export default fp<{ limits: RateLimitSettings }>(async (app, { limits }) => {
  const redis = limits.redisUrl
    ? new Redis(limits.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  redis?.on('error', (err: Error) => app.log.warn({ err: err.message }, 'rate-limit store (Redis) unavailable; not limiting'));
  if (redis) app.addHook('onClose', async () => { redis.disconnect(); });

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'beckon-rl:' } : {}),
    skipOnError: true,
    cache: 50_000,
  });

  // The plugin's own hook runs once per request whatever its key; ours are independent, so a
  // request is counted against its address and against its client.
  const limiter = (max: number, keyGenerator: (request: FastifyRequest) => string): Hook => {
    if (max <= 0) return off;
    const count = app.createRateLimit({ max, timeWindow: MINUTE_MS, keyGenerator });
    return async (request, reply) => {
      const result = await count(request);
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds);
      reply.header('Retry-After', String(seconds)).header('X-RateLimit-Limit', String(result.max));
      throw Object.assign(new Error(`Too many requests; try again in ${seconds} s.`), { statusCode: 429 });
    };
  };
  app.decorate('limits', {
    perIp: limiter(limits.ipPerMinute, (request) => `ip:${request.ip}`),
    perClient: limiter(limits.clientPerMinute, clientKeyOf),
    login: limiter(limits.loginPerMinute, (request) => `login:${request.ip}`),
  });
}, { name: 'protection' });
