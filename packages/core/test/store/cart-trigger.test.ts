import { describe, expect, it } from 'vitest';
import { CART_SPEC_FILTERS, CART_TRIGGER_ACTIONS, cartTriggerMatches, hasCartTrigger, type CartTriggers, type StoreCart } from '../../src/index.js';

function cart(overrides: Partial<StoreCart> = {}): StoreCart {
  return { platform: 'shopify', id: 't', item_count: 3, total: 49.9, product_ids: ['7001', '7002'], variant_ids: ['39001'], currency: 'USD', ...overrides };
}
/** A Shopify cart trigger: on, on the cart's value, unless told otherwise. */
function shopify(fields: Record<string, unknown>): CartTriggers {
  const record: Record<string, unknown> = { shopify_cart_trigger_active: 1, shopify_cart_trigger_action: 'cart_value' };
  for (const [key, value] of Object.entries(fields)) record[`shopify_cart_trigger_${key}`] = value;
  return record as CartTriggers;
}

describe('the spec lists', () => {
  it('SPEC §3 cart spec filters', () => expect(CART_SPEC_FILTERS).toEqual(['greater_than', 'equal', 'greater_than_or_equal']));
  it('issue 19: value, item count, products', () => expect(CART_TRIGGER_ACTIONS).toEqual(['cart_value', 'item_count', 'products']));
});

describe('cartTriggerMatches: cart value (SPEC §3 greater_than, equal, greater_than_or_equal)', () => {
  const cases: [string, Record<string, unknown>, Partial<StoreCart>, boolean][] = [
    ['greater_than: 49.90 > 40', { cart_spec_filter: 'greater_than', cart_spec_value: 40 }, {}, true],
    ['greater_than: 49.90 > 49.90 is false', { cart_spec_filter: 'greater_than', cart_spec_value: 49.9 }, {}, false],
    ['greater_than: by one cent', { cart_spec_filter: 'greater_than', cart_spec_value: 49.89 }, {}, true],
    ['greater_than_or_equal: at the value', { cart_spec_filter: 'greater_than_or_equal', cart_spec_value: 49.9 }, {}, true],
    ['greater_than_or_equal: one cent short', { cart_spec_filter: 'greater_than_or_equal', cart_spec_value: 49.91 }, {}, false],
    ['equal: cents from the store (4990 / 100) equal 49.9', { cart_spec_filter: 'equal', cart_spec_value: 49.9 }, { total: 4990 / 100 }, true],
    ['equal: float sums compare in cents (0.1 + 0.2 = 0.3)', { cart_spec_filter: 'equal', cart_spec_value: 0.3 }, { total: 0.1 + 0.2 }, true],
    ['equal: one cent off', { cart_spec_filter: 'equal', cart_spec_value: 49.91 }, {}, false],
    ['equal: a value as text "49.90"', { cart_spec_filter: 'equal', cart_spec_value: '49.90' }, {}, true],
    ['equal 0 on an empty cart', { cart_spec_filter: 'equal', cart_spec_value: 0 }, { total: 0, item_count: 0, product_ids: [] }, true],
    ['greater_than 0 on an empty cart', { cart_spec_filter: 'greater_than', cart_spec_value: 0 }, { total: 0, item_count: 0 }, false],
    ['no filter ("any value"): a cart with items', {}, {}, true],
    ['no filter: an empty cart is no cart to trigger on', {}, { total: 0, item_count: 0 }, false],
    ['filter with the value missing', { cart_spec_filter: 'greater_than' }, {}, false],
    ['filter with a null value', { cart_spec_filter: 'greater_than_or_equal', cart_spec_value: null }, {}, false],
    ['a negative value', { cart_spec_filter: 'greater_than', cart_spec_value: -1 }, {}, false],
    ['a value in words', { cart_spec_filter: 'greater_than', cart_spec_value: 'forty' }, {}, false],
    ['a blank value', { cart_spec_filter: 'greater_than', cart_spec_value: '  ' }, {}, false],
    ['NaN value', { cart_spec_filter: 'equal', cart_spec_value: Number.NaN }, {}, false],
    ['an infinite value', { cart_spec_filter: 'greater_than_or_equal', cart_spec_value: Number.POSITIVE_INFINITY }, {}, false],
    ['a boolean value is not 1', { cart_spec_filter: 'greater_than_or_equal', cart_spec_value: true }, { total: 5 }, false],
    ['a filter the spec does not have', { cart_spec_filter: 'less_than', cart_spec_value: 100 }, {}, false],
    ['a filter in capitals', { cart_spec_filter: 'EQUAL', cart_spec_value: 49.9 }, {}, false],
    ['a blank action reads as cart value', { action: '', cart_spec_filter: 'greater_than', cart_spec_value: 40 }, {}, true],
    ['a missing action reads as cart value', { action: undefined, cart_spec_filter: 'greater_than', cart_spec_value: 40 }, {}, true],
    ['an unknown action never fires', { action: 'cart_total', cart_spec_filter: 'greater_than', cart_spec_value: 40 }, {}, false],
    ['a prototype name as action never fires', { action: 'constructor' }, {}, false],
  ];
  it.each(cases)('%s', (_name, fields, cartFields, expected) => {
    expect(cartTriggerMatches(shopify(fields), 'shopify', cart(cartFields))).toBe(expected);
  });
});

