import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv, type RateLimitSettings } from '../src/security/rate-limits.js';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { startTestApp, type TestApp } from './support/app.js';
import { ensureRedis, TEST_REDIS_URL } from './support/ensure-redis.js';

// Limits are counted before any query, so they do not depend on the database: SQLite only.
const limits = (overrides: Partial<RateLimitSettings>): RateLimitSettings => ({ ...DEFAULT_RATE_LIMITS, ...overrides });
const display = (app: FastifyInstance, clientId: string, ip: string) =>
  app.inject({ method: 'POST', url: `/api/display/${clientId}`, payload: {}, remoteAddress: ip });

describe('rate limits', () => {
  describe('per address and per client, in memory', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp('sqlite', { rateLimits: limits({ ipPerMinute: 5, clientPerMinute: 8, loginPerMinute: 3 }) });
    });
    afterAll(async () => t?.close());

    it('refuses the sixth call a minute from one address with 429, in words, with Retry-After; another address goes on', async () => {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await display(t.app, t.demo.clientId, '203.0.113.7'));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = answers[5]!;
      expect(refused.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: expect.stringMatching(/^Too many requests; try again in \d+ s\.$/),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await display(t.app, t.demo.clientId, '203.0.113.8')).statusCode).toBe(200);
    });

    it('caps one client id across addresses, and counts beacons naming it in their body', async () => {
      const site = await t.app.inject({ method: 'POST', url: '/api/display/unknown-client', payload: {}, remoteAddress: '198.51.100.1' });
      expect(site.statusCode).toBe(404);
      // The previous test spent 6 of this client's 8; two more addresses spend the rest.
      expect((await display(t.app, t.demo.clientId, '198.51.100.2')).statusCode).toBe(200);
      const beacon = await t.app.inject({
        method: 'POST',
        url: `/api/display/closed/${t.demo.poptinId}`,
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ client_id: t.demo.clientId, url: 'https://shop.example/' }),
        remoteAddress: '198.51.100.3',
      });
      expect(beacon.statusCode).toBe(200);
      expect((await display(t.app, t.demo.clientId, '198.51.100.4')).statusCode).toBe(429);
      // Another client's budget is its own.
      expect((await t.app.inject({ method: 'POST', url: '/api/display/another-client', payload: {}, remoteAddress: '198.51.100.5' })).statusCode).toBe(404);
    });

    it('slows down password guessing: the fourth log-in a minute from one address is refused', async () => {
      const tries = [];
      for (let i = 0; i < 4; i++) {
        tries.push(
          (await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: DEMO_EMAIL, password: `guess ${i}` }, remoteAddress: '192.0.2.9' }))
            .statusCode,
        );
      }
      expect(tries).toEqual([401, 401, 401, 429]);
    });

    it('sends security headers, and lets other origins load the widget', async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/favicon.ico', remoteAddress: '192.0.2.50' });
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'cross-origin-resource-policy': 'cross-origin',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      expect(answer.headers['strict-transport-security']).toBeDefined();
      const docs = await t.app.inject({ method: 'GET', url: '/docs/json', remoteAddress: '192.0.2.50' });
      expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it("keeps the visitor API's JSON answers to the headers that matter to a fetch", async () => {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/display/blocked-email-domains',
        remoteAddress: '192.0.2.51',
        headers: { origin: 'https://shop.example' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      // Page-guarding headers are the pages' business (helmet is scoped to them).
      expect(answer.headers['x-frame-options']).toBeUndefined();
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('behind a proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp('sqlite', { rateLimits: limits({ ipPerMinute: 2 }), trustProxy: '127.0.0.1' });
    });
    afterAll(async () => t?.close());

    it('counts the visitor the trusted proxy names, not the proxy', async () => {
      const from = (visitor: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/display/${t.demo.clientId}`,
          payload: {},
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': visitor },
        });
      expect([(await from('203.0.113.1')).statusCode, (await from('203.0.113.1')).statusCode, (await from('203.0.113.1')).statusCode]).toEqual([200, 200, 429]);
      expect((await from('203.0.113.2')).statusCode).toBe(200);
    });
  });

  describe('shared through Redis by two instances', () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      await ensureRedis();
      const shared = limits({ ipPerMinute: 4, redisUrl: TEST_REDIS_URL });
      first = await startTestApp('sqlite', { rateLimits: shared });
      second = await startTestApp('sqlite', { rateLimits: shared });
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
    });

    it('one address has one budget across instances', async () => {
      // A fresh address per run, since Redis keeps counts between runs for their minute.
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const codes = [];
      for (const app of [first, second, first, second, first]) codes.push((await display(app.app, app.demo.clientId, ip)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 429]);
    });

    it('lets visitors through when Redis is unreachable rather than taking the sites down', async () => {
      const broken = await startTestApp('sqlite', { rateLimits: limits({ ipPerMinute: 1, redisUrl: 'redis://127.0.0.1:1' }) });
      try {
        const ip = `172.16.${randomUUID().length % 250}.9`;
        expect([(await display(broken.app, broken.demo.clientId, ip)).statusCode, (await display(broken.app, broken.demo.clientId, ip)).statusCode]).toEqual([
          200, 200,
        ]);
      } finally {
        await broken.close();
      }
    });
  });

  it.each([
    [{}, DEFAULT_RATE_LIMITS],
    [
      { BECKON_RATE_LIMIT_IP_PER_MIN: '0', BECKON_RATE_LIMIT_CLIENT_PER_MIN: '500', REDIS_URL: 'redis://r:6379' },
      { ...DEFAULT_RATE_LIMITS, ipPerMinute: 0, clientPerMinute: 500, redisUrl: 'redis://r:6379' },
    ],
  ])('reads its settings from the environment (%j)', (env, expected) => {
    expect(rateLimitsFromEnv(env)).toEqual(expected);
  });

  it('refuses a limit that is not a whole number', () => {
    expect(() => rateLimitsFromEnv({ BECKON_RATE_LIMIT_IP_PER_MIN: 'lots' })).toThrow(
      'BECKON_RATE_LIMIT_IP_PER_MIN must be a whole number of requests a minute (0 = off), got "lots"',
    );
  });
});

describe('the dashboard page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('runs only its own scripts and cannot be framed', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/app/leads' });
    if (page.statusCode === 404) throw new Error('dashboard not built; run npm run build');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
