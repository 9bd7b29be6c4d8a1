import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_RETRY_DELAYS_MS } from '@beckon/core';
import { DIALECTS } from './support/databases.js';
import {
  linkIn,
  mailApp,
  outboxRows,
  ownerWithForm,
  signUpVisitor,
  startSmtp,
  testClock,
  testDatabase,
  type TestDatabase,
  type TestSmtp,
} from './signup-mail-harness.js';
import type { FastifyInstance } from 'fastify';

const PUBLIC_URL = 'https://beckon.example';

/** Issue 18: confirmation emails through a real SMTP conversation, on both databases. */
describe.each(DIALECTS)('confirmation emails by SMTP on %s', (dialect) => {
  let smtp: TestSmtp;
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const open = async (clock = testClock()) => {
    const app = await mailApp(database, { smtpUrl: smtp.url, now: clock.now }, { publicUrl: PUBLIC_URL });
    apps.push(app);
    return app;
  };
  const subscriptionStatus = async (app: FastifyInstance, email: string) =>
    (
      await app.db
        .selectFrom('subscriptions')
        .innerJoin('subscribers', 'subscribers.id', 'subscriptions.subscriber_id')
        .select('subscriptions.status')
        .where('subscribers.email', '=', email)
        .executeTakeFirst()
    )?.status;

  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => smtp.close());
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database?.cleanup();
    smtp.received.length = 0;
    smtp.answers.length = 0;
    delete smtp.onAccepted;
  });
  const fresh = async () => {
    database = await testDatabase(dialect);
  };

  it('sends the email with both RFC 8058 headers and the link, and the link confirms', async () => {
    await fresh();
    const clock = testClock(Date.now() + 3_600_000);
    const app = await open(clock);
    const { form } = await ownerWithForm(app);
    expect((await signUpVisitor(app, form.token, 'ada@example.com')).json().status).toBe('success');
    await app.mail.drain();
    expect(smtp.received).toHaveLength(1);
    const email = smtp.received[0]!;
    expect(email.to).toEqual(['ada@example.com']);
    expect(email.headers.from).toBe('Beckon <no-reply@beckon.example>');
    expect(email.headers.subject).toBe('Please confirm your subscription to Weekly news');
    expect(email.headers['list-unsubscribe']).toMatch(/^<https:\/\/beckon\.example\/api\/signup\/unsubscribe\?t=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+>$/);
    expect(email.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(email.body).toContain(`${PUBLIC_URL}${linkIn(email, 'confirm')}`);
    expect(email.body).toContain(email.headers['list-unsubscribe']!.slice(1, -1));
    const [row] = await outboxRows(app);
    expect(row).toMatchObject({ status: 'sent', to_address: 'ada@example.com', locked_until: null, last_error: '' });
    expect(Number(row!.attempts)).toBe(1);
    expect(row!.message_id).not.toBe('');

    expect(await subscriptionStatus(app, 'ada@example.com')).toBe('pending');
    const confirmed = await app.inject({ method: 'GET', url: linkIn(email, 'confirm') });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Weekly news');
    expect(await subscriptionStatus(app, 'ada@example.com')).toBe('confirmed');
    // Signing up again changes nothing and sends nothing.
    expect((await signUpVisitor(app, form.token, 'ada@example.com')).json().status).toBe('already_exist');
    await app.mail.drain();
    expect(smtp.received).toHaveLength(1);
  });

  it("leads to the list's thank-you page once confirmed", async () => {
    await fresh();
    const app = await open(testClock(Date.now() + 3_600_000));
    const { form } = await ownerWithForm(app, { thank_you_url: 'shop.example/thanks' });
    await signUpVisitor(app, form.token, 'bea@example.com');
    await app.mail.drain();
    const response = await app.inject({ method: 'GET', url: linkIn(smtp.received[0]!, 'confirm') });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('http://shop.example/thanks');
    expect(await subscriptionStatus(app, 'bea@example.com')).toBe('confirmed');
  });

  it('tries a refused email again after the first delay, then sends it once', async () => {
    await fresh();
    const clock = testClock(Date.now() + 3_600_000);
    const app = await open(clock);
    const { form } = await ownerWithForm(app);
    smtp.answers.push(new Error('mailbox busy'));
    await signUpVisitor(app, form.token, 'cy@example.com');
    await app.mail.drain();
    expect(smtp.received).toHaveLength(0);
    let [row] = await outboxRows(app);
    expect(row).toMatchObject({ status: 'queued', locked_until: null });
    expect(Number(row!.attempts)).toBe(1);
    expect(row!.last_error).toContain('mailbox busy');
    expect(Number(row!.next_attempt_at)).toBe(clock.now() + OUTBOX_RETRY_DELAYS_MS[0]);

    clock.advance(OUTBOX_RETRY_DELAYS_MS[0] - 1);
    await app.mail.drain();
    expect(smtp.received).toHaveLength(0);
    clock.advance(1);
    await app.mail.drain();
    await app.mail.drain();
    expect(smtp.received.map((e) => e.to)).toEqual([['cy@example.com']]);
    [row] = await outboxRows(app);
    expect(row).toMatchObject({ status: 'sent', last_error: '' });
    expect(Number(row!.attempts)).toBe(2);
  });

  it('gives an email up as failed after the last delay', async () => {
    await fresh();
    const clock = testClock(Date.now() + 3_600_000);
    const app = await open(clock);
    const { form } = await ownerWithForm(app);
    smtp.answers.push(...Array.from({ length: OUTBOX_RETRY_DELAYS_MS.length + 1 }, () => new Error('no such mailbox')));
    await signUpVisitor(app, form.token, 'dee@example.com');
    await app.mail.drain();
    for (const delay of OUTBOX_RETRY_DELAYS_MS) {
      clock.advance(delay);
      await app.mail.drain();
    }
    const [row] = await outboxRows(app);
    expect(row).toMatchObject({ status: 'failed', sent_at: null });
    expect(Number(row!.attempts)).toBe(OUTBOX_RETRY_DELAYS_MS.length + 1);
    clock.advance(365 * 24 * 3600_000);
    await app.mail.drain();
    expect(smtp.received).toHaveLength(0);
    expect(smtp.answers).toHaveLength(0);
  });

  it('a worker stopped mid-queue leaves the rest to a new app on the database, each sent once', async () => {
    await fresh();
    const held = testClock(0);
    const first = await open(held);
    const { form } = await ownerWithForm(first);
    const addresses = ['e1@example.com', 'e2@example.com', 'e3@example.com', 'e4@example.com'];
    for (const address of addresses) await signUpVisitor(first, form.token, address);
    // One row per sign-up, each in its commit, and nothing sent while the clock holds them.
    expect((await outboxRows(first)).map((r) => [r.to_address, r.status])).toEqual(addresses.map((a) => [a, 'queued']));
    let closing: Promise<void> | undefined;
    smtp.onAccepted = () => {
      if (smtp.received.length === 2) closing = first.close();
    };
    held.set(Date.now() + 3_600_000);
    await first.mail.drain();
    await closing;
    apps.splice(apps.indexOf(first), 1);
    expect(smtp.received).toHaveLength(2);
    delete smtp.onAccepted;

    const second = await open(testClock(Date.now() + 3_600_000));
    await second.mail.drain();
    expect(smtp.received.map((e) => e.to[0]).sort()).toEqual(addresses);
    expect((await outboxRows(second)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    // The key is the database's: the new app takes the first one's links.
    const link = linkIn(smtp.received[0]!, 'confirm');
    expect((await second.inject({ method: 'GET', url: link })).statusCode).toBe(200);
  });

  it('two workers on one database send each email once', async () => {
    await fresh();
    const clocks = [testClock(0), testClock(0)];
    const one = await open(clocks[0]);
    const two = await open(clocks[1]);
    const { form } = await ownerWithForm(one);
    const addresses = Array.from({ length: 8 }, (_, i) => `w${i}@example.com`);
    for (const address of addresses) await signUpVisitor(one, form.token, address);
    for (const clock of clocks) clock.set(Date.now() + 3_600_000);
    await Promise.all([one.mail.drain(), two.mail.drain(), one.mail.drain(), two.mail.drain()]);
    expect(smtp.received.map((e) => e.to[0]).sort()).toEqual([...addresses].sort());
    expect((await outboxRows(two)).every((r) => r.status === 'sent' && Number(r.attempts) === 1)).toBe(true);
  });

  it('queues the email in the sign-up transaction: without the outbox, nothing of the sign-up is stored', async () => {
    await fresh();
    const app = await open(testClock(0));
    const { form } = await ownerWithForm(app);
    await app.db.schema.dropTable('outbox').execute();
    const response = await signUpVisitor(app, form.token, 'fay@example.com');
    expect(response.statusCode).toBe(503);
    expect(await app.db.selectFrom('subscribers').selectAll().execute()).toEqual([]);
    expect(await app.db.selectFrom('subscriptions').selectAll().execute()).toEqual([]);
  });
});
