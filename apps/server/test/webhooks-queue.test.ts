import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_GIVE_UP_MS, DELIVERY_RETRY_BASE_MS, DELIVERY_RETRY_MAX_WAIT_MS, type LeadEvent } from '@beckon/core';
import { nextAttemptAt, retryWait } from '../src/integrations/backoff.js';
import { after } from '../src/ingest/write-buffer.js';
import { createList } from '../src/repositories/lists.js';
import { recordSignup } from '../src/repositories/subscribers.js';
import { setSubscriptionStatus } from '../src/repositories/subscriptions.js';
import { DIALECTS } from './support/databases.js';
import { addWebhook, convert, deliveriesOf, Receiver, startWebhookApp, type WebhookApp } from './webhooks-harness.js';

describe('backoff: exponential, full jitter, a day at most', () => {
  const SECOND = 1000;
  it.each([
    [1, 0, 0],
    [1, 0.5, 15 * SECOND],
    [2, 0.5, 30 * SECOND],
    [3, 0.999999, 2 * DELIVERY_RETRY_BASE_MS * 2 - 1],
    [20, 0.999999, DELIVERY_RETRY_MAX_WAIT_MS - 4],
  ])('after %i failures with random %f waits %i ms', (failures, random, wait) => {
    expect(retryWait(failures, () => random)).toBe(wait);
  });

  it('never waits past the ceiling of its try, whatever the randomness', () => {
    for (let failures = 1; failures <= 12; failures++) {
      const ceiling = Math.min(DELIVERY_RETRY_MAX_WAIT_MS, DELIVERY_RETRY_BASE_MS * 2 ** (failures - 1));
      for (let i = 0; i < 200; i++) {
        const wait = retryWait(failures);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThan(ceiling);
      }
    }
  });

  it('tries last at the one-day mark, then gives up; Retry-After stands in for the jitter', () => {
    expect(nextAttemptAt(0, DELIVERY_GIVE_UP_MS - 1000, 30, undefined, () => 0.99)).toBe(DELIVERY_GIVE_UP_MS);
    expect(nextAttemptAt(0, DELIVERY_GIVE_UP_MS, 31, undefined)).toBeNull();
    expect(nextAttemptAt(0, 1000, 1, 120_000)).toBe(121_000);
  });
});

