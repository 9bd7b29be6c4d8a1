import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { Block } from '@beckon/core';
import { expect, test } from '../support/fixtures.js';
import type { RunningServer } from '../support/server.js';
import { designTitled, siteWith, type PopupSpec } from '../support/sites.js';
import { startStorefront, type RunningStorefront, type StoreConsent } from '../support/storefront.js';
import type { ShopifyCartJson } from '../support/storefront-shopify.js';
import { WIX_CART_PATH, type WixCartJson } from '../support/storefront-wix.js';
import { connectShop } from '../support/shop-connection.js';

/**
 * Issue 19 in the widget, on the storefront emulators: consent first, cart triggers on the cart
 * the store reports, add to cart from a pop-up, browse abandonment 5 s after a product view and
 * recommendations from the site's catalogue.
 */

const MUG = 8_123_456_700_001;
const MUG_GREEN = 45_123_456_700_011;
const BEANIE_RUST = 45_123_456_700_022;
const BLANKET_LARGE = 45_123_456_700_042;
const TOTE_WIX = '1a6e0c3e-5b2d-4f1a-9c71-0a2b3c4d5e03';
const HEADLAMP_WIX = '1a6e0c3e-5b2d-4f1a-9c71-0a2b3c4d5e05';
const CUSTOMER = '7001234';
const MEMBER = '0f3c9a52-7b1e-4c2d-8e5f-6a7b8c9d0e1f';

const stops: Array<() => Promise<void>> = [];
test.afterEach(async () => {
  while (stops.length) await stops.pop()!();
});

type Kind = 'shopify' | 'wix';
type Store = RunningStorefront<ShopifyCartJson | WixCartJson>;

async function openStore(request: APIRequestContext, server: RunningServer, kind: Kind, popups: PopupSpec[], consent: StoreConsent) {
  const { clientId, ids } = await siteWith(request, server, popups);
  const store: Store =
    kind === 'shopify'
      ? await startStorefront('shopify', { beckonUrl: server.url, clientId, consent })
      : await startStorefront('wix', { beckonUrl: server.url, clientId, consent });
  stops.push(() => store.stop());
  return { store, clientId, ids };
}

/** A pop-up shown when the cart's value (or item count) passes the filter. */
function cartPopup(kind: Kind, title: string, trigger: { action?: string; filter: string; value: number }): PopupSpec {
  return {
    title,
    settings: {
      [`${kind}_cart_trigger_active`]: 1,
      [`${kind}_cart_trigger_action`]: trigger.action ?? 'cart_value',
      [`${kind}_cart_trigger_cart_spec_filter`]: trigger.filter,
      [`${kind}_cart_trigger_cart_spec_value`]: trigger.value,
    },
  };
}

/** A pop-up whose main screen is a heading and a products block. */
function productsPopup(title: string, block: Omit<Extract<Block, { kind: 'products' }>, 'kind'>): PopupSpec {
  const design = designTitled(title);
  return {
    title,
    design: {
      screens: {
        ...design.screens,
        main: [
          { kind: 'heading', text: title },
          { kind: 'products', ...block },
        ],
      },
    },
  };
}

/** The display call's body, as the page sent it. */
function displayBody(page: Page, beckonUrl: string): Promise<Record<string, unknown>> {
  return page
    .waitForRequest((r) => r.url().startsWith(`${beckonUrl}/api/display/`) && r.method() === 'POST' && !r.url().includes('/viewed/'))
    .then((r) => JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
}

function addToShopifyCart(page: Page, storeUrl: string, variant: number, quantity = 1) {
  return page.request.post(`${storeUrl}/cart/add.js`, { data: { items: [{ id: variant, quantity }] } });
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/**
 * A bar shown on page load: it takes its own screen slot, and the engine considers it after the
 * cart pop-ups listed before it, so once it is on screen a cart pop-up that could show has.
 */
const WELCOME_BAR: PopupSpec = { title: 'Welcome bar', type: 'bar' };

test.describe('Shopify: consent first', () => {
  test('withheld: no cart read, nothing tracked; accepted on the banner: the cart is read and its trigger fires', async ({ page, request, server }) => {
    const { store, clientId } = await openStore(
      request,
      server,
      'shopify',
      [cartPopup('shopify', 'Free shipping over $40', { filter: 'greater_than', value: 40 })],
      'pending',
    );
    // Logged in and a cart filled without a page view, so the bar's first showing is on the product page.
    await page.request.get(`${store.url}/account/login?id=${CUSTOMER}`);
    await addToShopifyCart(page, store.url, BLANKET_LARGE);
    const storeCalls: Request[] = [];
    page.on('request', (r) => {
      if (/\/cart\.js$|browse-abandonment/.test(r.url())) storeCalls.push(r);
    });
    const display = displayBody(page, server.url);
    await page.goto(`${store.url}/products/wool-camp-blanket`);
    const body = await display;
    expect(body).toMatchObject({ store_integration: 'shopify' });
    expect(body).not.toHaveProperty('cart_total');
    expect(body).not.toHaveProperty('store_integration_customer_id');
    // Time enough for browse abandonment (SPEC §9: 5 s), on the page's clock.
    await page.clock.install();
    await page.clock.runFor(6_000);
    await expect(dialog(page, 'Free shipping over $40')).toHaveCount(0);
    expect(storeCalls).toEqual([]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('beckon_state') ?? '{}').lastVisited?.[0] ?? null)).toBeNull();

    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
    await expect(dialog(page, 'Free shipping over $40')).toBeVisible();
    expect(storeCalls.some((r) => r.url().endsWith('/cart.js'))).toBe(true);
    await page.clock.runFor(5_000);
    await expect
      .poll(async () => (await (await request.get(`/api/admin/sites/${clientId}/store/abandonments`)).json()) as unknown[], { timeout: 10_000 })
      .toContainEqual(expect.objectContaining({ customer: CUSTOMER, data_for: 'abandonment' }));
  });
});

