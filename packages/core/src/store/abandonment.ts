import { ABANDONED_PRODUCTS_MAX, CART_VALUE_CENTS_PER_UNIT } from '../constants.js';
import { wireNumber } from '../rules/wire-number.js';
import { CLIENT_ID_PATTERN } from '../validators/popup-id.js';
import { boundedText, storeId } from './ids.js';
import { priceAmount } from './product-cards.js';

/**
 * SPEC §7 browse abandonment (GET /shopify/save/browse-abandonment) and Wix ordered products
 * (POST /wix/save-ordered-products), built to the server's schemas in @beckon/core/api
 * (AbandonmentQuery, OrderedProductsBody). SPEC §9: saved 5 s after a product page view
 * (BROWSE_ABANDONMENT_DELAY_MS); the cart value comes in cents and is sent divided by 100.
 */

/** The server's bounds: customer ids 1-256 characters, names 255, the products text 8192. */
const MAX_CUSTOMER_CHARS = 256;
const MAX_NAME_CHARS = 255;
const MAX_PRODUCTS_TEXT = 8192;
const MAX_QUANTITY = 10_000;
const MAX_MONEY = 1e9;
const CLIENT_ID = new RegExp(CLIENT_ID_PATTERN);

/** A product the visitor looked at or has in the cart: an id, or an object with one. */
export interface AbandonedProductInput {
  product_id?: unknown;
  variant_id?: unknown;
  title?: unknown;
  quantity?: unknown;
  /** in major units, as a store product's price */
  price?: unknown;
}

export interface BrowseAbandonmentInput {
  clientId: unknown;
  customer: unknown;
  products: unknown;
  dataFor: 'abandonment' | 'cart';
  /** the cart's value in cents, as the store reports it (Shopify's total_price) */
  totalCartValueCents?: unknown;
}

/** The query of GET /shopify/save/browse-abandonment, every value text as a query carries it. */
export interface BrowseAbandonmentQuery {
  clientId: string;
  customer: string;
  /** a JSON array of product objects */
  products: string;
  data_for: 'abandonment' | 'cart';
  total_cart_value?: string;
}

export interface AbandonedProduct {
  product_id: string;
  variant_id?: string;
  title?: string;
  quantity?: number;
  price?: number;
}

/**
 * One product of an abandonment, from a page (the widget) or a query (the server): an id, or an
 * object with a product_id (or id); null when it names no product. Extras are kept only when sound.
 */
export function abandonedProduct(entry: unknown): AbandonedProduct | null {
  const fields =
    entry !== null && typeof entry === 'object' && !Array.isArray(entry) ? (entry as AbandonedProductInput & { id?: unknown }) : { product_id: entry };
  const own = (key: keyof AbandonedProductInput | 'id') => (Object.hasOwn(fields, key) ? (fields as Record<string, unknown>)[key] : undefined);
  const productId = storeId(own('product_id') ?? own('id'));
  if (productId === null) return null;
  const product: AbandonedProduct = { product_id: productId };
  const variantId = storeId(own('variant_id'));
  if (variantId !== null) product.variant_id = variantId;
  const title = boundedText(own('title'), MAX_NAME_CHARS);
  if (title !== '') product.title = title;
  const quantity = own('quantity');
  if (Number.isInteger(quantity) && (quantity as number) >= 1 && (quantity as number) <= MAX_QUANTITY) product.quantity = quantity as number;
  const price = priceAmount(own('price'));
  if (price !== null && price <= MAX_MONEY) product.price = price;
  return product;
}

/** Distinct sound products, at most ABANDONED_PRODUCTS_MAX, dropping the last ones until the JSON fits. */
function productsText(products: unknown): string | null {
  if (!Array.isArray(products)) return null;
  const list: AbandonedProduct[] = [];
  const seen = new Set<string>();
  for (const entry of products.slice(0, ABANDONED_PRODUCTS_MAX * 4)) {
    const product = abandonedProduct(entry);
    if (product === null || seen.has(product.product_id)) continue;
    seen.add(product.product_id);
    list.push(product);
    if (list.length === ABANDONED_PRODUCTS_MAX) break;
  }
  while (list.length > 0 && JSON.stringify(list).length > MAX_PRODUCTS_TEXT) list.pop();
  return list.length > 0 ? JSON.stringify(list) : null;
}

/** SPEC §9: cents ÷ 100, whole cents; null for anything that is no amount. */
export function cartValueFromCents(cents: unknown): number | null {
  const n = wireNumber(cents);
  if (!Number.isFinite(n) || n < 0) return null;
  const value = Math.round(n) / CART_VALUE_CENTS_PER_UNIT;
  return value <= MAX_MONEY ? value : null;
}

function customerOf(value: unknown): string {
  return boundedText(value, MAX_CUSTOMER_CHARS);
}

/**
 * The browse-abandonment query, or null when the server would refuse it or it says nothing:
 * no valid client id, no known customer (an abandonment is kept to reach that customer), or no
 * product. A cart value that is no amount is left out, not sent as 0.
 */
export function browseAbandonmentRequest(input: BrowseAbandonmentInput): BrowseAbandonmentQuery | null {
  const clientId = typeof input.clientId === 'string' && CLIENT_ID.test(input.clientId) ? input.clientId : null;
  const customer = customerOf(input.customer);
  const products = productsText(input.products);
  const dataFor = input.dataFor === 'cart' ? 'cart' : input.dataFor === 'abandonment' ? 'abandonment' : null;
  if (clientId === null || customer === '' || products === null || dataFor === null) return null;
  const query: BrowseAbandonmentQuery = { clientId, customer, products, data_for: dataFor };
  const value = input.totalCartValueCents === undefined ? null : cartValueFromCents(input.totalCartValueCents);
  if (value !== null) query.total_cart_value = String(value);
  return query;
}

export interface OrderedProductInput {
  product_id?: unknown;
  product_name?: unknown;
  category?: unknown;
}

/** The JSON body of POST /wix/save-ordered-products. */
export interface OrderedProductsRequest {
  client_id: string;
  customer_id: string;
  products: { product_id: string; product_name?: string; category?: string }[];
  source_table: 'browse_abandonment';
}

/** The Wix ordered-products body, or null when the server would refuse it (see above). */
export function orderedProductsRequest(input: { clientId: unknown; customerId: unknown; products: unknown }): OrderedProductsRequest | null {
  const clientId = typeof input.clientId === 'string' && CLIENT_ID.test(input.clientId) ? input.clientId : null;
  const customerId = customerOf(input.customerId);
  if (clientId === null || customerId === '' || !Array.isArray(input.products)) return null;
  const products: OrderedProductsRequest['products'] = [];
  const seen = new Set<string>();
  for (const entry of input.products.slice(0, ABANDONED_PRODUCTS_MAX * 4)) {
    const fields: OrderedProductInput = entry !== null && typeof entry === 'object' ? (entry as OrderedProductInput) : { product_id: entry };
    const own = (key: keyof OrderedProductInput) => (Object.hasOwn(fields, key) ? fields[key] : undefined);
    const id = storeId(own('product_id'));
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    const product: OrderedProductsRequest['products'][number] = { product_id: id };
    const name = boundedText(own('product_name'), MAX_NAME_CHARS);
    if (name !== '') product.product_name = name;
    const category = boundedText(own('category'), MAX_NAME_CHARS);
    if (category !== '') product.category = category;
    products.push(product);
    if (products.length === ABANDONED_PRODUCTS_MAX) break;
  }
  if (products.length === 0) return null;
  return { client_id: clientId, customer_id: customerId, products, source_table: 'browse_abandonment' };
}
