import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { BROWSE_ABANDONMENT_DELAY_MS, type DisplayRequest } from '@beckon/core';
import { displayRequest } from '../src/runtime/boot/display-request.js';
import { usePageStore, type PageStore } from '../src/runtime/store/page-store.js';
import { startStore } from '../src/runtime/store/store.js';
import { loadState, type VisitorState } from '../src/runtime/visitor/visitor-state.js';
import { answer, CLIENT_ID, cleanPageEachTest, fakeNetwork, reply, settle, type FakeNetwork } from './support/runtime-page.js';

/**
 * The store chunk (runtime/store/*) on a stand-in Shopify or Wix page: the store's consent API
 * and page globals on window, its storefront calls answered by the fake network. Issue 19, SPEC
 * §1 (consent first), §3 (last_visited, cart product lists), §7, §8 and §9 (5 s abandonment).
 */

cleanPageEachTest();

type Page = Record<string, unknown>;
const page = window as unknown as Page;
const EMBED = { origin: 'https://beckon.test', clientId: CLIENT_ID };
const CUSTOMER = 7_001_234;
const MUG = { id: 8_001, variants: [{ id: 45_011, price: 1_800, name: 'Enamel Trail Mug - Green' }] };

/** A Shopify cart (/cart.js): prices in cents. */
function shopifyCart(lines: Array<{ product: number; variant: number; quantity?: number; cents: number }>) {
  return {
    token: 'c1-token',
    currency: 'USD',
    item_count: lines.reduce((n, l) => n + (l.quantity ?? 1), 0),
    total_price: lines.reduce((sum, l) => sum + l.cents * (l.quantity ?? 1), 0),
    items: lines.map((l) => ({ id: l.variant, product_id: l.product, variant_id: l.variant, quantity: l.quantity ?? 1, price: l.cents })),
  };
}
const BLANKET_CART = shopifyCart([
  { product: 8_004, variant: 45_041, cents: 11_900 },
  { product: 8_003, variant: 45_031, cents: 3_250 },
]);

/**
 * Shopify's customer privacy API as a store page has it: the visitor's analytics answer ('yes',
 * 'no', '' before a decision in a consent region), changed with setTrackingConsent, which fires
 * visitorConsentCollected as Shopify does. 'absent': the API has not loaded.
 */
function shopifyPage(consent: 'yes' | 'no' | '' | 'absent', options: { customer?: number; product?: unknown } = {}) {
  let analytics = consent === 'absent' ? '' : consent;
  const customerPrivacy = {
    currentVisitorConsent: () => ({ analytics, marketing: analytics, preferences: analytics, sale_of_data: analytics }),
    getTrackingConsent: () => (analytics === '' ? 'no_interaction' : analytics),
    analyticsProcessingAllowed: () => analytics === 'yes',
    setTrackingConsent(allowed: boolean) {
      analytics = allowed ? 'yes' : 'no';
      document.dispatchEvent(new CustomEvent('visitorConsentCollected', { detail: { analyticsAllowed: allowed } }));
    },
  };
  page.Shopify = { shop: 'harbour-and-pine.myshopify.com', ...(consent === 'absent' ? {} : { customerPrivacy }) };
  page.ShopifyAnalytics = {
    meta: { page: options.customer ? { customerId: options.customer } : {}, ...(options.product ? { product: options.product } : {}) },
  };
  onTestFinished(() => {
    delete page.Shopify;
    delete page.ShopifyAnalytics;
  });
  return customerPrivacy;
}

/** Wix's consent policy manager: the analytics category, changed as the site's banner changes it. */
function wixPage(analytics: boolean) {
  let policy = { essential: true, analytics, functional: analytics };
  page.consentPolicyManager = { getCurrentConsentPolicy: () => ({ defaultPolicy: false, policy }) };
  onTestFinished(() => void delete page.consentPolicyManager);
  return {
    set(allowed: boolean) {
      policy = { essential: true, analytics: allowed, functional: allowed };
      document.dispatchEvent(new CustomEvent('consentPolicyChanged', { detail: { policy } }));
    },
  };
}

const WIX_CART_PATH = '/_api/wix-ecommerce-storefront-web/api/v1/cart/current';
const WIX_CART = {
  cart: {
    _id: 'wix-cart-1',
    currency: 'USD',
    lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'tote-1' } }],
    subtotal: { amount: '32.50' },
  },
};

