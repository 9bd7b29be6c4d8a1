import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Issue 19: what Wix members viewed (POST /wix/save-ordered-products), for the site's owner. */
const COLUMNS = ['id', 'customer_id', 'product_id', 'product_name', 'category', 'source_table', 'created_at'] as const;

export type OrderedProductRow = Awaited<ReturnType<typeof orderedProductsPage>>[number];

/** Where a page ends: the last row it held, so the next page starts strictly older than it. */
export interface OrderedCursor {
  created_at: number;
  id: string;
}

const bySite = (db: Kysely<Database>, siteId: number) => db.selectFrom('store_ordered_products').where('site_id', '=', siteId);

/**
 * Newest first by (created_at, id): one beacon saves its products in the same millisecond, so
 * the id settles their order. After a cursor, rows saved meanwhile (newer) cannot shift a page.
 */
async function orderedProductsPage(db: Kysely<Database>, siteId: number, page: { limit: number; offset?: number; after?: OrderedCursor }) {
  let query = bySite(db, siteId).select(COLUMNS);
  const after = page.after;
  if (after)
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', after.created_at), eb.and([eb('created_at', '=', after.created_at), eb('id', '<', Number(after.id))])]),
    );
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset ?? 0)
    .execute();
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

/** One page of the listing, with how many rows the site has in all. */
export async function listOrderedProducts(db: Kysely<Database>, siteId: number, page: { limit: number; offset: number }) {
  const [rows, counted] = await Promise.all([
    orderedProductsPage(db, siteId, page),
    bySite(db, siteId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { total: Number(counted?.n ?? 0), rows };
}

/** The rows strictly older than `after` (from the newest when none), for an export read a page at a time. */
export function orderedProductsAfter(db: Kysely<Database>, siteId: number, after: OrderedCursor | undefined, limit: number) {
  return orderedProductsPage(db, siteId, { limit, after });
}