test.describe('Shopify: cart triggers', () => {
  test('a cart of $119 fires exactly the pop-up whose value trigger matches; the display call carries the cart', async ({ page, request, server }) => {
    const { store } = await openStore(
      request,
      server,
      'shopify',
      [
        cartPopup('shopify', 'Over forty', { filter: 'greater_than', value: 40 }),
        cartPopup('shopify', 'Over two hundred', { filter: 'greater_than', value: 200 }),
        cartPopup('shopify', 'Two items or more', { action: 'item_count', filter: 'greater_than_or_equal', value: 2 }),
      ],
      'granted',
    );
    // The first page's own display call (an empty cart) is awaited, so it cannot pass for the next page's.
    const firstDisplay = displayBody(page, server.url);
    await page.goto(`${store.url}/`);
    expect(await firstDisplay).toMatchObject({ store_integration: 'shopify', cart_total: 0 });
    await addToShopifyCart(page, store.url, BLANKET_LARGE);
    const display = displayBody(page, server.url);
    await page.goto(`${store.url}/`);
    expect(await display).toMatchObject({ store_integration: 'shopify', cart_total: 119, cart_product_ids: ['8123456700004'] });
    await expect(dialog(page, 'Over forty')).toBeVisible();
    await expect(dialog(page, 'Over two hundred')).toHaveCount(0);
    await expect(dialog(page, 'Two items or more')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('shopify-cart-trigger.png') });
    await dialog(page, 'Over forty').getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page, 'Over forty')).toHaveCount(0);

    // The page's own add (a theme's cart drawer, say) changes the cart: the triggers are asked again.
    await page.evaluate(
      (id) =>
        fetch('/cart/add.js', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ items: [{ id, quantity: 1 }] }) }).then(
          (r) => r.json(),
        ),
      MUG_GREEN,
    );
    await expect(dialog(page, 'Two items or more')).toBeVisible();
    await expect(dialog(page, 'Over two hundred')).toHaveCount(0);
  });
});

test.describe('Shopify: add to cart from a pop-up', () => {
  const card = {
    product_id: String(MUG),
    variant_id: String(MUG_GREEN),
    title: 'Enamel Trail Mug',
    handle: 'enamel-trail-mug',
    image: '',
    desc: '',
    price: 18,
    compare_at_price: null,
    currency_symbol: '$',
    inventory_quantity: null,
  };

  test('add_to_cart puts the variant in the emulated cart and reloads the page', async ({ page, request, server }) => {
    const { store } = await openStore(
      request,
      server,
      'shopify',
      [productsPopup('Take a mug along', { products: [card], buttons_action: 'add_to_cart' })],
      'granted',
    );
    await page.goto(`${store.url}/`);
    await expect(dialog(page, 'Take a mug along')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('shopify-add-to-cart.png') });
    const reloaded = page.waitForEvent('load');
    await dialog(page, 'Take a mug along').getByRole('button', { name: 'Add to cart' }).click();
    await reloaded;
    expect(page.url()).toBe(`${store.url}/`);
    await expect(page.locator('#cart-count')).toHaveText('1');
    const cart = (await page.evaluate(() => fetch('/cart.js').then((r) => r.json()))) as ShopifyCartJson;
    expect(cart.items).toEqual([expect.objectContaining({ id: MUG_GREEN, quantity: 1 })]);
  });

  test('add_to_cart_redirect goes to the cart page', async ({ page, request, server }) => {
    const { store } = await openStore(
      request,
      server,
      'shopify',
      [productsPopup('Mug to go', { products: [card], buttons_action: 'add_to_cart_redirect', button_text: 'Buy the mug' })],
      'granted',
    );
    await page.goto(`${store.url}/`);
    await dialog(page, 'Mug to go').getByRole('button', { name: 'Buy the mug' }).click();
    await page.waitForURL(`${store.url}/cart`);
    await expect(page.locator('#cart-total')).toHaveText('$18.00');
  });

  test('a sold-out variant: the store refuses with 422 and the visitor reads why', async ({ page, request, server }) => {
    const rust = { ...card, product_id: '8123456700002', variant_id: String(BEANIE_RUST), title: 'Merino Beanie', handle: 'merino-beanie', price: 24 };
    const { store } = await openStore(
      request,
      server,
      'shopify',
      [productsPopup('Warm heads', { products: [rust], buttons_action: 'add_to_cart' })],
      'granted',
    );
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.goto(`${store.url}/`);
    await dialog(page, 'Warm heads').getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog(page, 'Warm heads').getByRole('alert')).toHaveText("The product 'Merino Beanie - Rust' is already sold out.");
    expect(logged.some((line) => line.includes('add to cart refused (422)'))).toBe(true);
    await page.screenshot({ path: test.info().outputPath('shopify-422.png') });
    expect(page.url()).toBe(`${store.url}/`);
  });
});

