import { CART_VALUE_CENTS_PER_UNIT } from '../constants.js';
import { isOn } from '../flags.js';
import { wireNumber } from '../rules/wire-number.js';
import type { CartSpecFilter, CartTriggers } from '../types/popup.js';
import type { StoreCart, StorePlatform } from './cart.js';
import { storeId } from './ids.js';

/** SPEC §3 cart spec filters, in the spec's order. */
export const CART_SPEC_FILTERS = ['greater_than', 'equal', 'greater_than_or_equal'] as const satisfies readonly CartSpecFilter[];

/**
 * What a cart trigger's `action` looks at. SPEC §3 names the field only; issue 19 names the three
 * things a cart trigger reads: the cart's value, its item count and its products.
 * - cart_value: the cart's total (major units) compared by the filter with cart_spec_value;
 * - item_count: the units in the cart compared the same way;
 * - products: at least one of the listed products (or variants) is in the cart — any, not all:
 *   an owner lists the products a pop-up is about, and a visitor with one of them is its audience.
 * A blank action is cart_value (the editor presents the filter as "when the cart's value is").
 */
export const CART_TRIGGER_ACTIONS = ['cart_value', 'item_count', 'products'] as const;
export type CartTriggerAction = (typeof CART_TRIGGER_ACTIONS)[number];

/** A cart trigger's fields with the platform's prefix taken off. */
export interface CartTriggerSettings {
  active: boolean;
  /** null: an action Beckon does not know, which never fires */
  action: CartTriggerAction | null;
  products: unknown;
  filter: unknown;
  value: unknown;
}

/** The shopify_cart_trigger_* or wix_cart_trigger_* fields of a record. */
export function cartTriggerSettings(record: CartTriggers, platform: StorePlatform): CartTriggerSettings {
  const p = platform === 'wix' ? 'wix' : 'shopify';
  const rawAction: unknown = record[`${p}_cart_trigger_action`];
  const action = rawAction === undefined || rawAction === null || (typeof rawAction === 'string' && rawAction.trim() === '') ? 'cart_value' : rawAction;
  return {
    active: isOn(record[`${p}_cart_trigger_active`]),
    action: (CART_TRIGGER_ACTIONS as readonly unknown[]).includes(action) ? (action as CartTriggerAction) : null,
    products: record[`${p}_cart_trigger_products`],
    filter: record[`${p}_cart_trigger_cart_spec_filter`],
    value: record[`${p}_cart_trigger_cart_spec_value`],
  };
}

/** Money and counts compared in whole cents, so 0.1 + 0.2 equals 0.3 and 49.9 equals "49.90". */
const inCents = (n: number) => Math.round(n * CART_VALUE_CENTS_PER_UNIT);

/**
 * SPEC §3 filters: greater_than, equal, greater_than_or_equal. Without a filter ("any value")
 * any cart with something in it matches. A filter with a missing, unreadable or negative value
 * matches nothing: the owner's comparison is unfinished, and an unfinished trigger must not
 * show the pop-up to every shopper. An unknown filter matches nothing either.
 */
function compares(quantity: number, filter: unknown, value: unknown, itemCount: number): boolean {
  if (filter === undefined || filter === null || filter === '') return itemCount > 0;
  const target = wireNumber(value);
  if (!Number.isFinite(target) || target < 0) return false;
  const have = inCents(quantity);
  const want = inCents(target);
  if (filter === 'greater_than') return have > want;
  if (filter === 'equal') return have === want;
  if (filter === 'greater_than_or_equal') return have >= want;
  return false;
}

/** Beckon's bound on the ids one trigger's list is read for (an owner lists a few). */
const MAX_LISTED_PRODUCTS = 500;

/** Listed ids compare with the cart's product and variant ids; a Shopify gid also by its number. */
function listedIn(listed: unknown, cart: StoreCart): boolean {
  if (!Array.isArray(listed)) return false;
  const inCart = new Set([...cart.product_ids, ...cart.variant_ids].flatMap((id) => [id, gidNumber(id)]));
  return listed.slice(0, MAX_LISTED_PRODUCTS).some((entry) => {
    const id = storeId(entry);
    return id !== null && (inCart.has(id) || inCart.has(gidNumber(id)));
  });
}

const gidNumber = (id: string) => /^gid:\/\/shopify\/\w+\/(\d+)$/.exec(id)?.[1] ?? id;

/**
 * Whether the record's cart trigger for this platform fires on this cart. An inactive trigger,
 * a cart of the other platform, no cart, or an unknown action never fires; the caller shows a
 * record with an active cart trigger only when this is true, re-asking when the cart changes.
 */
export function cartTriggerMatches(record: CartTriggers, platform: StorePlatform, cart: StoreCart | null | undefined): boolean {
  const settings = cartTriggerSettings(record, platform);
  if (!settings.active || settings.action === null || !cart || cart.platform !== platform) return false;
  if (settings.action === 'products') return listedIn(settings.products, cart);
  const quantity = settings.action === 'cart_value' ? cart.total : cart.item_count;
  return compares(quantity, settings.filter, settings.value, cart.item_count);
}

/** Whether a record waits for a cart on this platform at all. */
export function hasCartTrigger(record: CartTriggers, platform: StorePlatform): boolean {
  return cartTriggerSettings(record, platform).active;
}
