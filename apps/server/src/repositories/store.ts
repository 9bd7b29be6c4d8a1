import { ABANDONED_PRODUCTS_MAX } from '@beckon/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import { isSoldOut, type StoreProduct } from '@beckon/core';
import type { Database, StorePriceRulesTable, StoreProductsTable } from '../db/schema.js';
import type { RowWriter } from '../ingest/write-buffer.js';
import { containsPattern, foldedFor } from '../db/text-search.js';

/** Bounds on what one site's store may hold (not spec numbers: storage limits). */
export const MAX_CATALOGUE_PRODUCTS = 5000;
export const MAX_ABANDONED_PRODUCTS = ABANDONED_PRODUCTS_MAX;

// ---- boundaries: text and addresses arrive from owners' feeds and visitors' pages ----

// A tag, not any '<': "Sizes < 10" is a title, "<b>" is markup.
const TAG = /<\/?[a-z][^<>]*>/gi;
const CONTROL = /\p{Cc}/gu;

/** Titles and names are shown as text: markup and control characters go, whitespace collapses. */
export function plainText(value: string | undefined, max: number): string {
  if (!value) return '';
  const text = value.replace(TAG, ' ').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(text).slice(0, max).join('').trim();
}

/** An image or page address a visitor's browser may load: absolute http(s) only, else ''. */
export function httpUrl(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (!text) return '';
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
}

// ---- sites, by the ids visitors' calls carry ----

/** The caller's own site: every owner-side store query goes through this. */
export { ownedSiteId } from './sites.js';

/**
 * Owner writes replace sets of rows; two at once for one site must not interleave (a delete
 * missing the other's inserts). A no-op update takes the site's row lock on PostgreSQL, so they
 * run one after the other; SQLite runs every write transaction alone anyway.
 */
async function lockSite(tx: Kysely<Database>, siteId: number): Promise<void> {
  await tx
    .updateTable('sites')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', siteId)
    .execute();
}

// ---- the shop a site is ----

export interface ShopConnection {
  shop: string;
  platform: string;
  currency: string;
}

export function findConnection(db: Kysely<Database>, siteId: number) {
  return db.selectFrom('store_connections').select(['shop', 'platform', 'currency']).where('site_id', '=', siteId).executeTakeFirst();
}

export async function clientIdOfShop(db: Kysely<Database>, shop: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('store_connections')
    .innerJoin('sites', 'sites.id', 'store_connections.site_id')
    .select('sites.client_id')
    .where('store_connections.shop', '=', shop)
    .executeTakeFirst();
  return row?.client_id;
}

export async function disconnectShop(db: Kysely<Database>, siteId: number): Promise<void> {
  await db.deleteFrom('store_connections').where('site_id', '=', siteId).execute();
  await db.deleteFrom('store_claims').where('site_id', '=', siteId).execute();
}

// ---- proving a shop is the owner's (issue 15) ----

export interface ShopClaim extends ShopConnection {
  token: string;
}

export function findClaim(db: Kysely<Database>, siteId: number): Promise<ShopClaim | undefined> {
  return db.selectFrom('store_claims').select(['shop', 'platform', 'currency', 'token']).where('site_id', '=', siteId).executeTakeFirst();
}

/**
 * A site's claim on a shop, waiting for its proof. Claiming the same shop again keeps the token
 * (the owner may already have put it on the page); another shop gets a new one.
 */
export async function claimShop(db: Kysely<Database>, siteId: number, connection: ShopConnection, newToken: () => string): Promise<ShopClaim> {
  return db.transaction().execute(async (tx) => {
    const before = await tx.selectFrom('store_claims').select(['shop', 'token']).where('site_id', '=', siteId).executeTakeFirst();
    const token = before?.shop === connection.shop ? before.token : newToken();
    await tx
      .insertInto('store_claims')
      .values({ site_id: siteId, ...connection, token, created_at: Date.now() })
      .onConflict((oc) => oc.column('site_id').doUpdateSet({ ...connection, token }))
      .execute();
    return { ...connection, token };
  });
}

/**
 * The proof was served: the shop becomes this site's. A shop is one site's at a time, and the
 * latest proof wins: whoever runs the shop now has just shown it, so a site that proved it
 * earlier (a former owner, a sold shop) lets go. An unproven claim never displaces anyone.
 */
export async function bindProvenShop(db: Kysely<Database>, siteId: number, claim: ShopConnection): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('store_connections').where('shop', '=', claim.shop).where('site_id', '!=', siteId).execute();
    await tx
      .insertInto('store_connections')
      .values({ site_id: siteId, shop: claim.shop, platform: claim.platform, currency: claim.currency, created_at: Date.now() })
      .onConflict((oc) => oc.column('site_id').doUpdateSet({ shop: claim.shop, platform: claim.platform, currency: claim.currency }))
      .execute();
    await tx.deleteFrom('store_claims').where('site_id', '=', siteId).execute();
  });
}