test.describe("Shopify: the theme's snippet and the store's discount codes", () => {
  test('the theme snippet names the shop; the server answers the site the shop is connected to, and its pop-ups show', async ({ page, request, server }) => {
    const { clientId } = await siteWith(request, server, [WELCOME_BAR]);
    const shop = `theme-${clientId.toLowerCase()}.myshopify.com`;
    connectShop(server.dataDir, clientId, shop);
    const store = await startStorefront('shopify', { beckonUrl: server.url, clientId: '', consent: 'granted', shop, themeSnippet: true });
    stops.push(() => store.stop());
    const lookup = page.waitForResponse((r) => r.url().endsWith(`/api/display/shopify/get-client-id/${shop}`));
    const display = page.waitForRequest((r) => r.url() === `${server.url}/api/display/${clientId}`);
    await page.goto(`${store.url}/`);
    expect((await lookup).status()).toBe(200);
    await display;
    await expect(page.getByRole('dialog', { name: 'Welcome bar' }).or(page.getByRole('region', { name: 'Welcome bar' }))).toBeVisible();
  });

  test('a theme snippet on a shop connected to no site shows nothing and says why in the console', async ({ page, request, server }) => {
    await siteWith(request, server, [WELCOME_BAR]);
    const store = await startStorefront('shopify', {
      beckonUrl: server.url,
      clientId: '',
      consent: 'granted',
      shop: 'not-connected.myshopify.com',
      themeSnippet: true,
    });
    stops.push(() => store.stop());
    const warned = page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().includes('[beckon]'));
    let displayCalls = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().startsWith(`${server.url}/api/display/`)) displayCalls += 1;
    });
    await page.goto(`${store.url}/`);
    expect((await warned).text()).toBe('[beckon] no site is connected to the shop not-connected.myshopify.com; nothing to show');
    expect(displayCalls).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('script[data-client]').length)).toBe(0);
  });

  test('a pop-up offers a running discount code; one whose code has ended shows without it', async ({ page, request, server }) => {
    const withCoupon = (title: string, type: PopupSpec['type'], code: string): PopupSpec => {
      const design = designTitled(title);
      return {
        title,
        type,
        design: {
          screens: {
            ...design.screens,
            main: [
              { kind: 'heading', text: title },
              { kind: 'coupon', code: '' },
            ],
          },
        },
        settings: { design_properties: { coupon: { code, coupon_type: 'price_rule' } } },
      };
    };
    const { store, clientId } = await openStore(
      request,
      server,
      'shopify',
      [withCoupon('Spring sale', 'lightbox', 'SPRING15'), withCoupon('Winter sale', 'bar', 'WINTER10')],
      'granted',
    );
    const now = Date.now();
    const rules = [
      { title: 'Spring', code: 'SPRING15', value_type: 'percentage', value: 15, starts_at: now - 86_400_000, ends_at: now + 86_400_000 },
      { title: 'Winter', code: 'WINTER10', value_type: 'fixed_amount', value: 10, starts_at: now - 2 * 86_400_000, ends_at: now - 86_400_000 },
    ];
    expect((await request.put(`/api/admin/sites/${clientId}/store/price-rules`, { data: { price_rules: rules } })).status()).toBe(200);
    await page.goto(`${store.url}/`);
    const spring = dialog(page, 'Spring sale');
    await expect(spring).toBeVisible();
    await expect(spring.getByText('SPRING15', { exact: true })).toBeVisible();
    await expect(spring.getByRole('button', { name: 'Copy' })).toBeVisible();
    const winter = page.getByText('Winter sale', { exact: true });
    await expect(winter).toBeVisible();
    await expect(page.getByText('WINTER10')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('discount-codes.png') });
  });
});

