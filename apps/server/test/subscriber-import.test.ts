import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUBSCRIBER_IMPORT_MAX_ROWS,
  type ConfirmationsResponse,
  type ListResponse,
  type SubscriberImportResponse,
  type SubscriberResponse,
  type SubscribersPageResponse,
} from '@beckon/core/api';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { IMPORT_CONSENT } from '../src/repositories/subscriber-import.js';
import { DIALECTS } from './support/databases.js';
import { DEMO_PASSWORD, loginCookie, startTestApp, strangerCookie, type TestApp } from './support/app.js';

/** Issue 18: the owner's import, export and unsubscribe calls, each owner's own only. */
describe.each(DIALECTS)('subscriber import, export and unsubscribe on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let stranger: string;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const newList = async (name: string, kind: 'email' | 'sms' = 'email', double_opt_in = false, as = cookie) => {
    const response = await call('POST', '/api/admin/lists', { name, kind, double_opt_in }, as);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as ListResponse;
  };
  const importRows = async (body: object, as = cookie) => {
    const response = await call('POST', '/api/admin/subscribers/import', body, as);
    return { status: response.statusCode, body: response.json() as SubscriberImportResponse & { message?: string } };
  };
  const subscribersOf = async (list: string, as = cookie) =>
    ((await call('GET', `/api/admin/subscribers?list=${list}&limit=500`, undefined, as)).json() as SubscribersPageResponse).subscribers;
  const subscriptionOn = (subscriber: SubscriberResponse | undefined, list: string) => subscriber?.subscriptions.find((s) => s.list_id === list);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    stranger = await strangerCookie(t.app);
  });
  afterAll(async () => t?.close());

  it('checks every row in a dry run and stores nothing; the real run stores them as sign-ups', async () => {
    const list = await newList('Imported');
    const rows = [
      { email: 'Ada@Example.com', consent_text: 'Ticked the box at the fair' },
      { email: 'not an address' },
      { email: 'ada@example.com' },
      { phone: '+44 7700 900123' },
      { email: 'bob@example.com', phone: 'call me' },
      { email: 'cy@example.com', phone: '+44 (7700) 900-124' },
    ];
    const dry = await importRows({ list: list.id, rows, status: 'confirmed', dry_run: true });
    expect(dry.status).toBe(200);
    expect(dry.body.added).toBe(2);
    expect(dry.body.existing).toBe(1);
    expect(dry.body.errors.map((e) => e.row)).toEqual([1, 3, 4]);
    expect(dry.body.errors[1]!.message).toMatch(/email list needs an email/);
    expect(await subscribersOf(list.id)).toEqual([]);

    const real = await importRows({ list: list.id, rows, status: 'confirmed' });
    expect(real.body).toEqual(dry.body);
    const stored = await subscribersOf(list.id);
    expect(stored.map((s) => s.email).sort()).toEqual(['ada@example.com', 'cy@example.com']);
    const ada = stored.find((s) => s.email === 'ada@example.com');
    expect(subscriptionOn(ada, list.id)).toMatchObject({
      status: 'confirmed',
      consent_text: 'Ticked the box at the fair',
      source_url: 'import',
      form_id: null,
    });
    const cy = stored.find((s) => s.email === 'cy@example.com');
    expect(cy?.phone).toBe('+447700900124');
    expect(subscriptionOn(cy, list.id)?.consent_text).toBe(IMPORT_CONSENT);

    const again = await importRows({ list: list.id, rows: [{ email: 'ADA@example.com' }], status: 'confirmed' });
    expect(again.body).toEqual({ added: 0, existing: 1, errors: [] });
  });

  it('imports pending rows to a double opt-in list, and phones to an SMS list', async () => {
    const news = await newList('Double', 'email', true);
    const pending = await importRows({ list: news.id, rows: [{ email: 'wait@example.com' }] });
    expect(pending.body.added, JSON.stringify(pending.body)).toBe(1);
    expect(subscriptionOn((await subscribersOf(news.id))[0], news.id)?.status).toBe('pending');
    // Exactly as a sign-up: the pending row's confirmation email is queued with it; a confirmed row's is not.
    const queued = await call('GET', `/api/admin/confirmations?list=${news.id}`);
    expect(queued.statusCode, queued.body).toBe(200);
    expect((queued.json() as ConfirmationsResponse).confirmations.map((c) => c.to)).toEqual(['wait@example.com']);
    await importRows({ list: news.id, rows: [{ email: 'vouched@example.com' }], status: 'confirmed' });
    const after = (await call('GET', `/api/admin/confirmations?list=${news.id}`)).json() as ConfirmationsResponse;
    expect(after.confirmations.map((c) => c.to)).toEqual(['wait@example.com']);

    const sms = await newList('Texts', 'sms');
    const texts = await importRows({ list: sms.id, rows: [{ phone: '+972 50 123 4567' }, { email: 'only@example.com' }], status: 'confirmed' });
    expect(texts.body.added).toBe(1);
    expect(texts.body.errors).toEqual([{ row: 1, message: expect.stringMatching(/SMS list needs a phone/) }]);
    expect((await subscribersOf(sms.id)).map((s) => s.phone)).toEqual(['+972501234567']);
    const refused = await importRows({ list: sms.id, rows: [{ phone: '+972501234568' }], status: 'pending' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/SMS list sends no confirmation/);
  });

  it('does not sign up again someone who unsubscribed, and the owner unsubscribes from one list or all', async () => {
    const first = await newList('First');
    const second = await newList('Second');
    for (const list of [first, second]) await importRows({ list: list.id, rows: [{ email: 'leaver@example.com' }], status: 'confirmed' });
    const leaver = (await subscribersOf(first.id))[0]!;
    const one = await call('POST', `/api/admin/subscribers/${leaver.id}/unsubscribe`, { list: first.id });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ unsubscribed: 1 });
    const after = (await subscribersOf(first.id))[0];
    expect(subscriptionOn(after, first.id)?.status).toBe('unsubscribed');
    expect(subscriptionOn(after, second.id)?.status).toBe('confirmed');

    const back = await importRows({ list: first.id, rows: [{ email: 'leaver@example.com' }], status: 'confirmed' });
    expect(back.body).toMatchObject({ added: 0, existing: 0, errors: [{ row: 0, message: expect.stringMatching(/Unsubscribed/) }] });
    expect(subscriptionOn((await subscribersOf(first.id))[0], first.id)?.status).toBe('unsubscribed');

    const all = await call('POST', `/api/admin/subscribers/${leaver.id}/unsubscribe`, {});
    expect(all.json()).toEqual({ unsubscribed: 1 });
    expect(subscriptionOn((await subscribersOf(second.id))[0], second.id)?.status).toBe('unsubscribed');
  });

  it("answers 404 for another account's list and subscriber, and changes nothing", async () => {
    const mine = await newList('Not yours');
    await importRows({ list: mine.id, rows: [{ email: 'kept@example.com' }], status: 'confirmed' });
    const kept = (await subscribersOf(mine.id))[0]!;
    const theirs = await importRows({ list: mine.id, rows: [{ email: 'planted@example.com' }], status: 'confirmed' }, stranger);
    expect(theirs.status).toBe(404);
    const dry = await importRows({ list: mine.id, rows: [{ email: 'kept@example.com' }], dry_run: true }, stranger);
    expect(dry.status).toBe(404);
    for (const body of [{}, { list: mine.id }]) {
      const response = await call('POST', `/api/admin/subscribers/${kept.id}/unsubscribe`, body, stranger);
      expect(response.statusCode).toBe(404);
    }
    const strangersList = await newList('Stranger list', 'email', false, stranger);
    const foreignList = await call('POST', `/api/admin/subscribers/${kept.id}/unsubscribe`, { list: strangersList.id });
    expect(foreignList.statusCode).toBe(404);
    expect((await subscribersOf(mine.id)).map((s) => [s.email, subscriptionOn(s, mine.id)?.status])).toEqual([['kept@example.com', 'confirmed']]);
    const exported = await call('GET', `/api/admin/subscribers.csv?list=${mine.id}`, undefined, stranger);
    expect(exported.body).not.toContain('kept@example.com');
  });

  it.each([
    ['no rows', (list: string) => ({ list, rows: [] })],
    [
      'one row over the bound',
      (list: string) => ({ list, rows: Array.from({ length: SUBSCRIBER_IMPORT_MAX_ROWS + 1 }, (_, i) => ({ email: `n${i}@example.com` })) }),
    ],
    ['a 10 KB email', (list: string) => ({ list, rows: [{ email: `${'a'.repeat(10_000)}@example.com` }] })],
    ['a 10 KB consent', (list: string) => ({ list, rows: [{ email: 'long@example.com', consent_text: 'x'.repeat(10_000) }] })],
    ['an unknown key in a row', (list: string) => ({ list, rows: [{ email: 'key@example.com', account_id: 1 }] })],
    ['an unknown status', (list: string) => ({ list, rows: [{ email: 'st@example.com' }], status: 'unsubscribed' })],
    ['a malformed list id', () => ({ list: '../../etc', rows: [{ email: 'id@example.com' }] })],
  ])('refuses a batch with %s', async (_name, body) => {
    const list = await newList('Bounds');
    const response = await importRows(body(list.id));
    expect(response.status).toBe(400);
    expect(await subscribersOf(list.id)).toEqual([]);
  });

  it('takes a full batch of the largest rows under its body limit', async () => {
    const list = await newList('Full batch');
    const consent = 'ש'.repeat(1000);
    const rows = Array.from({ length: SUBSCRIBER_IMPORT_MAX_ROWS }, (_, i) => ({ email: `r${i}@${'d'.repeat(200)}.com`, consent_text: consent }));
    const response = await importRows({ list: list.id, rows, status: 'confirmed', dry_run: true });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ added: SUBSCRIBER_IMPORT_MAX_ROWS, existing: 0, errors: [] });
  });

  it('exports the filter as CSV with a BOM, formula-looking cells defused', async () => {
    const list = await newList('Export');
    const rows = [
      { email: '=1+2@example.com', consent_text: '@SUM(A1:A9), "quoted"' },
      { email: 'plain@example.com', consent_text: 'Said yes' },
    ];
    expect((await importRows({ list: list.id, rows, status: 'confirmed' })).body.added).toBe(2);
    const response = await call('GET', `/api/admin/subscribers.csv?list=${list.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="subscribers-/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFEmail,Phone,List,Status,Consent,Consented (UTC),Source,Subscriber since (UTC)');
    expect(response.body).toContain(`'=1+2@example.com,,Export,confirmed,"'@SUM(A1:A9), ""quoted""",`);
    expect(lines.filter((l) => l.startsWith('plain@example.com,,Export,confirmed,Said yes,'))).toHaveLength(1);
    const searched = await call('GET', `/api/admin/subscribers.csv?list=${list.id}&q=plain&status=confirmed`);
    expect(searched.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    const none = await call('GET', `/api/admin/subscribers.csv?list=${list.id}&status=pending`);
    expect(none.body).toBe('\uFEFFEmail,Phone,List,Status,Consent,Consented (UTC),Source,Subscriber since (UTC)\r\n');
  });
});
