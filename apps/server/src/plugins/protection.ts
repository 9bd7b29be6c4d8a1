import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { clientKeyOf, leadKeysOf, type RateLimitSettings } from '../security/rate-limits.js';
import { MemoryRateCounter, RedisRateCounter, type RateCounter } from '../security/rate-counter.js';

/** A limit as an onRequest or preHandler hook; callback-style, so a count in memory costs no promise. */
type Hook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** hooks the visitor API and the log-in route add; no-ops for a limit set to 0 */
    limits: { perIp: Hook; perClient: Hook; login: Hook; leadsPerSite: Hook; leadsPerPopup: Hook };
  }
}

const off: Hook = (_request, _reply, done) => done();
/** Redis trouble is said once in this long, not once per request. */
const ERROR_LOG_EVERY_MS = 60_000;

function settle(wait: number, max: number, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (wait === 0) return done();
  reply.header('Retry-After', String(wait)).header('X-RateLimit-Limit', String(max));
  done(Object.assign(new Error(`Too many requests; try again in ${wait} s.`), { statusCode: 429 }));
}

/**
 * The rate limits (issue 6). Counts live in memory, or in Redis when REDIS_URL is set so that
 * every instance shares them; if Redis fails, requests go through rather than the site going dark.
 */
export default fp<{ limits: RateLimitSettings }>(
  async (app, { limits }) => {
    const redis = limits.redisUrl
      ? new Redis(limits.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
      : undefined;
    redis?.on('error', (err: Error) => app.log.warn({ err: err.message }, 'rate-limit store (Redis) unavailable; not limiting'));
    if (redis)
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    let lastErrorLog = -Infinity;
    const shared =
      redis &&
      new RedisRateCounter(redis, 'beckon-rl:', (error) => {
        if (Date.now() - lastErrorLog < ERROR_LOG_EVERY_MS) return;
        lastErrorLog = Date.now();
        app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'rate-limit count failed; letting requests through');
      });

    // Each limit counts on its own: a request is counted against its address and against its client.
    const limiter = (max: number, keyOf: (request: FastifyRequest) => string): Hook => {
      if (max <= 0) return off;
      const counter: RateCounter = shared ?? new MemoryRateCounter();
      return (request, reply, done) => {
        const wait = counter.hit(keyOf(request), max);
        if (typeof wait === 'number') return settle(wait, max, reply, done);
        wait.then(
          (seconds) => settle(seconds, max, reply, done),
          () => done(),
        );
      };
    };
    app.decorate('limits', {
      perIp: limiter(limits.ipPerMinute, (request) => `ip:${request.ip}`),
      perClient: limiter(limits.clientPerMinute, clientKeyOf),
      login: limiter(limits.loginPerMinute, (request) => `login:${request.ip}`),
      // Issue 15: however many addresses send them, a site and a pop-up take so many leads a minute.
      leadsPerSite: limiter(limits.siteLeadsPerMinute, (request) => leadKeysOf(request).site),
      leadsPerPopup: limiter(limits.popupLeadsPerMinute, (request) => leadKeysOf(request).popup),
    });
  },
  { name: 'protection' },
);
