import type { APIRequestContext, Page } from '@playwright/test';
import { widgetPath } from '@beckon/core';
import { expect, test } from '../support/fixtures.js';
import type { RunningServer } from '../support/server.js';
import { siteWith } from '../support/sites.js';
import { startStorefront, type RunningStorefront, type StoreConsent } from '../support/storefront.js';
import type { ShopifyCartJson } from '../support/storefront-shopify.js';
import { WIX_ADD_PATH, WIX_CART_PATH, WIX_MEMBER_PATH, type WixCartJson } from '../support/storefront-wix.js';

/**
 * The storefront emulators of issue 19 (e2e/support/storefront.ts): each boots the Beckon widget
 * from its loader snippet and answers the platform's storefront calls as the platform does.
 */

const MUG_GREEN = 45_123_456_700_011;
const BEANIE_RUST = 45_123_456_700_022;
const BLANKET_LARGE = 45_123_456_700_042;
const BEANIE_WIX = '1a6e0c3e-5b2d-4f1a-9c71-0a2b3c4d5e02';
const HEADLAMP_WIX = '1a6e0c3e-5b2d-4f1a-9c71-0a2b3c4d5e05';

const stops: Array<() => Promise<void>> = [];
test.afterEach(async () => {
  while (stops.length) await stops.pop()!();
});

type Storefronts = { shopify: RunningStorefront<ShopifyCartJson>; wix: RunningStorefront<WixCartJson> };

/** A storefront for a fresh site of the demo owner, stopped after the test. */
async function openStore<K extends keyof Storefronts>(
  request: APIRequestContext,
  server: RunningServer,
  kind: K,
  consent?: StoreConsent,
): Promise<Storefronts[K]> {
  const { clientId } = await siteWith(request, server, []);
  const store = (
    kind === 'shopify'
      ? await startStorefront('shopify', { beckonUrl: server.url, clientId, consent })
      : await startStorefront('wix', { beckonUrl: server.url, clientId, consent })
  ) as Storefronts[K];
  stops.push(() => store.stop());
  return store;
}

/** Loads a store page and waits for the loader to fetch the widget and the widget to make its display call. */
async function openBooted(page: Page, beckonUrl: string, url: string): Promise<void> {
  const widget = page.waitForRequest((r) => r.url() === `${beckonUrl}${widgetPath()}`);
  const display = page.waitForResponse((r) => r.url().startsWith(`${beckonUrl}/api/display/`) && r.request().method() === 'POST');
  await page.goto(url);
  await widget;
  expect((await display).status()).toBe(200);
}

async function cartCookie(page: Page, name: string): Promise<string> {
  const found = (await page.context().cookies()).find((c) => c.name === name);
  expect(found, `the ${name} cookie`).toBeTruthy();
  return decodeURIComponent(found!.value);
}

