/**
 * A store's product or variant id as Beckon accepts it anywhere: numbers (Shopify's 123), Shopify
 * gids (gid://shopify/Product/1) and Wix UUIDs. The schemas'
 * PRODUCT_ID_PATTERN takes it from here, so the widget reads ids without loading TypeBox.
 */
export const STORE_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_:/.-]{0,63}$';
const STORE_ID = new RegExp(STORE_ID_PATTERN);

/** A shop's host name (my-shop.myshopify.com); the schemas' ShopHost takes it from here, as above. */
export const SHOP_HOST_PATTERN = '^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$';
/** 100 is Fastify's longest path parameter: a longer shop could never be looked up. */
export const SHOP_HOST_MAX_LENGTH = 100;

/** A store id from page or cart data (a safe integer or a string); null when it is none. */
export function storeId(value: unknown): string | null {
  const id = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  if (typeof id !== 'string') return null;
  const trimmed = id.trim();
  return STORE_ID.test(trimmed) ? trimmed : null;
}

/** Ids in order, each once, only sound ones, at most `max`: how every store id list is kept. */
export function uniqueStoreIds(values: unknown, max: number): string[] {
  if (!Array.isArray(values)) return [];
  const ids = new Set<string>();
  for (const value of values) {
    if (ids.size >= max) break;
    const id = storeId(value);
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

/** Text without control characters (the server refuses them in ids), trimmed and cut to `max` code points. */
export function boundedText(value: unknown, max: number): string {
  if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return '';
  const clean = String(value)
    .replace(/\p{Cc}/gu, '')
    .trim();
  return Array.from(clean).slice(0, max).join('').trim();
}
