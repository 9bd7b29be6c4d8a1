import { CART_PRODUCT_IDS_MAX } from '../constants.js';
import type { StoreCart, StorePlatform } from './cart.js';
import { boundedText, uniqueStoreIds } from './ids.js';

/** What the page knows about its store when a visitor call goes out. */
export interface StoreContext {
  platform: StorePlatform | null;
  /** the logged-in customer (Shopify) or member (Wix), when there is one */
  customerId?: unknown;
  /** null: the cart was not read (no consent, a failed fetch) */
  cart?: StoreCart | null;
}

/** The server's limit on these fields (`Short` in @beckon/core/api's visitor schemas). */
const MAX_FIELD_CHARS = 256;

/** SPEC §7 store fields of the viewed, closed, conversion, session and activity calls. */
export interface CallStoreFields {
  store_integration?: StorePlatform;
  store_integration_customer_id?: string;
}

/** SPEC §7 store fields of the display call: those above plus the cart. */
export interface DisplayStoreFields extends CallStoreFields {
  wix_cart_id?: string;
  /** major units, whole cents */
  cart_total?: number;
  cart_product_ids?: string[];
}

function platformOf(value: unknown): StorePlatform | null {
  return value === 'shopify' || value === 'wix' ? value : null;
}

/**
 * The store fields every visitor call carries: which platform and which customer. Nothing when
 * the page is no store. These are the only store keys the conversion call may carry: any other
 * key of its form body is taken as a field value of the lead.
 */
export function callStoreFields(context: StoreContext | null | undefined): CallStoreFields {
  const platform = platformOf(context?.platform);
  if (platform === null) return {};
  const fields: CallStoreFields = { store_integration: platform };
  const customer = boundedText(context?.customerId, MAX_FIELD_CHARS);
  if (customer !== '') fields.store_integration_customer_id = customer;
  return fields;
}

/**
 * The display call's store fields: the call fields, and with a cart of the same platform its
 * total, its product ids (at most CART_PRODUCT_IDS_MAX) and, on Wix, its id as wix_cart_id.
 */
export function displayStoreFields(context: StoreContext | null | undefined): DisplayStoreFields {
  const fields: DisplayStoreFields = callStoreFields(context);
  const cart = context?.cart;
  if (fields.store_integration === undefined || !cart || cart.platform !== fields.store_integration) return fields;
  if (Number.isFinite(cart.total) && cart.total >= 0) fields.cart_total = Math.round(cart.total * 100) / 100;
  fields.cart_product_ids = uniqueStoreIds(cart.product_ids, CART_PRODUCT_IDS_MAX);
  const cartId = boundedText(cart.id, MAX_FIELD_CHARS);
  if (cart.platform === 'wix' && cartId !== '') fields.wix_cart_id = cartId;
  return fields;
}
