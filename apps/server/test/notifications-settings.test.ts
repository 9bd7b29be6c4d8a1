import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_TESTS_PER_MIN } from '@beckon/core';
import type { NotificationPreviewResponse, NotificationSettingsResponse } from '@beckon/core/api';
import { createAccount } from '../src/repositories/accounts.js';
import { createSite } from '../src/repositories/sites.js';
import { DIALECTS } from './support/databases.js';
import { startSmtp, testDatabase, type TestDatabase, type TestSmtp } from './signup-mail-harness.js';
import { convert, notifyApp, ON, PUBLIC_URL, saveSettings, testClock, type NotifyApp } from './notifications-harness.js';

/** Issue 21, owner notifications: the settings, the previews and the test send, through the admin API on both databases. */
describe.each(DIALECTS)('owner notification settings on %s', (dialect) => {
  let smtp: TestSmtp;
  let database: TestDatabase;
  let t: NotifyApp;
  const url = () => `/api/admin/sites/${t.demo.clientId}/notifications`;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await testDatabase(dialect);
    t = await notifyApp(database, smtp.url, testClock());
  });
  afterAll(async () => {
    await t?.app.close();
    await database?.cleanup();
    await smtp?.close();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it('answers the defaults before the first save: off, each lead, 8 in the morning UTC, SMTP available', async () => {
    const response = await t.app.inject({ url: url(), headers: { cookie: t.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      client_id: t.demo.clientId,
      enabled: false,
      addresses: [],
      mode: 'each_lead',
      digest_hour: 8,
      time_zone: 'UTC',
      smtp: true,
      last_digest_day: '',
      last_lead_email_at: null,
      updated_at: null,
    });
  });

  it('saves the whole settings, addresses normalised and duplicates dropped', async () => {
    const saved = await saveSettings(t, {
      addresses: [' Owner@Shop.example ', 'owner@shop.example', 'team@shop.example'],
      mode: 'daily_digest',
      digest_hour: 7,
      time_zone: 'Europe/Berlin',
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json() as NotificationSettingsResponse;
    expect(body).toMatchObject({
      enabled: true,
      addresses: ['owner@shop.example', 'team@shop.example'],
      mode: 'daily_digest',
      digest_hour: 7,
      time_zone: 'Europe/Berlin',
    });
    expect(body.updated_at).toEqual(expect.any(Number));
    expect((await t.app.inject({ url: url(), headers: { cookie: t.cookie } })).json()).toEqual(body);
    const row = await t.app.db.selectFrom('notification_settings').select('link_origin').executeTakeFirstOrThrow();
    expect(row.link_origin).toBe(PUBLIC_URL);
  });

  it.each([
    [{ addresses: ['ok@shop.example', 'not an address'] }, 'addresses.1'],
    [{ addresses: ['a@b.example\r\nBcc: x@evil.example'] }, 'addresses.0'],
    [{ addresses: [] }, 'addresses'],
    [{ time_zone: 'Mars/Olympus_Mons' }, 'time_zone'],
  ])('refuses %j, naming the field %s', async (change, field) => {
    const response = await saveSettings(t, change);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it.each([
    ['eleven addresses', { addresses: Array.from({ length: 11 }, (_, i) => `a${i}@shop.example`) }],
    ['an hour of 24', { digest_hour: 24 }],
    ['an unknown mode', { mode: 'hourly' }],
    ['an unknown key', { cc: 'x@evil.example' }],
    ['an address past 254 characters', { addresses: [`${'a'.repeat(250)}@x.example`] }],
  ])('refuses %s by the schema', async (_name, change) => {
    const response = await t.app.inject({ method: 'PUT', url: url(), headers: { cookie: t.cookie }, payload: { ...ON, ...change } });
    expect(response.statusCode).toBe(400);
  });

  it("keeps the owner to their own sites: another account's site is 404 to every call", async () => {
    const other = await createAccount(t.app.db, 'other@owner.example', 'another long password');
    const site = await createSite(t.app.db, other.id, 'Not yours');
    const base = `/api/admin/sites/${site.client_id}/notifications`;
    const calls = [
      t.app.inject({ url: base, headers: { cookie: t.cookie } }),
      t.app.inject({ method: 'PUT', url: base, headers: { cookie: t.cookie }, payload: ON }),
      t.app.inject({ url: `${base}/preview?template=each_lead`, headers: { cookie: t.cookie } }),
      t.app.inject({ method: 'POST', url: `${base}/test`, headers: { cookie: t.cookie }, payload: {} }),
    ];
    expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect(await t.app.db.selectFrom('notification_settings').select('site_id').where('site_id', '=', site.id).execute()).toEqual([]);
  });

  it('refuses a change from another origin (CSRF)', async () => {
    const response = await t.app.inject({ method: 'PUT', url: url(), headers: { cookie: t.cookie, origin: 'https://evil.example' }, payload: ON });
    expect(response.statusCode).toBe(403);
  });

  it('previews both templates with sample leads and the site, every value escaped', async () => {
    await t.app.db.updateTable('sites').set({ name: 'Shop <b>&</b>\r\nBcc: x@evil.example' }).where('client_id', '=', t.demo.clientId).execute();
    for (const template of ['each_lead', 'daily_digest'] as const) {
      const response = await t.app.inject({ url: `${url()}/preview?template=${template}`, headers: { cookie: t.cookie } });
      expect(response.statusCode).toBe(200);
      const email = response.json() as NotificationPreviewResponse;
      expect(email.subject).not.toMatch(/[\r\n]/);
      expect(email.subject).toContain('Shop <b>&</b> Bcc: x@evil.example');
      expect(email.html).toContain('Shop &lt;b&gt;&amp;&lt;/b&gt;');
      expect(email.html).not.toContain('<b>&</b>');
      expect(email.text).toContain(`${PUBLIC_URL}/app/leads?client_id=${t.demo.clientId}`);
      expect(email.html).toContain(`${PUBLIC_URL}/app/notifications?site=${t.demo.clientId}`);
    }
    const digest = (await t.app.inject({ url: `${url()}/preview?template=daily_digest`, headers: { cookie: t.cookie } })).json() as NotificationPreviewResponse;
    expect(digest.text).toMatch(/14 new leads · 512 pop-up views · 2\.7% converted/);
    expect((await t.app.inject({ url: `${url()}/preview?template=weekly`, headers: { cookie: t.cookie } })).statusCode).toBe(400);
    await t.app.db.updateTable('sites').set({ name: 'Demo site' }).where('client_id', '=', t.demo.clientId).execute();
  });

  it('sends no test before an address is saved, and says why', async () => {
    await saveSettings(t, { enabled: false, addresses: [] });
    const response = await t.app.inject({ method: 'POST', url: `${url()}/test`, headers: { cookie: t.cookie }, payload: {} });
    expect(response.json()).toEqual({ ok: false, sent: 0, message: 'Not sent: save an address first, the test goes to the saved ones.' });
    expect(smtp.received).toHaveLength(0);
  });

  it('sends a test to each saved address at once, marked as a test, without an unsubscribe header; then limits the rate', async () => {
    await saveSettings(t);
    const response = await t.app.inject({ method: 'POST', url: `${url()}/test`, headers: { cookie: t.cookie }, payload: { template: 'daily_digest' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, sent: 2, message: 'Sent to 2 addresses.' });
    expect(smtp.received.map((e) => e.to)).toEqual([['owner@shop.example'], ['team@shop.example']]);
    expect(smtp.received[0]!.headers.subject).toMatch(/^Test: Demo site: 14 new leads on /);
    expect(smtp.received[0]!.headers['list-unsubscribe']).toBeUndefined();
    expect(smtp.received[0]!.headers.to).toBe('owner@shop.example');

    smtp.answers.push(new Error('mailbox full'));
    const refused = await t.app.inject({ method: 'POST', url: `${url()}/test`, headers: { cookie: t.cookie }, payload: {} });
    expect(refused.json()).toMatchObject({ ok: false, sent: 1, message: 'Not sent to owner@shop.example: the mail server refused it (451).' });
    for (let i = 2; i < NOTIFY_TESTS_PER_MIN; i++) await t.app.inject({ method: 'POST', url: `${url()}/test`, headers: { cookie: t.cookie }, payload: {} });
    const limited = await t.app.inject({ method: 'POST', url: `${url()}/test`, headers: { cookie: t.cookie }, payload: {} });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe.each(DIALECTS)('owner notifications without SMTP on %s', (dialect) => {
  let database: TestDatabase;
  let t: NotifyApp;
  beforeAll(async () => {
    database = await testDatabase(dialect);
    t = await notifyApp(database, undefined, testClock());
  });
  afterAll(async () => {
    await t?.app.close();
    await database?.cleanup();
  });

  it('says so, still saves the settings and previews, sends no test (saying why), and queues nothing for a lead', async () => {
    const saved = await saveSettings(t);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ enabled: true, smtp: false });
    const preview = await t.app.inject({ url: `/api/admin/sites/${t.demo.clientId}/notifications/preview?template=each_lead`, headers: { cookie: t.cookie } });
    expect(preview.statusCode).toBe(200);
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/admin/sites/${t.demo.clientId}/notifications/test`,
      headers: { cookie: t.cookie },
      payload: {},
    });
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({ ok: false, sent: 0, message: expect.stringMatching(/SMTP_URL is not set/) });
    await convert(t, 'ada@example.com');
    await t.app.notifications.drain();
    expect(await t.app.db.selectFrom('lead_notices').selectAll().execute()).toEqual([]);
    expect(await t.app.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });
});
