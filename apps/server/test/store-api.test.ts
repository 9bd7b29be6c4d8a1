import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPopupDesign, type StoreProduct } from '@beckon/core';
import { createPopup } from '../src/repositories/poptins.js';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DIALECTS } from './support/databases.js';
import { DEMO_PASSWORD, loginCookie, strangerCookie, startTestApp, type TestApp } from './support/app.js';
import { startTestStore, type TestStore } from './support/test-store.js';

const SHOP = 'demo-shop.myshopify.com';
const HOUR = 3_600_000;

/** A catalogue product as an owner's feed sends it. */
const product = (id: string, category: string, updatedAt: number, extra: Record<string, unknown> = {}) => ({
  product_id: id,
  variant_id: `${id}1`,
  title: `Product ${id}`,
  handle: `product-${id}`,
  image: `https://cdn.example/${id}.png`,
  price: 10,
  compare_at_price: null,
  currency_symbol: '$',
  inventory_quantity: 5,
  category,
  updated_at: updatedAt,
  ...extra,
});

describe.each(DIALECTS)('store API on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let otherClientId: string;
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore();
    t = await startTestApp(dialect, store.appOptions);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    otherCookie = await strangerCookie(t.app);
    otherClientId = (await t.app.inject({ method: 'POST', url: '/api/admin/sites', headers: { cookie: otherCookie }, payload: { name: 'Other shop' } })).json()
      .client_id;
  });
  afterAll(async () => {
    await t?.close();
    await store?.close();
  });

  const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, payload?: unknown, as = cookie, clientId = t.demo.clientId) =>
    t.app.inject({
      method,
      url: `/api/admin/sites/${clientId}/store${path}`,
      headers: { cookie: as },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const recommend = (payload: unknown, poptinId = t.demo.poptinId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/display/shopify/product-recommendation/${poptinId}`,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'text/plain' },
    });
  const ids = (response: { json(): { data: { products: StoreProduct[] } } }) => response.json().data.products.map((p) => p.product_id);
  const expectClear4xx = (response: { statusCode: number; json(): { statusCode: number; message: unknown } }, status: number) => {
    expect(response.statusCode).toBe(status);
    expect(response.json().statusCode).toBe(status);
    expect(typeof response.json().message).toBe('string');
  };

  describe('connecting a shop', () => {
    it('maps the shop domain to the site once the shop serves the token, whatever its case', async () => {
      const connected = await admin('PUT', '', { shop: SHOP, currency: 'usd' });
      expect(connected.statusCode).toBe(200);
      expect(connected.json()).toMatchObject({ shop: SHOP, platform: 'shopify', currency: 'USD', verified: false });
      expectClear4xx(await t.app.inject({ method: 'GET', url: `/api/display/shopify/get-client-id/${SHOP}` }), 404);
      store.serve(SHOP, store.pageWith(connected.json().pending.token));
      expect((await admin('POST', '/verify')).json()).toMatchObject({ verified: true, shop: SHOP });
      for (const shop of [SHOP, 'Demo-Shop.MyShopify.com']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/display/shopify/get-client-id/${shop}` });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ client_id: t.demo.clientId });
      }
      const state = (await admin('GET', '')).json<{ theme_snippet: string }>();
      expect(state).toEqual({ shop: SHOP, platform: 'shopify', currency: 'USD', products: 0, pending: null, theme_snippet: expect.any(String) });
      // The theme's snippet names the shop with Liquid and loads from this server.
      expect(state.theme_snippet).toContain('"{{ shop.permanent_domain }}"');
      expect(state.theme_snippet).toContain('/api/display/shopify/get-client-id/');
      expect(state.theme_snippet).not.toContain(t.demo.clientId);
    });

    it('answers 404 for a shop no site is connected to, and 400 for what is no host name', async () => {
      expectClear4xx(await t.app.inject({ method: 'GET', url: '/api/display/shopify/get-client-id/nobody.myshopify.com' }), 404);
      for (const shop of ['localhost', '-bad-.myshopify.com', 'my_shop.myshopify.com', 'shop..com', 'a%20b.com']) {
        expectClear4xx(await t.app.inject({ method: 'GET', url: `/api/display/shopify/get-client-id/${shop}` }), 400);
      }
    });

    it("keeps a shop to one site: another site's claim without the proof changes nothing", async () => {
      const claim = await admin('PUT', '', { shop: SHOP }, otherCookie, otherClientId);
      expect(claim.json()).toMatchObject({ verified: false });
      expect((await admin('POST', '/verify', undefined, otherCookie, otherClientId)).json()).toMatchObject({ verified: false });
      expect((await t.app.inject({ method: 'GET', url: `/api/display/shopify/get-client-id/${SHOP}` })).json()).toEqual({ client_id: t.demo.clientId });
      expect((await admin('DELETE', '', undefined, otherCookie, otherClientId)).statusCode).toBe(200);
      expectClear4xx(await admin('PUT', '', { shop: 'x.myshopify.com', platform: 'magento' }), 400);
      // Disconnecting frees the shop; connecting again (the page still carries the token) restores the demo's mapping.
      expect((await admin('DELETE', '')).statusCode).toBe(200);
      expectClear4xx(await t.app.inject({ method: 'GET', url: `/api/display/shopify/get-client-id/${SHOP}` }), 404);
      const again = await admin('PUT', '', { shop: SHOP, currency: 'USD' });
      store.serve(SHOP, store.pageWith(again.json().pending.token));
      expect((await admin('POST', '/verify')).json()).toMatchObject({ verified: true });
    });
  });

  describe('product recommendations', () => {
    const now = Date.now();
    beforeAll(async () => {
      const saved = await admin('PUT', '/products', {
        products: [
          product('1', 'hats', now - 5 * HOUR),
          product('2', 'shoes', now - 1 * HOUR),
          product('3', 'hats', now - 3 * HOUR),
          product('4', 'bags', now - 2 * HOUR),
          product('5', 'hats', now - 4 * HOUR, { inventory_quantity: 0 }),
          product('6', 'shoes', now, { available: false }),
          product('7', 'bags', now - 6 * HOUR, { title: '<b>Bold</b> <script>x</script>bag', inventory_quantity: null, price: '19.90', compare_at_price: 25 }),
        ],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ products: 7 });
    });

    it('answers the SPEC §3 recommendation with store products as the cards read them', async () => {
      const response = await recommend({ manual_products: ['7'], count: 1 });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const expected: StoreProduct = {
        product_id: '7',
        variant_id: '71',
        image: 'https://cdn.example/7.png',
        desc: '',
        title: 'Bold x bag',
        handle: 'product-7',
        inventory_quantity: null,
        price: 19.9,
        compare_at_price: 25,
        currency_symbol: '$',
      };
      expect(response.json()).toEqual({ success: true, data: { products: [expected] }, currency: 'USD' });
    });

    it('puts manual picks first in their order, then the category, then the rest by most recent update', async () => {
      const response = await recommend({ manual_products: ['4', 2], category: 'hats', count: 6 });
      expect(ids(response)).toEqual(['4', '2', '3', '1', '7']);
    });

    it('shows 3 by default and never more than asked for', async () => {
      expect(ids(await recommend({}))).toEqual(['2', '4', '3']);
      expect(ids(await recommend({ category: 'bags', count: 2 }))).toEqual(['4', '7']);
      expect(ids(await recommend({ count: 12 }))).toHaveLength(5);
    });

    it('skips what cannot be bought, even when picked by hand', async () => {
      expect(ids(await recommend({ manual_products: ['6', '5', '3'], count: 2 }))).toEqual(['3', '2']);
    });

    it('shows sold-out products only when there is nothing else', async () => {
      const soldOut = [product('8', 'hats', now, { inventory_quantity: 0 }), product('9', 'hats', now - HOUR, { available: false })];
      expect((await admin('PUT', '/products', { products: soldOut }, otherCookie, otherClientId)).statusCode).toBe(200);
      const site = await t.app.db.selectFrom('sites').select(['id', 'account_id']).where('client_id', '=', otherClientId).executeTakeFirstOrThrow();
      const poptinId = await createPopup(t.app.db, {
        accountId: site.account_id,
        siteId: site.id,
        name: 'Recs',
        type: 'lightbox',
        format: 'format_1',
        target: 'lead',
        status: 'draft',
        settings: { design_properties: {}, design: leadPopupDesign('en') },
      });
      const response = await recommend({}, poptinId);
      expect(ids(response)).toEqual(['8', '9']);
      expect(response.json().currency).toBe('');
    });

    it('answers 404 for an unknown pop-up and 400 for malformed asks', async () => {
      expectClear4xx(await recommend({}, 'abcdefghijklm'), 404);
      expectClear4xx(await recommend({}, 'not-a-popup'), 400);
      for (const ask of [
        { count: 0 },
        { count: 13 },
        { count: 'many' },
        { manual_products: ['<script>'] },
        { manual_products: Array.from({ length: 51 }, (_, i) => String(i)) },
        { category: 'x'.repeat(256) },
      ]) {
        expectClear4xx(await recommend(ask), 400);
      }
      const notJson = await t.app.inject({
        method: 'POST',
        url: `/api/display/shopify/product-recommendation/${t.demo.poptinId}`,
        payload: '{"count":',
        headers: { 'content-type': 'text/plain' },
      });
      expectClear4xx(notJson, 400);
    });

    it('refuses an infinite count, which a form can send', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/display/shopify/product-recommendation/${t.demo.poptinId}`,
        payload: 'count=1e309',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expectClear4xx(response, 400);
    });

    it('takes form-encoded asks too', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/display/shopify/product-recommendation/${t.demo.poptinId}`,
        payload: 'manual_products=3&manual_products=1&count=2',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(ids(response)).toEqual(['3', '1']);
    });
  });

  describe("the owner's catalogue", () => {
    it('adds and changes products by id, and lists them', async () => {
      const upserted = await admin('POST', '/products', { products: [product('10', 'hats', 1), product('1', 'hats', 2, { title: 'Renamed' })] });
      expect(upserted.json()).toEqual({ products: 8 });
      const listed = (await admin('GET', '/products?limit=500')).json();
      expect(listed.total).toBe(8);
      expect(listed.products.find((p: { product_id: string }) => p.product_id === '1')).toMatchObject({
        title: 'Renamed',
        updated_at: 2,
        category: 'hats',
        available: true,
      });
      expect(listed.products.find((p: { product_id: string }) => p.product_id === '5')).toMatchObject({ available: false, inventory_quantity: 0 });
    });

    it('stops a catalogue at its bound, writing nothing of the batch that would pass it', async () => {
      const batch = (from: number) => ({ products: Array.from({ length: 250 }, (_, i) => product(String(from + i), 'x', 1)) });
      for (let from = 0; from < 5000; from += 250) expect((await admin('POST', '/products', batch(from), otherCookie, otherClientId)).statusCode).toBe(200);
      expect((await admin('GET', '', undefined, otherCookie, otherClientId)).json().products).toBe(5000);
      // Changing products it already holds is fine; one more is not.
      expect((await admin('POST', '/products', batch(4750), otherCookie, otherClientId)).statusCode).toBe(200);
      expectClear4xx(await admin('POST', '/products', { products: [product('1', 'x', 9), product('new', 'x', 1)] }, otherCookie, otherClientId), 409);
      const after = (await admin('GET', '/products?limit=10', undefined, otherCookie, otherClientId)).json();
      expect(after.total).toBe(5000);
      expect(after.products.find((p: { product_id: string }) => p.product_id === '1')).toMatchObject({ updated_at: 1 });
      expect((await admin('PUT', '/products', { products: [] }, otherCookie, otherClientId)).json()).toEqual({ products: 0 });
    });

    it.each([
      ['an image that is not http(s)', { products: [product('1', 'x', 1, { image: 'javascript:alert(1)' })] }, undefined],
      ['a title that is only markup', { products: [product('1', 'x', 1, { title: '<b></b>' })] }, 'Product 1 has no title once markup is removed.'],
      ['the same product twice', { products: [product('1', 'x', 1), product('1', 'y', 2)] }, 'Product 1 appears twice.'],
      ['a negative price', { products: [product('1', 'x', 1, { price: -1 })] }, undefined],
      ['a price that is no number', { products: [product('1', 'x', 1, { price: 'cheap' })] }, undefined],
      ['a product without an id', { products: [{ title: 'x', price: 1 }] }, undefined],
      ['more than a batch', { products: Array.from({ length: 251 }, (_, i) => product(String(i), 'x', 1)) }, undefined],
      ['no list at all', { items: [] }, undefined],
    ])('refuses %s with 400 and keeps the catalogue', async (_name, payload, message) => {
      const response = await admin('PUT', '/products', payload);
      expectClear4xx(response, 400);
      if (message) expect(response.json().message).toBe(message);
      expect((await admin('GET', '')).json().products).toBe(8);
    });
  });

  describe('price rules', () => {
    const now = Date.now();
    it('serves only the rules running now', async () => {
      const rules = [
        { title: 'Welcome', code: 'WELCOME10', value_type: 'percentage', value: 10 },
        { title: 'Summer <i>sale</i>', code: 'SUMMER5', value_type: 'fixed_amount', value: 5, starts_at: now - HOUR, ends_at: now + HOUR },
        { title: 'Ended', code: 'OLD', value_type: 'percentage', value: 20, starts_at: now - 2 * HOUR, ends_at: now - HOUR },
        { title: 'Future', code: 'SOON', value_type: 'percentage', value: 30, starts_at: now + HOUR, ends_at: null },
      ];
      const saved = await admin('PUT', '/price-rules', { price_rules: rules });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().price_rules).toHaveLength(4);
      const response = await t.app.inject({ method: 'GET', url: `/api/display/shopify/get-price-rules/${t.demo.clientId}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        price_rules: [
          { title: 'Welcome', code: 'WELCOME10', value_type: 'percentage', value: 10, starts_at: null, ends_at: null },
          { title: 'Summer sale', code: 'SUMMER5', value_type: 'fixed_amount', value: 5, starts_at: now - HOUR, ends_at: now + HOUR },
        ],
      });
    });

    it('answers 404 for an unknown client and 400 for a malformed one', async () => {
      expectClear4xx(await t.app.inject({ method: 'GET', url: '/api/display/shopify/get-price-rules/nosuchclient' }), 404);
      expectClear4xx(await t.app.inject({ method: 'GET', url: '/api/display/shopify/get-price-rules/..%2Fetc' }), 400);
    });

    it.each([
      ['an unknown kind of value', { title: 'x', code: 'X', value_type: 'bogo', value: 1 }],
      ['more than 100 percent', { title: 'x', code: 'X', value_type: 'percentage', value: 150 }],
      ['a zero value', { title: 'x', code: 'X', value_type: 'fixed_amount', value: 0 }],
      ['an end before the start', { title: 'x', code: 'X', value_type: 'percentage', value: 5, starts_at: now, ends_at: now - 1 }],
      ['a code with spaces', { title: 'x', code: 'TWO WORDS', value_type: 'percentage', value: 5 }],
      ['a code with a NUL byte', { title: 'x', code: 'A\u0000B', value_type: 'percentage', value: 5 }],
    ])('refuses %s with 400', async (_name, rule) => {
      expectClear4xx(await admin('PUT', '/price-rules', { price_rules: [rule] }), 400);
    });

    it('refuses the same code twice, in any case', async () => {
      const rule = { title: 'x', code: 'SAME', value_type: 'percentage', value: 5 };
      const response = await admin('PUT', '/price-rules', { price_rules: [rule, { ...rule, code: 'same' }] });
      expectClear4xx(response, 400);
      expect((await admin('GET', '/price-rules')).json().price_rules).toHaveLength(4);
    });
  });

  describe('browse and cart abandonment', () => {
    const save = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: `/shopify/save/browse-abandonment?${new URLSearchParams(query)}` });

    it('stores what the visitor left, for the owner to read', async () => {
      const viewed = await save({ clientId: t.demo.clientId, customer: '7001', products: JSON.stringify([11, '12']), data_for: 'abandonment' });
      expect(viewed.statusCode).toBe(200);
      expect(viewed.json()).toEqual({ success: true });
      const cart = await save({
        clientId: t.demo.clientId,
        customer: '7001',
        data_for: 'cart',
        total_cart_value: '42.5',
        products: JSON.stringify([{ product_id: 13, variant_id: 131, title: '<b>Hat</b>', quantity: 2, price: '21.25', colour: 'red' }]),
      });
      expect(cart.statusCode).toBe(200);

      const all = (await admin('GET', '/abandonments')).json();
      expect(all).toHaveLength(2);
      expect(all[0]).toMatchObject({
        customer: '7001',
        data_for: 'cart',
        total_cart_value: 42.5,
        products: [{ product_id: '13', variant_id: '131', title: 'Hat', quantity: 2, price: 21.25 }],
      });
      expect(all[1]).toMatchObject({ data_for: 'abandonment', total_cart_value: null, products: [{ product_id: '11' }, { product_id: '12' }] });
      expect((await admin('GET', '/abandonments?data_for=abandonment')).json()).toHaveLength(1);
    });

    it('answers 404 for an unknown client', async () => {
      expectClear4xx(await save({ clientId: 'nosuchclient', customer: '1', products: '[1]', data_for: 'cart' }), 404);
    });

    it('a site with allowed domains takes reports only from them (Origin or Referer); a call telling no host is not refused', async () => {
      const { client_id: clientId } = (
        await t.app.inject({ method: 'POST', url: '/api/admin/sites', headers: { cookie }, payload: { name: 'Walled shop', domains: ['shop.example'] } })
      ).json();
      const query = new URLSearchParams({ clientId, customer: '1', products: '[1]', data_for: 'abandonment' });
      const from = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/shopify/save/browse-abandonment?${query}`, headers });
      expectClear4xx(await from({ origin: 'https://evil.example' }), 403);
      expectClear4xx(await from({ referer: 'https://evil.example/products/hat' }), 403);
      expect((await from({ referer: 'https://shop.example/products/hat' })).statusCode).toBe(200);
      expect((await from({})).statusCode).toBe(200);
      const order = { client_id: clientId, customer_id: 'm1', products: [{ product_id: 'p1' }], source_table: 'browse_abandonment' };
      const wix = (origin: string) => t.app.inject({ method: 'POST', url: '/wix/save-ordered-products', headers: { origin }, payload: order });
      expectClear4xx(await wix('https://evil.example'), 403);
    });

    it.each([
      ['an unknown data_for', { data_for: 'wishlist' }],
      ['products that are not JSON', { products: '[1,' }],
      ['products that are not a list', { products: '{"product_id":1}' }],
      ['a product without an id', { products: '[{"title":"x"}]' }],
      ['a hostile product id', { products: '["<script>"]' }],
      ['too many products', { products: JSON.stringify(Array.from({ length: 51 }, (_, i) => i)) }],
      ['no customer', { customer: '' }],
      ['a customer with a NUL byte', { customer: 'a\u0000b' }],
      ['a negative cart value', { total_cart_value: '-3' }],
      ['a cart value that is no number', { total_cart_value: 'lots' }],
      ['an infinite cart value', { total_cart_value: '1e309' }],
      ['a hostile client id', { clientId: '../etc' }],
    ])('refuses %s with 400', async (_name, change) => {
      expectClear4xx(await save({ clientId: t.demo.clientId, customer: '1', products: '[1]', data_for: 'cart', ...change }), 400);
    });
  });

  describe('Wix ordered products', () => {
    const order = (clientId: string) => ({
      client_id: clientId,
      customer_id: 'member-1',
      source_table: 'browse_abandonment',
      products: [
        { product_id: 'a1b2c3', product_name: 'Mug <i>large</i>', category: 'kitchen' },
        { product_id: 42, product_name: 'Plate', category: 'kitchen' },
      ],
    });
    const rows = () => t.app.db.selectFrom('store_ordered_products').selectAll().orderBy('id').execute();

    it('stores each product as JSON, text/plain JSON or a form', async () => {
      const json = await t.app.inject({ method: 'POST', url: '/wix/save-ordered-products', payload: order(t.demo.clientId) });
      expect(json.statusCode).toBe(200);
      expect(json.json()).toEqual({ success: true });
      const text = await t.app.inject({
        method: 'POST',
        url: '/wix/save-ordered-products',
        payload: JSON.stringify(order(t.demo.clientId)),
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.statusCode).toBe(200);
      const { products, ...fields } = order(t.demo.clientId);
      const form = await t.app.inject({
        method: 'POST',
        url: '/wix/save-ordered-products',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...fields, products: JSON.stringify(products.slice(0, 1)) }).toString(),
      });
      expect(form.statusCode).toBe(200);
      const stored = await rows();
      expect(stored).toHaveLength(5);
      expect(stored[0]).toMatchObject({
        customer_id: 'member-1',
        product_id: 'a1b2c3',
        product_name: 'Mug large',
        category: 'kitchen',
        source_table: 'browse_abandonment',
      });
      expect(stored[1]).toMatchObject({ product_id: '42' });
    });

    it('answers 404 for an unknown client and 400 for malformed orders', async () => {
      expectClear4xx(await t.app.inject({ method: 'POST', url: '/wix/save-ordered-products', payload: order('nosuchclient') }), 404);
      for (const change of [
        { source_table: 'orders' },
        { customer_id: 'a\u0000b' },
        { products: [{ product_name: 'x' }] },
        { products: 'not json' },
        { customer_id: '' },
        { products: Array.from({ length: 51 }, () => ({ product_id: '1' })) },
      ]) {
        expectClear4xx(await t.app.inject({ method: 'POST', url: '/wix/save-ordered-products', payload: { ...order(t.demo.clientId), ...change } }), 400);
      }
      const form = await t.app.inject({
        method: 'POST',
        url: '/wix/save-ordered-products',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `client_id=${t.demo.clientId}&customer_id=1&products=%5B1%2C`,
      });
      expectClear4xx(form, 400);
      expect(await rows()).toHaveLength(5);
    });
  });

  describe('owner routes', () => {
    it("never let another account read or change a site's store data", async () => {
      const before = (await admin('GET', '')).json();
      for (const [method, path, payload] of [
        ['GET', '', undefined],
        ['PUT', '', { shop: 'stolen.myshopify.com' }],
        ['DELETE', '', undefined],
        ['GET', '/products', undefined],
        ['PUT', '/products', { products: [] }],
        ['POST', '/products', { products: [product('99', 'x', 1)] }],
        ['GET', '/price-rules', undefined],
        ['PUT', '/price-rules', { price_rules: [] }],
        ['GET', '/abandonments', undefined],
      ] as const) {
        expectClear4xx(await admin(method, path, payload, otherCookie), 404);
        expect((await admin(method, path, payload, '')).statusCode, `${method} ${path} without a session`).toBe(401);
      }
      expect((await admin('GET', '')).json()).toEqual(before);
      expect((await admin('GET', '/price-rules')).json().price_rules).toHaveLength(4);
    });

    it('refuses paging that is no finite number', async () => {
      for (const path of ['/products', '/abandonments']) {
        for (const query of ['offset=1e309', 'limit=1e309', 'offset=-1', 'limit=0', 'offset=x']) expectClear4xx(await admin('GET', `${path}?${query}`), 400);
      }
    });

    it('answers owner writes that arrive at once one after the other, never with a 5xx', async () => {
      const catalogue = { products: [product('a', 'x', 1), product('b', 'x', 2)] };
      const rules = { price_rules: [{ title: 'Same', code: 'SAME', value_type: 'percentage', value: 5 }] };
      const at = (as: string, clientId: string) => [
        ...Array.from({ length: 6 }, () => admin('PUT', '/products', catalogue, as, clientId)),
        ...Array.from({ length: 6 }, () => admin('PUT', '/price-rules', rules, as, clientId)),
      ];
      const answers = await Promise.all(at(otherCookie, otherClientId));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
      expect((await admin('GET', '', undefined, otherCookie, otherClientId)).json().products).toBe(2);
      expect((await admin('GET', '/price-rules', undefined, otherCookie, otherClientId)).json().price_rules).toHaveLength(1);

      const shop = { shop: 'contested.myshopify.com' };
      const claims = await Promise.all([admin('PUT', '', shop, otherCookie, otherClientId), admin('PUT', '', shop)]);
      expect(claims.map((c) => c.statusCode)).toEqual([200, 200]);
      // Claims are not connections: first come is not first served.
      expectClear4xx(await t.app.inject({ method: 'GET', url: '/api/display/shopify/get-client-id/contested.myshopify.com' }), 404);
    });

    it('answers 404 for a site that does not exist', async () => {
      expectClear4xx(await admin('GET', '', undefined, cookie, 'nosuchclient'), 404);
    });
  });
});