test.describe('recommendations', () => {
  test("a products block's category is filled from the catalogue at display time", async ({ page, request, server }) => {
    const { store, clientId } = await openStore(
      request,
      server,
      'shopify',
      [productsPopup('You may like', { products: [], category: 'Camp', buttons_action: 'redirect' })],
      'granted',
    );
    const long = 'Waxed Canvas Tote with Leather Handles, Brass Rivets and a Lifetime Guarantee';
    const products = [
      {
        product_id: '8123456700003',
        variant_id: '45123456700031',
        title: long,
        handle: 'waxed-canvas-tote',
        price: 32.5,
        compare_at_price: 39,
        currency_symbol: '$',
        category: 'Camp',
      },
      {
        product_id: '8123456700004',
        variant_id: '45123456700041',
        title: 'Wool Camp Blanket',
        handle: 'wool-camp-blanket',
        price: 89,
        currency_symbol: '$',
        category: 'Camp',
      },
      {
        product_id: '8123456700001',
        variant_id: '45123456700011',
        title: 'Enamel Trail Mug',
        handle: 'enamel-trail-mug',
        price: 18,
        currency_symbol: '$',
        category: 'Kitchen',
      },
    ];
    expect((await request.put(`/api/admin/sites/${clientId}/store/products`, { data: { products } })).status()).toBe(200);
    const asked = page.waitForRequest((r) => r.url().includes('/api/display/shopify/product-recommendation/'));
    await page.goto(`${store.url}/`);
    expect(JSON.parse((await asked).postData() ?? '{}')).toEqual({ category: 'Camp', count: 3 });
    const cards = dialog(page, 'You may like').getByRole('listitem');
    // The category first, then the rest of the catalogue (the server's recommendation order).
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(2).getByRole('heading')).toHaveText('Enamel Trail Mug');
    await expect(cards.first().getByRole('heading')).toHaveText(`${Array.from(long).slice(0, 50).join('').trimEnd()}…`);
    await expect(cards.first()).toContainText('$32.50');
    await expect(cards.first().locator('s')).toHaveText('$39');
    await expect(cards.nth(1).getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/products/wool-camp-blanket');
    await page.screenshot({ path: test.info().outputPath('recommendations.png') });
  });
});

