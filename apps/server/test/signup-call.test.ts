import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSignupMessages } from '@beckon/core';
import type { ListResponse, SignupFormResponse, SignupFormSettings, SignupResponse } from '@beckon/core/api';
import { DEFAULT_RATE_LIMITS } from '../src/security/rate-limits.js';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DIALECTS } from './support/databases.js';
import { DEMO_PASSWORD, loginCookie, startTestApp, strangerCookie, type TestApp } from './support/app.js';

const MESSAGES = {
  successMsg: 'Thanks!',
  existMsg: 'You are on it already.',
  invalidMsg: 'Check the form.',
  errorMsg: 'Oops.',
  captchaEmpty: 'Tick the box.',
  captchaFail: 'Not human?',
};
const EN = defaultSignupMessages('en');

/** Issue 18: POST /api/signup/{token}, SPEC §3/§4/§8, with a stand-in captcha provider accepting 'human' only. */
describe.each(DIALECTS)('the sign-up call on %s', (dialect) => {
  let provider: Server;
  let t: TestApp;
  let cookie: string;
  const lists: Record<'news' | 'offers' | 'sms' | 'confirmed', ListResponse> = {} as never;
  let theirs: ListResponse;

  const admin = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  async function form(overrides: Partial<SignupFormSettings> = {}): Promise<SignupFormResponse> {
    const settings: SignupFormSettings = {
      fields: [
        { name: 'email', kind: 'email', required: true },
        { name: 'first', kind: 'text' },
        { name: 'phone', kind: 'sms', prefix: '+44' },
      ],
      lists: [lists.news.id, lists.confirmed.id],
      choose_lists: false,
      lists_required: false,
      messages: MESSAGES,
      redirect: 'shop.example/thanks',
      lang: 'en',
      captcha: false,
      ...overrides,
    };
    const response = await admin('POST', '/api/admin/signup-forms', { name: 'Form', settings });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as SignupFormResponse;
  }
  const post = (token: string, body: Record<string, string | string[]>, headers: Record<string, string> = {}) => {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) for (const v of [value].flat()) form.append(key, v);
    return t.app.inject({
      method: 'POST',
      url: `/api/signup/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.example', ...headers },
      payload: form.toString(),
    });
  };
  const signUp = async (token: string, body: Record<string, string | string[]>) => {
    const response = await post(token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SignupResponse;
  };
  const stored = async () => ({
    subscribers: Number(
      (
        await t.app.db
          .selectFrom('subscribers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    subscriptions: Number(
      (
        await t.app.db
          .selectFrom('subscriptions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  const subscriptionsOf = (email: string) =>
    t.app.db
      .selectFrom('subscriptions')
      .innerJoin('subscribers', 'subscribers.id', 'subscriptions.subscriber_id')
      .innerJoin('lists', 'lists.id', 'subscriptions.list_id')
      .select(['lists.public_id', 'subscriptions.status', 'subscriptions.consent_text', 'subscriptions.source_url'])
      .where('subscribers.email', '=', email)
      .orderBy('lists.id')
      .execute();

  beforeAll(async () => {
    provider = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => res.end(JSON.stringify({ success: new URLSearchParams(body).get('response') === 'human' })));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const verifyUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/siteverify`;
    t = await startTestApp(dialect, { captcha: { provider: 'turnstile', siteKey: 'the-site-key', secret: 'the-secret', verifyUrl } });
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const make = async (name: string, kind: 'email' | 'sms', double_opt_in: boolean, as = cookie) =>
      (await admin('POST', '/api/admin/lists', { name, kind, double_opt_in }, as)).json() as ListResponse;
    lists.news = await make('News', 'email', true);
    lists.confirmed = await make('Deals', 'email', false);
    lists.offers = await make('Offers', 'email', false);
    lists.sms = await make('Texts', 'sms', false);
    theirs = await make('Theirs', 'email', false, await strangerCookie(t.app));
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  it('subscribes: success with the form message and redirect; pending on a double opt-in list, confirmed elsewhere', async () => {
    const f = await form();
    const answer = await signUp(f.token, { email: 'Ada@Example.com', first: 'Ada', url: 'https://shop.example/p', consent: 'I agree to emails.' });
    expect(answer).toEqual({ status: 'success', msg: 'Thanks!', redirect: 'http://shop.example/thanks', turnstileCaptcha: null });
    expect(await subscriptionsOf('ada@example.com')).toEqual([
      { public_id: lists.news.id, status: 'pending', consent_text: 'I agree to emails.', source_url: 'https://shop.example/p' },
      { public_id: lists.confirmed.id, status: 'confirmed', consent_text: 'I agree to emails.', source_url: 'https://shop.example/p' },
    ]);
  });

  it('answers already_exist when nothing is new, update when some lists are, and update on a return after unsubscribing', async () => {
    const two = await form();
    expect((await signUp(two.token, { email: 'bea@example.com' })).status).toBe('success');
    expect(await signUp(two.token, { email: 'BEA@example.com' })).toEqual({
      status: 'already_exist',
      msg: 'You are on it already.',
      redirect: '',
      turnstileCaptcha: null,
    });
    const three = await form({ lists: [lists.news.id, lists.confirmed.id, lists.offers.id] });
    expect(await signUp(three.token, { email: 'bea@example.com' })).toMatchObject({ status: 'update', msg: 'Thanks!', redirect: 'http://shop.example/thanks' });
    await t.app.db
      .updateTable('subscriptions')
      .set({ status: 'unsubscribed' })
      .where('list_id', 'in', t.app.db.selectFrom('lists').select('id').where('public_id', '=', lists.offers.id))
      .execute();
    const offersOnly = await form({ lists: [lists.offers.id] });
    expect((await signUp(offersOnly.token, { email: 'bea@example.com' })).status).toBe('update');
    expect((await subscriptionsOf('bea@example.com')).map((s) => s.status)).toEqual(['pending', 'confirmed', 'confirmed']);
  });

  it('joins only the lists the form offers and the visitor ticked; other ids, and other accounts’ lists, are ignored', async () => {
    const f = await form({ choose_lists: true, lists: [lists.news.id, lists.offers.id] });
    const answer = await signUp(f.token, { email: 'cy@example.com', 'interestingLists[]': [lists.offers.id, lists.confirmed.id, theirs.id, 'nonsense'] });
    expect(answer.status).toBe('success');
    expect((await subscriptionsOf('cy@example.com')).map((s) => s.public_id)).toEqual([lists.offers.id]);
    // text/plain JSON, like the other visitor calls.
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/signup/${f.token}`,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: 'cy@example.com', interestingLists: [lists.news.id, lists.offers.id] }),
    });
    // Decided list by list: one already joined, one new.
    expect(json.json().status).toBe('update');
    expect(json.headers['access-control-allow-origin']).toBe('*');
  });

  it('puts an SMS number on SMS lists only, normalised', async () => {
    const f = await form({ fields: [{ name: 'phone', kind: 'sms', required: true }], lists: [lists.sms.id, lists.offers.id] });
    expect((await signUp(f.token, { phone: '+44 (7700) 900-124' })).status).toBe('success');
    const row = await t.app.db.selectFrom('subscribers').select(['id', 'email']).where('phone', '=', '+447700900124').executeTakeFirstOrThrow();
    expect(row.email).toBeNull();
    const joined = await t.app.db.selectFrom('subscriptions').select('list_id').where('subscriber_id', '=', row.id).execute();
    expect(joined).toHaveLength(1);
    expect((await signUp(f.token, { phone: '+447700900124' })).status).toBe('already_exist');
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }],
    ['a bad SMS', { email: 'dee@example.com', phone: '0501234567' }],
    ['the required email missing', { first: 'Dee' }],
    ['a value over the bound', { email: 'dee@example.com', first: 'x'.repeat(1001) }],
  ])('answers invalid with the form message for %s, storing nothing', async (_name, body) => {
    const f = await form();
    const before = await stored();
    const response = await post(f.token, body as Record<string, string>);
    expect([200, 400]).toContain(response.statusCode);
    if (response.statusCode === 200) expect(response.json()).toEqual({ status: 'invalid', msg: 'Check the form.', redirect: '', turnstileCaptcha: null });
    expect(await stored()).toEqual(before);
  });

  it('answers invalid when a required list group has nothing ticked', async () => {
    const f = await form({ choose_lists: true, lists_required: true });
    expect((await signUp(f.token, { email: 'eve@example.com' })).status).toBe('invalid');
    expect((await signUp(f.token, { email: 'eve@example.com', 'interestingLists[]': theirs.id })).status).toBe('invalid');
  });

  it('asks the human check when the form does: gcaptchaEmpty, gcaptchaFail, then success; the Turnstile site key in every answer', async () => {
    const f = await form({ captcha: true });
    const before = await stored();
    expect(await signUp(f.token, { email: 'fay@example.com' })).toEqual({
      status: 'gcaptchaEmpty',
      msg: 'Tick the box.',
      redirect: '',
      turnstileCaptcha: 'the-site-key',
    });
    expect(await signUp(f.token, { email: 'fay@example.com', 'cf-turnstile-response': 'robot' })).toMatchObject({ status: 'gcaptchaFail', msg: 'Not human?' });
    expect(await stored()).toEqual(before);
    expect(await signUp(f.token, { email: 'fay@example.com', 'cf-turnstile-response': 'human' })).toMatchObject({
      status: 'success',
      turnstileCaptcha: 'the-site-key',
    });
  });

  it("falls back to Beckon's own messages in the form's language", async () => {
    const f = await form({ messages: {}, lang: 'he' });
    const answer = await signUp(f.token, { email: 'bad' });
    expect(answer.msg).toBe(defaultSignupMessages('he').invalidMsg);
  });

  it('answers an unknown token 404 with status failure, and a token of another format 400', async () => {
    const unknown = await post('A'.repeat(32), { email: 'gus@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'failure', msg: EN.errorMsg, redirect: '', turnstileCaptcha: null });
    for (const token of ['short', "x'%20or%20'1'='1", 'A'.repeat(33), '%00'.repeat(32)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/signup/${token}`,
        payload: 'email=gus%40example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode, token).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, token).toBeLessThan(500);
    }
  });

  it('refuses hostile bodies with a clear 4xx and stores nothing', async () => {
    const f = await form();
    const before = await stored();
    const huge = await post(f.token, { email: 'hal@example.com', first: 'x'.repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, 'x']));
    const wide = await post(f.token, { email: 'hal@example.com', ...many });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toMatch(/more than/i);
    const nested = await t.app.inject({
      method: 'POST',
      url: `/api/signup/${f.token}`,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: { $gt: '' } }),
    });
    expect(nested.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("takes a site's form only from pages on the site's domains: another Origin, or none, is a 403 failure storing nothing", async () => {
    const site = (await admin('POST', '/api/admin/sites', { name: 'Shop', domains: ['shop.example'] })).json() as { client_id: string };
    const response = await admin('POST', '/api/admin/signup-forms', {
      name: 'Site form',
      client_id: site.client_id,
      settings: {
        fields: [{ name: 'email', kind: 'email', required: true }],
        lists: [lists.offers.id],
        choose_lists: false,
        lists_required: false,
        messages: MESSAGES,
        redirect: '',
        lang: 'en',
        captcha: false,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { token } = response.json() as SignupFormResponse;
    const before = await stored();
    for (const headers of [{ origin: 'https://evil.example' }, { origin: '' }]) {
      const refused = await post(token, { email: 'origin@example.com' }, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: 'failure', msg: MESSAGES.errorMsg });
    }
    expect(await stored()).toEqual(before);
    expect((await post(token, { email: 'origin@example.com' }, { origin: 'https://www.shop.example' })).json()).toMatchObject({ status: 'success' });
    // A form for no one site takes sign-ups from any page (it is pasted where the owner likes).
    expect((await signUp((await form()).token, { email: 'anywhere@example.com' })).status).toBe('success');
  });

  it("records a consent box's own wording, and refuses a sign-up that did not tick it", async () => {
    const { token } = await form({ consent: 'I agree to the weekly news.', lists: [lists.offers.id] });
    const before = await stored();
    expect(await signUp(token, { email: 'unticked@example.com' })).toMatchObject({ status: 'invalid', msg: MESSAGES.invalidMsg });
    expect(await stored()).toEqual(before);
    expect((await signUp(token, { email: 'ticked@example.com', consent: 'I agree to anything a page says.' })).status).toBe('success');
    expect((await subscriptionsOf('ticked@example.com'))[0]).toMatchObject({ consent_text: 'I agree to the weekly news.' });
  });

  it('stores unicode and SQL-looking values as text', async () => {
    const f = await form();
    const email = "o'brien+1@example.com";
    expect((await signUp(f.token, { email, first: "Zoë 🎉 שלום'; drop table subscribers; --", consent: 'אני מסכים 🎉' })).status).toBe('success');
    expect((await subscriptionsOf(email)).map((s) => s.consent_text)).toEqual(['אני מסכים 🎉', 'אני מסכים 🎉']);
  });
});

describe.each(DIALECTS)('the sign-up call when storing fails on %s', (dialect) => {
  it('stores nothing of a sign-up whose transaction fails, and answers failure', async () => {
    const t: TestApp = await startTestApp(dialect);
    try {
      const cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
      const list = (
        await t.app.inject({ method: 'POST', url: '/api/admin/lists', headers: { cookie }, payload: { name: 'L', kind: 'email' } })
      ).json() as ListResponse;
      const settings = { fields: [{ name: 'email', kind: 'email' }], lists: [list.id], messages: { errorMsg: 'Try again.' } };
      const f = (
        await t.app.inject({ method: 'POST', url: '/api/admin/signup-forms', headers: { cookie }, payload: { name: 'F', settings } })
      ).json() as SignupFormResponse;
      // The subscriber goes in first; the subscription then has nowhere to go.
      await t.app.db.schema.dropTable('subscriptions').execute();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/signup/${f.token}`,
        headers: { 'content-type': 'text/plain' },
        payload: '{"email":"ivy@example.com"}',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'failure', msg: 'Try again.', redirect: '', turnstileCaptcha: null });
      expect(await t.app.db.selectFrom('subscribers').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('the sign-up call under the per-form limit', () => {
  it('counts each form on its own: one form past its limit leaves another open', async () => {
    const t = await startTestApp('sqlite', { rateLimits: { ...DEFAULT_RATE_LIMITS, clientPerMinute: 2 } });
    try {
      const send = (token: string, address: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/signup/${token}`,
          payload: 'email=a%40b.co',
          remoteAddress: address,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      const codes: number[] = [];
      // From three addresses: the form is counted, not the address.
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) codes.push((await send('A'.repeat(32), address)).statusCode);
      expect(codes).toEqual([404, 404, 429]);
      expect((await send('B'.repeat(32), '203.0.113.4')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('the sign-up call under the per-address limit', () => {
  it('answers 429 past the limit, counted before the form is looked up', async () => {
    const t = await startTestApp('sqlite', { rateLimits: { ...DEFAULT_RATE_LIMITS, ipPerMinute: 3 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/signup/${'B'.repeat(32)}`,
          payload: 'email=a%40b.co',
          remoteAddress: '203.0.113.9',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([404, 404, 404, 429]);
    } finally {
      await t.close();
    }
  });
});
