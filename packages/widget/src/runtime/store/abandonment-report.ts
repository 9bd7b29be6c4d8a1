import { browseAbandonmentRequest, orderedProductsRequest, type StoreCart, type StorePlatform } from '@beckon/core';
import { consented, readSession, writeSession } from '@beckon/embed-kit';
import { beacon } from '../network/send.js';
import type { ViewedProduct } from './page-reading.js';

export interface AbandonmentTarget {
  /** the Beckon server's origin */
  origin: string;
  clientId: string;
  platform: StorePlatform;
  customer: unknown;
}

/** The cart last saved as abandoned in this tab, so a cart is saved once, not on every page. */
const SENT_CART_KEY = 'beckon_cart_sent';

/** Tracking withdrawn (SPEC §1): the tab forgets which cart it saved, customer and products. */
export function forgetSentCart(): void {
  if (readSession(SENT_CART_KEY) === null) return;
  // Blanked through the consent gate (consent-gate.ts), so a write it held back does not come back on a grant.
  writeSession(SENT_CART_KEY, '');
  try {
    // Not the embed kit's removeSession: the first download carries only what widget.js uses.
    sessionStorage.removeItem(SENT_CART_KEY);
  } catch {
    // no storage here (a sandboxed frame): nothing was kept
  }
}

/** SPEC §7 GET /shopify/save/browse-abandonment: fire and forget, nothing to read. */
function sendBrowse(origin: string, query: Record<string, string>): void {
  // A tracking beacon like the others (the embed kit's beacon() checks the same): none without the visitor's consent (issue 21).
  if (!consented()) return;
  const url = `${origin}/shopify/save/browse-abandonment?${new URLSearchParams(query).toString()}`;
  fetch(url, { credentials: 'omit', mode: 'no-cors', keepalive: true }).catch(() => {});
}

/**
 * SPEC §1, §7, §9: what the visitor looked at and what sits in their cart, saved for the owner's
 * abandonment follow-up once the product page has been in view BROWSE_ABANDONMENT_DELAY_MS (the
 * caller's timer). Shopify: the product as data_for=abandonment and a cart that changed since it
 * was last saved as data_for=cart, with the cart's value (cents ÷ 100). Wix: the product through
 * the ordered-products call. Only a known customer is saved: the follow-up needs someone to reach.
 */
export function reportAbandonment(target: AbandonmentTarget, product: ViewedProduct | null, cart: StoreCart | null): void {
  const { origin, clientId, customer } = target;
  if (target.platform === 'wix') {
    const body =
      product && orderedProductsRequest({ clientId, customerId: customer, products: [{ product_id: product.product_id, product_name: product.title }] });
    if (body) beacon(`${origin}/wix/save-ordered-products`, body);
    return;
  }
  const cents = cart ? Math.round(cart.total * 100) : undefined;
  const viewed = product && browseAbandonmentRequest({ clientId, customer, products: [product], dataFor: 'abandonment', totalCartValueCents: cents });
  if (viewed) sendBrowse(origin, { ...viewed });
  if (!cart || cart.item_count === 0) return;
  const inCart = browseAbandonmentRequest({ clientId, customer, products: cart.product_ids, dataFor: 'cart', totalCartValueCents: cents });
  const key = inCart ? `${inCart.customer} ${inCart.products} ${inCart.total_cart_value ?? ''}` : '';
  if (!inCart || readSession(SENT_CART_KEY) === key) return;
  writeSession(SENT_CART_KEY, key);
  sendBrowse(origin, { ...inCart });
}