describe.each(DIALECTS)('the delivery queue on %s', (dialect) => {
  let t: WebhookApp;
  let a: Receiver;
  let b: Receiver;
  /** the jitter's randomness, set per test */
  let random = 0.5;

  beforeAll(async () => {
    t = await startWebhookApp(dialect, { random: () => random });
    a = await new Receiver().start();
    b = await new Receiver().start();
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await t?.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('integration_deliveries').execute();
    await t.app.db.deleteFrom('integrations').execute();
    await t.app.configChanges.publish({ all: true });
    for (const r of [a, b]) {
      r.received.length = 0;
      r.answers = [];
    }
    random = 0.5;
  });

  const emailsAt = (r: Receiver) => r.received.map((x) => (JSON.parse(x.body) as LeadEvent).lead.email);
  const statusOf = async (integrationId: string) =>
    (await deliveriesOf(t)).filter((d) => String(d.integration_id) === integrationId).map((d) => [d.status, Number(d.attempts)]);

  it('retries 5xx with growing waits inside their jitter bounds, then gives up after a day', async () => {
    const hook = await addWebhook(t, `${a.url}/flaky`);
    random = 0.999;
    a.answers = Array.from({ length: 100 }, () => ({ status: 500, body: 'x'.repeat(5000) }));
    expect((await convert(t, 'retry@example.com')).statusCode).toBe(200);
    const waits: number[] = [];
    let attempts = 0;
    for (;;) {
      await t.app.integrations.drain();
      const [row] = await deliveriesOf(t);
      if (row!.status !== 'retrying') break;
      attempts += 1;
      expect(row!.attempts).toBe(attempts);
      expect(row!.last_status).toBe(500);
      expect(row!.last_response).toHaveLength(2048);
      const wait = Number(row!.next_attempt_at) - Number(row!.last_attempt_at);
      waits.push(wait);
      t.clock.ahead += wait;
    }
    const [row] = await deliveriesOf(t);
    expect(row).toMatchObject({ status: 'failed', integration_id: Number(hook.id) });
    expect(row!.last_error).toMatch(/^Given up after a day/);
    // The queue's clock is the wall clock moved on, so a few real milliseconds pass between steps.
    expect(Number(row!.last_attempt_at) - Number(row!.first_attempt_at)).toBeGreaterThanOrEqual(DELIVERY_GIVE_UP_MS);
    expect(Number(row!.last_attempt_at) - Number(row!.first_attempt_at)).toBeLessThan(DELIVERY_GIVE_UP_MS + 1000);
    // Doubling from 30 s up to the 1 h cap (random near 1 shows each ceiling), then the last try at the day mark.
    expect(waits.slice(0, 4).map((w) => Math.round(w / 1000))).toEqual([30, 60, 120, 240]);
    expect(Math.max(...waits)).toBeLessThanOrEqual(DELIVERY_RETRY_MAX_WAIT_MS);
    expect(waits.slice(8, -1).every((w) => w >= DELIVERY_RETRY_MAX_WAIT_MS * 0.99)).toBe(true);
    expect(a.received.length).toBe(attempts + 1);
  });

  it.each([
    [408, 'retrying'],
    [429, 'retrying'],
    [503, 'retrying'],
    [400, 'failed'],
    [404, 'failed'],
    [301, 'failed'],
    [204, 'delivered'],
  ])('HTTP %i: %s', async (status, expected) => {
    await addWebhook(t, `${a.url}/status`);
    a.answers = [{ status, headers: status === 301 ? { location: `${a.url}/elsewhere` } : {} }];
    expect((await convert(t, `s${status}@example.com`)).statusCode).toBe(200);
    await t.app.integrations.drain();
    const [row] = await deliveriesOf(t);
    expect(row).toMatchObject({ status: expected, attempts: 1, last_status: status });
    expect(a.received.map((r) => r.path)).toEqual(['/status']);
  });

  it('honours Retry-After', async () => {
    await addWebhook(t, `${a.url}/slow-down`);
    a.answers = [{ status: 429, headers: { 'retry-after': '120' } }];
    expect((await convert(t, 'later@example.com')).statusCode).toBe(200);
    await t.app.integrations.drain();
    const [row] = await deliveriesOf(t);
    expect(Number(row!.next_attempt_at) - Number(row!.last_attempt_at)).toBeGreaterThanOrEqual(120_000);
    expect(Number(row!.next_attempt_at) - Number(row!.last_attempt_at)).toBeLessThan(121_000);
  });

  it('retries a network error (nothing listening)', async () => {
    const gone = await new Receiver().start();
    const url = gone.url;
    await gone.stop();
    await addWebhook(t, `${url}/nobody`);
    expect((await convert(t, 'refused@example.com')).statusCode).toBe(200);
    await t.app.integrations.drain();
    const [row] = await deliveriesOf(t);
    expect(row).toMatchObject({ status: 'retrying', attempts: 1, last_status: null });
    expect(row!.last_error).toMatch(/Could not reach/);
  });

  it('keeps each endpoint in order: a later event waits while an earlier one retries; other endpoints go on', async () => {
    const slow = await addWebhook(t, `${a.url}/ordered`);
    await addWebhook(t, `${b.url}/other`);
    a.answers = [{ status: 503 }];
    for (const n of [1, 2, 3]) expect((await convert(t, `order${n}@example.com`)).statusCode).toBe(200);
    await t.app.integrations.drain();
    expect(emailsAt(a)).toEqual(['order1@example.com']);
    expect(emailsAt(b)).toEqual(['order1@example.com', 'order2@example.com', 'order3@example.com']);
    expect(await statusOf(slow.id)).toEqual([
      ['retrying', 1],
      ['pending', 0],
      ['pending', 0],
    ]);
    t.clock.ahead += DELIVERY_RETRY_MAX_WAIT_MS;
    await t.app.integrations.drain();
    expect(emailsAt(a)).toEqual(['order1@example.com', 'order1@example.com', 'order2@example.com', 'order3@example.com']);
    expect(await statusOf(slow.id)).toEqual([
      ['delivered', 2],
      ['delivered', 1],
      ['delivered', 1],
    ]);
  });

  it('410 Gone disables the endpoint with a note, gives up its line, and queues nothing more', async () => {
    const hook = await addWebhook(t, `${a.url}/gone`);
    a.answers = [{ status: 410 }];
    for (const n of [1, 2]) expect((await convert(t, `gone${n}@example.com`)).statusCode).toBe(200);
    await t.app.integrations.drain();
    expect(a.received).toHaveLength(1);
    expect(await statusOf(hook.id)).toEqual([
      ['failed', 1],
      ['failed', 0],
    ]);
    const listed = await t.app.inject({ method: 'GET', url: `/api/admin/sites/${t.demo.clientId}/integrations`, headers: { cookie: t.cookie } });
    expect(listed.json()[0]).toMatchObject({ enabled: false, disabled_reason: expect.stringContaining('410 Gone') });
    expect((await convert(t, 'gone3@example.com')).statusCode).toBe(200);
    expect(await deliveriesOf(t)).toHaveLength(2);
  });

  it('refuses at send time a name that resolves to a private address', async () => {
    const guarded = await startWebhookApp(dialect, { allowLoopback: false, resolve: async () => [{ address: '10.1.2.3', family: 4 }] });
    try {
      await addWebhook(guarded, 'https://hooks.example.com/x');
      expect((await convert(guarded, 'private@example.com')).statusCode).toBe(200);
      await guarded.app.integrations.drain();
      const [row] = await deliveriesOf(guarded);
      expect(row).toMatchObject({ status: 'failed', last_status: null });
      expect(row!.last_error).toMatch(/private address/);
    } finally {
      await guarded.close();
    }
  });

  it("queues a lead's deliveries in its own transaction: many leads at once, each with its one delivery", async () => {
    await addWebhook(t, `${a.url}/many`);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => convert(t, `many${n}@example.com`)));
    const ids = answers.map((r) => r.json().conversion_id as string).sort();
    const payloads = (await deliveriesOf(t)).map((d) => (JSON.parse(d.payload) as LeadEvent).lead.id).sort();
    expect(payloads).toEqual(ids);
  });

  it('a lead whose write fails leaves no delivery, and a delivery that cannot be queued fails its lead', async () => {
    await addWebhook(t, `${a.url}/tx`);
    const first = await convert(t, 'first@example.com', { bk_submission: 'sub-tx-1' });
    expect(first.statusCode).toBe(200);
    // The same submit id with another address: its insert breaks the unique index; the first lead answers.
    const again = await convert(t, 'second@example.com', { bk_submission: 'sub-tx-1' });
    expect(again.json().conversion_id).toBe(first.json().conversion_id);
    expect(await deliveriesOf(t)).toHaveLength(1);

    const before = await t.app.db
      .selectFrom('conversions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const broken = { run: async () => Promise.reject(new Error('queue refused')) };
    const row = {
      poptin_id: t.demo.poptinId,
      site_id: 1,
      account_id: 1,
      view_id: null,
      visitor: null,
      email: 'x@example.com',
      url: '',
      referrer: '',
      trigger: '',
      fields: '[]',
      context: '{}',
      spam: null,
      created_at: Date.now(),
    };
    await expect(t.app.writes.write('conversions', row, after(broken, 1))).rejects.toThrow();
    const afterCount = await t.app.db
      .selectFrom('conversions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(afterCount.n)).toBe(Number(before.n));
  });

  it('queues subscription events with the change: confirmed on a list without double opt-in, and unsubscribed', async () => {
    await addWebhook(t, `${b.url}/subs`, { events: ['subscription.confirmed', 'subscription.unsubscribed'] });
    const account = await t.app.db.selectFrom('accounts').select('id').executeTakeFirstOrThrow();
    const listPublic = await createList(t.app.db, account.id, { name: 'Deals', kind: 'email', doubleOptIn: false });
    const list = await t.app.db.selectFrom('lists').select('id').where('public_id', '=', listPublic).executeTakeFirstOrThrow();
    const now = Date.now();
    const signup = {
      accountId: account.id,
      formId: null,
      email: 'sub@example.com',
      phone: null,
      consent: 'Yes please',
      sourceUrl: 'https://shop.example/',
      now,
      linkOrigin: 'https://beckon.example',
    };
    expect(await recordSignup(t.app.db, { ...signup, lists: [{ id: list.id, doubleOptIn: false }] } as Parameters<typeof recordSignup>[1])).toBe('success');
    const subscriber = await t.app.db.selectFrom('subscribers').select('id').where('email', '=', 'sub@example.com').executeTakeFirstOrThrow();
    expect(await setSubscriptionStatus(t.app.db, { accountId: account.id, subscriberId: subscriber.id }, 'unsubscribed', now + 1)).toBe(1);
    // Again: nothing changed, nothing sent.
    expect(await setSubscriptionStatus(t.app.db, { accountId: account.id, subscriberId: subscriber.id }, 'unsubscribed', now + 2)).toBe(0);
    await t.app.integrations.drain();
    const events = b.received.map((r) => JSON.parse(r.body) as LeadEvent);
    expect(events.map((e) => [e.event, e.lead.email, e.list?.name, e.lead.consent])).toEqual([
      ['subscription.confirmed', 'sub@example.com', 'Deals', 'Yes please'],
      ['subscription.unsubscribed', 'sub@example.com', 'Deals', 'Yes please'],
    ]);
  });
});
