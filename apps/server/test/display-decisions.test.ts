import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadPopupDesign, type PopupSettings } from '@beckon/core';
import { createPopup } from '../src/repositories/poptins.js';
import { forgetViewCounts } from '../src/display/view-cap.js';
import { DIALECTS } from './support/databases.js';
import { startTestApp, type TestApp } from './support/app.js';

describe.each(DIALECTS)('display decisions on %s', (dialect) => {
  let t: TestApp;
  let site: { id: number; account_id: number };
  beforeAll(async () => {
    t = await startTestApp(dialect);
    site = await t.app.db.selectFrom('sites').select(['id', 'account_id']).where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow();
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    forgetViewCounts();
    await t.app.db.updateTable('sites').set({ restricted: 0 }).where('id', '=', site.id).execute();
    await t.app.db.updateTable('accounts').set({ max_monthly_views: null, plan: 'unlimited' }).where('id', '=', site.account_id).execute();
    await t.app.db.deleteFrom('poptins').where('id', '!=', t.demo.poptinId).execute();
  });

  const add = (name: string, settings: Partial<PopupSettings>) =>
    createPopup(t.app.db, {
      accountId: site.account_id,
      siteId: site.id,
      name,
      type: 'lightbox',
      format: 'format_1',
      target: 'lead',
      status: 'published',
      settings: { design_properties: {}, design: leadPopupDesign('en'), ...settings },
    });
  // These tests change rows directly, as an operator's SQL would; such a change is announced
  // (configChanges), which is what the compiled config waits for.
  const announce = () => t.app.configChanges.publish({ all: true });
  const display = async (body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    (await announce(), await t.app.inject({ method: 'POST', url: `/api/display/${t.demo.clientId}`, payload: body, headers })).json();
  const ids = (response: { poptins: Array<{ poptin_id: string }> }) => response.poptins.map((p) => p.poptin_id);

  it('refuses a restricted client with the SPEC §6 message, and logs it', async () => {
    await t.app.db.updateTable('sites').set({ restricted: 1, client_restriction_setting: 'domain' }).where('id', '=', site.id).execute();
    const body = await display();
    expect(body).toMatchObject({
      display: 'not_allowed',
      message: 'Client restricted',
      poptins: [],
      is_client_restriction: true,
      client_restriction_setting: 'domain',
    });
    const logged = await t.app.db.selectFrom('limit_logs').selectAll().where('site_id', '=', site.id).where('status', '=', 'blocked').execute();
    expect(logged.map((l) => l.detail)).toContain('Client restricted');
    // Within the minute the answer is the same, made without waiting, and logged no more.
    const again = await t.app.inject({ method: 'POST', url: `/api/display/${t.demo.clientId}`, payload: {} });
    expect(again.json()).toEqual(body);
    const after = await t.app.db.selectFrom('limit_logs').selectAll().where('site_id', '=', site.id).where('status', '=', 'blocked').execute();
    expect(after.length).toBe(logged.length);
  });

  it('refuses an account past its monthly views with the SPEC §6 message', async () => {
    await t.app.db.updateTable('accounts').set({ max_monthly_views: 2 }).where('id', '=', site.account_id).execute();
    expect((await display()).display).toBe('allowed');
    const now = Date.now();
    await t.app.db
      .insertInto('views')
      .values([1, 2].map(() => ({ poptin_id: t.demo.poptinId, site_id: site.id, visitor: null, trigger: 't', device: 'desktop', url: 'u', created_at: now })))
      .execute();
    forgetViewCounts();
    expect(await display()).toMatchObject({ display: 'not_allowed', message: 'You have been reached the max poptins views number', poptins: [] });
    // Last month's views do not count.
    await t.app.db
      .updateTable('views')
      .set({ created_at: now - 40 * 24 * 3600 * 1000 })
      .execute();
    forgetViewCounts();
    expect((await display()).display).toBe('allowed');
  });

  it('reuses a view count it read for a few seconds, answering without a query meanwhile', async () => {
    await t.app.db.updateTable('accounts').set({ max_monthly_views: 1 }).where('id', '=', site.account_id).execute();
    expect((await display()).display).toBe('allowed');
    await t.app.db
      .insertInto('views')
      .values({ poptin_id: t.demo.poptinId, site_id: site.id, visitor: null, trigger: 't', device: 'desktop', url: 'u', created_at: Date.now() })
      .execute();
    // The count read by the first call (0) is kept: the cap may be overshot by a few seconds' views, never undershot.
    const kept = await t.app.inject({ method: 'POST', url: `/api/display/${t.demo.clientId}`, payload: {} });
    expect(kept.json().display).toBe('allowed');
    forgetViewCounts();
    expect((await t.app.inject({ method: 'POST', url: `/api/display/${t.demo.clientId}`, payload: {} })).json().display).toBe('not_allowed');
  });

  it('says if_freemium for a free plan', async () => {
    await t.app.db.updateTable('accounts').set({ plan: 'free' }).where('id', '=', site.account_id).execute();
    expect((await display()).if_freemium).toBe(true);
  });

  it('gives each visitor one variant of an A/B test, always the same one', async () => {
    const parent = await add('A', { ab_test: 1 });
    const variant = await add('B', { ab_test: 1, ab_test_parent_id: parent });
    const seen = new Map<string, string>();
    for (let i = 0; i < 40; i++) {
      const visitor = `visitor-${i}`;
      const shown = ids(await display({ visitor })).filter((id) => id === parent || id === variant);
      expect(shown).toHaveLength(1);
      seen.set(visitor, shown[0]!);
      expect(ids(await display({ visitor })).filter((id) => id === parent || id === variant)).toEqual(shown);
    }
    expect(new Set(seen.values()).size).toBe(2);
  });

  it('applies page targeting: URL, device and country from the trusted header only', async () => {
    const pricing = await add('Pricing only', { targeting: { urls: [{ role: 'contain', value: '/pricing', include: true }] } });
    const mobile = await add('Mobile only', { targeting: { devices: ['mobile'] } });
    const israel = await add('Israel only', { targeting: { countries: ['IL'] } });
    expect(ids(await display({ poptin_viewed_url: 'https://shop.example/pricing' }))).toContain(pricing);
    expect(ids(await display({ poptin_viewed_url: 'https://shop.example/blog' }))).not.toContain(pricing);
    expect(ids(await display({ if_mobile: true }))).toContain(mobile);
    expect(ids(await display({ if_mobile: false }))).not.toContain(mobile);
    // No country header is configured in tests, so a visitor's claim is ignored.
    expect(ids(await display({ cc: 'IL' }, { 'cf-ipcountry': 'IL' }))).not.toContain(israel);
  });

  it('applies the schedule', async () => {
    const past = await add('Ended', { schedule: { end: '2020-01-01T00:00:00Z' } });
    const future = await add('Not yet', { schedule: { start: '2999-01-01T00:00:00Z' } });
    const now = await add('Running', { schedule: { start: '2020-01-01T00:00:00Z', end: '2999-01-01T00:00:00Z' } });
    const shown = ids(await display());
    expect(shown).toContain(now);
    expect(shown).not.toContain(past);
    expect(shown).not.toContain(future);
  });

  it('serves one pop-up on the click-display path, and redirects a followed link back with #beckon-open', async () => {
    const onClick = await add('On click', { on_click: 1 });
    await announce();
    const response = await t.app.inject({ method: 'POST', url: `/api/display/click/${onClick}`, payload: {} });
    expect(ids(response.json())).toEqual([onClick]);
    const followed = await t.app.inject({ method: 'GET', url: `/api/display/click/${onClick}`, headers: { referer: 'https://shop.example/page?x=1' } });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(`https://shop.example/page?x=1#beckon-open=${onClick}`);
    expect((await t.app.inject({ method: 'GET', url: `/api/display/click/${onClick}`, headers: { referer: 'javascript:alert(1)' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/display/click/zzzzzzzzzzzzz' })).statusCode).toBe(404);
  });
});

describe.each(DIALECTS)('activity calls on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it("records a known visitor's activity with a pop-up of the site", async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/display/conversion-activities/${t.demo.clientId}`,
      payload: { email: 'Ada@Example.com', poptin_id: t.demo.poptinId, activity: 'viewed', url: 'https://shop.example/' },
    });
    expect(ok.statusCode).toBe(200);
    const rows = await t.app.db.selectFrom('conversion_activities').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ email: 'ada@example.com', activity: 'viewed', poptin_id: t.demo.poptinId })]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/display/conversion-activities/${t.demo.clientId}`,
          payload: { email: 'x@y.co', poptin_id: 'zzzzzzzzzzzzz', activity: 'viewed', url: 'u' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/display/conversion-activities/${t.demo.clientId}`,
          payload: { email: 'x@y.co', poptin_id: t.demo.poptinId, activity: 'danced', url: 'u' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keeps a session record that grows while beats come within 60 s', async () => {
    const beat = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/display/total-website-session/${t.demo.clientId}`,
        payload: { email: 'ada@example.com', url: 'https://shop.example/' },
      });
    expect((await beat()).statusCode).toBe(200);
    const first = await t.app.db.selectFrom('visitor_sessions').selectAll().executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('visitor_sessions')
      .set({ last_seen_at: first.last_seen_at - 20_000 })
      .execute();
    await beat();
    const second = await t.app.db.selectFrom('visitor_sessions').selectAll().executeTakeFirstOrThrow();
    expect(second.seconds).toBeGreaterThanOrEqual(20);
    await t.app.db
      .updateTable('visitor_sessions')
      .set({ last_seen_at: second.last_seen_at - 120_000 })
      .execute();
    await beat();
    const third = await t.app.db.selectFrom('visitor_sessions').selectAll().executeTakeFirstOrThrow();
    expect(third.seconds).toBe(0);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/display/total-website-session/${t.demo.clientId}`, payload: { email: 'nope', url: 'u' } })).statusCode,
    ).toBe(400);
  });

  it('logs what a visitor did with the upgrade prompt', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/display/limitLogs/${t.demo.clientId}?status=clicked&id=Client%20restricted` });
    expect(response.statusCode).toBe(200);
    const rows = await t.app.db.selectFrom('limit_logs').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ status: 'clicked', detail: 'Client restricted' })]);
    expect((await t.app.inject({ method: 'GET', url: `/api/display/limitLogs/${t.demo.clientId}?status=hacked&id=x` })).statusCode).toBe(400);
  });
});
