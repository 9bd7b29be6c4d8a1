import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse, SignupFormResponse, SignupFormSettings, SubscribersPageResponse } from '@beckon/core/api';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DIALECTS } from './support/databases.js';
import { DEMO_PASSWORD, loginCookie, startTestApp, strangerCookie, type TestApp } from './support/app.js';

const settings = (overrides: Partial<SignupFormSettings> = {}): SignupFormSettings => ({
  fields: [{ name: 'email', kind: 'email', required: true }],
  lists: [],
  choose_lists: false,
  lists_required: false,
  messages: {},
  redirect: '',
  lang: 'en',
  captcha: false,
  ...overrides,
});

/** Issue 18: lists, sign-up forms and subscribers in the admin API, each owner's own only. */
describe.each(DIALECTS)('sign-up admin API on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let stranger: string;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const newList = async (name: string, kind: 'email' | 'sms' = 'email', double_opt_in = false, as = cookie) => {
    const response = await call('POST', '/api/admin/lists', { name, kind, double_opt_in }, as);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as ListResponse;
  };
  const newForm = async (body: object, as = cookie) => call('POST', '/api/admin/signup-forms', body, as);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    stranger = await strangerCookie(t.app);
  });
  afterAll(async () => t?.close());

  it('creates, lists, renames and deletes a list, counting its subscribers by status', async () => {
    const list = await newList('  Weekly news  ', 'email', true);
    expect(list).toMatchObject({ name: 'Weekly news', kind: 'email', double_opt_in: true, counts: { pending: 0, confirmed: 0, unsubscribed: 0 } });
    expect(list.id).toMatch(/^[a-z0-9]{12}$/);
    const renamed = await call('PATCH', `/api/admin/lists/${list.id}`, { name: 'Monthly news', double_opt_in: false });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: list.id, name: 'Monthly news', double_opt_in: false });
    const listed = (await call('GET', '/api/admin/lists')).json() as ListResponse[];
    expect(listed.map((l) => l.id)).toContain(list.id);
    expect((await call('DELETE', `/api/admin/lists/${list.id}`)).statusCode).toBe(204);
    expect(((await call('GET', '/api/admin/lists')).json() as ListResponse[]).map((l) => l.id)).not.toContain(list.id);
  });

  it.each([
    ['an empty name', { name: '   ', kind: 'email' }],
    ['a name too long', { name: 'x'.repeat(121), kind: 'email' }],
    ['an unknown kind', { name: 'Push', kind: 'push' }],
    ['an unknown key', { name: 'News', kind: 'email', owner: 1 }],
    ['double opt-in on an SMS list (confirmations go by email)', { name: 'Texts', kind: 'sms', double_opt_in: true }],
  ])('refuses a list with %s', async (_name, body) => {
    const before = ((await call('GET', '/api/admin/lists')).json() as ListResponse[]).length;
    const response = await call('POST', '/api/admin/lists', body);
    expect(response.statusCode).toBe(400);
    expect(((await call('GET', '/api/admin/lists')).json() as ListResponse[]).length).toBe(before);
  });

  it('refuses turning double opt-in on for an SMS list, naming the setting', async () => {
    const list = await newList('Texts', 'sms');
    const response = await call('PATCH', `/api/admin/lists/${list.id}`, { double_opt_in: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'double_opt_in' });
    expect(((await call('GET', '/api/admin/lists')).json() as ListResponse[]).find((l) => l.id === list.id)?.double_opt_in).toBe(false);
  });

  it("answers 404 for another account's list, form and subscriber, and changes nothing", async () => {
    const list = await newList('Mine');
    const form = (await newForm({ name: 'Mine', settings: settings({ lists: [list.id] }) })).json() as SignupFormResponse;
    for (const [method, url, payload] of [
      ['PATCH', `/api/admin/lists/${list.id}`, { name: 'Stolen' }],
      ['DELETE', `/api/admin/lists/${list.id}`, undefined],
      ['GET', `/api/admin/signup-forms/${form.id}`, undefined],
      ['PATCH', `/api/admin/signup-forms/${form.id}`, { name: 'Stolen' }],
      ['DELETE', `/api/admin/signup-forms/${form.id}`, undefined],
    ] as const) {
      const response = await call(method, url, payload, stranger);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(((await call('GET', '/api/admin/lists', undefined, stranger)).json() as ListResponse[]).map((l) => l.id)).not.toContain(list.id);
    expect((await call('GET', '/api/admin/signup-forms', undefined, stranger)).json()).toEqual([]);
    const mine = (await call('GET', `/api/admin/signup-forms/${form.id}`)).json() as SignupFormResponse;
    expect(mine.name).toBe('Mine');
    // A subscriber of this account, deleted by the stranger: 404, still there.
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/signup/${form.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=scoped%40example.com',
    });
    expect(signed.json().status).toBe('success');
    const page = (await call('GET', '/api/admin/subscribers?q=scoped')).json() as SubscribersPageResponse;
    const id = page.subscribers[0]!.id;
    expect((await call('DELETE', `/api/admin/subscribers/${id}`, undefined, stranger)).statusCode).toBe(404);
    expect(((await call('GET', '/api/admin/subscribers?q=scoped', undefined, stranger)).json() as SubscribersPageResponse).total).toBe(0);
    expect((await call('DELETE', `/api/admin/subscribers/${id}`)).statusCode).toBe(204);
    expect(((await call('GET', '/api/admin/subscribers?q=scoped')).json() as SubscribersPageResponse).total).toBe(0);
  });

  it('creates, reads, changes and deletes a form; its token is long and random, its redirect as the widget follows it', async () => {
    const list = await newList('Form list');
    const created = await newForm({
      name: 'Footer',
      client_id: t.demo.clientId,
      settings: settings({ lists: [list.id, list.id], redirect: 'example.com/thanks', messages: { successMsg: 'Welcome!' } }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const form = created.json() as SignupFormResponse;
    expect(form.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(form).toMatchObject({ name: 'Footer', client_id: t.demo.clientId });
    expect(form.settings).toMatchObject({ lists: [list.id], redirect: 'http://example.com/thanks', messages: { successMsg: 'Welcome!' } });
    const patched = await call('PATCH', `/api/admin/signup-forms/${form.id}`, { name: 'Header', client_id: null });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Header', client_id: null, token: form.token, settings: { lists: [list.id] } });
    expect(((await call('GET', '/api/admin/signup-forms')).json() as SignupFormResponse[]).map((f) => f.id)).toContain(form.id);
    expect((await call('DELETE', `/api/admin/signup-forms/${form.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/signup-forms/${form.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['a field named like the call its own keys', settings({ fields: [{ name: 'url', kind: 'email' }] }), 'settings.fields'],
    [
      'a field named lists',
      settings({
        fields: [
          { name: 'email', kind: 'email' },
          { name: 'lists', kind: 'text' },
        ],
      }),
      'settings.fields',
    ],
    [
      'two fields of one name',
      settings({
        fields: [
          { name: 'email', kind: 'email' },
          { name: 'email', kind: 'text' },
        ],
      }),
      'settings.fields',
    ],
    ['no email or SMS field', settings({ fields: [{ name: 'first', kind: 'text' }] }), 'settings.fields'],
    ['a javascript: redirect', settings({ redirect: 'javascript:alert(1)' }), 'settings.redirect'],
  ])('refuses a form with %s', async (_name, body, field) => {
    const response = await newForm({ name: 'Bad', settings: body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it.each([
    ['31 fields', { fields: Array.from({ length: 31 }, (_, i) => ({ name: `f${i}`, kind: 'email' })) }],
    ['a message over 500 characters', { messages: { successMsg: 'x'.repeat(501) } }],
    ['an unknown message key', { messages: { hacked: 'x' } }],
    ['a field kind not in core', { fields: [{ name: 'email', kind: 'password' }] }],
    ['a field name with markup', { fields: [{ name: '<img src=x>', kind: 'email' }] }],
    ['a list id of another format', { lists: ["1' or '1'='1"] }],
  ])('refuses by schema a form with %s', async (_name, overrides) => {
    const response = await newForm({ name: 'Bad', settings: { ...settings(), ...overrides } });
    expect(response.statusCode, response.body).toBe(400);
  });

  it("refuses a form offering another account's list (400) or naming another account's site", async () => {
    const theirs = await newList('Theirs', 'email', false, stranger);
    const offered = await newForm({ name: 'Thief', settings: settings({ lists: [theirs.id] }) });
    expect(offered.statusCode).toBe(400);
    expect(offered.json().field).toBe('settings.lists');
    const theirSites = (await call('GET', '/api/admin/sites', undefined, stranger)).json() as Array<{ client_id: string }>;
    const site = theirSites[0]?.client_id ?? 'zzzzzzzzzzzzzzzz';
    const named = await newForm({ name: 'Thief', client_id: site, settings: settings() });
    expect(named.statusCode).toBe(400);
    const patch = await call('PATCH', '/api/admin/signup-forms/999999', { settings: settings({ lists: [theirs.id] }) });
    expect(patch.statusCode).toBe(404);
  });

  it('lists subscribers filtered by list and status and searched by email or phone', async () => {
    const news = await newList('Filter news', 'email', true);
    const sms = await newList('Filter sms', 'sms');
    const form = (
      await newForm({
        name: 'Filter',
        settings: settings({
          fields: [
            { name: 'email', kind: 'email' },
            { name: 'phone', kind: 'sms' },
          ],
          lists: [news.id, sms.id],
        }),
      })
    ).json() as SignupFormResponse;
    const signUp = (body: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/signup/${form.token}`, headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(body) });
    expect((await signUp({ email: 'Filter.One@Example.com', url: 'https://shop.example/a' })).json().status).toBe('success');
    expect((await signUp({ phone: '+44 7700 900 123' })).json().status).toBe('success');
    const all = (await call('GET', '/api/admin/subscribers?q=filter')).json() as SubscribersPageResponse;
    expect(all.subscribers.map((s) => s.email)).toEqual(['filter.one@example.com']);
    expect(all.subscribers[0]!.subscriptions).toEqual([
      expect.objectContaining({ list_id: news.id, list_name: 'Filter news', status: 'pending', source_url: 'https://shop.example/a', form_id: form.id }),
    ]);
    const byPhone = (await call('GET', '/api/admin/subscribers?q=7700900')).json() as SubscribersPageResponse;
    expect(byPhone.subscribers.map((s) => s.phone)).toEqual(['+447700900123']);
    const pending = (await call('GET', `/api/admin/subscribers?list=${news.id}&status=pending`)).json() as SubscribersPageResponse;
    expect(pending.total).toBe(1);
    const confirmed = (await call('GET', `/api/admin/subscribers?list=${sms.id}&status=confirmed`)).json() as SubscribersPageResponse;
    expect(confirmed.subscribers.map((s) => s.phone)).toEqual(['+447700900123']);
    expect(((await call('GET', `/api/admin/subscribers?list=${news.id}&status=confirmed`)).json() as SubscribersPageResponse).total).toBe(0);
    const counted = ((await call('GET', '/api/admin/lists')).json() as ListResponse[]).find((l) => l.id === news.id)!;
    expect(counted.counts).toEqual({ pending: 1, confirmed: 0, unsubscribed: 0 });
    expect((await call('GET', '/api/admin/subscribers?q=%25')).json().total).toBe(0);
    expect((await call('GET', '/api/admin/subscribers?limit=501')).statusCode).toBe(400);
  });

  it('documents every sign-up route in /docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, method] of [
      ['/api/signup/{token}', 'post'],
      ['/api/admin/lists', 'get'],
      ['/api/admin/lists', 'post'],
      ['/api/admin/lists/{id}', 'patch'],
      ['/api/admin/lists/{id}', 'delete'],
      ['/api/admin/signup-forms', 'get'],
      ['/api/admin/signup-forms', 'post'],
      ['/api/admin/signup-forms/{id}', 'get'],
      ['/api/admin/signup-forms/{id}', 'patch'],
      ['/api/admin/signup-forms/{id}', 'delete'],
      ['/api/admin/subscribers', 'get'],
      ['/api/admin/subscribers/{id}', 'delete'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
