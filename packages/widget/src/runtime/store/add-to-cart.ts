import { boundedText, storeId, type StorePlatform } from '@beckon/core';
import { warn } from '@beckon/embed-kit';
import { CART_READ } from './cart-source.js';
import type { CartItem } from './page-store.js';

/** Where each platform adds to the cart and shows it. */
const ADD: Record<StorePlatform, string> = { shopify: '/cart/add.js', wix: `${CART_READ.wix}/add-to-cart` };
export const CART_PAGE: Record<StorePlatform, string> = { shopify: '/cart', wix: '/cart-page' };

/** A store's refusal is shown to the visitor: at most this many characters of it. */
const MAX_MESSAGE_CHARS = 200;

/** Shopify adds a variant (SPEC §7 items of quantity and id); Wix a product. */
function addBody(platform: StorePlatform, item: CartItem): string | null {
  if (platform === 'shopify') {
    const id = storeId(item.variant_id);
    return id === null || !/^\d+$/.test(id) ? null : JSON.stringify({ items: [{ id: Number(id), quantity: 1 }] });
  }
  const id = storeId(item.product_id);
  return id === null ? null : JSON.stringify({ lineItems: [{ productId: id, quantity: 1 }] });
}

/** The store's words for a refusal: Shopify's `description`, Wix's `message`. */
async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as Record<string, unknown> | null;
    return boundedText(body?.description ?? body?.message, MAX_MESSAGE_CHARS);
  } catch {
    return '';
  }
}

/**
 * Puts one of the item in the visitor's cart through the store's own call. Resolves to null when
 * it went in, else to the store's message for the visitor ('' when the store gave none, or the
 * item has no id the store adds by). SPEC §8: a refusal (Shopify's 422) is logged; a call that
 * got no answer is logged as a failed store fetch and rejects, for the view to say so in the
 * pop-up's language (texts.storeUnreachable).
 */
export async function addToStoreCart(platform: StorePlatform, item: CartItem): Promise<string | null> {
  const body = addBody(platform, item);
  if (body === null) {
    warn('add to cart: the product has no id the store adds by', item);
    return '';
  }
  try {
    const response = await fetch(ADD[platform], {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
    });
    if (response.ok) return null;
    const message = await refusal(response);
    warn(`add to cart refused (${response.status})`, message);
    return message;
  } catch (error) {
    warn('Failed to fetch shopify data', error);
    throw error;
  }
}