test.describe('Shopify store', () => {
  test('boots the widget and prints the globals and product meta a theme prints', async ({ page, request, server }) => {
    const store = await openStore(request, server, 'shopify', 'not-required');
    await openBooted(page, server.url, `${store.url}/products/wool-camp-blanket`);
    const globals = await page.evaluate(() => {
      const w = window as unknown as {
        Shopify: { shop: string; currency: { active: string; rate: string } };
        ShopifyAnalytics: { meta: { product: { id: number; variants: Array<{ id: number; price: number }> }; page: { pageType: string } } };
        meta: { product: { id: number } };
      };
      return { shop: w.Shopify.shop, currency: w.Shopify.currency, meta: w.ShopifyAnalytics.meta, windowMeta: w.meta.product.id };
    });
    expect(globals.shop).toBe('harbour-and-pine.myshopify.com');
    expect(globals.currency).toEqual({ active: 'USD', rate: '1.0' });
    expect(globals.meta.page.pageType).toBe('product');
    expect(globals.meta.product.id).toBe(8_123_456_700_004);
    expect(globals.windowMeta).toBe(8_123_456_700_004);
    expect(globals.meta.product.variants).toContainEqual(expect.objectContaining({ id: BLANKET_LARGE, price: 11900 }));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await page.goto(`${store.url}/`);
    await expect(page.getByRole('link', { name: /Rechargeable Headlamp.*Sold out/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('shopify-home.png'), fullPage: true });
  });

  test("/cart.js reflects an add made by the product page's own button", async ({ page, request, server }) => {
    const store = await openStore(request, server, 'shopify', 'granted');
    await page.goto(`${store.url}/products/wool-camp-blanket`);
    await page.getByLabel('Variant').selectOption(String(BLANKET_LARGE));
    await expect(page.locator('.product-price .amount')).toHaveText('$119.00');
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status')).toHaveText('Added to your cart.');
    await expect(page.locator('#cart-count')).toHaveText('2');
    await page.screenshot({ path: test.info().outputPath('shopify-product.png') });

    const cart = (await page.evaluate(() => fetch('/cart.js').then((r) => r.json()))) as ShopifyCartJson;
    expect(cart).toMatchObject({ item_count: 2, total_price: 23800, currency: 'USD' });
    expect(cart.items).toEqual([
      expect.objectContaining({
        id: BLANKET_LARGE,
        product_id: 8_123_456_700_004,
        quantity: 2,
        price: 11900,
        line_price: 23800,
        handle: 'wool-camp-blanket',
        title: 'Wool Camp Blanket - Large',
      }),
    ]);
    expect(store.cart(await cartCookie(page, 'cart'))).toEqual(cart);
    await page.goto(`${store.url}/cart`);
    await expect(page.locator('#cart-total')).toHaveText('$238.00');
  });

  test('/cart/add.js refuses a sold-out or unknown variant with 422 and changes nothing', async ({ page, request, server }) => {
    const store = await openStore(request, server, 'shopify', 'granted');
    await page.goto(`${store.url}/products/merino-beanie`);
    await page.getByLabel('Variant').selectOption(String(BEANIE_RUST));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('alert')).toHaveText("The product 'Merino Beanie - Rust' is already sold out.");

    const add = (data: unknown) =>
      page.evaluate(
        (body) =>
          fetch('/cart/add.js', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({
            status: r.status,
            body: await r.json(),
          })),
        data,
      );
    expect(await add({ items: [{ id: BEANIE_RUST, quantity: 1 }] })).toEqual({
      status: 422,
      body: { status: 422, message: 'Cart Error', description: "The product 'Merino Beanie - Rust' is already sold out." },
    });
    // One good and one sold-out item: refused whole, as Shopify refuses it.
    expect(
      (
        await add({
          items: [
            { id: MUG_GREEN, quantity: 1 },
            { id: BEANIE_RUST, quantity: 1 },
          ],
        })
      ).status,
    ).toBe(422);
    expect((await add({ items: [{ id: 1, quantity: 1 }] })).body).toMatchObject({ status: 422, description: 'Cannot find variant' });
    expect((await add({ items: [{ id: MUG_GREEN, quantity: -3 }] })).status).toBe(422);
    expect((await add({ nothing: true })).status).toBe(400);
    // Refused adds made no cart; /cart.js makes it (and its cookie), empty.
    expect(await page.evaluate(() => fetch('/cart.js').then((r) => r.json()))).toMatchObject({ item_count: 0, items: [], total_price: 0 });
    expect(store.cart(await cartCookie(page, 'cart'))).toMatchObject({ item_count: 0, items: [] });

    // The form-encoded add a theme without JavaScript posts.
    const form = await page.evaluate(
      (id) => fetch('/cart/add.js', { method: 'POST', body: new URLSearchParams({ id: String(id), quantity: '3' }) }).then((r) => r.json()),
      MUG_GREEN,
    );
    expect(form).toMatchObject({ id: MUG_GREEN, quantity: 3, line_price: 5400 });
    expect(store.cart(await cartCookie(page, 'cart'))).toMatchObject({ item_count: 3, total_price: 5400 });
  });

  const consentCases: Array<{ consent: StoreConsent; choice?: 'Accept' | 'Decline'; banner: boolean; analytics: string; trackable: boolean }> = [
    { consent: 'pending', banner: true, analytics: '', trackable: false },
    { consent: 'pending', choice: 'Accept', banner: true, analytics: 'yes', trackable: true },
    { consent: 'pending', choice: 'Decline', banner: true, analytics: 'no', trackable: false },
    { consent: 'granted', banner: false, analytics: 'yes', trackable: true },
    { consent: 'declined', banner: false, analytics: 'no', trackable: false },
    { consent: 'not-required', banner: false, analytics: '', trackable: true },
  ];
  for (const c of consentCases) {
    test(`customer privacy: ${c.consent}${c.choice ? ` then ${c.choice}` : ''} reads analytics '${c.analytics}', trackable ${c.trackable}`, async ({
      page,
      request,
      server,
    }) => {
      const store = await openStore(request, server, 'shopify', c.consent);
      await page.goto(`${store.url}/`);
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await expect(banner).toHaveCount(c.banner ? 1 : 0);
      if (c.banner && !c.choice) await page.screenshot({ path: test.info().outputPath('shopify-consent-banner.png') });
      await page.evaluate(() => {
        const w = window as unknown as { __collected: unknown[] };
        w.__collected = [];
        document.addEventListener('visitorConsentCollected', (e) => w.__collected.push((e as CustomEvent).detail));
      });
      if (c.choice) {
        await banner.getByRole('button', { name: c.choice }).click();
        await expect(banner).toHaveCount(0);
      }
      const read = () =>
        page.evaluate(() => {
          const privacy = (window as unknown as { Shopify: { customerPrivacy: Record<string, () => unknown> } }).Shopify.customerPrivacy;
          return {
            consent: privacy.currentVisitorConsent!() as Record<string, string>,
            analytics: privacy.analyticsProcessingAllowed!(),
            trackable: privacy.userCanBeTracked!(),
            collected: (window as unknown as { __collected: Array<{ analyticsAllowed: boolean }> }).__collected,
          };
        });
      const now = await read();
      expect(Object.keys(now.consent).sort()).toEqual(['analytics', 'marketing', 'preferences', 'sale_of_data']);
      expect(now.consent.analytics).toBe(c.analytics);
      expect(now.trackable).toBe(c.trackable);
      expect(now.analytics).toBe(c.trackable);
      expect(now.collected).toEqual(c.choice ? [expect.objectContaining({ analyticsAllowed: c.choice === 'Accept' })] : []);
      // The decision is the visitor's from then on: the next page reads it and shows no banner.
      await page.reload();
      await expect(banner).toHaveCount(c.banner && !c.choice ? 1 : 0);
      expect((await read()).consent.analytics).toBe(c.analytics);
    });
  }

  test('a logged-in customer appears as ShopifyAnalytics.meta.page.customerId', async ({ page, request, server }) => {
    const store = await openStore(request, server, 'shopify', 'granted');
    const customerId = () =>
      page.evaluate(() => (window as unknown as { ShopifyAnalytics: { meta: { page: { customerId?: number } } } }).ShopifyAnalytics.meta.page.customerId);
    await page.goto(`${store.url}/`);
    expect(await customerId()).toBeUndefined();
    await page.goto(`${store.url}/account/login?id=6512345678901`);
    expect(await customerId()).toBe(6_512_345_678_901);
  });
});

