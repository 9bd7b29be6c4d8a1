import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { ABANDONMENT_CSV_HEADER, abandonmentCsvLines, type AbandonmentRow } from '../src/routes/admin/store-abandonments-csv.js';
import { DIALECTS } from './support/databases.js';
import { parseCsv } from './support/csv.js';
import { DEMO_PASSWORD, loginCookie, strangerCookie, startTestApp, type TestApp } from './support/app.js';

const T0 = Date.UTC(2026, 4, 1, 12, 0, 0);

describe.each(DIALECTS)('abandonment CSV export on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let siteId: number;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    otherCookie = await strangerCookie(t.app);
    siteId = (await t.app.db.selectFrom('sites').select('id').where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow()).id;
    await t.app.db
      .insertInto('store_connections')
      .values({ site_id: siteId, shop: 'demo.myshopify.com', platform: 'shopify', currency: 'EUR', created_at: T0 })
      .execute();
  });
  afterAll(async () => t?.close());

  const exportCsv = (query = '', as = cookie, clientId = t.demo.clientId) =>
    t.app.inject({ method: 'GET', url: `/api/admin/sites/${clientId}/store/abandonments.csv${query}`, headers: { cookie: as } });
  const save = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: `/shopify/save/browse-abandonment?${new URLSearchParams(query)}` });
  const seed = async (count: number, from: number, dataFor: 'abandonment' | 'cart') => {
    const rows = Array.from({ length: count }, (_, i) => ({
      site_id: siteId,
      customer: `bulk-${from + i}`,
      data_for: dataFor,
      products: JSON.stringify([{ product_id: String(from + i) }]),
      total_cart_value: null,
      created_at: T0 - (from + i) * 1000,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.app.db
        .insertInto('store_abandonments')
        .values(rows.slice(i, i + 200))
        .execute();
  };

  it('exports what visitors left, newest first, with a byte order mark and formula-looking text defused', async () => {
    const cart = await save({
      clientId: t.demo.clientId,
      customer: '=cmd|calc',
      data_for: 'cart',
      total_cart_value: '42.5',
      products: JSON.stringify([
        { product_id: 13, title: '=HYPERLINK("http://evil.example","Hat")', quantity: 2 },
        { product_id: 14, title: 'Scarf, wool' },
      ]),
    });
    expect(cart.statusCode).toBe(200);
    expect((await save({ clientId: t.demo.clientId, customer: '7001', data_for: 'abandonment', products: '[11]' })).statusCode).toBe(200);

    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="abandonment-${t.demo.clientId}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual(ABANDONMENT_CSV_HEADER);
    expect(rows).toHaveLength(3);
    const [browse, left] = [rows[1]!, rows[2]!];
    expect(browse.slice(1)).toEqual(['Browse', '7001', 'shopify', '', '', '#11', '11']);
    expect(left.slice(1)).toEqual(['Cart', "'=cmd|calc", 'shopify', '42.50', 'EUR', `'=HYPERLINK("http://evil.example","Hat") ×2; Scarf, wool`, '13 14']);
    expect(left[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Defused on the way out only: what was saved is kept as the page sent it.
    const saved = await t.app.db.selectFrom('store_abandonments').select('customer').where('data_for', '=', 'cart').executeTakeFirstOrThrow();
    expect(saved.customer).toBe('=cmd|calc');
  });

  it('filters as the JSON listing does', async () => {
    const carts = parseCsv((await exportCsv('?data_for=cart')).body.slice(1));
    expect(carts.slice(1).map((r) => r[1])).toEqual(['Cart']);
    const json = (
      await t.app.inject({ method: 'GET', url: `/api/admin/sites/${t.demo.clientId}/store/abandonments?data_for=cart`, headers: { cookie } })
    ).json();
    expect(json).toHaveLength(carts.length - 1);
    const browse = parseCsv((await exportCsv('?data_for=abandonment')).body.slice(1));
    expect(browse.slice(1).map((r) => r[1])).toEqual(['Browse']);
    expect((await exportCsv('?data_for=wishlist')).statusCode).toBe(400);
  });

  it('streams a table larger than a page, each row once and in order', async () => {
    await seed(1201, 100, 'abandonment');
    const rows = parseCsv((await exportCsv('?data_for=abandonment')).body.slice(1)).slice(1);
    expect(rows).toHaveLength(1202);
    const bulk = rows.filter((r) => r[2]!.startsWith('bulk-')).map((r) => Number(r[2]!.slice(5)));
    expect(bulk).toEqual(Array.from({ length: 1201 }, (_, i) => 100 + i));
  });

  it("answers 404 for another account's site and sends none of its rows", async () => {
    const other = await exportCsv('', otherCookie);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('7001');
    expect(other.json().message).toBe('No such site in your account.');
    expect((await exportCsv('', cookie, 'nosuchclient')).statusCode).toBe(404);
  });

  it.each([
    ['no session', undefined, 401],
    ['a hostile client id', '%3Cscript%3E', 400],
  ])('refuses %s', async (_name, clientId, status) => {
    const response = clientId
      ? await exportCsv('', cookie, clientId)
      : await t.app.inject({ method: 'GET', url: `/api/admin/sites/${t.demo.clientId}/store/abandonments.csv` });
    expect(response.statusCode).toBe(status);
  });
});

describe('abandonment CSV pages', () => {
  const row = (id: number, createdAt: number): AbandonmentRow => ({
    id: String(id),
    customer: `c${id}`,
    data_for: 'abandonment',
    products: [{ product_id: String(id) }],
    total_cart_value: null,
    created_at: createdAt,
  });
  const customersOf = async (lines: AsyncGenerator<string>) => {
    let text = '';
    for await (const chunk of lines) text += chunk;
    return parseCsv(text.slice(1))
      .slice(1)
      .map((r) => r[2]);
  };

  it.each([
    ['nothing saved meanwhile', 0, 0],
    ['rows saved on top between pages', 3, 0],
    ['a row saved on top in the same millisecond', 1, 1],
  ])('sends every row once with %s', async (_name, added, sameMs) => {
    // Newest first, as the repository reads them; 7 rows in pages of 3.
    const table = Array.from({ length: 7 }, (_, i) => row(7 - i, 1000 + (7 - i) * 10));
    let nextId = 8;
    const readPage = async (offset: number, limit: number) => {
      const page = table.slice(offset, offset + limit);
      // Saved while the first page is being sent.
      if (offset === limit) for (let i = 0; i < added; i++) table.unshift(row(nextId++, sameMs ? table[0]!.created_at : 5000 + nextId));
      return page;
    };
    const customers = await customersOf(abandonmentCsvLines(readPage, { platform: 'wix', currency: '' }, 3));
    expect(customers).toEqual(['c7', 'c6', 'c5', 'c4', 'c3', 'c2', 'c1']);
  });
});

describe('abandonment CSV export rate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      rateLimits: { ipPerMinute: 2, clientPerMinute: 0, loginPerMinute: 0, siteLeadsPerMinute: 0, popupLeadsPerMinute: 0, redisUrl: undefined },
    });
  });
  afterAll(async () => t?.close());

  it('answers 429 once one address exports too often', async () => {
    const cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const url = `/api/admin/sites/${t.demo.clientId}/store/abandonments.csv`;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