test.describe('Wix', () => {
  test('granted: the cart trigger fires on the current cart; the display call carries wix_cart_id', async ({ page, request, server }) => {
    const { store } = await openStore(request, server, 'wix', [cartPopup('wix', 'Over thirty', { filter: 'greater_than', value: 30 })], 'granted');
    // The first page's own display call is awaited, so it cannot pass for the next page's.
    const firstDisplay = displayBody(page, server.url);
    await page.goto(`${store.url}/`);
    await firstDisplay;
    await page.getByRole('listitem').filter({ hasText: 'Waxed Canvas Tote' }).getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('#cart-count')).toHaveText('1');
    const display = displayBody(page, server.url);
    await page.goto(`${store.url}/`);
    const body = await display;
    const cart = (await page.evaluate((path) => fetch(path).then((r) => r.json()), WIX_CART_PATH)) as WixCartJson;
    expect(body).toMatchObject({ store_integration: 'wix', cart_total: 32.5, wix_cart_id: cart.cart.id, cart_product_ids: [TOTE_WIX] });
    await expect(dialog(page, 'Over thirty')).toBeVisible();
  });

  test('declined: the cart trigger never fires', async ({ page, request, server }) => {
    const { store } = await openStore(
      request,
      server,
      'wix',
      [cartPopup('wix', 'Anything in the cart', { filter: 'greater_than', value: 0 }), WELCOME_BAR],
      'declined',
    );
    await page.goto(`${store.url}/`);
    await page.getByRole('listitem').filter({ hasText: 'Waxed Canvas Tote' }).getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('#cart-count')).toHaveText('1');
    const display = displayBody(page, server.url);
    await page.goto(`${store.url}/`);
    expect(await display).not.toHaveProperty('cart_total');
    await expect(dialog(page, 'Welcome bar')).toBeVisible();
    await expect(dialog(page, 'Anything in the cart')).toHaveCount(0);
  });

  test('add to cart from a pop-up, and an out-of-stock refusal shown', async ({ page, request, server }) => {
    const tote = {
      product_id: TOTE_WIX,
      variant_id: '',
      title: 'Waxed Canvas Tote',
      handle: 'waxed-canvas-tote',
      image: '',
      desc: '',
      price: 32.5,
      compare_at_price: null,
      currency_symbol: '$',
      inventory_quantity: null,
    };
    const lamp = { ...tote, product_id: HEADLAMP_WIX, title: 'Rechargeable Headlamp', handle: 'rechargeable-headlamp', price: 45 };
    const { store } = await openStore(
      request,
      server,
      'wix',
      [productsPopup('For the trail', { products: [lamp, tote], buttons_action: 'add_to_cart_redirect' })],
      'granted',
    );
    await page.goto(`${store.url}/`);
    const popup = dialog(page, 'For the trail');
    await popup.getByRole('listitem').filter({ hasText: 'Headlamp' }).getByRole('button', { name: 'Add to cart' }).click();
    await expect(popup.getByRole('alert')).toContainText(/out of stock/i);
    await popup.getByRole('listitem').filter({ hasText: 'Tote' }).getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL(`${store.url}/cart-page`);
    await expect(page.getByRole('list', { name: 'Cart' })).toContainText('Waxed Canvas Tote × 1');
  });

  test("a member's product view is saved as ordered products 5 s later", async ({ page, request, server }) => {
    const { store, clientId } = await openStore(request, server, 'wix', [], 'granted');
    await page.request.get(`${store.url}/account/login?id=${MEMBER}`);
    const rows = async () => ((await (await request.get(`/api/admin/sites/${clientId}/store/ordered-products`)).json()) as { rows: unknown[] }).rows;
    // The page's clock stands still from the start: the 5 s are counted on it alone.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const cartRead = page.waitForResponse((r) => r.url() === `${store.url}${WIX_CART_PATH}`);
    await page.goto(`${store.url}/product-page/waxed-canvas-tote`);
    await cartRead;
    await page.clock.runFor(4_000);
    expect(await rows()).toEqual([]);
    const saved = page.waitForRequest((r) => r.url() === `${server.url}/wix/save-ordered-products`);
    await page.clock.runFor(1_000);
    await saved;
    await expect
      .poll(rows, { timeout: 10_000 })
      .toEqual([expect.objectContaining({ customer_id: MEMBER, product_id: TOTE_WIX, product_name: 'Waxed Canvas Tote', source_table: 'browse_abandonment' })]);
  });
});

/** The store lists the widget keeps on the device (SPEC §3 client-side stored items). */
function storedLists(page: Page): Promise<{ lastVisited: unknown; cartProductIds: unknown }> {
  return page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('beckon_state') ?? '{}') as { lastVisited?: unknown; cartProductIds?: unknown };
    return { lastVisited: state.lastVisited ?? null, cartProductIds: state.cartProductIds ?? null };
  });
}

const TOTE = 45_123_456_700_031;
const PRODUCT_IDS = { mug: '8123456700001', beanie: '8123456700002', tote: '8123456700003', blanket: '8123456700004', headlamp: '8123456700005' };

test.describe('consent withdrawn (Shopify, Wix)', () => {
  test('a yes, then a no through the privacy API: last visited and the cart product list leave the device and the next display call', async ({
    page,
    request,
    server,
  }) => {
    const { store } = await openStore(request, server, 'shopify', [WELCOME_BAR], 'granted');
    await page.request.get(`${store.url}/account/login?id=${CUSTOMER}`);
    await addToShopifyCart(page, store.url, BLANKET_LARGE);
    const first = displayBody(page, server.url);
    await page.goto(`${store.url}/products/enamel-trail-mug`);
    expect(await first).toMatchObject({ store_integration_customer_id: CUSTOMER, cart_product_ids: [PRODUCT_IDS.blanket] });
    await expect.poll(() => storedLists(page)).toEqual({ lastVisited: [PRODUCT_IDS.mug], cartProductIds: [PRODUCT_IDS.blanket] });

    // The visitor changes their mind (Shopify's banner and preference centre call the same API).
    await page.evaluate(() =>
      (window as unknown as { Shopify: { customerPrivacy: { setTrackingConsent(v: boolean): void } } }).Shopify.customerPrivacy.setTrackingConsent(false),
    );
    await expect.poll(() => storedLists(page)).toEqual({ lastVisited: [], cartProductIds: [] });

    const next = displayBody(page, server.url);
    await page.goto(`${store.url}/products/merino-beanie`);
    const body = await next;
    expect(body).toMatchObject({ store_integration: 'shopify' });
    for (const key of ['cart_product_ids', 'cart_total', 'store_integration_customer_id']) expect(body).not.toHaveProperty(key);
    expect(await storedLists(page)).toEqual({ lastVisited: [], cartProductIds: [] });
  });

  test('Wix: the policy declined after a yes clears the lists, and the display call sends none', async ({ page, request, server }) => {
    const { store } = await openStore(request, server, 'wix', [WELCOME_BAR], 'granted');
    await page.goto(`${store.url}/product-page/waxed-canvas-tote`);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.locator('#cart-count')).toHaveText('1');
    await expect.poll(() => storedLists(page)).toEqual({ lastVisited: [TOTE_WIX], cartProductIds: [TOTE_WIX] });
    await page.evaluate(() =>
      (window as unknown as { consentPolicyManager: { setConsentPolicy(p: object): Promise<unknown> } }).consentPolicyManager.setConsentPolicy({
        analytics: false,
        functional: false,
      }),
    );
    await expect.poll(() => storedLists(page)).toEqual({ lastVisited: [], cartProductIds: [] });
    const next = displayBody(page, server.url);
    await page.goto(`${store.url}/`);
    const body = await next;
    for (const key of ['cart_product_ids', 'cart_total', 'wix_cart_id']) expect(body).not.toHaveProperty(key);
  });
});

