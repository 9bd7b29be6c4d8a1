import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { callStoreFields, CART_PRODUCT_IDS_MAX, displayStoreFields, type StoreCart, type StoreContext } from '../../src/index.js';
import { ClosedBody, ConversionBody, DisplayBody, ViewedBody } from '../../src/api/index.js';

function cart(overrides: Partial<StoreCart> = {}): StoreCart {
  return {
    platform: 'shopify',
    id: 'c1-token',
    item_count: 3,
    total: 49.9,
    product_ids: ['7001', '7002'],
    variant_ids: ['39001'],
    currency: 'USD',
    ...overrides,
  };
}

describe('displayStoreFields (SPEC §7 display: store_integration, customer id, wix_cart_id, cart totals and product ids)', () => {
  const cases: [string, StoreContext | null | undefined, Record<string, unknown>][] = [
    ['no store', { platform: null }, {}],
    ['no context', undefined, {}],
    ['a platform the spec does not have', { platform: 'woo' as never, customerId: '5' }, {}],
    ['a Shopify store, no customer, no cart', { platform: 'shopify' }, { store_integration: 'shopify' }],
    [
      'a Shopify customer id as a number',
      { platform: 'shopify', customerId: 6012345 },
      { store_integration: 'shopify', store_integration_customer_id: '6012345' },
    ],
    [
      'a Shopify cart: total and product ids, no wix_cart_id',
      { platform: 'shopify', customerId: '6012345', cart: cart() },
      { store_integration: 'shopify', store_integration_customer_id: '6012345', cart_total: 49.9, cart_product_ids: ['7001', '7002'] },
    ],
    [
      'a Wix cart carries its id as wix_cart_id',
      { platform: 'wix', customerId: 'member-1', cart: cart({ platform: 'wix', id: 'cart-uuid', total: 120.5, product_ids: ['p-1'] }) },
      { store_integration: 'wix', store_integration_customer_id: 'member-1', wix_cart_id: 'cart-uuid', cart_total: 120.5, cart_product_ids: ['p-1'] },
    ],
    [
      'a Wix cart without an id',
      { platform: 'wix', cart: cart({ platform: 'wix', id: '' }) },
      { store_integration: 'wix', cart_total: 49.9, cart_product_ids: ['7001', '7002'] },
    ],
    ['a cart of the other platform is left out', { platform: 'wix', cart: cart() }, { store_integration: 'wix' }],
    [
      'an empty cart reports 0 and no ids',
      { platform: 'shopify', cart: cart({ total: 0, product_ids: [] }) },
      { store_integration: 'shopify', cart_total: 0, cart_product_ids: [] },
    ],
    [
      'a float total is sent in whole cents',
      { platform: 'shopify', cart: cart({ total: 0.1 + 0.2 }) },
      { store_integration: 'shopify', cart_total: 0.3, cart_product_ids: ['7001', '7002'] },
    ],
    [
      'a NaN total is left out',
      { platform: 'shopify', cart: cart({ total: Number.NaN }) },
      { store_integration: 'shopify', cart_product_ids: ['7001', '7002'] },
    ],
    ['a negative total is left out', { platform: 'shopify', cart: cart({ total: -1 }) }, { store_integration: 'shopify', cart_product_ids: ['7001', '7002'] }],
    ['a blank customer id is none', { platform: 'shopify', customerId: '   ' }, { store_integration: 'shopify' }],
    ['a customer id object is none', { platform: 'shopify', customerId: { id: 1 } }, { store_integration: 'shopify' }],
  ];
  it.each(cases)('%s', (_name, context, expected) => {
    const fields = displayStoreFields(context);
    expect(fields).toEqual(expected);
    expect(Value.Check(DisplayBody, fields)).toBe(true);
  });

  it('bounds: the customer id is cut to 256, control characters dropped; ids capped and unique', () => {
    const ids = [...Array.from({ length: 600 }, (_, i) => String(i % 300)), '<script>'];
    const fields = displayStoreFields({
      platform: 'wix',
      customerId: `a\u0000b${'é'.repeat(400)}`,
      cart: cart({ platform: 'wix', id: 'x'.repeat(1000), product_ids: ids }),
    });
    expect(fields.store_integration_customer_id).toBe(`ab${'é'.repeat(254)}`);
    expect(fields.wix_cart_id).toHaveLength(256);
    expect(fields.cart_product_ids).toHaveLength(CART_PRODUCT_IDS_MAX);
    expect(new Set(fields.cart_product_ids).size).toBe(CART_PRODUCT_IDS_MAX);
    expect(Value.Check(DisplayBody, fields)).toBe(true);
  });

  it('every key is one the display schema names', () => {
    const fields = displayStoreFields({ platform: 'wix', customerId: '1', cart: cart({ platform: 'wix' }) });
    expect(Object.keys(fields).sort()).toEqual(['cart_product_ids', 'cart_total', 'store_integration', 'store_integration_customer_id', 'wix_cart_id']);
    for (const key of Object.keys(fields)) expect(DisplayBody.properties).toHaveProperty(key);
  });
});

describe('callStoreFields (viewed, closed, conversion, session, activity)', () => {
  it('carries platform and customer only: the conversion takes any other key as a lead field', () => {
    const fields = callStoreFields({ platform: 'shopify', customerId: '42', cart: cart() });
    expect(fields).toEqual({ store_integration: 'shopify', store_integration_customer_id: '42' });
    for (const schema of [ViewedBody, ClosedBody, ConversionBody]) for (const key of Object.keys(fields)) expect(schema.properties).toHaveProperty(key);
  });
  it('fits the viewed and closed schemas', () => {
    const fields = callStoreFields({ platform: 'wix', customerId: 'm'.repeat(1000) });
    expect(Value.Check(ViewedBody, { viewer_id: 'v', client_id: 'c', url: 'https://shop.example/', ...fields })).toBe(true);
    expect(Value.Check(ClosedBody, { client_id: 'c', url: 'https://shop.example/', ...fields })).toBe(true);
  });
  it('nothing off a store', () => expect(callStoreFields({ platform: null, customerId: '1' })).toEqual({}));
});
