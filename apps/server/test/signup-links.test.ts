import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONFIRM_LINK_TTL_MS } from '@beckon/core';
import type { ConfirmationsResponse, ListResponse } from '@beckon/core/api';
import { configFromEnv } from '../src/config.js';
import { strangerCookie } from './support/app.js';
import { DIALECTS } from './support/databases.js';
import { mailApp, outboxRows, ownerWithForm, signUpVisitor, testClock, testDatabase, type TestDatabase } from './signup-mail-harness.js';

const pathOf = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');
/** The token with one character of its MAC (or payload) changed. */
function tampered(link: string, part: 'mac' | 'payload'): string {
  const [path, token] = pathOf(link).split('?t=') as [string, string];
  const [payload, mac] = token.split('.') as [string, string];
  const flip = (s: string) => (s[1] === 'A' ? `${s[0]}B${s.slice(2)}` : `${s[0]}A${s.slice(2)}`);
  return `${path}?t=${part === 'mac' ? `${payload}.${flip(mac)}` : `${flip(payload)}.${mac}`}`;
}

/** Issue 18: the confirm and unsubscribe links, and the dashboard's list of them when no SMTP is set. */
describe.each(DIALECTS)('signed sign-up links without SMTP on %s', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;
  let stranger: string;
  let list: ListResponse;
  let token: string;
  const clock = testClock(Date.now());

  const confirmations = async (query = '', as = cookie) => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/confirmations${query}`, headers: { cookie: as } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ConfirmationsResponse;
  };
  const statusOf = async (email: string) =>
    (
      await app.db
        .selectFrom('subscriptions')
        .innerJoin('subscribers', 'subscribers.id', 'subscriptions.subscriber_id')
        .select('subscriptions.status')
        .where('subscribers.email', '=', email)
        .where('subscriptions.list_id', '=', (eb) => eb.selectFrom('lists').select('id').where('public_id', '=', list.id))
        .executeTakeFirst()
    )?.status;
  const rowOf = async (email: string) => (await outboxRows(app)).filter((r) => r.to_address === email).at(-1)!;
  const get = (url: string) => app.inject({ method: 'GET', url });
  const post = (url: string, payload = 'List-Unsubscribe=One-Click', type = 'application/x-www-form-urlencoded') =>
    app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });

  beforeAll(async () => {
    database = await testDatabase(dialect);
    app = await mailApp(database, { now: clock.now });
    ({
      cookie,
      list,
      form: { token },
    } = await ownerWithForm(app));
    stranger = await strangerCookie(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  it('queues exactly one email per pending subscription and lists its link to the owner only', async () => {
    expect((await signUpVisitor(app, token, 'ada@example.com')).json().status).toBe('success');
    const rows = await outboxRows(app);
    expect(rows.map((r) => [r.to_address, r.status])).toEqual([['ada@example.com', 'queued']]);
    await app.mail.drain();
    expect((await rowOf('ada@example.com')).status).toBe('queued');
    const mine = await confirmations();
    expect(mine.smtp).toBe(false);
    expect(mine.confirmations).toEqual([
      expect.objectContaining({
        to: 'ada@example.com',
        list_id: list.id,
        list_name: 'Weekly news',
        status: 'queued',
        attempts: 0,
        sent_at: null,
        link: rows[0]!.link,
      }),
    ]);
    expect(mine.confirmations[0]!.link).toMatch(/^http:\/\/localhost(:\d+)?\/api\/signup\/confirm\?t=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect((await confirmations('', stranger)).confirmations).toEqual([]);
    expect((await confirmations(`?list=${list.id}`, stranger)).confirmations).toEqual([]);
    expect((await confirmations('?status=sent')).confirmations).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/admin/confirmations' })).statusCode).toBe(401);
  });

  it("confirms through the link on a self-contained page in the list's language, and again harmlessly", async () => {
    const link = pathOf((await rowOf('ada@example.com')).link);
    const response = await get(link);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.body).toContain('<html lang="en" dir="ltr">');
    expect(response.body).toContain('your subscription to Weekly news is confirmed');
    expect(response.body).not.toMatch(/<script|src=|href=/);
    expect(await statusOf('ada@example.com')).toBe('confirmed');
    expect((await get(link)).statusCode).toBe(200);
    expect(await statusOf('ada@example.com')).toBe('confirmed');
  });

  it('refuses tampered, foreign, malformed and expired links with a page saying so', async () => {
    await signUpVisitor(app, token, 'bea@example.com');
    const row = await rowOf('bea@example.com');
    const cases = [
      ['a changed MAC', tampered(row.link, 'mac')],
      ['a changed payload', tampered(row.link, 'payload')],
      ['an unsubscribe token on the confirm route', `/api/signup/confirm?t=${row.unsubscribe_link.split('?t=')[1]}`],
      ['a token of the wrong shape', '/api/signup/confirm?t=not-a-token'],
      ['no token', '/api/signup/confirm'],
      ['a confirm token on the unsubscribe route', `/api/signup/unsubscribe?t=${row.link.split('?t=')[1]}`],
    ];
    for (const [name, url] of cases) {
      const response = await get(url!);
      expect(response.statusCode, name).toBe(400);
      expect(response.headers['content-type'], name).toMatch(/^text\/html/);
      expect(response.body, name).toContain('This link is not valid');
    }
    expect(await statusOf('bea@example.com')).toBe('pending');

    clock.set(Date.now() + CONFIRM_LINK_TTL_MS + 60_000);
    try {
      const expired = await get(pathOf(row.link));
      expect(expired.statusCode).toBe(400);
      expect(expired.body).toContain('This link has expired; sign up again.');
      expect(await statusOf('bea@example.com')).toBe('pending');
      // An unsubscribe link does not expire.
      expect((await get(pathOf(row.unsubscribe_link))).statusCode).toBe(200);
    } finally {
      clock.set(Date.now());
    }
  });

  it('asks before unsubscribing on GET, and unsubscribes on the one-click POST, idempotently', async () => {
    const link = pathOf((await rowOf('ada@example.com')).unsubscribe_link);
    const page = await get(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self'/);
    expect(await statusOf('ada@example.com')).toBe('confirmed');
    for (const attempt of [1, 2]) {
      const response = await post(link);
      expect(response.statusCode, `attempt ${attempt}`).toBe(200);
      expect(response.body).toContain('You are unsubscribed from Weekly news');
      expect(await statusOf('ada@example.com')).toBe('unsubscribed');
    }
    // Once unsubscribed, the old confirmation link does not sign them up again.
    expect((await get(pathOf((await rowOf('ada@example.com')).link))).statusCode).toBe(400);
    expect(await statusOf('ada@example.com')).toBe('unsubscribed');
  });

  it('takes the one-click POST as multipart or bodiless too', async () => {
    const link = pathOf((await rowOf('bea@example.com')).unsubscribe_link);
    const multipart = await post(
      link,
      '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
    );
    expect(multipart.statusCode).toBe(200);
    expect(await statusOf('bea@example.com')).toBe('unsubscribed');
    expect((await app.inject({ method: 'POST', url: link })).statusCode).toBe(200);
  });

  it('queues a new email when someone who left signs up again', async () => {
    expect((await signUpVisitor(app, token, 'ada@example.com')).json().status).toBe('update');
    expect((await outboxRows(app)).filter((r) => r.to_address === 'ada@example.com')).toHaveLength(2);
    expect(await statusOf('ada@example.com')).toBe('pending');
  });

  it("writes the owner's subject and text with their placeholders, escaped in HTML, and the request's origin in links", async () => {
    const made = await app.inject({
      method: 'POST',
      url: '/api/admin/lists',
      headers: { cookie },
      payload: {
        name: 'Deals <b>&</b>',
        kind: 'email',
        double_opt_in: true,
        lang: 'he',
        confirm_subject: 'Join\r\nBcc: victim@example.com {{list_name}}',
        confirm_text: 'Hi! Click {{confirm_link}} to join {{list_name}}.',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const deals = made.json() as ListResponse;
    expect(deals).toMatchObject({ lang: 'he', confirm_subject: 'Join Bcc: victim@example.com {{list_name}}', thank_you_url: '' });
    const settings = { fields: [{ name: 'email', kind: 'email' }], lists: [deals.id], messages: {} };
    const form = (await app.inject({ method: 'POST', url: '/api/admin/signup-forms', headers: { cookie }, payload: { name: 'D', settings } })).json();
    await signUpVisitor(app, form.token, 'cy@example.com', { host: 'beckon.lan:8080' });
    const row = await rowOf('cy@example.com');
    expect(row.subject).toBe('Join Bcc: victim@example.com Deals <b>&</b>');
    expect(row.link).toMatch(/^http:\/\/beckon\.lan:8080\/api\/signup\/confirm\?t=/);
    expect(row.text).toContain(`Hi! Click ${row.link} to join Deals <b>&</b>.`);
    expect(row.text).toContain(row.unsubscribe_link);
    expect(row.html).toContain('Deals &lt;b&gt;&amp;&lt;/b&gt;');
    expect(row.html).not.toContain('<b>');
    expect(row.html).toContain(`href="${row.unsubscribe_link}"`);
    expect(row.html).toContain('<html lang="he" dir="rtl">');
    const page = await get(pathOf(row.link));
    expect(page.body).toContain('<html lang="he" dir="rtl">');
    expect(page.body).toContain('Deals &lt;b&gt;');
  });

  it('refuses hostile list settings with a 400 naming the field, storing nothing', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/admin/lists', headers: { cookie } })).body;
    const cases: Array<[string, Record<string, unknown>, string | undefined]> = [
      ['a javascript: thank-you page', { thank_you_url: 'javascript:alert(document.cookie)' }, 'thank_you_url'],
      ['a data: thank-you page', { thank_you_url: 'data:text/html,<script>alert(1)</script>' }, 'thank_you_url'],
      ['a mailto: thank-you page', { thank_you_url: 'mailto:owner@example.com' }, 'thank_you_url'],
      ['a thank-you page past 2048 characters', { thank_you_url: `https://shop.example/${'a'.repeat(2048)}` }, undefined],
      ['an oversize subject', { confirm_subject: 's'.repeat(201) }, undefined],
      ['an oversize text', { confirm_text: 't'.repeat(5001) }, undefined],
      ['a language Beckon does not speak', { lang: 'fr' }, undefined],
    ];
    for (const [name, settings, field] of cases) {
      const created = await app.inject({ method: 'POST', url: '/api/admin/lists', headers: { cookie }, payload: { name: 'Bad', kind: 'email', ...settings } });
      expect(created.statusCode, name).toBe(400);
      if (field) expect(created.json().field, name).toBe(field);
      const patched = await app.inject({ method: 'PATCH', url: `/api/admin/lists/${list.id}`, headers: { cookie }, payload: settings });
      expect(patched.statusCode, name).toBe(400);
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/lists', headers: { cookie } })).body).toBe(before);
    const theirs = await app.inject({
      method: 'PATCH',
      url: `/api/admin/lists/${list.id}`,
      headers: { cookie: stranger },
      payload: { thank_you_url: 'https://evil.example' },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("deletes a list's emails with it, and its links stop working", async () => {
    await signUpVisitor(app, token, 'dee@example.com');
    const row = await rowOf('dee@example.com');
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/lists/${list.id}`, headers: { cookie } })).statusCode).toBe(204);
    expect((await outboxRows(app)).filter((r) => Number(r.list_id) === Number(row.list_id))).toEqual([]);
    expect((await get(pathOf(row.link))).statusCode).toBe(400);
    expect((await post(pathOf(row.unsubscribe_link))).statusCode).toBe(400);
  });
});

describe('the link signing key', () => {
  it("signs with BECKON_LINK_SECRET when set: another secret's app refuses the link, the same secret's takes it", async () => {
    const database = await testDatabase('sqlite');
    const secret = 'a'.repeat(32);
    const apps: FastifyInstance[] = [];
    try {
      const open = async (linkSecret: string | undefined) => {
        const app = await mailApp(database, { linkSecret });
        apps.push(app);
        return app;
      };
      const signer = await open(secret);
      const { form } = await ownerWithForm(signer);
      await signUpVisitor(signer, form.token, 'gil@example.com');
      const [row] = await outboxRows(signer);
      const link = pathOf(row!.link);
      expect((await (await open('b'.repeat(32))).inject({ method: 'GET', url: link })).statusCode).toBe(400);
      // Without the secret, the key stored in the database signs: not the operator's secret either.
      expect((await (await open(undefined)).inject({ method: 'GET', url: link })).statusCode).toBe(400);
      expect((await (await open(secret)).inject({ method: 'GET', url: link })).statusCode).toBe(200);
    } finally {
      for (const app of apps) await app.close();
      await database.cleanup();
    }
  });

  it('reads SMTP_URL, MAIL_FROM and BECKON_LINK_SECRET from the environment, refusing wrong ones', () => {
    expect(configFromEnv({ SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'News <news@example.com>' }).mail).toEqual({
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      from: 'News <news@example.com>',
      linkSecret: undefined,
    });
    expect(() => configFromEnv({ SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\//);
    expect(() => configFromEnv({ BECKON_LINK_SECRET: 'short' })).toThrow(/BECKON_LINK_SECRET must be at least/);
  });
});