test.describe('Shopify: what each call carries', () => {
  test("a logged-in customer's display call: the customer and the cart's products; last_visited keeps the 4 newest", async ({ page, request, server }) => {
    const { store } = await openStore(request, server, 'shopify', [WELCOME_BAR], 'granted');
    await page.request.get(`${store.url}/account/login?id=${CUSTOMER}`);
    await addToShopifyCart(page, store.url, BLANKET_LARGE);
    await addToShopifyCart(page, store.url, MUG_GREEN);
    for (const handle of ['enamel-trail-mug', 'merino-beanie', 'waxed-canvas-tote', 'wool-camp-blanket']) {
      // The store has started (and kept the product) once the display call goes.
      const shown = displayBody(page, server.url);
      await page.goto(`${store.url}/products/${handle}`);
      await shown;
    }
    const display = displayBody(page, server.url);
    await page.goto(`${store.url}/products/rechargeable-headlamp`);
    expect(await display).toMatchObject({
      store_integration: 'shopify',
      store_integration_customer_id: CUSTOMER,
      cart_total: 137,
      cart_product_ids: [PRODUCT_IDS.blanket, PRODUCT_IDS.mug],
    });
    // SPEC §3: at most 3-4 recent product ids, the newest first (core's LAST_VISITED_MAX_IDS = 4).
    await expect
      .poll(() => storedLists(page))
      .toEqual({
        lastVisited: [PRODUCT_IDS.headlamp, PRODUCT_IDS.blanket, PRODUCT_IDS.tote, PRODUCT_IDS.beanie],
        cartProductIds: [PRODUCT_IDS.blanket, PRODUCT_IDS.mug],
      });
  });

  test('the viewed, closed and conversion calls carry the store fields (SPEC §7)', async ({ page, request, server }) => {
    const { store, ids } = await openStore(
      request,
      server,
      'shopify',
      [
        { title: 'Close me first', type: 'lightbox' },
        { title: 'Then join', type: 'lightbox' },
      ],
      'granted',
    );
    await page.request.get(`${store.url}/account/login?id=${CUSTOMER}`);
    // Playwright sees no body of a sendBeacon: the widget's own fallback, a keepalive fetch, sends the same JSON where it can be read.
    await page.addInitScript(() => Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false }));
    const fields = { store_integration: 'shopify', store_integration_customer_id: CUSTOMER };
    const bodyOf = (r: Request) => JSON.parse(r.postData() ?? '{}') as Record<string, unknown>;
    const viewed = (id: string) => page.waitForRequest(`${server.url}/api/display/viewed/${id}`);
    const firstViewed = viewed(ids[0]!);
    await page.goto(`${store.url}/`);
    expect(bodyOf(await firstViewed)).toMatchObject(fields);

    const closed = page.waitForRequest(`${server.url}/api/display/closed/${ids[0]!}`);
    const secondViewed = viewed(ids[1]!);
    await dialog(page, 'Close me first').getByRole('button', { name: 'Close' }).click();
    expect(bodyOf(await closed)).toMatchObject(fields);
    expect(bodyOf(await secondViewed)).toMatchObject(fields);

    const conversion = page.waitForRequest((r) => r.url().includes('/api/display/conversion/') && r.method() === 'POST');
    const join = dialog(page, 'Then join');
    await join.getByLabel('Email address').fill('ada@example.com');
    await join.getByRole('button', { name: 'Get my discount' }).click();
    const form = Object.fromEntries(new URLSearchParams((await conversion).postData() ?? ''));
    expect(form).toMatchObject({ poptin_id: ids[1], ...fields });
  });

  test('browse abandonment: nothing before 5 s; at 5 s the product and the cart, total_cart_value in units', async ({ page, request, server }) => {
    const { store, clientId } = await openStore(request, server, 'shopify', [], 'granted');
    await page.request.get(`${store.url}/account/login?id=${CUSTOMER}`);
    await addToShopifyCart(page, store.url, BLANKET_LARGE);
    await addToShopifyCart(page, store.url, TOTE);
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/shopify/save/browse-abandonment')) saves.push(r.url());
    });
    type Row = { customer: string; data_for: string; total_cart_value: number | null; products: unknown };
    const rows = async () => (await (await request.get(`/api/admin/sites/${clientId}/store/abandonments`)).json()) as Row[];
    // The page's clock stands still from the start: the 5 s are counted on it alone.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const cartRead = page.waitForResponse((r) => r.url() === `${store.url}/cart.js`);
    await page.goto(`${store.url}/products/enamel-trail-mug`);
    await cartRead;
    await page.clock.runFor(4_999);
    expect(saves).toEqual([]);
    expect(await rows()).toEqual([]);
    const saved = page.waitForRequest((r) => r.url().includes('/shopify/save/browse-abandonment'));
    await page.clock.runFor(1);
    await saved;
    // Cents ÷ 100: 11,900 + 3,250 cents is 151.5.
    await expect.poll(() => saves.map((url) => new URL(url).searchParams.get('total_cart_value'))).toEqual(['151.5', '151.5']);
    await expect
      .poll(async () => (await rows()).map((row) => [row.data_for, row.customer, row.total_cart_value]).sort(), { timeout: 10_000 })
      .toEqual([
        ['abandonment', CUSTOMER, 151.5],
        ['cart', CUSTOMER, 151.5],
      ]);
  });
});

