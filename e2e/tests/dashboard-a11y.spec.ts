import type { APIRequestContext } from '@playwright/test';
import { adminLogin, expect, test } from '../support/fixtures.js';
import { seriousViolations } from '../support/axe.js';
import type { RunningServer } from '../support/server.js';
import { connectShop } from '../support/shop-connection.js';
import { siteWith } from '../support/sites.js';

/**
 * Every dashboard page through axe-core (WCAG 2.1 A/AA, serious and critical), at laptop width
 * and at 360 px. axe is injected as a script, which the dashboard's CSP refuses: this spec alone
 * runs with the CSP bypassed (the other dashboard specs keep it).
 */
test.use({ bypassCSP: true });

const PAGES: Array<[string, string, RegExp]> = [
  ['log-in', '/app/login', /Log in to Beckon/],
  ['sign-up', '/app/signup', /Create your Beckon account/],
  ['overview', '/app/', /Overview/],
  ['sites', '/app/sites', /Sites/],
  ['pop-ups', '/app/poptins', /Pop-ups/],
  ['gallery', '/app/poptins/new', /New pop-up/],
  ['leads', '/app/leads', /Leads/],
  ['results', '/app/results', /Results/],
  ['lists', '/app/lists', /Lists/],
  ['sign-up forms', '/app/signup-forms', /Sign-up forms/],
  ['sign-up form builder', '/app/signup-forms/new', /New sign-up form/],
  ['subscribers', '/app/subscribers', /Subscribers/],
  ['abandonment', '/app/abandonment', /Abandonment/],
  ['chat widget', '/app/chat', /Chat widget/],
  ['content kit', '/app/content-kit', /Content kit/],
  ['integrations', '/app/integrations', /Integrations/],
  ['notifications', '/app/notifications', /Notifications/],
  ['account', '/app/account', /Account/],
];

const DAY = 24 * 60 * 60 * 1000;

/** A site of the demo owner with a connected shop, products and discount codes (running, ended, starting later), so those pages are walked filled in. */
async function shopSite(request: APIRequestContext, server: RunningServer): Promise<string> {
  const { clientId } = await siteWith(request, server, []);
  connectShop(server.dataDir, clientId, `a11y-${clientId.toLowerCase()}.myshopify.com`);
  const store = `/api/admin/sites/${clientId}/store`;
  const products = [
    { product_id: '101', title: 'Wool cap', price: 19, compare_at_price: 24, inventory_quantity: 5, category: 'Hats' },
    { product_id: '102', title: 'Rain boots', price: 49, inventory_quantity: 0, category: 'Shoes' },
    { product_id: '103', title: 'Beret', price: 15, category: 'Hats', available: false },
  ];
  expect((await request.post(`${store}/products`, { data: { products } })).status()).toBe(200);
  const now = Date.now();
  const rules = [
    { title: 'Summer sale', code: 'SUMMER15', value_type: 'percentage', value: 15, starts_at: now - DAY, ends_at: now + 30 * DAY },
    { title: 'Spring clearance', code: 'SPRING10', value_type: 'fixed_amount', value: 10, starts_at: now - 20 * DAY, ends_at: now - DAY },
    { title: 'Autumn preview', code: 'AUTUMN20', value_type: 'percentage', value: 20, starts_at: now + 5 * DAY, ends_at: null },
  ];
  expect((await request.put(`${store}/price-rules`, { data: { price_rules: rules } })).status()).toBe(200);
  return clientId;
}

for (const width of [1280, 360]) {
  test(`every dashboard page passes axe at ${width} px`, async ({ page, request, server }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const clientId = await shopSite(request, server);
    const found: string[] = [];
    const pages: typeof PAGES = [
      ...PAGES,
      ['products', `/app/products?site=${clientId}`, /Products/],
      ['discount codes', `/app/discounts?site=${clientId}`, /Discount codes/],
    ];
    for (const [name, path, heading] of pages) {
      if (name === 'overview') await adminLogin(page.request, server);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const violation of await seriousViolations(page, 'body')) found.push(`${name}: ${violation}`);
    }
    // The editor of the demo pop-up, each of its tabs.
    const popups = (await (await page.request.get('/api/admin/poptins')).json()) as Array<{ poptin_id: string; name: string }>;
    await page.goto(`/app/poptins/${popups.find((p) => p.name === 'Welcome discount')!.poptin_id}/edit`);
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      const label = (await tabs.nth(i).textContent())?.trim() ?? `tab ${i}`;
      for (const violation of await seriousViolations(page, 'body')) found.push(`editor ${label}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
}
