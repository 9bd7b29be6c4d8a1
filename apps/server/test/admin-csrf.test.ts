import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DEFAULT_RATE_LIMITS } from '../src/security/rate-limits.js';
import { LOGIN_FREE_FAILURES, LOGIN_MAX_DELAY_S } from '../src/security/login-backoff.js';
import { DEMO_PASSWORD, loginCookie, startTestApp, type TestApp } from './support/app.js';

// Issue 15 part 3: the admin API changes state only for the dashboard itself; the dialect plays no part.
describe('cross-site requests to the admin API', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
  });
  afterAll(async () => t?.close());

  const newSite = (headers: Record<string, string | undefined>, payload: string | object = { name: 'Forged' }) =>
    t.app.inject({ method: 'POST', url: '/api/admin/sites', headers: { cookie, ...headers }, payload });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another port of ours', { origin: 'http://localhost:8081' }],
    ['the opaque origin of a sandboxed frame', { origin: 'null' }],
    ['no Origin and no Referer', { origin: undefined, referer: undefined }],
    ['a Referer elsewhere', { origin: undefined, referer: 'https://evil.example/page' }],
    ['an Origin that is not an address', { origin: 'localhost' }],
  ])('refuses a JSON change from %s', async (_name, headers) => {
    const answer = await newSite(headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toMatch(/must come from the dashboard/);
  });

  it.each([
    ['form-encoded', 'application/x-www-form-urlencoded', 'name=Forged'],
    ['text/plain', 'text/plain', '{"name":"Forged"}'],
    ['multipart', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nForged\r\n--x--'],
  ])("refuses a %s body even from the dashboard's origin", async (_name, type, body) => {
    const answer = await newSite({ origin: 'http://localhost', 'content-type': type }, body);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toMatch(/JSON/);
  });

  it("takes a JSON change from the dashboard's Origin, or its Referer when no Origin is sent", async () => {
    expect((await newSite({ origin: 'http://localhost' }, { name: 'By Origin' })).statusCode).toBe(201);
    expect((await newSite({ origin: undefined, referer: 'http://localhost/app/sites' }, { name: 'By Referer' })).statusCode).toBe(201);
  });

  it('leaves reads alone: a GET needs no Origin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sites', headers: { cookie } })).statusCode).toBe(200);
  });

  it('guards log-in too (login CSRF): a foreign page cannot log the owner into its own account', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.cookies).toEqual([]);
    const asForm = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(DEMO_EMAIL)}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    });
    expect(asForm.statusCode).toBe(403);
  });

  it('leaves the visitor API open to form and text/plain bodies from any page', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/display/${t.demo.clientId}`,
      headers: { origin: 'https://shop.example', 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(answer.statusCode).toBe(200);
  });
});

describe('the dashboard behind PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { publicUrl: 'https://beckon.example.com', trustProxy: true });
  });
  afterAll(async () => t?.close());

  const login = (headers: Record<string, string | undefined>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', headers, payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });

  it("takes changes only from PUBLIC_URL's origin, whatever Host the request names", async () => {
    expect((await login({ origin: 'http://localhost' })).statusCode).toBe(403);
    expect((await login({ origin: 'https://beckon.example.com', host: 'evil.example' })).statusCode).toBe(200);
  });

  it('makes the session cookie Secure when PUBLIC_URL says https', async () => {
    const answer = await login({ origin: 'https://beckon.example.com' });
    expect(answer.cookies.find((c) => c.name === 'beckon_session')?.secure).toBe(true);
  });
});

describe("the session cookie's Secure flag", () => {
  const cases = [
    { name: 'a trusted proxy says X-Forwarded-Proto https', trustProxy: true, proto: 'https', secure: true },
    { name: 'an untrusted client says X-Forwarded-Proto https', trustProxy: false, proto: 'https', secure: undefined },
    { name: 'plain http, no proxy', trustProxy: false, proto: undefined, secure: undefined },
  ];
  it.each(cases)('$name: Secure is $secure', async ({ trustProxy, proto, secure }) => {
    const t = await startTestApp('sqlite', { trustProxy });
    try {
      // Behind TLS the browser's Origin is https; the dashboard's origin is read the same way.
      const origin = trustProxy && proto === 'https' ? 'https://localhost' : 'http://localhost';
      const headers: Record<string, string> = { host: 'localhost', origin, ...(proto ? { 'x-forwarded-proto': proto } : {}) };
      const answer = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers, payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
      expect(answer.statusCode).toBe(200);
      expect(answer.cookies.find((c) => c.name === 'beckon_session')?.secure).toBe(secure);
    } finally {
      await t.close();
    }
  });
});

describe('log-in attempts per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-address limit off: this is the limit a botnet of many addresses meets.
    t = await startTestApp('sqlite', { rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerMinute: 0 } });
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  let address = 0;
  /** each attempt from a new address, as a botnet's would be */
  const attempt = (email: string, password: string, remoteAddress = `203.0.113.${++address % 250}`) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, remoteAddress });

  it("slows an account's guesses with a growing delay, told in Retry-After, up to a cap", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T12:00:00Z') });
    const email = 'nobody-yet@example.com';
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) expect((await attempt(email, `guess ${i}`)).statusCode).toBe(401);
    const delays: number[] = [];
    for (let i = 0; i < 12; i++) {
      const refused = await attempt(email, 'too soon');
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      delays.push(wait);
      vi.setSystemTime(Date.now() + wait * 1000);
      expect((await attempt(email, `guess after ${wait}`)).statusCode).toBe(401);
    }
    expect(delays).toEqual([2, 4, 8, 16, 32, 64, 128, 256, LOGIN_MAX_DELAY_S, LOGIN_MAX_DELAY_S, LOGIN_MAX_DELAY_S, LOGIN_MAX_DELAY_S]);
  });

  it("keeps the owner in: a known address logs in at once, and a stranger's address only waits its turn", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T14:00:00Z') });
    const home = '198.51.100.7';
    expect((await attempt(DEMO_EMAIL, DEMO_PASSWORD, home)).statusCode).toBe(200);
    for (let failures = 0; failures < LOGIN_FREE_FAILURES + 3;) {
      const answer = await attempt(DEMO_EMAIL, `attacker ${failures}`);
      if (answer.statusCode === 401) failures++;
      else vi.setSystemTime(Date.now() + Number(answer.headers['retry-after']) * 1000);
    }
    const attacker = await attempt(DEMO_EMAIL, 'attacker again');
    expect(attacker.statusCode).toBe(429);
    expect((await attempt(DEMO_EMAIL, DEMO_PASSWORD, home)).statusCode).toBe(200);
    // The owner's success ends the run of failures: a new laptop is not kept waiting either.
    expect((await attempt(DEMO_EMAIL, DEMO_PASSWORD, '192.0.2.200')).statusCode).toBe(200);
  });

  it('never locks out: after the delay even a new address gets its try with the right password', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T16:00:00Z') });
    for (let i = 0; i < LOGIN_FREE_FAILURES + 20; i++) {
      await attempt(DEMO_EMAIL, `attacker ${i}`);
      vi.setSystemTime(Date.now() + LOGIN_MAX_DELAY_S * 1000);
    }
    expect((await attempt(DEMO_EMAIL, DEMO_PASSWORD, '192.0.2.201')).statusCode).toBe(200);
  });
});
