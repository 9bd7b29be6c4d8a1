import { describe, expect, it, vi } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MemoryRateCounter, RATE_WINDOW_MS } from '../src/security/rate-counter.js';
import { shareLimit } from '../src/routes/display/share-limits.js';

/** The hook's verdict on one share from `ip` to `clientId`: 'ok', or the 429 it answered with its headers. */
function limited(hook: ReturnType<typeof shareLimit>) {
  return (ip: string, clientId: string) => {
    const headers: Record<string, string> = {};
    const reply = { header: (name: string, value: string) => ((headers[name] = value), reply) } as unknown as FastifyReply;
    const done = vi.fn();
    hook({ ip, params: { clientId } } as unknown as FastifyRequest, reply, done);
    const error = done.mock.calls[0]?.[0] as (Error & { statusCode?: number }) | undefined;
    return error ? { status: error.statusCode, message: error.message, headers } : 'ok';
  };
}

describe('the share limits', () => {
  it('count each address and each site on its own, a minute from the first share (fake clock)', () => {
    let now = 1_000_000;
    const share = limited(shareLimit({ perAddress: 2, perSite: 3 }, new MemoryRateCounter(1_000, () => now)));
    expect([share('192.0.2.1', 'blog'), share('192.0.2.1', 'blog')]).toEqual(['ok', 'ok']);
    expect(share('192.0.2.1', 'blog')).toEqual({
      status: 429,
      message: 'Too many shares; try again in 60 s.',
      headers: { 'Retry-After': '60', 'X-RateLimit-Limit': '2' },
    });
    // Another address shares the site's last one; then the site is full for everyone.
    expect(share('192.0.2.2', 'blog')).toBe('ok');
    expect(share('192.0.2.3', 'blog')).toMatchObject({ status: 429, headers: { 'X-RateLimit-Limit': '3' } });
    // Another site's budget is its own.
    expect(share('192.0.2.4', 'news')).toBe('ok');
    now += RATE_WINDOW_MS;
    expect(share('192.0.2.1', 'blog')).toBe('ok');
  });

  it('turns a limit of 0 off', () => {
    const share = limited(shareLimit({ perAddress: 0, perSite: 0 }));
    expect(Array.from({ length: 100 }, () => share('192.0.2.9', 'blog')).every((v) => v === 'ok')).toBe(true);
  });
});
