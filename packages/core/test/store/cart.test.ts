import { describe, expect, it } from 'vitest';
import { CART_PRODUCT_IDS_MAX, shopifyCart, storeCart, wixCart, type StoreCart } from '../../src/index.js';

/** A /cart.js body as Shopify's storefront answers it (trimmed to the fields read, plus some it has). */
function shopifyBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    token: 'c1-7a2b9f?key=abc',
    note: null,
    attributes: {},
    original_total_price: 5980,
    total_price: 4990,
    total_discount: 990,
    item_count: 3,
    currency: 'USD',
    requires_shipping: true,
    items: [
      { id: 39001, product_id: 7001, variant_id: 39001, quantity: 2, price: 1500, line_price: 3000, title: 'Mug - Blue' },
      { id: 39002, product_id: 7002, variant_id: 39002, quantity: 1, price: 1990, line_price: 1990, title: 'Tee' },
    ],
    ...overrides,
  };
}

describe('shopifyCart (/cart.js, prices in cents)', () => {
  it('reads a cart: total in major units, ids as text', () => {
    expect(shopifyCart(shopifyBody())).toEqual<StoreCart>({
      platform: 'shopify',
      id: 'c1-7a2b9f?key=abc',
      item_count: 3,
      total: 49.9,
      product_ids: ['7001', '7002'],
      variant_ids: ['39001', '39002'],
      currency: 'USD',
    });
  });
  it('reads the JSON text as fetched', () => expect(shopifyCart(JSON.stringify(shopifyBody()))?.total).toBe(49.9));
  it('an empty cart is a cart worth 0', () => {
    expect(shopifyCart(shopifyBody({ items: [], item_count: 0, total_price: 0 }))).toMatchObject({ item_count: 0, total: 0, product_ids: [] });
  });
  it('the same product in two variants is listed once', () => {
    const items = [
      { product_id: 1, variant_id: 11, quantity: 1 },
      { product_id: 1, variant_id: 12, quantity: 1 },
    ];
    expect(shopifyCart(shopifyBody({ items, item_count: 2 }))).toMatchObject({ product_ids: ['1'], variant_ids: ['11', '12'] });
  });
  it('item_count missing: the units of the lines', () => expect(shopifyCart(shopifyBody({ item_count: undefined }))?.item_count).toBe(3));
  it('odd cents are rounded to whole cents', () => expect(shopifyCart(shopifyBody({ total_price: 1999.6 }))?.total).toBe(20));
  it('a lower-case or missing currency', () => {
    expect(shopifyCart(shopifyBody({ currency: 'eur' }))?.currency).toBe('EUR');
    expect(shopifyCart(shopifyBody({ currency: '<b>' }))?.currency).toBe('');
  });
  it(`keeps at most ${CART_PRODUCT_IDS_MAX} ids, and still counts every item`, () => {
    const items = Array.from({ length: 300 }, (_, i) => ({ product_id: i + 1, variant_id: 1000 + i, quantity: 1 }));
    const cart = shopifyCart(shopifyBody({ items, item_count: 300 }));
    expect(cart?.product_ids).toHaveLength(CART_PRODUCT_IDS_MAX);
    expect(cart?.item_count).toBe(300);
  });
  it('a cart token with control characters is cleaned and cut', () => {
    expect(shopifyCart(shopifyBody({ token: `ab\u0000c${'x'.repeat(400)}` }))?.id).toBe(`abc${'x'.repeat(253)}`);
  });

  const hostile: [string, unknown][] = [
    ['not JSON', '{"items": ['],
    ['JSON null', 'null'],
    ['a list', '[]'],
    ['a number', 42],
    ['no items', shopifyBody({ items: undefined })],
    ['items not a list', shopifyBody({ items: { 0: {} } })],
    ['a line that is not an object', shopifyBody({ items: [null] })],
    ['a negative quantity', shopifyBody({ items: [{ product_id: 1, quantity: -1 }] })],
    ['a fractional quantity', shopifyBody({ items: [{ product_id: 1, quantity: 1.5 }] })],
    ['NaN total', shopifyBody({ total_price: Number.NaN })],
    ['total as words', shopifyBody({ total_price: 'lots' })],
    ['negative total', shopifyBody({ total_price: -100 })],
    ['infinite total', shopifyBody({ total_price: Number.POSITIVE_INFINITY })],
    ['absurd total', shopifyBody({ total_price: 1e15 })],
    ['missing total', shopifyBody({ total_price: undefined })],
    ['negative item_count', shopifyBody({ item_count: -3 })],
    ['item_count a boolean', shopifyBody({ item_count: true })],
    ['huge number of lines', shopifyBody({ items: Array.from({ length: 5000 }, () => ({ product_id: 1, quantity: 1 })) })],
    ['items inherited through __proto__', JSON.parse('{"__proto__": {"items": [], "total_price": 0}}')],
  ];
  it.each(hostile)('%s → null, no throw', (_name, body) => expect(shopifyCart(body)).toBeNull());

  it('a line without a sound id still counts its units', () => {
    const cart = shopifyCart(shopifyBody({ items: [{ product_id: '<x>', variant_id: {}, quantity: 2 }], item_count: 2 }));
    expect(cart).toMatchObject({ item_count: 2, product_ids: [], variant_ids: [] });
  });
  it('a getter-free parse: prototype keys in a line are not read', () => {
    const cart = shopifyCart(`{"token":"t","total_price":100,"item_count":1,"currency":"USD","items":[{"__proto__":{"product_id":9},"quantity":1}]}`);
    expect(cart?.product_ids).toEqual([]);
  });
});

