import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as text, texts } from '@beckon/core';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DEFAULT_RATE_LIMITS } from '../src/security/rate-limits.js';
import { planChangeOf, restrictionChangeOf } from '../src/plan-args.js';
import { DEMO_PASSWORD, loginCookie, startTestApp, type TestApp } from './support/app.js';

const TOKEN = 'operator-token-for-tests-0123456789';
const UPGRADE = 'https://beckon.example.com/pricing';

// Issue 15 part 7: the operator sets plans; visitors see a notice only for a real plan limit.
describe("the operator's plan calls", () => {
  let t: TestApp;
  let viewerId: string;
  beforeAll(async () => {
    // The per-address log-in limit guards these calls too; off here, where one address makes them all.
    t = await startTestApp('sqlite', { operatorToken: TOKEN, upgradeUrl: UPGRADE, rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerMinute: 0 } });
    const cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    viewerId = (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).json().viewer_id;
  });
  afterAll(async () => t?.close());

  const patchAccount = (payload: unknown, authorization: string | null = `Bearer ${TOKEN}`, id = viewerId) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/operator/accounts/${id}`,
      headers: authorization === null ? {} : { authorization },
      payload: payload as object,
    });
  const patchSite = (payload: unknown, authorization: string | null = `Bearer ${TOKEN}`, clientId = t.demo.clientId) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/operator/sites/${clientId}`,
      headers: authorization === null ? {} : { authorization },
      payload: payload as object,
    });
  const display = (origin?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/display/${t.demo.clientId}`,
      headers: origin ? { origin } : {},
      payload: { poptin_viewed_url: 'https://shop.example/' },
    });

  it.each([
    ['no Authorization', null],
    ['a wrong token', 'Bearer not-the-operator-token-at-all-000'],
    ['the token without Bearer', TOKEN],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, -1)}`],
    ["an owner's way in (Basic)", `Basic ${Buffer.from(`${DEMO_EMAIL}:${DEMO_PASSWORD}`).toString('base64')}`],
  ])('refuses %s with 403 and changes nothing', async (_name, authorization) => {
    expect((await patchAccount({ max_monthly_views: 1 }, authorization)).statusCode).toBe(403);
    expect((await patchSite({ restricted: true }, authorization)).statusCode).toBe(403);
    const answer = (await display()).json();
    expect(answer.display).toBe('allowed');
  });

  it.each([
    ['a negative cap', { max_monthly_views: -1 }],
    ['a fractional cap', { max_monthly_views: 1.5 }],
    ['a cap beyond what is stored', { max_monthly_views: 1e12 }],
    ['a cap as words', { max_monthly_views: 'lots' }],
    ['freemium as text', { freemium: 'maybe' }],
    ['an unknown field', { plan: 'enterprise' }],
    ['nothing to change', {}],
  ])('answers 400 for %s', async (_name, payload) => {
    const answer = await patchAccount(payload);
    expect(answer.statusCode).toBe(400);
  });

  it.each([
    ['markup', '<img src=x onerror=alert(1)>'],
    ['a NUL', 'Unpaid\u0000'],
    ['a line break', 'Unpaid\ninvoice'],
    ['an overlong text', 'x'.repeat(256)],
    ['an object', { text: 'Unpaid' }],
  ])('refuses a hostile restriction setting: %s', async (_name, setting) => {
    expect((await patchSite({ restricted: true, client_restriction_setting: setting })).statusCode).toBe(400);
  });

  it('answers 404 for an account or a site that does not exist', async () => {
    expect((await patchAccount({ freemium: true }, undefined, 'no-such-viewer')).statusCode).toBe(404);
    expect((await patchSite({ restricted: true }, undefined, 'no-such-client')).statusCode).toBe(404);
  });

  it("sets a monthly view cap: a capped account's visitors get the notice with the operator's link", async () => {
    const set = await patchAccount({ max_monthly_views: 0, freemium: true });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ viewer_id: viewerId, plan: 'free', max_monthly_views: 0 });
    const answer = (await display()).json();
    expect(answer).toMatchObject({ display: 'not_allowed', message: text('en', texts.maxViewsReached), upgrade_url: UPGRADE, if_freemium: true, poptins: [] });
    const lifted = await patchAccount({ max_monthly_views: null, freemium: false });
    expect(lifted.json()).toMatchObject({ plan: 'paid', max_monthly_views: null });
    const allowed = (await display()).json();
    expect(allowed).toMatchObject({ display: 'allowed', if_freemium: false });
    expect(allowed).not.toHaveProperty('upgrade_url');
  });

  it('restricts a site and lifts the restriction', async () => {
    const set = await patchSite({ restricted: true, client_restriction_setting: 'Unpaid invoice' });
    expect(set.json()).toEqual({ client_id: t.demo.clientId, restricted: true, client_restriction_setting: 'Unpaid invoice' });
    expect((await display()).json()).toMatchObject({
      display: 'not_allowed',
      message: text('en', texts.clientRestricted),
      upgrade_url: UPGRADE,
      is_client_restriction: true,
    });
    expect((await patchSite({ restricted: false, client_restriction_setting: null })).json()).toMatchObject({
      restricted: false,
      client_restriction_setting: null,
    });
    expect((await display()).json().display).toBe('allowed');
  });
});