test.describe('Wix site', () => {
  test('boots the widget; the page adds to the cart the current-cart call returns', async ({ page, request, server }) => {
    const store = await openStore(request, server, 'wix', 'granted');
    await openBooted(page, server.url, `${store.url}/`);
    await expect(page.locator('meta[name="generator"]')).toHaveAttribute('content', /^Wix\.com/);
    const beanie = page.getByRole('listitem').filter({ hasText: 'Merino Beanie' });
    await beanie.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('#cart-count')).toHaveText('1');
    await expect(page.getByRole('listitem').filter({ hasText: 'Rechargeable Headlamp' }).getByRole('button', { name: 'Out of stock' })).toBeDisabled();

    const cart = (await page.evaluate((path) => fetch(path).then((r) => r.json()), WIX_CART_PATH)) as WixCartJson;
    expect(cart.cart).toMatchObject({
      subtotal: 24,
      currency: { code: 'USD' },
      lineItems: [{ productId: BEANIE_WIX, name: 'Merino Beanie', quantity: 1, price: 24 }],
    });
    expect(store.cart(await cartCookie(page, 'svSession'))).toEqual(cart);
    await page.screenshot({ path: test.info().outputPath('wix-home.png'), fullPage: true });

    const refused = await page.evaluate(
      ({ path, productId }) =>
        fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ lineItems: [{ productId, quantity: 1 }] }),
        }).then((r) => r.status),
      { path: WIX_ADD_PATH, productId: HEADLAMP_WIX },
    );
    expect(refused).toBe(400);
    expect(store.cart(await cartCookie(page, 'svSession'))!.cart.totals.quantity).toBe(1);
  });

  test('the current-member call answers per log-in state', async ({ page, request, server }) => {
    const store = await openStore(request, server, 'wix', 'granted');
    const member = () => page.evaluate((path) => fetch(path).then(async (r) => ({ status: r.status, body: await r.json() })), WIX_MEMBER_PATH);
    await page.goto(`${store.url}/`);
    expect((await member()).status).toBe(404);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('link', { name: 'Log out' })).toBeVisible();
    expect(await member()).toMatchObject({ status: 200, body: { member: { id: '0f3c9a52-7b1e-4c2d-8e5f-6a7b8c9d0e1f' } } });
    await page.getByRole('link', { name: 'Log out' }).click();
    expect((await member()).status).toBe(404);
  });

  test('the consent banner flips the consent policy, and handlers hear it', async ({ page, request, server }) => {
    const store = await openStore(request, server, 'wix', 'pending');
    await page.goto(`${store.url}/product-page/merino-beanie`);
    const policy = () =>
      page.evaluate(() =>
        (
          window as unknown as { consentPolicyManager: { getCurrentConsentPolicy(): { defaultPolicy: boolean; policy: { analytics: boolean } } } }
        ).consentPolicyManager.getCurrentConsentPolicy(),
      );
    expect(await policy()).toMatchObject({ defaultPolicy: true, policy: { analytics: false } });
    await page.evaluate(() => {
      const w = window as unknown as { __heard: unknown[]; consentPolicyManager: { onConsentPolicyChanged(h: (e: unknown) => void): void } };
      w.__heard = [];
      w.consentPolicyManager.onConsentPolicyChanged((e) => w.__heard.push(e));
    });
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
    expect(await policy()).toMatchObject({ defaultPolicy: false, policy: { analytics: true } });
    expect(await page.evaluate(() => (window as unknown as { __heard: unknown[] }).__heard)).toEqual([
      expect.objectContaining({ policy: expect.objectContaining({ analytics: true }) }),
    ]);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    expect(await policy()).toMatchObject({ policy: { analytics: true } });
  });
});
