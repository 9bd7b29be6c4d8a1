import { MAX_STORE_PRODUCTS, PRODUCT_TITLE_MAX_CHARS } from '../constants.js';
import type { Language } from '../types/design.js';
import type { ButtonsAction, StoreProduct } from '../types/popup.js';

/**
 * Product recommendation cards (SPEC §1, §3 store product, §9): which products show, how their
 * titles and prices read, where their links go and what their button does. Pure: the records
 * arrive from a saved design or the store, so every input is treated as untrusted data.
 */

/** SPEC §3 buttons_action values, in the spec's order. */
export const BUTTONS_ACTIONS = ['add_to_cart', 'add_to_cart_redirect', 'redirect', 'redirect_blank', 'no_buttons'] as const satisfies readonly ButtonsAction[];
/** SPEC §3 design_properties: the pop-up's own store buttons, in the spec's (and the editor's) order. */
export const STORE_BUTTON_KEYS = [
  'add_to_cart',
  'shopify_add_to_cart_2',
  'shopify_add_to_cart_3',
  'shopify_add_to_cart_4',
  'shopify_add_to_cart_5',
  'shopify_add_to_cart_6',
] as const;

/** Without an owner's choice a card links to its product. */
export const DEFAULT_BUTTONS_ACTION: ButtonsAction = 'redirect';

/** A buttons_action from a record; anything unknown or missing is the default. */
export function buttonsActionOf(value: unknown): ButtonsAction {
  return (BUTTONS_ACTIONS as readonly unknown[]).includes(value) ? (value as ButtonsAction) : DEFAULT_BUTTONS_ACTION;
}

/**
 * SPEC §9: a title is cut at 50 characters plus an ellipsis. Characters are Unicode code points
 * (an emoji or a Hebrew letter with its points counts as written), whitespace before the
 * ellipsis is dropped, and a title that fits is returned whole, without one.
 */
export function productTitle(title: unknown): string {
  const text = typeof title === 'string' ? title.trim() : '';
  const chars = Array.from(text);
  if (chars.length <= PRODUCT_TITLE_MAX_CHARS) return text;
  // A cut inside an emoji sequence must not leave a dangling joiner or variation selector.
  const cut = chars
    .slice(0, PRODUCT_TITLE_MAX_CHARS)
    .join('')
    .replace(/(?:\s|\u200d|\ufe0f)+$/u, '');
  return `${cut}…`;
}

/** SPEC §9: at most 3 products show, in the owner's order; an entry without a title is skipped. */
export function shownProducts<T extends Pick<StoreProduct, 'title'>>(products: readonly T[] | null | undefined): T[] {
  if (!Array.isArray(products)) return [];
  return products.filter((p) => p !== null && typeof p === 'object' && typeof p.title === 'string' && p.title.trim() !== '').slice(0, MAX_STORE_PRODUCTS);
}

/** A price as the store sends it (a number or a numeric string like "19.90"); null when it is none. */
export function priceAmount(value: unknown): number | null {
  let amount: number;
  if (typeof value === 'number') amount = value;
  else if (typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value)) amount = Number(value);
  else return null;
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/** Currency signs ($, €, ₪, R$) sit before the amount in English; words and codes (kr, CHF) after it. */
const isWordSymbol = (symbol: string) => /^\p{L}+\.?$/u.test(symbol);
const NBSP = '\u00a0';

/**
 * A price for a card: two decimals unless whole ("$20", "$19.90"), thousands grouped, the
 * currency symbol where a reader of that language expects it — in Hebrew after the amount
 * ("19.90 ₪"). An amount that is no price gives ''.
 */
export function productPrice(amount: unknown, currencySymbol: unknown, lang: Language): string {
  const value = priceAmount(amount);
  if (value === null) return '';
  const cents = Math.round(value * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = cents % 100;
  const number = fraction === 0 ? whole : `${whole}.${String(fraction).padStart(2, '0')}`;
  const symbol = typeof currencySymbol === 'string' ? currencySymbol.trim() : '';
  if (!symbol) return number;
  if (lang === 'he' || isWordSymbol(symbol)) return `${number}${NBSP}${symbol}`;
  return `${symbol}${number}`;
}

/** The compare-at price shows, struck through, only when it is a price above the current one. */
export function showsCompareAtPrice(price: unknown, compareAtPrice: unknown): boolean {
  const now = priceAmount(price);
  const before = priceAmount(compareAtPrice);
  return now !== null && before !== null && Math.round(before * 100) > Math.round(now * 100);
}

/** SPEC §3 inventory_quantity: exactly none left is sold out (negative means the store oversells). */
export function isSoldOut(product: Pick<StoreProduct, 'inventory_quantity'>): boolean {
  const q: unknown = product.inventory_quantity;
  return q !== null && q !== undefined && q !== '' && Number(q) === 0;
}

/**
 * Where a card leads: the store's product page `/products/{handle}`, on the store's own origin
 * when one is given (an http(s) address, optionally with a path prefix such as a locale).
 * Without a handle there is no link: ''.
 */
export function productLink(product: Pick<StoreProduct, 'handle'>, storeOrigin?: string): string {
  const handle = typeof product.handle === 'string' ? product.handle.trim() : '';
  if (!handle) return '';
  const path = `/products/${encodeURIComponent(handle)}`;
  if (!storeOrigin) return path;
  try {
    const base = new URL(storeOrigin);
    if (base.protocol !== 'https:' && base.protocol !== 'http:') return path;
    return `${base.origin}${base.pathname.replace(/\/+$/, '')}${path}`;
  } catch {
    return path;
  }
}

/**
 * A product image address a card may load: http(s), protocol-relative, or an inline image
 * (data:image/…, which an img element never runs); anything else gives ''.
 */
export function productImageUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  const url = value.trim();
  return /^(?:https?:\/\/|\/\/|data:image\/)/i.test(url) ? url : '';
}

/** What a card's button is: an add-to-cart button, a link in this tab or a new one, or nothing. */
export type ProductButtonKind = 'add_to_cart' | 'link' | 'link_blank' | 'none';

/**
 * SPEC §3/§4 buttons_action for one card. A sold-out product gets no add-to-cart button; where
 * adding to the cart is not available (no store integration on this page) the card links to
 * the product instead; a button needs somewhere to go.
 */
export function productButtonKind(action: unknown, options: { soldOut: boolean; canAddToCart: boolean; hasLink: boolean }): ProductButtonKind {
  const act = buttonsActionOf(action);
  if (act === 'no_buttons') return 'none';
  if (act === 'add_to_cart' || act === 'add_to_cart_redirect') {
    if (options.soldOut) return 'none';
    if (options.canAddToCart) return 'add_to_cart';
  }
  if (!options.hasLink) return 'none';
  return act === 'redirect_blank' ? 'link_blank' : 'link';
}