describe('cartTriggerMatches: item count', () => {
  const cases: [string, Record<string, unknown>, number, boolean][] = [
    ['3 items > 2', { cart_spec_filter: 'greater_than', cart_spec_value: 2 }, 3, true],
    ['3 items > 3 is false', { cart_spec_filter: 'greater_than', cart_spec_value: 3 }, 3, false],
    ['3 items = 3', { cart_spec_filter: 'equal', cart_spec_value: 3 }, 3, true],
    ['3 items = "3"', { cart_spec_filter: 'equal', cart_spec_value: '3' }, 3, true],
    ['3 items >= 2.5', { cart_spec_filter: 'greater_than_or_equal', cart_spec_value: 2.5 }, 3, true],
    ['2 items >= 2.5', { cart_spec_filter: 'greater_than_or_equal', cart_spec_value: 2.5 }, 2, false],
    ['the value is not the cart value: 3 items, value 49', { cart_spec_filter: 'greater_than', cart_spec_value: 49 }, 3, false],
  ];
  it.each(cases)('%s', (_name, fields, count, expected) => {
    expect(cartTriggerMatches(shopify({ action: 'item_count', ...fields }), 'shopify', cart({ item_count: count }))).toBe(expected);
  });
});

describe('cartTriggerMatches: products (any of the listed ones is in the cart)', () => {
  const cases: [string, unknown, boolean][] = [
    ['one listed product in the cart', ['7002'], true],
    ['any, not all: one of two listed', ['7002', '9999'], true],
    ['none of the listed', ['9999', '8888'], false],
    ['a listed variant id', ['39001'], true],
    ['numbers as listed ids', [7001], true],
    ['a Shopify gid of a product in the cart', ['gid://shopify/Product/7001'], true],
    ['ids with spaces around', [' 7001 '], true],
    ['an empty list', [], false],
    ['no list', undefined, false],
    ['a list as text', '7001', false],
    ['hostile entries only', [null, {}, '<7001>', '__proto__'], false],
    ['a huge list with the match far past 500 entries', [...Array.from({ length: 100_000 }, () => '1'), '7001'], false],
  ];
  it.each(cases)('%s', (_name, products, expected) => {
    expect(cartTriggerMatches(shopify({ action: 'products', products }), 'shopify', cart())).toBe(expected);
  });
  it('a cart holding a gid matches a plain listed number', () => {
    const record = shopify({ action: 'products', products: ['7001'] });
    expect(cartTriggerMatches(record, 'shopify', cart({ product_ids: ['gid://shopify/Product/7001'] }))).toBe(true);
  });
  it('products ignore the filter and value', () => {
    const record = shopify({ action: 'products', products: ['7001'], cart_spec_filter: 'greater_than', cart_spec_value: 1000 });
    expect(cartTriggerMatches(record, 'shopify', cart())).toBe(true);
  });
});

describe('cartTriggerMatches: the trigger and the platform', () => {
  const on = { cart_spec_filter: 'greater_than', cart_spec_value: 10 };
  it.each([
    ['active 1', 1, true],
    ["active '1'", '1', true],
    ['active true', true, true],
    ['active 0', 0, false],
    ["active 'true' is no wire flag", 'true', false],
    ['active missing', undefined, false],
  ] as const)('%s', (_name, active, expected) => {
    expect(cartTriggerMatches(shopify({ ...on, active }), 'shopify', cart())).toBe(expected);
    expect(hasCartTrigger(shopify({ ...on, active }), 'shopify')).toBe(expected);
  });
  it('no cart (not read, no consent) never fires', () => {
    expect(cartTriggerMatches(shopify(on), 'shopify', null)).toBe(false);
    expect(cartTriggerMatches(shopify(on), 'shopify', undefined)).toBe(false);
  });
  it('a Shopify trigger does not fire on a Wix cart, nor the reverse', () => {
    expect(cartTriggerMatches(shopify(on), 'shopify', cart({ platform: 'wix' }))).toBe(false);
    expect(cartTriggerMatches(shopify(on), 'wix', cart({ platform: 'wix' }))).toBe(false);
  });
  it('the Wix trigger reads the wix_cart_trigger_* fields', () => {
    const record: CartTriggers = {
      wix_cart_trigger_active: 1,
      wix_cart_trigger_action: 'cart_value',
      wix_cart_trigger_cart_spec_filter: 'greater_than_or_equal',
      wix_cart_trigger_cart_spec_value: 120.5,
    };
    expect(cartTriggerMatches(record, 'wix', cart({ platform: 'wix', total: 120.5 }))).toBe(true);
    expect(cartTriggerMatches(record, 'wix', cart({ platform: 'wix', total: 120.49 }))).toBe(false);
    expect(cartTriggerMatches(record, 'shopify', cart({ total: 500 }))).toBe(false);
  });
});
