import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadPopupDesign, type Coupon, type PopupDesign } from '@beckon/core';
import { createPopup } from '../src/repositories/poptins.js';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DIALECTS } from './support/databases.js';
import { DEMO_PASSWORD, loginCookie, strangerCookie, startTestApp, type TestApp } from './support/app.js';

const HOUR = 3_600_000;

/** A lead pop-up whose main screen shows the record's coupon (a coupon block without its own code). */
function designWithCoupon(): PopupDesign {
  const design = leadPopupDesign('en');
  return { ...design, screens: { ...design.screens, main: [{ kind: 'coupon', code: '' }, ...(design.screens.main ?? [])] } };
}

interface Answered {
  poptins: Array<{ poptin_id: string; poptin: string; design_properties: { coupon?: Coupon } }>;
}

describe.each(DIALECTS)('a pop-up offers a store discount only while it runs, on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let site: { id: number; account_id: number };
  beforeAll(async () => {
    t = await startTestApp(dialect);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    site = await t.app.db.selectFrom('sites').select(['id', 'account_id']).where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow();
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.app.db.deleteFrom('poptins').where('id', '!=', t.demo.poptinId).execute();
    await t.app.db.deleteFrom('store_price_rules').where('site_id', '=', site.id).execute();
    await t.app.configChanges.publish({ all: true });
  });
  afterEach(() => vi.useRealTimers());

  const addPopup = (coupon: Coupon) =>
    createPopup(t.app.db, {
      accountId: site.account_id,
      siteId: site.id,
      name: `offers ${coupon.code}`,
      type: 'lightbox',
      format: 'format_1',
      target: 'lead',
      status: 'published',
      settings: { design_properties: { coupon }, design: designWithCoupon() },
    }).then(async (id) => (await t.app.configChanges.publish({ siteId: site.id }), id));
  const putRules = (rules: Array<{ code: string; starts_at?: number | null; ends_at?: number | null }>, as = cookie) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/sites/${t.demo.clientId}/store/price-rules`,
      headers: { cookie: as },
      payload: { price_rules: rules.map((r) => ({ title: `Rule ${r.code}`, value_type: 'percentage', value: 15, ...r })) },
    });
  const shown = async (poptinId: string) => {
    const answer = (await t.app.inject({ method: 'POST', url: `/api/display/${t.demo.clientId}`, payload: {} })).json<Answered>();
    const record = answer.poptins.find((p) => p.poptin_id === poptinId)!;
    return { coupon: record.design_properties.coupon, html: record.poptin };
  };

  it('a running discount is offered: in the record and in its first paint', async () => {
    expect((await putRules([{ code: 'SPRING15', ends_at: Date.now() + HOUR }])).statusCode).toBe(200);
    const id = await addPopup({ code: 'SPRING15', coupon_type: 'price_rule' });
    const { coupon, html } = await shown(id);
    expect(coupon).toEqual({ code: 'SPRING15', coupon_type: 'price_rule' });
    expect(html).toContain('SPRING15');
  });

  it('an ended discount, or one the store no longer has, is not: the pop-up shows without the code', async () => {
    await putRules([{ code: 'OLD10', starts_at: Date.now() - 2 * HOUR, ends_at: Date.now() - HOUR }]);
    const ended = await addPopup({ code: 'OLD10', coupon_type: 'price_rule' });
    const gone = await addPopup({ code: 'NOSUCH', coupon_type: 'price_rule' });
    for (const id of [ended, gone]) {
      const { coupon, html } = await shown(id);
      expect(coupon).toBeUndefined();
      expect(html).not.toMatch(/OLD10|NOSUCH/);
      expect(html).not.toContain('bk-coupon');
    }
  });

  it('a code typed by the owner is always offered, even one equal to an ended discount', async () => {
    await putRules([{ code: 'OLD10', ends_at: Date.now() - HOUR }]);
    const id = await addPopup({ code: 'old10', coupon_type: 'code' });
    expect((await shown(id)).coupon).toEqual({ code: 'old10', coupon_type: 'code' });
  });

  it("the owner's new rules are served at once: ending a code withdraws it from the next display call", async () => {
    await putRules([{ code: 'FLASH', ends_at: Date.now() + HOUR }]);
    const id = await addPopup({ code: 'FLASH', coupon_type: 'price_rule' });
    expect((await shown(id)).coupon?.code).toBe('FLASH');
    await putRules([{ code: 'FLASH', ends_at: Date.now() - 1 }]);
    expect((await shown(id)).coupon).toBeUndefined();
  });

  it('a code is offered from the moment it starts and withdrawn at its end, without any edit', async () => {
    const start = Date.now() + 10_000;
    await putRules([{ code: 'WEEKEND', starts_at: start, ends_at: start + 20_000 }]);
    const id = await addPopup({ code: 'WEEKEND', coupon_type: 'price_rule' });
    vi.useFakeTimers({ toFake: ['Date'], now: start - 1 });
    expect((await shown(id)).coupon).toBeUndefined();
    // Well inside the compiled config's minute: only the rule's own moment recompiles it.
    vi.setSystemTime(start);
    expect((await shown(id)).coupon?.code).toBe('WEEKEND');
    vi.setSystemTime(start + 20_000);
    expect((await shown(id)).coupon).toBeUndefined();
  });

  it("SPEC §7 get-price-rules answers the running rules only, uncached; another owner cannot change a site's rules", async () => {
    await putRules([
      { code: 'NOW', ends_at: Date.now() + HOUR },
      { code: 'PAST', ends_at: Date.now() - HOUR },
      { code: 'LATER', starts_at: Date.now() + HOUR },
    ]);
    const answer = await t.app.inject({ method: 'GET', url: `/api/display/shopify/get-price-rules/${t.demo.clientId}` });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json<{ price_rules: Array<{ code: string }> }>().price_rules.map((r) => r.code)).toEqual(['NOW']);
    const stranger = await putRules([{ code: 'HIJACK' }], await strangerCookie(t.app));
    expect(stranger.statusCode).toBe(404);
  });
});
