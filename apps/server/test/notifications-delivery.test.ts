import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dayStart, HONEYPOT_FIELD, localDay, NOTIFY_LEAD_EMAIL_GAP_MS, NOTIFY_LEAD_EMAILS_PER_HOUR, NOTIFY_SENT_EMAIL_KEEP_MS, shiftDay } from '@beckon/core';
import { DIALECTS } from './support/databases.js';
import { startSmtp, testDatabase, type TestDatabase, type TestSmtp } from './signup-mail-harness.js';
import { askName, convert, notices, notifyApp, ownerEmails, PUBLIC_URL, saveSettings, testClock, type Clock, type NotifyApp } from './notifications-harness.js';

const HOUR = 3_600_000;

/**
 * Issue 21, owner notifications end to end on both databases: a lead's notice commits in its own
 * batch; the worker turns notices into paced emails and due digests into one email a day, both
 * through the outbox to a real SMTP conversation; the clock is the tests'.
 */
describe.each(DIALECTS)('owner notification emails on %s', (dialect) => {
  let smtp: TestSmtp;
  let database: TestDatabase;
  let t: NotifyApp;
  let clock: Clock;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await testDatabase(dialect);
    clock = testClock(Date.now());
    t = await notifyApp(database, smtp.url, clock);
    await askName(t);
  });
  afterAll(async () => {
    await t?.app.close();
    await database?.cleanup();
    await smtp?.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('lead_notices').execute();
    await t.app.db.deleteFrom('outbox').execute();
    await t.app.db.deleteFrom('conversions').execute();
    await t.app.db.deleteFrom('notification_settings').execute();
    await t.app.db.updateTable('sites').set({ name: 'Demo site' }).where('client_id', '=', t.demo.clientId).execute();
    await t.app.configChanges.publish({ all: true });
    smtp.received.length = 0;
    clock.set(Date.now());
  });

  it('emails each address about a new lead, with its fields and a link to the leads page', async () => {
    await saveSettings(t);
    await convert(t, 'ada@example.com', {}, 'Ada');
    expect(await notices(t)).toHaveLength(1);
    await t.app.notifications.drain();
    expect(await notices(t)).toHaveLength(0);
    expect(smtp.received.map((e) => e.to)).toEqual([['owner@shop.example'], ['team@shop.example']]);
    const [email] = smtp.received;
    expect(email!.headers.subject).toBe('New lead on Demo site: ada@example.com');
    expect(email!.headers['list-unsubscribe']).toBeUndefined();
    expect(email!.body).toContain('Name: Ada');
    expect(email!.body).toContain('Page: https://shop.example/spring');
    expect(email!.body).toContain(`${PUBLIC_URL}/app/leads?client_id=${t.demo.clientId}`);
    expect((await ownerEmails(t)).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('announces neither a lead marked automated nor a duplicate of an earlier lead', async () => {
    await saveSettings(t);
    await convert(t, 'bot@example.com', { [HONEYPOT_FIELD]: 'filled' });
    await convert(t, 'ada@example.com');
    await convert(t, 'ada@example.com');
    expect(await notices(t)).toHaveLength(1);
    await t.app.notifications.drain();
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[0]!.headers.subject).toBe('New lead on Demo site: ada@example.com');
  });

  it('sends nothing for leads of a site whose owner did not turn emails on, or turned them off', async () => {
    await convert(t, 'ada@example.com');
    expect(await notices(t)).toHaveLength(0);
    await saveSettings(t);
    await convert(t, 'grace@example.com');
    await saveSettings(t, { enabled: false });
    await t.app.notifications.drain();
    expect(smtp.received).toHaveLength(0);
    expect(await notices(t)).toHaveLength(0);
  });

  it('coalesces the leads of one minute into the next email', async () => {
    await saveSettings(t, { addresses: ['owner@shop.example'] });
    await convert(t, 'one@example.com');
    await t.app.notifications.drain();
    await convert(t, 'two@example.com');
    await convert(t, 'three@example.com');
    await t.app.notifications.drain();
    expect(smtp.received).toHaveLength(1);
    clock.advance(NOTIFY_LEAD_EMAIL_GAP_MS - 1);
    await t.app.notifications.drain();
    expect(smtp.received).toHaveLength(1);
    clock.advance(1);
    await t.app.notifications.drain();
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]!.headers.subject).toBe('2 new leads on Demo site');
    expect(smtp.received[1]!.body).toContain('three@example.com');
    expect(smtp.received[1]!.body).toContain('two@example.com');
  });

  it(`bounds a burst: at most ${NOTIFY_LEAD_EMAILS_PER_HOUR} emails an hour, the rest in one email when the hour ends`, async () => {
    await saveSettings(t, { addresses: ['owner@shop.example'] });
    const start = clock.now();
    let leads = 0;
    // Three leads a minute for half an hour: 90 leads.
    for (let minute = 0; minute < 30; minute++) {
      for (let i = 0; i < 3; i++) await convert(t, `lead-${minute}-${i}@example.com`);
      leads += 3;
      await t.app.notifications.drain();
      clock.advance(NOTIFY_LEAD_EMAIL_GAP_MS);
    }
    expect(smtp.received).toHaveLength(NOTIFY_LEAD_EMAILS_PER_HOUR);
    clock.set(start + HOUR);
    await t.app.notifications.drain();
    expect(smtp.received).toHaveLength(NOTIFY_LEAD_EMAILS_PER_HOUR + 1);
    const counted = smtp.received.map((e) => Number(/^(\d+) new leads/.exec(e.headers.subject ?? '')?.[1] ?? 1));
    expect(counted.reduce((a, b) => a + b, 0)).toBe(leads);
    const last = smtp.received.at(-1)!;
    expect(last.headers.subject).toBe('60 new leads on Demo site');
    expect(last.body).toContain('…and 40 more leads on your leads page.');
    expect(await notices(t)).toHaveLength(0);
  });

  it('escapes what visitors typed: no markup, no header injection, no link they chose', async () => {
    await t.app.db.updateTable('sites').set({ name: 'Demo\r\nBcc: victim@evil.example' }).where('client_id', '=', t.demo.clientId).execute();
    await saveSettings(t, { addresses: ['owner@shop.example'] });
    const hostile = '<img src=x onerror=alert(1)><a href="javascript:alert(2)">click</a>';
    await convert(t, 'eve@example.com', {}, hostile);
    await t.app.notifications.drain();
    const [email] = smtp.received;
    expect(email!.to).toEqual(['owner@shop.example']);
    expect(email!.headers.bcc).toBeUndefined();
    expect(email!.headers.subject).toBe('New lead on Demo Bcc: victim@evil.example: eve@example.com');
    const html = email!.body.slice(email!.body.indexOf('<!doctype html>'));
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;a href=&quot;javascript:alert(2)&quot;&gt;click&lt;/a&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('href="javascript:');
    // The plain-text part says what was typed, as text.
    expect(email!.body.slice(0, email!.body.indexOf('<!doctype html>'))).toContain(`Name: ${hostile}`);
  });

  it('keeps a notice until the mail is up again, and drops one older than a day rather than send stale news', async () => {
    await saveSettings(t, { addresses: ['owner@shop.example'] });
    await convert(t, 'ada@example.com');
    clock.advance(25 * HOUR);
    await t.app.notifications.drain();
    expect(smtp.received).toHaveLength(0);
    expect(await notices(t)).toHaveLength(0);
  });

  it("deletes an owner's email a week after it went (it holds leads' fields), and keeps the lists' confirmations", async () => {
    await saveSettings(t, { addresses: ['owner@shop.example'] });
    await convert(t, 'ada@example.com');
    await t.app.notifications.drain();
    await t.app.mail.drain();
    expect((await ownerEmails(t)).map((r) => r.status)).toEqual(['sent']);
    clock.advance(NOTIFY_SENT_EMAIL_KEEP_MS - 60_000);
    await t.app.notifications.drain();
    expect(await ownerEmails(t)).toHaveLength(1);
    clock.advance(2 * 60_000);
    await t.app.notifications.drain();
    expect(await ownerEmails(t)).toEqual([]);
  });

  describe('the daily digest', () => {
    /** The clock at `hour`:05 UTC of the day after the leads were made. */
    const nextMorning = (hour: number) => dayStart(shiftDay(localDay(Date.now(), 'UTC'), 1), 'UTC') + hour * HOUR + 5 * 60_000;

    it("sends yesterday's leads once, at the chosen hour of the owner's zone, with the views and the rate", async () => {
      await saveSettings(t, { mode: 'daily_digest', digest_hour: 8 });
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) await convert(t, email, {}, 'Someone');
      expect(await notices(t)).toHaveLength(0);
      clock.set(nextMorning(7));
      await t.app.notifications.drain();
      expect(smtp.received).toHaveLength(0);
      clock.set(nextMorning(8));
      await t.app.notifications.drain();
      await t.app.notifications.drain();
      expect(smtp.received.map((e) => e.to)).toEqual([['owner@shop.example'], ['team@shop.example']]);
      const [email] = smtp.received;
      const day = localDay(Date.now(), 'UTC');
      expect(email!.headers.subject).toMatch(/^Demo site: 3 new leads on \w+day,? \d+ \w+ \d{4}$/);
      expect(email!.body).toMatch(/3 new leads · \d+ pop-up views · [\d.]+% converted/);
      expect(email!.body).toContain(`/app/leads?client_id=${t.demo.clientId}&from=${day}&to=${day}`);
      expect(email!.body).toContain('c@example.com');
      const settings = await t.app.db.selectFrom('notification_settings').select('last_digest_day').executeTakeFirstOrThrow();
      expect(settings.last_digest_day).toBe(day);
    });

    it('sends nothing for a day without leads, and does not try again that day', async () => {
      await saveSettings(t, { mode: 'daily_digest', digest_hour: 0 });
      clock.set(nextMorning(0));
      await t.app.notifications.drain();
      expect(smtp.received).toHaveLength(0);
      const settings = await t.app.db.selectFrom('notification_settings').select('last_digest_day').executeTakeFirstOrThrow();
      expect(settings.last_digest_day).toBe(localDay(Date.now(), 'UTC'));
    });

    it('goes once from two instances sharing the database, and after a restart', async () => {
      await saveSettings(t, { mode: 'daily_digest', digest_hour: 6, addresses: ['owner@shop.example'] });
      await convert(t, 'a@example.com');
      clock.set(nextMorning(6));
      const second = await notifyApp(database, smtp.url, clock);
      try {
        await Promise.all([t.app.notifications.drain(), second.app.notifications.drain(), t.app.notifications.drain()]);
        await second.app.notifications.drain();
      } finally {
        await second.app.close();
      }
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.headers.subject).toMatch(/^Demo site: 1 new lead on /);
    });
  });
});
