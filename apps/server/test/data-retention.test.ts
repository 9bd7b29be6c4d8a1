import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { retentionDaysProblem, RETENTION_DAYS_MAX, RETENTION_DAYS_MIN } from '@beckon/core';
import type { DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { RetentionWorker, RETENTION_LEASE_MS, RETENTION_SWEEP_INTERVAL_MS } from '../src/retention/retention-worker.js';
import { SweepLease } from '../src/retention/sweep-lease.js';
import { sweepRetention } from '../src/retention/sweep.js';
import { DIALECTS, testDatabase, type TestDatabase } from './support/databases.js';
import { account, activityAt, countsOf, DAY, list, signup, signupForm, site, subscriptionsOf, webhook } from './retention-harness.js';

describe('retentionDaysProblem: the exact value, never a coerced one', () => {
  it.each([1, 30, 365, RETENTION_DAYS_MIN, RETENTION_DAYS_MAX, null])('takes %j', (value) => {
    expect(retentionDaysProblem(value)).toBeNull();
  });
  it.each([0, -1, RETENTION_DAYS_MAX + 1, 1.5, Number.NaN, Infinity, '30', '', true, false, [30], {}, undefined])('refuses %j', (value) => {
    expect(retentionDaysProblem(value)).toMatch(/whole number of days from 1 to 3650/);
  });
});

/** Mid-month, so this month's and older views can both be written (the view-cap case). */
const NOW = Date.UTC(2025, 5, 20, 12);
const quiet = { info: () => undefined, error: () => undefined };

describe.each(DIALECTS)('the retention sweep on %s', (dialect) => {
  let store: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    store = await testDatabase(dialect);
    handle = store.open();
    await migrateToLatest(handle);
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await store?.cleanup();
  });
  beforeEach(async () => {
    // Each test builds its own accounts and sites; earlier tests' sites keep everything, and the lease starts free.
    await handle.db.updateTable('sites').set({ retention_days: null }).execute();
    await handle.db.deleteFrom('settings').execute();
  });

  it('deletes every kind of lead and activity older than N days, keeps newer rows, other sites and sites without a retention', async () => {
    const { db } = handle;
    const owner = await account(db);
    const kept30 = await site(db, owner, 30);
    const forever = await site(db, owner, null);
    const other = await account(db);
    const kept60 = await site(db, other, 60);
    for (const [siteId, accountId] of [
      [kept30, owner],
      [forever, owner],
      [kept60, other],
    ] as const) {
      const hook = await webhook(db, accountId, siteId);
      await activityAt(db, siteId, accountId, NOW - 400 * DAY, hook);
      await activityAt(db, siteId, accountId, NOW - 31 * DAY, hook);
      await activityAt(db, siteId, accountId, NOW - 29 * DAY, hook);
      await activityAt(db, siteId, accountId, NOW - 1000, hook);
    }

    const report = await sweepRetention(db, { now: NOW });

    const all = (n: number) => ({
      conversions: n,
      views: n,
      closes: n,
      plays: n,
      limit_logs: n,
      conversion_activities: n,
      visitor_sessions: n,
      store_abandonments: n,
      store_ordered_products: n,
      integration_deliveries: n,
    });
    expect(await countsOf(db, kept30)).toEqual(all(2));
    expect(await countsOf(db, forever)).toEqual(all(4));
    // 60 days: the 400-day-old rows go, the 31-day-old ones stay.
    expect(await countsOf(db, kept60)).toEqual(all(3));
    expect(report).toMatchObject({ complete: true, leads: 3, views: 3, 'game plays': 3, 'integration deliveries': 3, 'visitor sessions': 3 });
    // What is left is exactly the newer rows.
    const oldest = await db
      .selectFrom('conversions')
      .select((eb) => eb.fn.min('created_at').as('at'))
      .where('site_id', '=', kept30)
      .executeTakeFirstOrThrow();
    expect(Number(oldest.at)).toBe(NOW - 29 * DAY);
    // A second sweep finds nothing more.
    expect(await sweepRetention(db, { now: NOW })).toMatchObject({ leads: 0, views: 0 });
  });

  it('repeats bounded batches until a site is done, and a stopped sweep leaves only whole batches for the next', async () => {
    const { db } = handle;
    const owner = await account(db);
    const siteId = await site(db, owner, 7);
    const hook = await webhook(db, owner, siteId);
    for (let i = 0; i < 7; i++) await activityAt(db, siteId, owner, NOW - (8 + i) * DAY, hook);
    await activityAt(db, siteId, owner, NOW - DAY, hook);

    let asked = 0;
    const stopped = await sweepRetention(db, { now: NOW, batchRows: 3, keepGoing: async () => ++asked <= 2 });
    expect(stopped).toMatchObject({ complete: false, leads: 6, views: 0 });
    expect((await countsOf(db, siteId)).conversions).toBe(2);

    asked = 0;
    const done = await sweepRetention(db, { now: NOW, batchRows: 3, keepGoing: async () => (++asked, true) });
    expect(done).toMatchObject({ complete: true, leads: 1, views: 7, closes: 7, 'integration deliveries': 7 });
    expect(await countsOf(db, siteId)).toMatchObject({ conversions: 1, views: 1, visitor_sessions: 1, integration_deliveries: 1 });
    // 7 rows in batches of 3 take 3 statements per kind (3, 3, 1), plus the first kind's last, short one.
    expect(asked).toBeGreaterThanOrEqual(3 * 9);
  });

  it('leaves a delivery a worker holds right now to finish', async () => {
    const { db } = handle;
    const owner = await account(db);
    const siteId = await site(db, owner, 1);
    const hook = await webhook(db, owner, siteId);
    await activityAt(db, siteId, owner, NOW - 3 * DAY, hook);
    await db
      .updateTable('integration_deliveries')
      .set({ status: 'pending', locked_until: NOW + 5000 })
      .where('integration_id', '=', hook)
      .execute();
    await sweepRetention(db, { now: NOW });
    expect(await countsOf(db, siteId)).toMatchObject({ conversions: 0, integration_deliveries: 1 });
    await sweepRetention(db, { now: NOW + 10_000 });
    expect((await countsOf(db, siteId)).integration_deliveries).toBe(0);
  });

  it("keeps this month's views on a plan with a monthly view cap, which counts them", async () => {
    const { db } = handle;
    const capped = await account(db, 10_000);
    const siteId = await site(db, capped, 1);
    const hook = await webhook(db, capped, siteId);
    const monthStart = Date.UTC(2025, 5, 1);
    await activityAt(db, siteId, capped, monthStart + DAY, hook);
    await activityAt(db, siteId, capped, monthStart - DAY, hook);
    await sweepRetention(db, { now: NOW });
    // Every lead older than a day went; of the views, only last month's.
    expect(await countsOf(db, siteId)).toMatchObject({ conversions: 0, closes: 0, views: 1 });
  });

  it('deletes unconfirmed sign-ups past the retention, keeps confirmed subscribers, and goes by the site of their form', async () => {
    const { db } = handle;
    const owner = await account(db);
    const shop = await site(db, owner, 30);
    await site(db, owner, null);
    const news = await list(db, owner);
    const shopForm = await signupForm(db, owner, shop);
    const where = { accountId: owner, listId: news, formId: shopForm };

    const stale = await signup(db, where, 'pending', NOW - 31 * DAY);
    const fresh = await signup(db, where, 'pending', NOW - 29 * DAY);
    const confirmed = await signup(db, where, 'confirmed', NOW - 400 * DAY);
    // One person, pending on one list and confirmed on another: only the pending subscription goes.
    const both = await signup(db, where, 'pending', NOW - 31 * DAY);
    await signup(db, { ...where, listId: await list(db, owner), subscriberId: both }, 'confirmed', NOW - 31 * DAY);
    // Through a pop-up (no form): the account keeps a site without a retention, so it stays.
    const fromPopup = await signup(db, { ...where, formId: null }, 'pending', NOW - 400 * DAY);

    const report = await sweepRetention(db, { now: NOW });
    expect(report['unconfirmed sign-ups']).toBe(2);
    expect(await subscriptionsOf(db, stale)).toEqual({ subscriptions: 0, person: false, emails: 0 });
    expect(await subscriptionsOf(db, fresh)).toEqual({ subscriptions: 1, person: true, emails: 1 });
    expect(await subscriptionsOf(db, confirmed)).toEqual({ subscriptions: 1, person: true, emails: 1 });
    expect(await subscriptionsOf(db, both)).toMatchObject({ subscriptions: 1, person: true });
    expect(await subscriptionsOf(db, fromPopup)).toMatchObject({ subscriptions: 1, person: true });
  });

  it("deletes a pop-up's unconfirmed sign-ups once every site of the account has a retention, by the longest", async () => {
    const { db } = handle;
    const owner = await account(db);
    await site(db, owner, 30);
    await site(db, owner, 90);
    const news = await list(db, owner);
    const where = { accountId: owner, listId: news, formId: null };
    const older = await signup(db, where, 'pending', NOW - 91 * DAY);
    const between = await signup(db, where, 'pending', NOW - 60 * DAY);
    await sweepRetention(db, { now: NOW });
    expect(await subscriptionsOf(db, older)).toEqual({ subscriptions: 0, person: false, emails: 0 });
    expect(await subscriptionsOf(db, between)).toMatchObject({ subscriptions: 1, person: true });
  });

  it('lets one instance sweep an hour: a second finds it taken, then done; a dead holder is taken over after its lease', async () => {
    const { db } = handle;
    let now = NOW;
    const clock = () => now;
    const first = new RetentionWorker({ db, log: quiet, now: clock });
    const second = new RetentionWorker({ db, log: quiet, now: clock });
    const [a, b] = await Promise.all([first.sweep(), second.sweep()]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    // Done for the hour: a due sweep finds nothing to do; the operator's sweep-now runs.
    expect(await second.sweep('due')).toBeUndefined();
    expect(await second.sweep('now')).toMatchObject({ complete: true });
    now += RETENTION_SWEEP_INTERVAL_MS;
    expect(await first.sweep('due')).toMatchObject({ complete: true });

    // An instance that took the lease and died: nobody sweeps, not even on request, until it lapses.
    now += RETENTION_SWEEP_INTERVAL_MS;
    expect(await new SweepLease(db, 'dead', RETENTION_LEASE_MS).take(now, 'due')).toBe(true);
    expect(await first.sweep('now')).toBeUndefined();
    now += RETENTION_LEASE_MS;
    expect(await first.sweep('due')).toMatchObject({ complete: true });
  });
});