test.describe('Wix: cart triggers follow the cart', () => {
  test('the cart trigger is asked again when the site adds to the cart, without a new page', async ({ page, request, server }) => {
    const { store } = await openStore(request, server, 'wix', [cartPopup('wix', 'Over thirty', { filter: 'greater_than', value: 30 }), WELCOME_BAR], 'granted');
    await page.goto(`${store.url}/`);
    await expect(dialog(page, 'Welcome bar')).toBeVisible();
    await expect(dialog(page, 'Over thirty')).toHaveCount(0);
    const reread = page.waitForResponse((r) => r.url() === `${store.url}${WIX_CART_PATH}`);
    await page.getByRole('listitem').filter({ hasText: 'Waxed Canvas Tote' }).getByRole('button', { name: 'Add to cart' }).click();
    await reread;
    await expect(dialog(page, 'Over thirty')).toBeVisible();
  });
});

test.describe("Shopify: the pop-up's store buttons (add_to_cart, shopify_add_to_cart_2..6)", () => {
  /** The store buttons of the pop-up's design properties, every action once, all for the green mug. */
  function storeButtons(productUrl: string): Record<string, unknown> {
    const product = (buttons_action: string, button_text: string) => ({
      product_id: String(MUG),
      variant_id: String(MUG_GREEN),
      product_name: 'Enamel Trail Mug',
      product_url: productUrl,
      buttons_action,
      button_text,
    });
    return {
      poptin_design_thank_screen: 1,
      add_to_cart: product('add_to_cart', 'Add the green mug'),
      shopify_add_to_cart_2: product('add_to_cart_redirect', 'Buy it now'),
      shopify_add_to_cart_3: product('redirect', 'See the mug'),
      shopify_add_to_cart_4: product('redirect_blank', 'Mug details'),
      shopify_add_to_cart_5: product('no_buttons', 'Never shown'),
    };
  }

  async function open(page: Page, request: APIRequestContext, server: RunningServer) {
    const { clientId } = await siteWith(request, server, []);
    const store = await startStorefront('shopify', { beckonUrl: server.url, clientId, consent: 'granted' });
    stops.push(() => store.stop());
    // The pop-up is made once the store's address (for its product page) is known.
    const made = await request.post('/api/admin/poptins', {
      data: {
        client_id: clientId,
        name: 'Mug offer',
        type: 'lightbox',
        format: 'format_1',
        target: 'lead',
        status: 'published',
        settings: { design: designTitled('Mug offer'), design_properties: storeButtons(`${store.url}/products/enamel-trail-mug`) },
      },
    });
    expect(made.status()).toBe(201);
    await page.goto(`${store.url}/`);
    const buttons = dialog(page, 'Mug offer').getByRole('group', { name: 'Products' });
    await expect(buttons).toBeVisible();
    return { store, buttons };
  }

  test('add_to_cart adds the variant through /cart/add.js and reloads; no_buttons draws nothing', async ({ page, request, server }) => {
    const { store, buttons } = await open(page, request, server);
    await expect(buttons.getByRole('button')).toHaveText(['Add the green mug', 'Buy it now']);
    await expect(buttons.getByRole('link')).toHaveText(['See the mug', 'Mug details (opens in a new tab)']);
    await expect(page.getByText('Never shown')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('store-buttons.png') });
    const added = page.waitForRequest((r) => r.url() === `${store.url}/cart/add.js` && r.method() === 'POST');
    const reloaded = page.waitForEvent('load');
    await buttons.getByRole('button', { name: 'Add the green mug' }).click();
    expect(JSON.parse((await added).postData() ?? '{}')).toEqual({ items: [{ id: MUG_GREEN, quantity: 1 }] });
    await reloaded;
    expect(page.url()).toBe(`${store.url}/`);
    await expect(page.locator('#cart-count')).toHaveText('1');
    expect(store.cart()?.items).toEqual([expect.objectContaining({ id: MUG_GREEN, quantity: 1 })]);
  });

  test('add_to_cart_redirect adds, then goes to the cart page', async ({ page, request, server }) => {
    const { store, buttons } = await open(page, request, server);
    await buttons.getByRole('button', { name: 'Buy it now' }).click();
    await page.waitForURL(`${store.url}/cart`);
    await expect(page.locator('#cart-total')).toHaveText('$18.00');
  });

  test('redirect goes to the product page in the same tab; redirect_blank opens it in a new one', async ({ page, request, server }) => {
    const { store, buttons } = await open(page, request, server);
    const product = `${store.url}/products/enamel-trail-mug`;
    const opened = page.context().waitForEvent('page');
    await buttons.getByRole('link', { name: /Mug details/ }).click();
    const tab = await opened;
    await tab.waitForURL(product);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    expect(page.url()).toBe(`${store.url}/`);
    await buttons.getByRole('link', { name: 'See the mug' }).click();
    await page.waitForURL(product);
    expect(store.cart()?.items ?? []).toEqual([]);
  });
});

