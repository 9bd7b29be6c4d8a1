import { CART_PRODUCT_IDS_MAX, LAST_VISITED_MAX_IDS } from '../constants.js';
import { storeId, uniqueStoreIds } from './ids.js';

/**
 * SPEC §3 client-side stored items: recent product ids (last_visited) and the cart product
 * lists. Both are kept the same way: the newest first, each id once, at most a fixed number.
 * The stored list comes back from the visitor's storage, so it is read as untrusted: entries
 * that are no product id are dropped, and a list that is not one starts empty.
 */
function remember(list: unknown, newest: unknown[], max: number): string[] {
  const added = newest.map(storeId).filter((id): id is string => id !== null);
  const kept = Array.isArray(list) ? list.slice(0, max * 4) : [];
  return uniqueStoreIds([...added, ...kept], max);
}

/** last_visited after a product page view: that product first, at most LAST_VISITED_MAX_IDS. */
export function rememberVisited(list: unknown, productId: unknown): string[] {
  return remember(list, [productId], LAST_VISITED_MAX_IDS);
}

/** A cart product list after products went into the cart (listed newest first), at most CART_PRODUCT_IDS_MAX. */
export function rememberCartProducts(list: unknown, productIds: unknown): string[] {
  return remember(list, Array.isArray(productIds) ? productIds.slice(0, CART_PRODUCT_IDS_MAX) : [productIds], CART_PRODUCT_IDS_MAX);
}
