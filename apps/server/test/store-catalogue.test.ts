import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CATEGORIES } from '@beckon/core/api';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { DIALECTS } from './support/databases.js';
import { DEMO_PASSWORD, loginCookie, strangerCookie, startTestApp, type TestApp } from './support/app.js';

/** A catalogue product as an owner's feed sends it. */
const product = (id: string, title: string, category: string, updatedAt: number) => ({
  product_id: id,
  title,
  price: 10,
  category,
  updated_at: updatedAt,
});

interface Listed {
  total: number;
  products: { product_id: string }[];
}

describe.each(DIALECTS)('the owner catalogue on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let otherClientId: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    otherCookie = await strangerCookie(t.app, 'catalogue-other@owner.example');
    otherClientId = (await t.app.inject({ method: 'POST', url: '/api/admin/sites', headers: { cookie: otherCookie }, payload: { name: 'Other shop' } })).json()
      .client_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, payload?: unknown, as = cookie, clientId = t.demo.clientId) =>
    t.app.inject({
      method,
      url: `/api/admin/sites/${clientId}/store${path}`,
      headers: { cookie: as },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const listed = async (query: string) => {
    const response = await admin('GET', `/products?${query}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<Listed>();
    return { total: body.total, ids: body.products.map((p) => p.product_id) };
  };
  const expect4xx = (response: { statusCode: number; json(): { message: unknown } }, status: number) => {
    expect(response.statusCode).toBe(status);
    expect(typeof response.json().message).toBe('string');
  };

  beforeAll(async () => {
    const saved = await admin('PUT', '/products', {
      products: [
        product('1', 'Red Hat', 'Hats', 6),
        product('2', 'Blue HAT', 'Hats', 5),
        product('3', 'Rain boots', 'Shoes', 4),
        product('gid://shopify/Product/4', '100% wool scarf', 'Scarves', 3),
        product('5', 'Gift card for the Café', '', 2),
        product('hat_6', 'Belt', 'Belts', 1),
      ],
    });
    expect(saved.statusCode).toBe(200);
    await admin('PUT', '/products', { products: [product('x1', 'Their hat', 'Hats', 1)] }, otherCookie, otherClientId);
  });

  it('lists the categories by name with their counts, without the empty one', async () => {
    const response = await admin('GET', '/categories');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      categories: [
        { category: 'Belts', products: 1 },
        { category: 'Hats', products: 2 },
        { category: 'Scarves', products: 1 },
        { category: 'Shoes', products: 1 },
      ],
    });
    expect(MAX_CATEGORIES).toBe(500);
  });

  it('finds products by title or id whatever the case, by category, and pages what it finds', async () => {
    expect(await listed('q=hat')).toEqual({ total: 3, ids: ['1', '2', 'hat_6'] });
    expect(await listed('q=HAT&limit=1&offset=1')).toEqual({ total: 3, ids: ['2'] });
    expect(await listed('category=Hats')).toEqual({ total: 2, ids: ['1', '2'] });
    expect(await listed('q=blue&category=Hats')).toEqual({ total: 1, ids: ['2'] });
    expect(await listed('q=shopify%2FProduct')).toEqual({ total: 1, ids: ['gid://shopify/Product/4'] });
    // Beyond ASCII too, on SQLite as on PostgreSQL.
    expect(await listed(`q=${encodeURIComponent('CAFÉ')}`)).toEqual({ total: 1, ids: ['5'] });
    // Wildcards are what the owner typed: "%" finds the one title with a "%", "_" the one id with a "_".
    expect(await listed('q=%25')).toEqual({ total: 1, ids: ['gid://shopify/Product/4'] });
    expect(await listed('q=_')).toEqual({ total: 1, ids: ['hat_6'] });
    expect(await listed('q=nothing-like-it')).toEqual({ total: 0, ids: [] });
    // Without a filter the listing is as before: the whole catalogue, most recently updated first.
    expect(await listed('limit=2')).toEqual({ total: 6, ids: ['1', '2'] });
    expect(await listed('q=%20%20')).toEqual({ total: 6, ids: ['1', '2', '3', 'gid://shopify/Product/4', '5', 'hat_6'] });
  });

  it('refuses a search longer than 100 characters or with control characters, and odd category names find nothing', async () => {
    expect4xx(await admin('GET', `/products?q=${'a'.repeat(101)}`), 400);
    expect4xx(await admin('GET', '/products?q=a%00b'), 400);
    expect4xx(await admin('GET', `/products?category=${'c'.repeat(256)}`), 400);
    expect(await listed(`q=${'a'.repeat(100)}`)).toEqual({ total: 0, ids: [] });
    expect(await listed(`q=${encodeURIComponent("' or 1=1 --")}`)).toEqual({ total: 0, ids: [] });
    expect(await listed(`category=${encodeURIComponent("Hats' or '1'='1")}`)).toEqual({ total: 0, ids: [] });
  });

  it("keeps another owner's catalogue to them: 404 for their site, and nothing of theirs in ours", async () => {
    for (const [method, path] of [
      ['GET', '/categories'],
      ['GET', '/products?q=hat'],
      ['DELETE', '/products/x1'],
    ] as const) {
      expect4xx(await admin(method, path, undefined, cookie, otherClientId), 404);
    }
    expect4xx(await admin('DELETE', '/products/x1'), 404);
    expect((await admin('GET', '/products', undefined, otherCookie, otherClientId)).json<Listed>().total).toBe(1);
    expect((await listed('q=their')).ids).toEqual([]);
  });

  it('deletes one product, gid ids included, and 404s for one it does not hold', async () => {
    const deleted = await admin('DELETE', `/products/${encodeURIComponent('gid://shopify/Product/4')}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await listed('q=scarf')).ids).toEqual([]);
    expect((await admin('GET', '/categories')).json().categories.map((c: { category: string }) => c.category)).toEqual(['Belts', 'Hats', 'Shoes']);
    expect4xx(await admin('DELETE', `/products/${encodeURIComponent('gid://shopify/Product/4')}`), 404);
    expect((await admin('DELETE', '/products/5')).statusCode).toBe(200);
    expect((await listed('')).total).toBe(4);
  });

  it('answers 400 for ids no store uses, and the session is required', async () => {
    for (const id of ['-leading-dash', 'a%20b', '%3Cscript%3E', 'x'.repeat(65), '..%2F..%2Fetc']) {
      expect4xx(await admin('DELETE', `/products/${id}`), 400);
    }
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/admin/sites/${t.demo.clientId}/store/products/1` });
    expect(anonymous.statusCode).toBe(401);
    expect((await listed('')).total).toBe(4);
  });
});