describe('wixCart (amounts already in major units)', () => {
  const ecom = {
    cart: {
      _id: '96a61a4b-6b61-47d1-a039-0213a8230ccd',
      currency: 'ILS',
      lineItems: [
        {
          _id: 'l1',
          quantity: 2,
          catalogReference: {
            catalogItemId: 'c8539b66-7a44-fe18-affc-afec4be8562a',
            appId: 'x',
            options: { variantId: '00000000-0000-0000-0000-000000000001' },
          },
        },
        { _id: 'l2', quantity: 1, catalogReference: { catalogItemId: 'df19c1f7-07d8-a265-42f8-e8dfa824cc6e' } },
      ],
      subtotal: { amount: '120.50', convertedAmount: '120.50', formattedAmount: '₪120.50' },
    },
  };
  it('reads the eCommerce current cart', () => {
    expect(wixCart(ecom)).toEqual<StoreCart>({
      platform: 'wix',
      id: '96a61a4b-6b61-47d1-a039-0213a8230ccd',
      item_count: 3,
      total: 120.5,
      product_ids: ['c8539b66-7a44-fe18-affc-afec4be8562a', 'df19c1f7-07d8-a265-42f8-e8dfa824cc6e'],
      variant_ids: ['00000000-0000-0000-0000-000000000001'],
      currency: 'ILS',
    });
  });
  it('reads the Stores cart of getCurrentCart()', () => {
    const stores = {
      _id: 'cart-1',
      currency: { code: 'USD', symbol: '$' },
      lineItems: [{ id: 1, productId: 'p-1', quantity: 4 }],
      totals: { subtotal: 40, total: 36.5, quantity: 4 },
    };
    expect(wixCart(JSON.stringify(stores))).toMatchObject({ id: 'cart-1', item_count: 4, total: 36.5, product_ids: ['p-1'], currency: 'USD' });
  });
  it('reads the current-cart shape with an id, number amounts and totals', () => {
    const body = {
      cart: {
        id: 'tok-1',
        currency: { code: 'USD', symbol: '$' },
        lineItems: [{ id: 1, productId: 'p-1', name: 'Mug', quantity: 2, price: 12.5, totalPrice: 25, sku: 'm', options: [] }],
        subtotal: 25,
        totals: { subtotal: 25, total: 25, quantity: 2 },
        buyerInfo: { memberId: null },
      },
    };
    expect(wixCart(body)).toEqual<StoreCart>({
      platform: 'wix',
      id: 'tok-1',
      item_count: 2,
      total: 25,
      product_ids: ['p-1'],
      variant_ids: [],
      currency: 'USD',
    });
  });
  it('an empty cart without amounts is worth 0', () => expect(wixCart({ cart: { _id: 'c', lineItems: [] } })).toMatchObject({ total: 0, item_count: 0 }));
  it('storeCart picks the platform', () => {
    expect(storeCart('wix', ecom)?.platform).toBe('wix');
    expect(storeCart('shopify', ecom)).toBeNull();
  });

  const hostile: [string, unknown][] = [
    ['not JSON', '<html>'],
    ['no line items', { cart: { _id: 'c' } }],
    ['an amount in words', { cart: { lineItems: [{ quantity: 1 }], subtotal: { amount: 'ten' } } }],
    ['an amount like 1e3', { cart: { lineItems: [{ quantity: 1 }], subtotal: { amount: '1e3' } } }],
    ['a negative amount', { cart: { lineItems: [{ quantity: 1 }], subtotal: { amount: '-5.00' } } }],
    ['items but no amount', { cart: { lineItems: [{ quantity: 1 }] } }],
    ['a quantity as text words', { cart: { lineItems: [{ quantity: 'two' }], subtotal: { amount: '1' } } }],
  ];
  it.each(hostile)('%s → null', (_name, body) => expect(wixCart(body)).toBeNull());
});