/** The state as this page's widget holds it, seeded as an earlier page (under consent) left it. */
function visitor(seed: Partial<Pick<VisitorState, 'lastVisited' | 'cartProductIds'>> = {}): VisitorState {
  if (Object.keys(seed).length > 0) localStorage.setItem('beckon_state', JSON.stringify({ ...seed, lastActiveAt: Date.now(), visit: 1 }));
  return loadState();
}

const stored = () => JSON.parse(localStorage.getItem('beckon_state') ?? '{}') as Partial<VisitorState>;

async function start(platform: 'shopify' | 'wix', state: VisitorState, previewId: string | null = null): Promise<PageStore> {
  const store = await startStore(platform, EMBED, state, previewId);
  usePageStore(store);
  onTestFinished(() => usePageStore(null));
  await settle();
  return store;
}

/** The display call's body as it goes on the wire (JSON drops a key whose value is undefined). */
const displayBody = (state: VisitorState) =>
  JSON.parse(JSON.stringify(displayRequest({ visitor: 'v-1', mobile: false, referrer: '', previewId: null }, state))) as DisplayRequest &
    Record<string, unknown>;

function warnings() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return () => warn.mock.calls.map((args) => args.map(String).join(' '));
}

const abandonmentCalls = (network: FakeNetwork) =>
  network.to('/shopify/save/browse-abandonment').map((call) => Object.fromEntries(new URL(call.url).searchParams) as Record<string, string>);

