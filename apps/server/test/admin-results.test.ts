import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AB_MIN_VIEWS_PER_VARIANT, leadPopupDesign, type PopupSettings } from '@beckon/core';
import { createAccount } from '../src/repositories/accounts.js';
import { createSite } from '../src/repositories/sites.js';
import { createPopup } from '../src/repositories/poptins.js';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DIALECTS } from './support/databases.js';
import { DEMO_PASSWORD, loginCookie, startTestApp, type TestApp } from './support/app.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MAY_1 = Date.UTC(2024, 4, 1);

interface Ids {
  accountId: number;
  siteId: number;
  clientId: string;
  poptinId: string;
}
interface Event {
  at: number;
  trigger?: string;
  device?: string;
  url?: string;
}

type Results = {
  from: number;
  to: number;
  series: Array<{ day: string; views: number; closes: number; conversions: number }>;
  totals: { views: number; closes: number; conversions: number; conversion_rate: number };
  by_trigger: Array<{ key: string; views: number; conversions: number; conversion_rate: number }>;
  by_device: Array<{ key: string; views: number; conversions: number; conversion_rate: number }>;
  by_page: Array<{ key: string; views: number; conversions: number; conversion_rate: number }>;
};

describe.each(DIALECTS)('admin results API on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let demo: Ids;
  let other: Ids;

  async function newPopup(at: Ids, name: string, settings: Partial<PopupSettings> = {}, createdAt?: number): Promise<Ids> {
    const poptinId = await createPopup(t.app.db, {
      accountId: at.accountId,
      siteId: at.siteId,
      name,
      type: 'lightbox',
      format: 'format_1',
      target: 'lead',
      status: 'published',
      settings: { design_properties: {}, design: leadPopupDesign('en'), ...settings } as PopupSettings,
    });
    if (createdAt !== undefined) await t.app.db.updateTable('poptins').set({ created_at: createdAt }).where('id', '=', poptinId).execute();
    return { ...at, poptinId };
  }
  async function insertRows<T extends 'views' | 'closes' | 'conversions'>(table: T, rows: Array<Record<string, unknown>>) {
    for (let i = 0; i < rows.length; i += 300) {
      await t.app.db
        .insertInto(table)
        .values(rows.slice(i, i + 300) as any)
        .execute();
    }
  }
  const views = (at: Ids, events: Event[]) =>
    insertRows(
      'views',
      events.map((e) => ({
        poptin_id: at.poptinId,
        site_id: at.siteId,
        visitor: null,
        trigger: e.trigger ?? 'display_after_sec_active',
        device: e.device ?? 'desktop',
        url: e.url ?? 'https://shop.example/',
        created_at: e.at,
      })),
    );
  const closes = (at: Ids, events: Event[]) =>
    insertRows(
      'closes',
      events.map((e) => ({
        poptin_id: at.poptinId,
        site_id: at.siteId,
        visitor: null,
        close_trigger: 'x_click',
        url: e.url ?? 'https://shop.example/',
        created_at: e.at,
      })),
    );
  const conversions = (at: Ids, events: Array<Event & { viewId?: number; system?: string; spam?: string }>) =>
    insertRows(
      'conversions',
      events.map((e) => ({
        poptin_id: at.poptinId,
        site_id: at.siteId,
        account_id: at.accountId,
        view_id: e.viewId ?? null,
        visitor: null,
        email: 'x@example.com',
        url: e.url ?? 'https://shop.example/',
        referrer: '',
        trigger: e.trigger ?? 'display_after_sec_active',
        fields: '[]',
        context: JSON.stringify(e.system ? { operating_system: e.system } : {}),
        spam: e.spam ?? null,
        created_at: e.at,
      })),
    );
  const times = (n: number, at: number) => Array.from({ length: n }, () => ({ at }));

  async function get<T = Results>(url: string, as = cookie): Promise<T> {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: as } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }

  beforeAll(async () => {
    t = await startTestApp(dialect);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const site = await t.app.db.selectFrom('sites').select(['id', 'account_id']).where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow();
    demo = { accountId: site.account_id, siteId: site.id, clientId: t.demo.clientId, poptinId: t.demo.poptinId };
    const account = await createAccount(t.app.db, 'other@owner.example', 'another long password');
    const otherSite = await createSite(t.app.db, account.id, 'Other site');
    other = await newPopup({ accountId: account.id, siteId: otherSite.id, clientId: otherSite.client_id, poptinId: '' }, 'Other pop-up');
    otherCookie = await loginCookie(t.app, 'other@owner.example', 'another long password');
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('over days', () => {
    let popup: Ids;
    beforeAll(async () => {
      popup = await newPopup(demo, 'Days');
      await views(popup, [
        { at: MAY_1 + HOUR },
        { at: MAY_1 + 23 * HOUR },
        { at: MAY_1 + 2 * DAY },
        { at: MAY_1 + 2 * DAY + 5 * HOUR },
        { at: MAY_1 + 3 * DAY },
      ]);
      await closes(popup, [{ at: MAY_1 + 2 * HOUR }]);
      await conversions(popup, [{ at: MAY_1 + 2 * DAY + 6 * HOUR }, { at: MAY_1 + 2 * DAY + 7 * HOUR, spam: 'honeypot' }]);
      // Another pop-up's rows, and another account's, never count.
      await views(other, [{ at: MAY_1 + HOUR }]);
    });

    it('fills every day of the range, zeros included, with the end exclusive', async () => {
      const results = await get(`/api/admin/results?poptin_id=${popup.poptinId}&from=${MAY_1}&to=${MAY_1 + 3 * DAY}`);
      expect(results).toMatchObject({ from: MAY_1, to: MAY_1 + 3 * DAY });
      expect(results.series).toEqual([
        { day: '2024-05-01', views: 2, closes: 1, conversions: 0 },
        { day: '2024-05-02', views: 0, closes: 0, conversions: 0 },
        { day: '2024-05-03', views: 2, closes: 0, conversions: 1 },
      ]);
      expect(results.totals).toEqual({ views: 4, closes: 1, conversions: 1, conversion_rate: 0.25 });
    });

    it.each([
      // Jerusalem is UTC+3 in May: the range starts at 23:00 on 30 April there, 23:00 UTC on the 1st is the 2nd.
      [
        'Asia/Jerusalem',
        [
          ['2024-04-30', 0],
          ['2024-05-01', 1],
          ['2024-05-02', 1],
          ['2024-05-03', 2],
          ['2024-05-04', 1],
        ],
      ],
      // New York is UTC-4: 01:00 UTC on the 1st is still 30 April, 00:00 UTC on the 4th still the 3rd.
      [
        'America/New_York',
        [
          ['2024-04-30', 1],
          ['2024-05-01', 1],
          ['2024-05-02', 1],
          ['2024-05-03', 2],
        ],
      ],
    ] as const)('cuts days at the midnights of %s', async (zone, days) => {
      const results = await get(
        `/api/admin/results?poptin_id=${popup.poptinId}&from=${MAY_1 - 4 * HOUR}&to=${MAY_1 + 3 * DAY + HOUR}&tz=${encodeURIComponent(zone)}`,
      );
      expect(results.series.map((d) => [d.day, d.views])).toEqual(days);
      expect(results.totals.views).toBe(5);
    });

    it("cuts days at Kathmandu's quarter-hour midnight and over a change of clocks", async () => {
      const kathmandu = await newPopup(demo, 'Kathmandu');
      // UTC+5:45: 18:14:59 UTC is 23:59:59 on the 1st, 18:15 UTC midnight of the 2nd.
      await views(kathmandu, [{ at: MAY_1 + 18 * HOUR + 14 * 60_000 + 59_000 }, { at: MAY_1 + 18 * HOUR + 15 * 60_000 }]);
      const k = await get(`/api/admin/results?poptin_id=${kathmandu.poptinId}&from=${MAY_1}&to=${MAY_1 + 2 * DAY}&tz=Asia/Kathmandu`);
      expect(k.series.slice(0, 3)).toEqual([
        { day: '2024-05-01', views: 1, closes: 0, conversions: 0 },
        { day: '2024-05-02', views: 1, closes: 0, conversions: 0 },
        { day: '2024-05-03', views: 0, closes: 0, conversions: 0 },
      ]);
      // New York's 10 March 2024 lasted 23 hours: 03:30 UTC on the 11th is 23:30 EDT on the 10th.
      const spring = await newPopup(demo, 'Spring forward');
      const march10 = Date.UTC(2024, 2, 10, 5);
      await views(spring, [{ at: Date.UTC(2024, 2, 11, 3, 30) }, { at: Date.UTC(2024, 2, 11, 4, 0) }]);
      const ny = await get(`/api/admin/results?poptin_id=${spring.poptinId}&from=${march10}&to=${march10 + 2 * DAY}&tz=America/New_York`);
      // 48 hours from midnight of the 10th end at 01:00 on the 12th: three calendar days.
      expect(ny.series.map((d) => [d.day, d.views])).toEqual([
        ['2024-03-10', 1],
        ['2024-03-11', 1],
        ['2024-03-12', 0],
      ]);
    });

    it('defaults to the last 30 days, today included, in the asked zone', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(MAY_1 + 2 * DAY + 10 * HOUR);
      const results = await get(`/api/admin/results?poptin_id=${popup.poptinId}&tz=UTC`);
      expect(results.series).toHaveLength(30);
      expect(results.series[0]!.day).toBe('2024-04-04');
      expect(results.series.at(-1)).toEqual({ day: '2024-05-03', views: 2, closes: 0, conversions: 1 });
      expect(results).toMatchObject({ from: Date.UTC(2024, 3, 4), to: MAY_1 + 3 * DAY });
      const jerusalem = await get(`/api/admin/results?poptin_id=${popup.poptinId}&tz=Asia/Jerusalem`);
      expect(jerusalem).toMatchObject({ from: Date.UTC(2024, 3, 3, 21), to: MAY_1 + 3 * DAY - 3 * HOUR });
    });
  });

  it('breaks a site down by trigger, device and page', async () => {
    const site = await createSite(t.app.db, demo.accountId, 'Breakdowns');
    const at = await newPopup({ ...demo, siteId: site.id, clientId: site.client_id }, 'Breakdown A');
    const second = await newPopup({ ...demo, siteId: site.id, clientId: site.client_id }, 'Breakdown B');
    const when = MAY_1 + 5 * HOUR;
    await views(at, [
      { at: when, trigger: 'display_after_sec_active', device: 'mobile', url: 'https://shop.example/pricing?utm_source=x' },
      { at: when, trigger: 'display_after_sec_active', device: 'mobile', url: 'https://www.shop.example/pricing#plans' },
      { at: when, trigger: 'display_after_scroll_active', device: 'desktop', url: 'https://shop.example/pricing' },
      { at: when, trigger: 'display_after_exit_website_active', device: 'desktop', url: 'https://shop.example/' },
    ]);
    await views(second, [{ at: when, trigger: 'display_after_sec_active', device: 'desktop', url: 'https://shop.example/blog/a' }]);
    const [mobileView] = await t.app.db.selectFrom('views').select('id').where('poptin_id', '=', at.poptinId).where('device', '=', 'mobile').execute();
    await conversions(at, [
      // Joined to its view: mobile, whatever the context says.
      { at: when, trigger: 'display_after_sec_active', viewId: mobileView!.id, system: 'Windows', url: 'https://shop.example/pricing?utm_source=x' },
      // No view: the operating system decides.
      { at: when, trigger: 'display_after_scroll_active', system: 'iOS', url: 'https://shop.example/pricing' },
      { at: when, trigger: 'display_after_scroll_active', system: 'macOS', url: 'https://shop.example/' },
      // Neither: unknown. And a view id of another pop-up is not this lead's view.
      {
        at: when,
        trigger: '',
        viewId: (await t.app.db.selectFrom('views').select('id').where('poptin_id', '=', second.poptinId).executeTakeFirstOrThrow()).id,
        url: 'https://shop.example/new',
      },
      { at: when, trigger: 'display_after_sec_active', system: 'Android', spam: 'too_fast' },
    ]);
    const results = await get(`/api/admin/results?client_id=${site.client_id}&from=${MAY_1}&to=${MAY_1 + DAY}`);
    expect(results.totals).toEqual({ views: 5, closes: 0, conversions: 4, conversion_rate: 0.8 });
    expect(results.by_trigger).toEqual([
      { key: 'display_after_sec_active', views: 3, conversions: 1, conversion_rate: 1 / 3 },
      { key: 'display_after_scroll_active', views: 1, conversions: 2, conversion_rate: 2 },
      { key: 'display_after_exit_website_active', views: 1, conversions: 0, conversion_rate: 0 },
      { key: 'unknown', views: 0, conversions: 1, conversion_rate: 0 },
    ]);
    expect(results.by_device).toEqual([
      { key: 'desktop', views: 3, conversions: 1, conversion_rate: 1 / 3 },
      { key: 'mobile', views: 2, conversions: 2, conversion_rate: 1 },
      { key: 'unknown', views: 0, conversions: 1, conversion_rate: 0 },
    ]);
    expect(results.by_page).toEqual([
      { key: '/pricing', views: 3, conversions: 2, conversion_rate: 2 / 3 },
      { key: '/', views: 1, conversions: 1, conversion_rate: 1 },
      { key: '/blog/a', views: 1, conversions: 0, conversion_rate: 0 },
      { key: '/new', views: 0, conversions: 1, conversion_rate: 0 },
    ]);
    // One pop-up of the site only.
    const one = await get(`/api/admin/results?poptin_id=${second.poptinId}&from=${MAY_1}&to=${MAY_1 + DAY}`);
    expect(one.totals).toEqual({ views: 1, closes: 0, conversions: 0, conversion_rate: 0 });
  });

  it('lists the 20 most viewed pages', async () => {
    const popup = await newPopup(demo, 'Pages');
    const events: Event[] = [];
    for (let page = 1; page <= 25; page++) for (let i = 0; i < page; i++) events.push({ at: MAY_1, url: `https://shop.example/p${page}?v=${i}` });
    await views(popup, events);
    const results = await get(`/api/admin/results?poptin_id=${popup.poptinId}&from=${MAY_1}&to=${MAY_1 + DAY}`);
    expect(results.by_page.map((p) => p.key)).toEqual(Array.from({ length: 20 }, (_, i) => `/p${25 - i}`));
    expect(results.by_page[0]).toEqual({ key: '/p25', views: 25, conversions: 0, conversion_rate: 0 });
  });

  it.each([
    ['neither a site nor a pop-up', () => `from=${MAY_1}&to=${MAY_1 + DAY}`, 'Ask for the results of one site (client_id) or one pop-up (poptin_id).'],
    ['both', () => `client_id=${demo.clientId}&poptin_id=${demo.poptinId}`, 'Ask for the results of one site (client_id) or one pop-up (poptin_id).'],
    [
      'an unknown zone',
      () => `client_id=${demo.clientId}&tz=Mars/Olympus`,
      '"Mars/Olympus" is not a time zone this server knows; use an IANA name such as Europe/London or Asia/Jerusalem.',
    ],
    [
      'a range ending before it starts',
      () => `client_id=${demo.clientId}&from=${MAY_1}&to=${MAY_1}`,
      'The start of the range (from) must come before its end (to).',
    ],
    ['more than two years', () => `client_id=${demo.clientId}&from=0&to=${MAY_1}`, 'Ask for at most 731 days at a time.'],
  ])('refuses %s in words', async (_name, query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/results?${query()}`, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each(['from=-1', 'to=1e20', 'to=99999999999999999999', 'from=soon', 'poptin_id=../x', 'client_id=a%20b'])('refuses %s', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/results?client_id=${demo.clientId}&${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(400);
  });

  it('answers the last day a calendar keeps', async () => {
    const to = 253_402_300_799_999;
    const results = await get(`/api/admin/results?client_id=${demo.clientId}&from=${to - DAY}&to=${to}`);
    expect(results.series.map((d) => d.day)).toEqual(['9999-12-30', '9999-12-31']);
  });

  it("shows no other account's results or A/B group, and nothing without a session", async () => {
    for (const url of [
      `/api/admin/results?client_id=${other.clientId}`,
      `/api/admin/results?poptin_id=${other.poptinId}`,
      `/api/admin/poptins/${other.poptinId}/ab`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await get(`/api/admin/results?client_id=${other.clientId}&from=${MAY_1}&to=${MAY_1 + DAY}`, otherCookie)).totals.views).toBe(1);
  });

  describe('A/B', () => {
    const started = MAY_1 + 10 * DAY;
    let parent: Ids;
    let variant: Ids;
    let drafted: Ids;

    beforeAll(async () => {
      parent = await newPopup(demo, 'Spring sale', { ab_test: 1 }, MAY_1);
      variant = await newPopup(demo, 'Spring sale (green)', { ab_test_parent_id: parent.poptinId }, started - DAY);
      // Views of the parent from before the test started are no comparison: they are left out.
      await views(parent, times(700, MAY_1 + DAY));
      await conversions(parent, times(5, MAY_1 + DAY));
      await views(parent, times(1000, started + HOUR));
      await conversions(parent, times(30, started + HOUR));
      await views(variant, times(1000, started + HOUR));
      await conversions(variant, times(50, started + HOUR));
      // Spam never counts.
      await conversions(
        parent,
        Array.from({ length: 40 }, () => ({ at: started + HOUR, spam: 'honeypot' })),
      );
    });

    type Ab = {
      test: string;
      explanation: string;
      since: number;
      variants: Array<{
        poptin_id: string;
        name: string;
        status: string;
        views: number;
        conversions: number;
        conversion_rate: number;
        interval: [number, number];
      }>;
      verdict: { readable: boolean; reason: string; winner: string | null; p_value: number | null; min_views_per_variant: number };
    };

    it('puts the parent and its variant side by side with a verdict, asked through either', async () => {
      for (const id of [parent.poptinId, variant.poptinId]) {
        const ab = await get<Ab>(`/api/admin/poptins/${id}/ab`);
        expect(ab.since).toBe(started - DAY);
        expect(ab.test).toBe('Two-sided two-proportion z-test');
        expect(ab.variants.map((v) => [v.poptin_id, v.name, v.views, v.conversions, v.conversion_rate])).toEqual([
          [parent.poptinId, 'Spring sale', 1000, 30, 0.03],
          [variant.poptinId, 'Spring sale (green)', 1000, 50, 0.05],
        ]);
        expect(ab.variants[1]!.interval[0]).toBeCloseTo(0.03813, 4);
        expect(ab.variants[1]!.interval[1]).toBeCloseTo(0.06531, 4);
        expect(ab.verdict).toMatchObject({ readable: true, winner: variant.poptinId, min_views_per_variant: AB_MIN_VIEWS_PER_VARIANT });
        expect(ab.verdict.p_value).toBeCloseTo(0.022478873366125248, 6);
        expect(ab.verdict.reason).toBe('"Spring sale (green)" converts better (5.00%) than "Spring sale" (3.00%), p = 0.022.');
      }
    });

    it('waits for the numbers when a new variant joins, and says how many are missing', async () => {
      drafted = await newPopup(demo, 'Spring sale (red)', { ab_test_parent_id: parent.poptinId }, started + 2 * HOUR);
      await t.app.db.updateTable('poptins').set({ status: 'draft' }).where('id', '=', drafted.poptinId).execute();
      await views(drafted, times(88, started + 3 * HOUR));
      await views(parent, times(88, started + 3 * HOUR));
      await views(variant, times(88, started + 3 * HOUR));
      await conversions(parent, times(10, started + 3 * HOUR));
      await conversions(variant, times(10, started + 3 * HOUR));
      await conversions(drafted, times(10, started + 3 * HOUR));
      const ab = await get<Ab>(`/api/admin/poptins/${parent.poptinId}/ab`);
      expect(ab.since).toBe(started + 2 * HOUR);
      expect(ab.variants.map((v) => [v.name, v.status, v.views])).toEqual([
        ['Spring sale', 'published', 88],
        ['Spring sale (green)', 'published', 88],
        ['Spring sale (red)', 'draft', 88],
      ]);
      expect(ab.verdict).toEqual({
        readable: false,
        winner: null,
        p_value: null,
        min_views_per_variant: 500,
        min_conversions_per_variant: 10,
        reason: 'Not readable yet: each variant needs 412 more views.',
      });
      expect(ab.test).toContain('Bonferroni-corrected for 2 comparisons');
    });

    it('says a pop-up outside any test needs a variant', async () => {
      const ab = await get<Ab>(`/api/admin/poptins/${demo.poptinId}/ab`);
      expect(ab.variants.map((v) => v.poptin_id)).toEqual([demo.poptinId]);
      expect(ab.verdict).toMatchObject({ readable: false, winner: null, reason: 'An A/B test needs at least two variants: add a variant to start one.' });
    });
  });
});
