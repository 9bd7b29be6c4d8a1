import { CART_PRODUCT_IDS_MAX, CART_VALUE_CENTS_PER_UNIT } from '../constants.js';
import { wireNumber } from '../rules/wire-number.js';
import { boundedText, storeId } from './ids.js';

/** SPEC §1: the two store platforms. */
export const STORE_PLATFORM_NAMES = ['shopify', 'wix'] as const;
export type StorePlatform = (typeof STORE_PLATFORM_NAMES)[number];

/** A visitor's cart, the same whichever platform it came from. */
export interface StoreCart {
  platform: StorePlatform;
  /** Shopify's cart token, Wix's cart _id ('' when the store gives none) */
  id: string;
  /** units in the cart (a line of 3 mugs is 3) */
  item_count: number;
  /** in the currency's major units (SPEC §9: the store's cents ÷ 100) */
  total: number;
  /** distinct ids, in the cart's order, at most CART_PRODUCT_IDS_MAX */
  product_ids: string[];
  variant_ids: string[];
  /** ISO code as the store gives it, '' when unknown */
  currency: string;
}

/** Beckon's bounds on what a cart reading may hold: larger is no real cart. */
const MAX_LINES = 1000;
const MAX_QUANTITY = 1_000_000;
const MAX_TOTAL = 1e9;
const MAX_CART_ID_CHARS = 256;

type Json = Record<string, unknown>;

function objectOf(value: unknown): Json | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
}

/** Own fields only: a key such as `__proto__` or `constructor` in the JSON is never inherited. */
function field(value: unknown, key: string): unknown {
  const object = objectOf(value);
  return object !== null && Object.hasOwn(object, key) ? object[key] : undefined;
}

/** The body as fetched: JSON text or an already parsed value; a parse failure is no cart. */
function parsed(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function count(value: unknown): number | null {
  const n = wireNumber(value);
  return Number.isInteger(n) && n >= 0 && n <= MAX_QUANTITY * MAX_LINES ? n : null;
}

function majorUnits(cents: number): number | null {
  if (!Number.isFinite(cents) || cents < 0) return null;
  const total = Math.round(cents) / CART_VALUE_CENTS_PER_UNIT;
  return total <= MAX_TOTAL ? total : null;
}

interface Line {
  productId: unknown;
  variantId: unknown;
  quantity: unknown;
}

/** Ids and units of the lines; null when a line is not an object or its quantity is no count. */
function readLines(lines: unknown[], read: (line: Json) => Line): { product_ids: string[]; variant_ids: string[]; units: number } | null {
  if (lines.length > MAX_LINES) return null;
  const products = new Set<string>();
  const variants = new Set<string>();
  let units = 0;
  for (const entry of lines) {
    const line = objectOf(entry);
    if (line === null) return null;
    const { productId, variantId, quantity } = read(line);
    const q = quantity === undefined ? 1 : count(quantity);
    if (q === null || q > MAX_QUANTITY) return null;
    units += q;
    const product = storeId(productId);
    const variant = storeId(variantId);
    if (product !== null && products.size < CART_PRODUCT_IDS_MAX) products.add(product);
    if (variant !== null && variants.size < CART_PRODUCT_IDS_MAX) variants.add(variant);
  }
  return { product_ids: [...products], variant_ids: [...variants], units };
}

/**
 * Shopify's /cart.js: { token, item_count, total_price (cents), currency, items: [{ product_id,
 * variant_id, quantity }] }. Malformed or hostile JSON gives null, never a throw.
 */
export function shopifyCart(body: unknown): StoreCart | null {
  const cart = objectOf(parsed(body));
  const items = field(cart, 'items');
  if (cart === null || !Array.isArray(items)) return null;
  const lines = readLines(items, (line) => ({
    productId: field(line, 'product_id'),
    variantId: field(line, 'variant_id') ?? field(line, 'id'),
    quantity: field(line, 'quantity'),
  }));
  const total = majorUnits(wireNumber(field(cart, 'total_price')));
  const itemCount = field(cart, 'item_count') === undefined ? lines?.units : count(field(cart, 'item_count'));
  if (lines === null || total === null || itemCount === null || itemCount === undefined) return null;
  return {
    platform: 'shopify',
    id: boundedText(field(cart, 'token'), MAX_CART_ID_CHARS),
    item_count: itemCount,
    total,
    product_ids: lines.product_ids,
    variant_ids: lines.variant_ids,
    currency: currencyCode(field(cart, 'currency')),
  };
}

function currencyCode(value: unknown): string {
  const code = typeof value === 'string' ? value : field(value, 'code');
  return typeof code === 'string' && /^[A-Za-z]{3}$/.test(code) ? code.toUpperCase() : '';
}

/** A Wix amount: a number or decimal text in major units ("20.00"), or { amount } holding one. */
function wixAmount(value: unknown): number | null {
  const raw = objectOf(value) !== null ? field(value, 'amount') : value;
  const major = typeof raw === 'string' && !/^\s*\d+(?:\.\d+)?\s*$/.test(raw) ? Number.NaN : wireNumber(raw);
  return majorUnits(major * CART_VALUE_CENTS_PER_UNIT);
}

/**
 * A Wix cart: the eCommerce current cart ({ cart: { _id, lineItems: [{ quantity,
 * catalogReference: { catalogItemId, options: { variantId } } }], subtotal: { amount }, currency } })
 * or the Stores cart of getCurrentCart() ({ _id, lineItems: [{ productId, quantity }],
 * totals: { total }, currency: { code } }). Amounts are in major units already.
 */
export function wixCart(body: unknown): StoreCart | null {
  const root = objectOf(parsed(body));
  const cart = objectOf(field(root, 'cart')) ?? root;
  const items = field(cart, 'lineItems');
  if (cart === null || !Array.isArray(items)) return null;
  const lines = readLines(items, (line) => {
    const reference = field(line, 'catalogReference');
    return {
      productId: field(line, 'productId') ?? field(reference, 'catalogItemId'),
      variantId: field(line, 'variantId') ?? field(field(reference, 'options'), 'variantId'),
      quantity: field(line, 'quantity'),
    };
  });
  const totals = field(cart, 'totals');
  const amount = totals !== undefined ? (field(totals, 'total') ?? field(totals, 'subtotal')) : field(cart, 'subtotal');
  // An empty cart may come without any amount: it is worth 0.
  const total = amount === undefined && items.length === 0 ? 0 : wixAmount(amount);
  if (lines === null || total === null) return null;
  return {
    platform: 'wix',
    id: boundedText(field(cart, '_id') ?? field(cart, 'id'), MAX_CART_ID_CHARS),
    item_count: lines.units,
    total,
    product_ids: lines.product_ids,
    variant_ids: lines.variant_ids,
    currency: currencyCode(field(cart, 'currency')),
  };
}

/** The cart of either platform from its body. */
export function storeCart(platform: StorePlatform, body: unknown): StoreCart | null {
  return platform === 'shopify' ? shopifyCart(body) : platform === 'wix' ? wixCart(body) : null;
}