/** A proven shop's platform and currency change without a new proof: the shop stays the same. */
export async function updateConnection(db: Kysely<Database>, siteId: number, connection: ShopConnection): Promise<void> {
  await db
    .updateTable('store_connections')
    .set({ platform: connection.platform, currency: connection.currency })
    .where('site_id', '=', siteId)
    .where('shop', '=', connection.shop)
    .execute();
  await db.deleteFrom('store_claims').where('site_id', '=', siteId).execute();
}

// ---- the product catalogue ----

export type CatalogueProduct = Omit<StoreProductsTable, 'id' | 'site_id'>;
type ProductRow = Pick<Selectable<StoreProductsTable>, keyof CatalogueProduct>;

const PRODUCT_COLUMNS = [
  'product_id',
  'variant_id',
  'title',
  'handle',
  'description',
  'image',
  'price',
  'compare_at_price',
  'currency_symbol',
  'inventory_quantity',
  'category',
  'available',
  'updated_at',
] as const satisfies ReadonlyArray<keyof CatalogueProduct>;

/** An owner's listing flag and the stock together: the one "can be bought now" of a product. */
export function isAvailable(listed: boolean, inventoryQuantity: number | null): boolean {
  return listed && !isSoldOut({ inventory_quantity: inventoryQuantity });
}

/** The wire boundary: a catalogue row becomes the SPEC §3 store product the cards read. */
export function toStoreProduct(row: ProductRow): StoreProduct {
  return {
    product_id: row.product_id,
    variant_id: row.variant_id,
    image: row.image,
    desc: row.description,
    title: row.title,
    handle: row.handle,
    inventory_quantity: row.inventory_quantity,
    price: row.price,
    compare_at_price: row.compare_at_price,
    currency_symbol: row.currency_symbol,
  };
}

export function countProducts(db: Kysely<Database>, siteId: number): Promise<number> {
  return db
    .selectFrom('store_products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** Replaces the whole catalogue in one transaction: a recommendation never sees half of it. */
export async function replaceCatalogue(db: Kysely<Database>, siteId: number, products: CatalogueProduct[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await lockSite(tx, siteId);
    await tx.deleteFrom('store_products').where('site_id', '=', siteId).execute();
    if (products.length)
      await tx
        .insertInto('store_products')
        .values(products.map((p) => ({ ...p, site_id: siteId })))
        .execute();
  });
}

/** Adds or changes products by id; 'full' (nothing written) when the catalogue would outgrow its bound. */
export async function upsertProducts(db: Kysely<Database>, siteId: number, products: CatalogueProduct[]): Promise<'saved' | 'full'> {
  return db.transaction().execute(async (tx) => {
    await lockSite(tx, siteId);
    const others = await tx
      .selectFrom('store_products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', siteId)
      .where(
        'product_id',
        'not in',
        products.map((p) => p.product_id),
      )
      .executeTakeFirstOrThrow();
    if (Number(others.n) + products.length > MAX_CATALOGUE_PRODUCTS) return 'full';
    await tx
      .insertInto('store_products')
      .values(products.map((p) => ({ ...p, site_id: siteId })))
      .onConflict((oc) =>
        oc
          .columns(['site_id', 'product_id'])
          .doUpdateSet((eb) => Object.fromEntries(PRODUCT_COLUMNS.filter((c) => c !== 'product_id').map((c) => [c, eb.ref(`excluded.${c}`)]))),
      )
      .execute();
    return 'saved';
  });
}

/** What the owner looks for in the catalogue: text in the title or the product id, a category. */
export interface ProductFilter {
  q?: string | undefined;
  category?: string | undefined;
}

/** `%`, `_` and the escape itself are what the owner typed, not wildcards. */

/** The site's products the filter keeps; folded on both sides, the match is case-blind on SQLite and PostgreSQL alike. */
function filteredProducts(db: Kysely<Database>, siteId: number, filter: ProductFilter) {
  let query = db.selectFrom('store_products').where('site_id', '=', siteId);
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    query = query.where(
      sql<boolean>`(${foldedFor(q, sql`title`)} like ${pattern} escape '\\' or ${foldedFor(q, sql`product_id`)} like ${pattern} escape '\\')`,
    );
  }
  if (filter.category) query = query.where('category', '=', filter.category);
  return query;
}