describe('without BECKON_OPERATOR_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('has no operator calls at all', async () => {
    const answer = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/operator/sites/${t.demo.clientId}`,
      headers: { authorization: 'Bearer anything' },
      payload: { restricted: true },
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe("a page outside the site's allowed domains", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { upgradeUrl: UPGRADE });
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const site = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/sites/${t.demo.clientId}`,
      headers: { cookie },
      payload: { domains: ['shop.example'] },
    });
    expect(site.statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  const display = (origin: string) =>
    t.app.inject({ method: 'POST', url: `/api/display/${t.demo.clientId}`, headers: { origin }, payload: { poptin_viewed_url: `${origin}/` } });

  it('shows nothing: no pop-ups, no notice, no plan words, no upgrade link', async () => {
    const answer = (await display('https://copycat.example')).json();
    expect(answer).toMatchObject({ display: 'allowed', message: '', poptins: [] });
    expect(answer).not.toHaveProperty('upgrade_url');
    expect(JSON.stringify(answer)).not.toContain(UPGRADE);
    expect(JSON.stringify(answer)).not.toMatch(/plan limit|allowed domains/i);
  });

  it("still shows the site's own pages their pop-ups", async () => {
    const answer = (await display('https://shop.example')).json();
    expect(answer.display).toBe('allowed');
    expect(answer.poptins.length).toBeGreaterThan(0);
  });
});

describe("the CLI's plan options", () => {
  it.each([
    [
      { email: 'a@b.example', 'max-views': '5000' },
      { email: 'a@b.example', change: { max_monthly_views: 5000 } },
    ],
    [
      { email: 'a@b.example', unlimited: true, freemium: 'off' },
      { email: 'a@b.example', change: { max_monthly_views: null, freemium: false } },
    ],
    [
      { email: 'a@b.example', freemium: 'on' },
      { email: 'a@b.example', change: { freemium: true } },
    ],
    [{ email: 'a@b.example', 'max-views': '-3' }, /--max-views must be a whole number/],
    [{ email: 'a@b.example', 'max-views': '1e3' }, /--max-views must be a whole number/],
    [{ email: 'a@b.example', 'max-views': '99999999999' }, /--max-views must be a whole number/],
    [{ email: 'a@b.example', 'max-views': '5', unlimited: true }, /not both/],
    [{ email: 'a@b.example', freemium: 'yes' }, /--freemium must be on or off/],
    [{ email: 'a@b.example' }, /changes nothing/],
    [{ 'max-views': '5' }, /needs --email/],
    [{ email: 'not an email', 'max-views': '5' }, /not an email address/],
  ])('set-plan %j', (values, expected) => {
    const result = planChangeOf(values);
    if (expected instanceof RegExp) expect(result).toMatch(expected);
    else expect(result).toEqual(expected);
  });

  it.each([
    [
      { client: 'abc', on: true, setting: 'Unpaid' },
      { clientId: 'abc', change: { restricted: true, setting: 'Unpaid' } },
    ],
    [
      { client: 'abc', off: true, setting: '' },
      { clientId: 'abc', change: { restricted: false, setting: null } },
    ],
    [{ client: 'abc', on: true, off: true }, /exactly one of --on or --off/],
    [{ client: 'abc' }, /exactly one of --on or --off/],
    [{ client: '../etc', on: true }, /not a client id/],
    [{ client: 'abc', on: true, setting: '<script>' }, /--setting is text/],
    [{ client: 'abc', on: true, setting: 'x'.repeat(256) }, /--setting is text/],
    [{ on: true }, /needs --client/],
  ])('set-restriction %j', (values, expected) => {
    const result = restrictionChangeOf(values);
    if (expected instanceof RegExp) expect(result).toMatch(expected);
    else expect(result).toEqual(expected);
  });
});