describe('consent first (SPEC §1): store data is kept only while the store says yes', () => {
  it('Shopify, granted then withdrawn: last_visited and the cart product list leave the device and the display call', async () => {
    const network = fakeNetwork();
    network.on('/cart.js', answer(BLANKET_CART));
    const privacy = shopifyPage('yes', { customer: CUSTOMER, product: MUG });
    const state = visitor({ lastVisited: ['8009'] });
    await start('shopify', state);

    expect(state.lastVisited).toEqual(['8001', '8009']);
    expect(state.cartProductIds).toEqual(['8004', '8003']);
    expect(stored()).toMatchObject({ lastVisited: ['8001', '8009'], cartProductIds: ['8004', '8003'] });
    expect(displayBody(state)).toMatchObject({
      store_integration: 'shopify',
      store_integration_customer_id: String(CUSTOMER),
      cart_total: 151.5,
      cart_product_ids: ['8004', '8003'],
    });
    // The cart went out as abandoned 5 s later: the tab remembers it, with the customer.
    await vi.advanceTimersByTimeAsync(BROWSE_ABANDONMENT_DELAY_MS);
    expect(sessionStorage.getItem('beckon_cart_sent')).toContain(String(CUSTOMER));

    privacy.setTrackingConsent(false);
    await settle();
    expect([state.lastVisited, state.cartProductIds]).toEqual([[], []]);
    expect(stored()).toMatchObject({ lastVisited: [], cartProductIds: [] });
    expect(sessionStorage.getItem('beckon_cart_sent')).toBeNull();
    const body = displayBody(state);
    expect(body.store_integration).toBe('shopify');
    for (const key of ['cart_product_ids', 'cart_total', 'store_integration_customer_id']) expect(body).not.toHaveProperty(key);
  });

  it('Shopify, withdrawn on an earlier page: what that consent kept is cleared on load and never sent; the cart is not read', async () => {
    const network = fakeNetwork();
    network.on('/cart.js', answer(BLANKET_CART));
    shopifyPage('no', { customer: CUSTOMER, product: MUG });
    sessionStorage.setItem('beckon_cart_sent', `${CUSTOMER} [] 151.5`);
    const state = visitor({ lastVisited: ['8001', '8002'], cartProductIds: ['8004'] });
    await start('shopify', state);
    await vi.advanceTimersByTimeAsync(BROWSE_ABANDONMENT_DELAY_MS * 2);

    expect(stored()).toMatchObject({ lastVisited: [], cartProductIds: [] });
    expect(sessionStorage.getItem('beckon_cart_sent')).toBeNull();
    expect(displayBody(state)).not.toHaveProperty('cart_product_ids');
    expect(network.to('/cart.js')).toEqual([]);
    expect(abandonmentCalls(network)).toEqual([]);
  });

  it('Shopify, not decided yet in a consent region: nothing kept, read or sent; a later yes starts tracking', async () => {
    const network = fakeNetwork();
    network.on('/cart.js', answer(BLANKET_CART));
    const privacy = shopifyPage('', { customer: CUSTOMER, product: MUG });
    const state = visitor({ cartProductIds: ['8004'] });
    const store = await start('shopify', state);
    expect(displayBody(state)).not.toHaveProperty('cart_product_ids');
    expect(store.callFields()).toEqual({ store_integration: 'shopify' });
    expect(network.to('/cart.js')).toEqual([]);

    privacy.setTrackingConsent(true);
    await settle();
    expect(network.to('/cart.js')).toHaveLength(1);
    expect(state.lastVisited).toEqual(['8001']);
    expect(displayBody(state)).toMatchObject({ cart_product_ids: ['8004', '8003'], store_integration_customer_id: String(CUSTOMER) });
  });

  it('Shopify, privacy API not loaded yet: an earlier yes is kept on the device but not sent until the store answers', async () => {
    fakeNetwork();
    shopifyPage('absent', { product: MUG });
    const state = visitor({ lastVisited: ['8002'], cartProductIds: ['8004'] });
    await start('shopify', state);
    expect(stored()).toMatchObject({ lastVisited: ['8002'], cartProductIds: ['8004'] });
    expect(displayBody(state)).not.toHaveProperty('cart_product_ids');
  });

  it('Wix, the policy declined after a yes: the member and cart are dropped, the lists cleared, the cart trigger disarmed', async () => {
    const network = fakeNetwork();
    network.on(WIX_CART_PATH, answer(WIX_CART));
    network.on('/_api/members/v1/members/my', answer({ member: { id: 'member-1' } }));
    const consent = wixPage(true);
    const state = visitor();
    const store = await start('wix', state);
    expect(displayBody(state)).toMatchObject({
      store_integration: 'wix',
      store_integration_customer_id: 'member-1',
      wix_cart_id: 'wix-cart-1',
      cart_total: 32.5,
      cart_product_ids: ['tote-1'],
    });
    expect(stored().cartProductIds).toEqual(['tote-1']);
    const record = {
      poptin_id: 'popup00000001',
      wix_cart_trigger_active: 1,
      wix_cart_trigger_action: 'cart_value',
      wix_cart_trigger_cart_spec_filter: 'greater_than',
      wix_cart_trigger_cart_spec_value: 30,
    };
    const disarm = vi.fn();
    const arm = vi.fn(async (_armed: () => boolean, own: Array<() => void>) => void own.push(disarm));
    store.gate(record as never, arm, []);
    expect(arm).toHaveBeenCalledTimes(1);

    consent.set(false);
    await settle();
    expect(disarm).toHaveBeenCalledTimes(1);
    expect(stored().cartProductIds).toEqual([]);
    const body = displayBody(state);
    for (const key of ['cart_product_ids', 'cart_total', 'wix_cart_id', 'store_integration_customer_id']) expect(body).not.toHaveProperty(key);
  });

  it('a withdrawal while the customer is being looked up keeps no customer', async () => {
    const network = fakeNetwork();
    let member: (r: Response) => void = () => {};
    network.on(WIX_CART_PATH, answer(WIX_CART));
    const fetchStub = fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) =>
        String(input).includes('/members/my') ? new Promise<Response>((resolve) => (member = resolve)) : fetchStub(input, init),
      ),
    );
    const consent = wixPage(true);
    const state = visitor();
    const starting = startStore('wix', EMBED, state, null);
    await settle();
    consent.set(false);
    await settle();
    member(answer({ member: { id: 'member-1' } }));
    const store = await starting;
    await settle();
    expect(store.callFields()).toEqual({ store_integration: 'wix' });
    expect(state.cartProductIds).toEqual([]);
  });
});

describe('the cart read (SPEC §7 /cart.js, §8)', () => {
  it.each([
    ['the network fails', 'offline' as const],
    ['the store answers 500', reply('oops', 500)],
  ])("%s: logged as 'Failed to fetch shopify data'; no cart, and the display call has no cart", async (_name, failure) => {
    const logged = warnings();
    const network = fakeNetwork();
    network.on('/cart.js', failure);
    shopifyPage('yes', { customer: CUSTOMER });
    const state = visitor();
    await start('shopify', state);
    expect(network.to('/cart.js')).toHaveLength(1);
    expect(logged()).toContainEqual(expect.stringContaining('[beckon] Failed to fetch shopify data'));
    expect(displayBody(state)).not.toHaveProperty('cart_total');
  });
});