export function countMatchingProducts(db: Kysely<Database>, siteId: number, filter: ProductFilter): Promise<number> {
  return filteredProducts(db, siteId, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** Removes one product; false when the site has no product by that id. */
export async function deleteProduct(db: Kysely<Database>, siteId: number, productId: string): Promise<boolean> {
  const result = await db.deleteFrom('store_products').where('site_id', '=', siteId).where('product_id', '=', productId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The catalogue's named categories with how many products each holds, by name, at most `limit`. */
export async function listCategories(db: Kysely<Database>, siteId: number, limit: number) {
  const rows = await db
    .selectFrom('store_products')
    .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
    .where('site_id', '=', siteId)
    .where('category', '!=', '')
    .groupBy('category')
    .orderBy('category')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ category: r.category, products: Number(r.n) }));
}

export async function listProducts(db: Kysely<Database>, siteId: number, page: { limit: number; offset: number } & ProductFilter) {
  const rows = await filteredProducts(db, siteId, page)
    .select(PRODUCT_COLUMNS)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((r) => ({ ...toStoreProduct(r), category: r.category, available: r.available === 1, updated_at: r.updated_at }));
}

export interface RecommendationAsk {
  category: string;
  manual: string[];
  count: number;
}

/**
 * Recommendation order: the owner's manual picks as given, then the category, then the rest
 * of the catalogue, most recently updated first. Products that cannot be bought are skipped,
 * unless there is nothing else: then they show (the cards offer no add-to-cart for them).
 */
export async function recommendProducts(db: Kysely<Database>, siteId: number, ask: RecommendationAsk): Promise<StoreProduct[]> {
  const manual = [...new Set(ask.manual)];
  const picked = manual.length
    ? await db.selectFrom('store_products').select(PRODUCT_COLUMNS).where('site_id', '=', siteId).where('product_id', 'in', manual).execute()
    : [];
  const byId = new Map(picked.map((row) => [row.product_id, row]));
  const pickedInOrder = manual.flatMap((id) => byId.get(id) ?? []);

  const ranked = (available: 0 | 1, limit: number) => {
    let query = db.selectFrom('store_products').select(PRODUCT_COLUMNS).where('site_id', '=', siteId).where('available', '=', available);
    if (manual.length) query = query.where('product_id', 'not in', manual);
    if (ask.category) query = query.orderBy(sql`case when category = ${ask.category} then 0 else 1 end`);
    return query.orderBy('updated_at', 'desc').orderBy('id').limit(limit).execute();
  };

  const inStock = pickedInOrder.filter((row) => row.available === 1);
  if (inStock.length < ask.count) inStock.push(...(await ranked(1, ask.count - inStock.length)));
  if (inStock.length) return inStock.slice(0, ask.count).map(toStoreProduct);

  const soldOut = [...pickedInOrder];
  if (soldOut.length < ask.count) soldOut.push(...(await ranked(0, ask.count - soldOut.length)));
  return soldOut.slice(0, ask.count).map(toStoreProduct);
}

// ---- discount codes ----

export type PriceRule = Omit<StorePriceRulesTable, 'id' | 'site_id' | 'created_at'>;
const RULE_COLUMNS = ['title', 'code', 'value_type', 'value', 'starts_at', 'ends_at'] as const;

export async function replacePriceRules(db: Kysely<Database>, siteId: number, rules: PriceRule[]): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (tx) => {
    await lockSite(tx, siteId);
    await tx.deleteFrom('store_price_rules').where('site_id', '=', siteId).execute();
    if (rules.length)
      await tx
        .insertInto('store_price_rules')
        .values(rules.map((r) => ({ ...r, site_id: siteId, created_at: now })))
        .execute();
  });
}

export function listPriceRules(db: Kysely<Database>, siteId: number) {
  return db.selectFrom('store_price_rules').select(RULE_COLUMNS).where('site_id', '=', siteId).orderBy('id').execute();
}

/** Rules running at `now`: started (or no start) and not yet ended (or no end). */
export function activePriceRules(db: Kysely<Database>, siteId: number, now = Date.now()) {
  return db
    .selectFrom('store_price_rules')
    .select(RULE_COLUMNS)
    .where('site_id', '=', siteId)
    .where((eb) => eb.and([eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]), eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)])]))
    .orderBy('id')
    .execute();
}

// ---- what visitors left behind or bought ----

/** One product of an abandonment, as kept: the id always, the rest when the page knew it. */
export interface AbandonedProduct {
  product_id: string;
  variant_id?: string;
  title?: string;
  quantity?: number;
  price?: number;
}

export interface Abandonment {
  customer: string;
  data_for: 'abandonment' | 'cart';
  products: AbandonedProduct[];
  total_cart_value: number | null;
}

/** Store beacons go through the write buffer like views: a shop's traffic spike is theirs too. */
export async function recordAbandonment(writes: RowWriter, siteId: number, record: Abandonment): Promise<void> {
  await writes.write('store_abandonments', { site_id: siteId, ...record, products: JSON.stringify(record.products), created_at: Date.now() });
}

export async function listAbandonments(
  db: Kysely<Database>,
  siteId: number,
  page: { dataFor?: 'abandonment' | 'cart' | undefined; limit: number; offset: number },
) {
  let query = db
    .selectFrom('store_abandonments')
    .select(['id', 'customer', 'data_for', 'products', 'total_cart_value', 'created_at'])
    .where('site_id', '=', siteId);
  if (page.dataFor) query = query.where('data_for', '=', page.dataFor);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  return rows.map((r) => ({ ...r, id: String(r.id), products: JSON.parse(r.products) as AbandonedProduct[] }));
}

export interface OrderedProduct {
  product_id: string;
  product_name: string;
  category: string;
}

export async function recordOrderedProducts(
  writes: RowWriter,
  siteId: number,
  order: { customer_id: string; source_table: string; products: OrderedProduct[] },
): Promise<void> {
  const now = Date.now();
  await Promise.all(
    order.products.map((p) =>
      writes.write('store_ordered_products', { site_id: siteId, customer_id: order.customer_id, source_table: order.source_table, ...p, created_at: now }),
    ),
  );
}
