import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  ABANDONED_PRODUCTS_MAX,
  BROWSE_ABANDONMENT_DELAY_MS,
  browseAbandonmentRequest,
  cartValueFromCents,
  orderedProductsRequest,
  type BrowseAbandonmentInput,
} from '../../src/index.js';
import { AbandonmentQuery, OrderedProductsBody } from '../../src/api/index.js';

/** The query as the server reads it: text values converted by its schema, then checked. */
function serverAccepts(query: object): boolean {
  return Value.Check(AbandonmentQuery, Value.Convert(AbandonmentQuery, { ...query }));
}
function input(overrides: Partial<BrowseAbandonmentInput> = {}): BrowseAbandonmentInput {
  return { clientId: 'site_abc-1', customer: '6012345', products: ['7001'], dataFor: 'abandonment', ...overrides };
}

describe('browseAbandonmentRequest (SPEC §7 GET /shopify/save/browse-abandonment, §9)', () => {
  it('is saved 5 s after the product view', () => expect(BROWSE_ABANDONMENT_DELAY_MS).toBe(5000));

  it('a product view: clientId, customer, products as JSON, data_for', () => {
    const query = browseAbandonmentRequest(input());
    expect(query).toEqual({ clientId: 'site_abc-1', customer: '6012345', products: '[{"product_id":"7001"}]', data_for: 'abandonment' });
    expect(serverAccepts(query!)).toBe(true);
  });

  const values: [string, unknown, string | undefined][] = [
    ['cents ÷ 100', 4990, '49.9'],
    ['whole amount', 12000, '120'],
    ['zero', 0, '0'],
    ['cents as text', '1999', '19.99'],
    ['fractional cents rounded', 1999.5, '20'],
    ['NaN left out', Number.NaN, undefined],
    ['negative left out', -100, undefined],
    ['words left out', 'free', undefined],
    ['absurd left out', 1e12, undefined],
    ['a boolean left out', true, undefined],
  ];
  it.each(values)('total_cart_value: %s', (_name, cents, expected) => {
    const query = browseAbandonmentRequest(input({ dataFor: 'cart', totalCartValueCents: cents }));
    expect(query?.total_cart_value).toBe(expected);
    expect(serverAccepts(query!)).toBe(true);
  });
  it('cartValueFromCents reads cents the same way', () => expect(cartValueFromCents(4990)).toBe(49.9));

  it('cart products carry variant, title, quantity and price when sound', () => {
    const products = [
      { product_id: 7001, variant_id: 39001, title: ' Mug ', quantity: 2, price: '15.00' },
      { product_id: '7002', variant_id: '<x>', title: {}, quantity: 0, price: -1 },
    ];
    const query = browseAbandonmentRequest(input({ dataFor: 'cart', products, totalCartValueCents: 3000 }));
    expect(JSON.parse(query!.products)).toEqual([{ product_id: '7001', variant_id: '39001', title: 'Mug', quantity: 2, price: 15 }, { product_id: '7002' }]);
    expect(serverAccepts(query!)).toBe(true);
  });

  it(`at most ${ABANDONED_PRODUCTS_MAX} distinct products, the JSON within 8192 characters`, () => {
    const products = Array.from({ length: 10_000 }, (_, i) => ({ product_id: String(i % 200), title: '界'.repeat(1000) }));
    const query = browseAbandonmentRequest(input({ products }));
    const list = JSON.parse(query!.products) as { product_id: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(ABANDONED_PRODUCTS_MAX);
    expect(query!.products.length).toBeLessThanOrEqual(8192);
    expect(new Set(list.map((p) => p.product_id)).size).toBe(list.length);
    expect(serverAccepts(query!)).toBe(true);
  });

  const refused: [string, Partial<BrowseAbandonmentInput>][] = [
    ['no customer', { customer: undefined }],
    ['a blank customer', { customer: ' \u0000 ' }],
    ['no client id', { clientId: undefined }],
    ['a client id with a slash', { clientId: '../admin' }],
    ['a client id too long', { clientId: 'a'.repeat(65) }],
    ['no products', { products: [] }],
    ['products not a list', { products: '7001' }],
    ['only hostile products', { products: [null, '<script>', { product_id: {} }, JSON.parse('{"__proto__":{"product_id":"1"}}')] }],
    ['a data_for the server does not know', { dataFor: 'wishlist' as never }],
  ];
  it.each(refused)('%s → null', (_name, overrides) => expect(browseAbandonmentRequest(input(overrides))).toBeNull());

  it('a customer id is cut to 256 and loses control characters', () => {
    const query = browseAbandonmentRequest(input({ customer: `\u0007${'c'.repeat(300)}` }));
    expect(query?.customer).toBe('c'.repeat(256));
    expect(serverAccepts(query!)).toBe(true);
  });
});

describe('orderedProductsRequest (SPEC §7 POST /wix/save-ordered-products)', () => {
  it('client_id, customer_id, products and source_table=browse_abandonment', () => {
    const body = orderedProductsRequest({
      clientId: 'site1',
      customerId: 'member-1',
      products: [{ product_id: 'c8539b66-7a44-fe18-affc-afec4be8562a', product_name: 'Blue mug', category: 'Kitchen' }, { product_id: 'p-2' }],
    });
    expect(body).toEqual({
      client_id: 'site1',
      customer_id: 'member-1',
      products: [{ product_id: 'c8539b66-7a44-fe18-affc-afec4be8562a', product_name: 'Blue mug', category: 'Kitchen' }, { product_id: 'p-2' }],
      source_table: 'browse_abandonment',
    });
    expect(Value.Check(OrderedProductsBody, body)).toBe(true);
  });
  it('bounds: names cut to 255, duplicates and unsound ids dropped, at most 50 products', () => {
    const products = [
      { product_id: 'p-1', product_name: 'n'.repeat(300), category: 7 },
      { product_id: 'p-1' },
      { product_id: '' },
      'p-3',
      ...Array.from({ length: 500 }, (_, i) => ({ product_id: `q${i}` })),
    ];
    const body = orderedProductsRequest({ clientId: 'site1', customerId: 'm', products });
    expect(body!.products[0]).toEqual({ product_id: 'p-1', product_name: 'n'.repeat(255), category: '7' });
    expect(body!.products).toHaveLength(ABANDONED_PRODUCTS_MAX);
    expect(body!.products.filter((p) => p.product_id === 'p-1')).toHaveLength(1);
    expect(Value.Check(OrderedProductsBody, body)).toBe(true);
  });
  it.each([
    ['no member', { clientId: 'site1', customerId: '', products: [{ product_id: 'p' }] }],
    ['no products', { clientId: 'site1', customerId: 'm', products: [] }],
    ['a bad client id', { clientId: 'a b', customerId: 'm', products: [{ product_id: 'p' }] }],
    ['products not a list', { clientId: 'site1', customerId: 'm', products: { product_id: 'p' } }],
  ])('%s → null', (_name, request) => expect(orderedProductsRequest(request)).toBeNull());
});
