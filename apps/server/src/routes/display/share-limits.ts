import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { MemoryRateCounter } from '../../security/rate-counter.js';

/**
 * Issue 20: a share is one click of a visitor; the visitor API's own limits (per address and per
 * client id, BECKON_RATE_LIMIT_*) let a script add far more than any reader shares. These count
 * the share calls alone, per address and per site, each in a minute from its first share.
 */
export interface ShareLimits {
  perAddress: number;
  perSite: number;
}

/** A reader shares a page or two; an office behind one address shares a few dozen a minute. */
export const DEFAULT_SHARE_LIMITS: ShareLimits = { perAddress: 30, perSite: 6_000 };

type Hook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/**
 * The share call's limit as an onRequest hook (its path names the site). Counted in this
 * instance's memory: behind several instances each allows as many.
 */
export function shareLimit(limits: ShareLimits, counter = new MemoryRateCounter()): Hook {
  return (request, reply, done) => {
    const clientId = String((request.params as { clientId?: unknown } | undefined)?.clientId ?? '').slice(0, 64);
    const checks: Array<[string, number]> = [
      [`share-ip:${request.ip}`, limits.perAddress],
      [`share-site:${clientId}`, limits.perSite],
    ];
    for (const [key, max] of checks) {
      if (max <= 0) continue;
      const wait = counter.hit(key, max);
      if (wait > 0) {
        reply.header('Retry-After', String(wait)).header('X-RateLimit-Limit', String(max));
        return done(Object.assign(new Error(`Too many shares; try again in ${wait} s.`), { statusCode: 429 }));
      }
    }
    done();
  };
}
