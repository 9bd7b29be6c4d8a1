import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEMO_EMAIL } from '../src/seed/demo.js';
import { ORDERED_PRODUCTS_CSV_HEADER, orderedProductCsvLines } from '../src/routes/admin/store-ordered-products.js';
import type { OrderedCursor, OrderedProductRow } from '../src/repositories/store-ordered.js';
import { DIALECTS } from './support/databases.js';
import { parseCsv } from './support/csv.js';
import { DEMO_PASSWORD, loginCookie, strangerCookie, startTestApp, type TestApp } from './support/app.js';

const T0 = Date.UTC(2026, 4, 1, 12, 0, 0);

interface Listing {
  total: number;
  rows: OrderedProductRow[];
}

describe.each(DIALECTS)("Wix members' viewed products on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let siteId: number;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    otherCookie = await strangerCookie(t.app);
    siteId = (await t.app.db.selectFrom('sites').select('id').where('client_id', '=', t.demo.clientId).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t?.close());

  const list = (query = '', as = cookie, clientId = t.demo.clientId) =>
    t.app.inject({ method: 'GET', url: `/api/admin/sites/${clientId}/store/ordered-products${query}`, headers: { cookie: as } });
  const exportCsv = (as = cookie, clientId = t.demo.clientId) =>
    t.app.inject({ method: 'GET', url: `/api/admin/sites/${clientId}/store/ordered-products.csv`, headers: { cookie: as } });
  const save = (customerId: string, products: { product_id: string; product_name?: string; category?: string }[]) =>
    t.app.inject({ method: 'POST', url: '/wix/save-ordered-products', payload: { client_id: t.demo.clientId, customer_id: customerId, products } });
  const seed = async (count: number, from: number) => {
    const rows = Array.from({ length: count }, (_, i) => ({
      site_id: siteId,
      customer_id: `bulk-${from + i}`,
      source_table: 'browse_abandonment',
      product_id: String(from + i),
      product_name: `Bulk ${from + i}`,
      category: '',
      // Pairs share a millisecond, as the products of one beacon do.
      created_at: T0 - Math.floor((from + i) / 2) * 1000,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.app.db
        .insertInto('store_ordered_products')
        .values(rows.slice(i, i + 200))
        .execute();
  };

  it('lists what members viewed, newest first, once the beacon is answered', async () => {
    expect((await list()).json()).toEqual({ total: 0, rows: [] });
    // The beacon's answer comes after the buffered write commits: the rows are readable at once.
    expect((await save('member-1', [{ product_id: 'a1b2c3', product_name: 'Mug <i>large</i>', category: 'kitchen' }])).statusCode).toBe(200);
    expect((await save('member-2', [{ product_id: '42', product_name: 'Plate' }, { product_id: '43' }])).statusCode).toBe(200);

    const response = await list();
    expect(response.statusCode).toBe(200);
    const listing = response.json<Listing>();
    expect(listing.total).toBe(3);
    expect(listing.rows.map((r) => r.product_id)).toEqual(['43', '42', 'a1b2c3']);
    expect(listing.rows[2]).toEqual({
      id: expect.any(String),
      customer_id: 'member-1',
      product_id: 'a1b2c3',
      product_name: 'Mug large',
      category: 'kitchen',
      source_table: 'browse_abandonment',
      created_at: expect.any(Number),
    });
    expect(listing.rows[0]).toMatchObject({ customer_id: 'member-2', product_name: '', category: '' });
  });

  it('pages with limit and offset, and refuses pages out of bounds', async () => {
    const first = (await list('?limit=2')).json<Listing>();
    const second = (await list('?limit=2&offset=2')).json<Listing>();
    expect([first.total, second.total]).toEqual([3, 3]);
    expect(first.rows.map((r) => r.product_id)).toEqual(['43', '42']);
    expect(second.rows.map((r) => r.product_id)).toEqual(['a1b2c3']);
    expect((await list('?offset=10')).json()).toEqual({ total: 3, rows: [] });
    for (const query of ['?limit=0', '?limit=501', '?offset=-1', '?limit=abc']) expect((await list(query)).statusCode, query).toBe(400);
  });

  it('exports the same rows as CSV with a byte order mark, formula-looking text defused', async () => {
    expect((await save('=cmd|calc', [{ product_id: '77', product_name: '=HYPERLINK("http://evil.example","Hat")', category: 'Hats, wool' }])).statusCode).toBe(
      200,
    );
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="viewed-products-${t.demo.clientId}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual(ORDERED_PRODUCTS_CSV_HEADER);
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      ["'=cmd|calc", `'=HYPERLINK("http://evil.example","Hat")`, '77', 'Hats, wool', 'browse_abandonment'],
      ['member-2', '', '43', '', 'browse_abandonment'],
      ['member-2', 'Plate', '42', '', 'browse_abandonment'],
      ['member-1', 'Mug large', 'a1b2c3', 'kitchen', 'browse_abandonment'],
    ]);
    expect(rows[1]![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Defused on the way out only: what was saved is kept as the page sent it.
    expect((await list('?limit=1')).json<Listing>().rows[0]!.customer_id).toBe('=cmd|calc');
  });

  it('streams a table larger than a page, each row once and in order', async () => {
    await seed(1201, 100);
    const rows = parseCsv((await exportCsv()).body.slice(1)).slice(1);
    expect(rows).toHaveLength(1205);
    const bulk = rows.filter((r) => r[1]!.startsWith('bulk-')).map((r) => Number(r[1]!.slice(5)));
    // Newest first; of two in one millisecond, the later saved (higher id) first.
    const expected = Array.from({ length: 1201 }, (_, i) => 100 + i).sort((a, b) => Math.floor(a / 2) - Math.floor(b / 2) || b - a);
    expect(bulk).toEqual(expected);
    expect((await list('?limit=1')).json<Listing>().total).toBe(1205);
  });

  it("answers 404 for another account's site and sends none of its rows", async () => {
    for (const response of [await list('', otherCookie), await exportCsv(otherCookie)]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('member-1');
      expect(response.json().message).toBe('No such site in your account.');
    }
    expect((await list('', cookie, 'nosuchclient')).statusCode).toBe(404);
    expect((await exportCsv(cookie, 'nosuchclient')).statusCode).toBe(404);
  });

  it.each([
    ['no session', undefined, 401],
    ['a hostile client id', '%3Cscript%3E', 400],
  ])('refuses %s', async (_name, clientId, status) => {
    for (const path of ['ordered-products', 'ordered-products.csv']) {
      const url = `/api/admin/sites/${clientId ?? t.demo.clientId}/store/${path}`;
      const response = await t.app.inject({ method: 'GET', url, headers: clientId ? { cookie } : {} });
      expect(response.statusCode, path).toBe(status);
    }
  });

  it("reads a site's page newest first through an index, with no sort of the whole table", async () => {
    // PostgreSQL's planner scans a table this small whatever its indexes; it is told to prefer them.
    const explain = (query: string) =>
      dialect === 'sqlite'
        ? sql<{ detail: string }>`explain query plan ${sql.raw(query)}`.execute(t.app.db).then((r) => r.rows.map((row) => row.detail))
        : t.app.db.connection().execute(async (db) => {
            await sql`set enable_seqscan = off`.execute(db);
            await sql`set enable_bitmapscan = off`.execute(db);
            const rows = (await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(query)}`.execute(db)).rows.map((row) => row['QUERY PLAN']);
            await sql`reset enable_seqscan`.execute(db);
            await sql`reset enable_bitmapscan`.execute(db);
            return rows;
          });
    const plan = (await explain(`select id from store_ordered_products where site_id = ${siteId} order by created_at desc, id desc limit 50`)).join(' | ');
    expect(plan).toContain('store_ordered_products_time');
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  });
});

describe('viewed products CSV pages', () => {
  const row = (id: number, createdAt: number): OrderedProductRow => ({
    id: String(id),
    customer_id: `m${id}`,
    product_id: String(id),
    product_name: '',
    category: '',
    source_table: 'browse_abandonment',
    created_at: createdAt,
  });

  it('asks each page for the rows after the last one sent, so rows saved meanwhile shift nothing', async () => {
    // Newest first; 7 rows in pages of 3, two sharing a millisecond.
    const table = Array.from({ length: 7 }, (_, i) => row(7 - i, 1000 + Math.floor((7 - i) / 2) * 10));
    const asked: (OrderedCursor | undefined)[] = [];
    const readPage = async (after: OrderedCursor | undefined, limit: number) => {
      asked.push(after);
      // Saved on top while the export runs.
      table.unshift(row(100 + asked.length, 9000));
      const older = after
        ? table.filter((r) => r.created_at < after.created_at || (r.created_at === after.created_at && Number(r.id) < Number(after.id)))
        : table.slice(1);
      return older.slice(0, limit);
    };
    let text = '';
    for await (const chunk of orderedProductCsvLines(readPage, 3)) text += chunk;
    const members = parseCsv(text.slice(1))
      .slice(1)
      .map((r) => r[1]);
    expect(members).toEqual(['m7', 'm6', 'm5', 'm4', 'm3', 'm2', 'm1']);
    expect(asked.map((a) => a?.id)).toEqual([undefined, '5', '2']);
  });
});

describe('viewed products CSV export rate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      rateLimits: { ipPerMinute: 2, clientPerMinute: 0, loginPerMinute: 0, siteLeadsPerMinute: 0, popupLeadsPerMinute: 0, redisUrl: undefined },
    });
  });
  afterAll(async () => t?.close());

  it('answers 429 once one address exports too often', async () => {
    const cookie = await loginCookie(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const url = `/api/admin/sites/${t.demo.clientId}/store/ordered-products.csv`;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