test.describe('Shopify: a store that cannot be reached (SPEC §8)', () => {
  const card = (product: string, variant: number, title: string) => ({
    product_id: product,
    variant_id: String(variant),
    title,
    handle: '',
    image: '',
    desc: '',
    price: 18,
    compare_at_price: null,
    currency_symbol: '$',
    inventory_quantity: null,
  });

  test("a failed add-to-cart call: logged as 'Failed to fetch shopify data', the visitor reads that the store could not be reached", async ({
    page,
    request,
    server,
  }) => {
    const { store } = await openStore(
      request,
      server,
      'shopify',
      [
        productsPopup('For the trail', {
          products: [card(PRODUCT_IDS.mug, MUG_GREEN, 'Enamel Trail Mug'), card(PRODUCT_IDS.tote, TOTE, 'Waxed Canvas Tote')],
          buttons_action: 'add_to_cart',
        }),
      ],
      'granted',
    );
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.route(`${store.url}/cart/add.js`, (route) => route.abort('internetdisconnected'));
    await page.goto(`${store.url}/`);
    const cards = dialog(page, 'For the trail').getByRole('listitem');
    await cards.first().getByRole('button', { name: 'Add to cart' }).click();
    await expect(cards.first().getByRole('alert')).toHaveText(
      'We could not reach the store, so this product was not added to your cart. Please check your connection and try again.',
    );
    expect(logged.some((line) => line.includes('[beckon] Failed to fetch shopify data'))).toBe(true);
    expect(page.url()).toBe(`${store.url}/`);
    // The card with the message keeps its button level with its neighbour's.
    const [failed, other] = await Promise.all([0, 1].map((i) => cards.nth(i).getByRole('button', { name: 'Add to cart' }).boundingBox()));
    expect(Math.abs(failed!.y - other!.y)).toBeLessThan(1);
    await page.screenshot({ path: test.info().outputPath('shopify-store-unreachable.png') });
    expect((store.cart() as ShopifyCartJson | undefined)?.items ?? []).toEqual([]);
  });

  test("a failed cart read is logged as 'Failed to fetch shopify data'; the display call goes without a cart", async ({ page, request, server }) => {
    const { store } = await openStore(request, server, 'shopify', [WELCOME_BAR], 'granted');
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.route(`${store.url}/cart.js`, (route) => route.abort('connectionrefused'));
    const display = displayBody(page, server.url);
    await page.goto(`${store.url}/`);
    const body = await display;
    expect(body).toMatchObject({ store_integration: 'shopify' });
    expect(body).not.toHaveProperty('cart_total');
    expect(logged.some((line) => line.includes('[beckon] Failed to fetch shopify data'))).toBe(true);
  });
});