describe('add to cart (SPEC §4, §7 POST /cart/add.js, §8)', () => {
  async function shopifyStore() {
    const network = fakeNetwork();
    network.on('/cart.js', answer(shopifyCart([])));
    shopifyPage('yes');
    const store = await start('shopify', visitor());
    return { network, store };
  }

  it("a call that gets no answer: logged with SPEC §8's words, and rejected for the view to say the store could not be reached", async () => {
    const { network, store } = await shopifyStore();
    network.on('/cart/add.js', 'offline');
    const logged = warnings();
    await expect(store.addToCart({ product_id: '8001', variant_id: '45011' }, 'add_to_cart')).rejects.toThrow();
    expect(network.to('/cart/add.js').map((c) => c.body)).toEqual([{ items: [{ id: 45_011, quantity: 1 }] }]);
    expect(logged()).toContainEqual(expect.stringContaining('[beckon] Failed to fetch shopify data'));
  });

  it("a 422 is logged as a refusal and answered with the store's words, not as a failed fetch", async () => {
    const { network, store } = await shopifyStore();
    network.on('/cart/add.js', answer({ status: 422, message: 'Cart Error', description: 'Sold out' }, 422));
    const logged = warnings();
    expect(await store.addToCart({ variant_id: '45011' }, 'add_to_cart')).toBe('Sold out');
    expect(logged()).toEqual([expect.stringContaining('add to cart refused (422)')]);
  });
});

describe('browse abandonment (SPEC §9: 5 s after a product page view, cart value in cents ÷ 100)', () => {
  it('not saved before 5 s; at 5 s the product and the cart, total_cart_value in units', async () => {
    const network = fakeNetwork();
    network.on('/cart.js', answer(BLANKET_CART));
    shopifyPage('yes', { customer: CUSTOMER, product: MUG });
    await start('shopify', visitor());
    await vi.advanceTimersByTimeAsync(BROWSE_ABANDONMENT_DELAY_MS - 1);
    expect(abandonmentCalls(network)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const calls = abandonmentCalls(network);
    expect(calls.map((c) => c.data_for)).toEqual(['abandonment', 'cart']);
    for (const call of calls) expect(call).toMatchObject({ clientId: CLIENT_ID, customer: String(CUSTOMER), total_cart_value: '151.5' });
    expect(JSON.parse(calls[0]!.products!)).toEqual([{ product_id: '8001', variant_id: '45011', title: 'Enamel Trail Mug - Green', price: 18 }]);
    expect(JSON.parse(calls[1]!.products!)).toEqual([{ product_id: '8004' }, { product_id: '8003' }]);
    expect(network.to('/browse-abandonment')[0]!.url.startsWith(`${EMBED.origin}/shopify/save/browse-abandonment?`)).toBe(true);

    // Once: no timer runs again without a new page view.
    await vi.advanceTimersByTimeAsync(BROWSE_ABANDONMENT_DELAY_MS * 2);
    expect(abandonmentCalls(network)).toHaveLength(2);
  });

  it('a consent withdrawn within the 5 s: nothing is saved', async () => {
    const network = fakeNetwork();
    network.on('/cart.js', answer(BLANKET_CART));
    const privacy = shopifyPage('yes', { customer: CUSTOMER, product: MUG });
    await start('shopify', visitor());
    await vi.advanceTimersByTimeAsync(BROWSE_ABANDONMENT_DELAY_MS - 1_000);
    privacy.setTrackingConsent(false);
    await vi.advanceTimersByTimeAsync(BROWSE_ABANDONMENT_DELAY_MS);
    expect(abandonmentCalls(network)).toEqual([]);
  });

  it.each([
    ['a guest', {}, null],
    ['a preview', { customer: CUSTOMER }, 'popup00000001'],
  ])('%s: nothing is saved', async (_name, who, previewId) => {
    const network = fakeNetwork();
    network.on('/cart.js', answer(BLANKET_CART));
    shopifyPage('yes', { ...who, product: MUG });
    await start('shopify', visitor(), previewId);
    await vi.advanceTimersByTimeAsync(BROWSE_ABANDONMENT_DELAY_MS * 2);
    expect(abandonmentCalls(network)).toEqual([]);
  });
});
