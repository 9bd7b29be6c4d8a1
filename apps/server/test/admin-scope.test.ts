import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DEMO_PASSWORD, loginCookie, startTestApp, type TestApp } from './support/app.js';
import { listRoutes, samplePath } from './support/routes.js';
import { widgetPath } from '@beckon/core';

/** The admin calls made without a session, by design; every other one needs an owner. */
const PUBLIC_CALLS = new Set(['POST /api/admin/signup', 'POST /api/admin/login', 'POST /api/admin/logout']);
/** The operator's calls: a bearer token, not a session, and refused without one. */
const OPERATOR_PREFIX = '/api/admin/operator/';

describe('the /api/admin scope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { operatorToken: 'operator-secret-token' });
  });
  afterAll(async () => t?.close());

  const adminRoutes = () => listRoutes(t.app).filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'OPTIONS');

  it('finds the admin routes to check', () => {
    const calls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    // A guard against a parser that finds nothing: then every check below would pass vacuously.
    expect(calls.length).toBeGreaterThan(30);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/me',
        'PATCH /api/admin/sites/:clientId',
        'DELETE /api/admin/leads/:id',
        'PUT /api/admin/sites/:clientId/store/price-rules',
        'POST /api/admin/login',
        'PATCH /api/admin/operator/accounts/:viewerId',
      ]),
    );
  });

  it('answers 401 to every owner call without a session, 403 to operator calls without the token', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const route of adminRoutes()) {
      const call = `${route.method} ${route.url}`;
      if (PUBLIC_CALLS.has(call)) continue;
      const response = await t.app.inject({ method: route.method as 'GET', url: samplePath(route.url) });
      answers.push(`${call} -> ${response.statusCode}`);
      expected.push(`${call} -> ${route.url.startsWith(OPERATOR_PREFIX) ? 403 : 401}`);
    }
    expect(answers).toEqual(expected);
  });

  it('answers the public calls without a session', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout' })).statusCode).toBe(200);
  });

  it('refuses a session that ended', async () => {
    const cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Log in to continue.' });
  });
});

describe('links in the admin API and the demo page', () => {
  const cases = [
    {
      name: 'PUBLIC_URL set: the snippet names it, whatever Host says',
      publicUrl: 'https://beckon.example.com',
      host: 'attacker.example',
      origin: 'https://beckon.example.com',
    },
    {
      name: 'PUBLIC_URL unset: the snippet names the address the request reached',
      publicUrl: undefined,
      host: 'beckon.lan:8080',
      origin: 'http://beckon.lan:8080',
    },
  ];
  it.each(cases)('$name', async ({ publicUrl, host, origin }) => {
    const t = await startTestApp('sqlite', { publicUrl });
    try {
      const cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
      const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/sites', headers: { cookie, host } })).json();
      const created = await t.app.inject({ method: 'POST', url: '/api/admin/sites', headers: { cookie, host, origin }, payload: { name: 'Second site' } });
      expect(created.statusCode).toBe(201);
      for (const snippet of [listed[0].snippet, created.json().snippet] as string[]) {
        expect(snippet).toContain(`src="${origin}${widgetPath()}"`);
        if (publicUrl) expect(snippet).not.toContain('attacker');
      }
      // The demo page's snippet follows the same rule.
      const demo = await t.app.inject({ method: 'GET', url: '/demo', headers: { host } });
      expect(demo.statusCode).toBe(200);
      expect(demo.body).toContain(`src="${origin}${widgetPath()}"`);
      if (publicUrl) expect(demo.body).not.toContain('attacker');
      // The storefront emulators are templates the e2e storefront server fills; the demo route does not serve them.
      for (const [name, status] of [
        ['spa-site', 200],
        ['shopify-store', 404],
        ['wix-site', 404],
      ] as const) {
        expect((await t.app.inject({ method: 'GET', url: `/demo/${name}`, headers: { host } })).statusCode, name).toBe(status);
      }
    } finally {
      await t.close();
    }
  });
});
