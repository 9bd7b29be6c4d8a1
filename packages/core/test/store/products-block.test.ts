import { describe, expect, it } from 'vitest';
import { sanitizeProductsBlock } from '../../src/index.js';

const good = {
  product_id: '8123',
  variant_id: '4451',
  image: 'https://cdn.example/guji.jpg',
  desc: 'Floral',
  title: 'Ethiopia Guji',
  handle: 'ethiopia-guji',
  inventory_quantity: 12,
  price: 30,
  compare_at_price: 40,
  currency_symbol: '$',
};

describe('sanitizeProductsBlock (what the server stores)', () => {
  it('keeps a clean block as it is', () => {
    const block = { kind: 'products', products: [good], product_ids: ['1', '2'], button_text: 'Shop', buttons_action: 'redirect_blank' };
    expect(sanitizeProductsBlock(block)).toEqual(block);
  });

  it('keeps only the known fields', () => {
    const out = sanitizeProductsBlock({ kind: 'products', products: [{ ...good, onclick: 'x', html: '<b>' }], style: 'x' });
    expect(Object.keys(out).sort()).toEqual(['kind', 'products']);
    expect(Object.keys(out.products[0]!).sort()).toEqual(Object.keys(good).sort());
  });

  it.each([
    ['javascript:alert(1)', ''],
    ['data:text/html;base64,PHNjcmlwdD4=', ''],
    ['  https://cdn.example/a.png  ', 'https://cdn.example/a.png'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    [`data:image/png;base64,${'A'.repeat(40_000)}`, ''],
    [42, ''],
  ])('image %s is stored as %j', (image, expected) => {
    expect(sanitizeProductsBlock({ products: [{ ...good, image }] }).products[0]!.image).toBe(expected);
  });

  it('caps strings, counting code points', () => {
    const out = sanitizeProductsBlock({
      products: [{ ...good, title: '🍩'.repeat(300), desc: 'd'.repeat(5000), product_id: '9'.repeat(100), currency_symbol: 'CURRENCY' + 'X'.repeat(10) }],
      button_text: 'b'.repeat(200),
    });
    const p = out.products[0]!;
    expect(Array.from(p.title)).toHaveLength(255);
    expect(p.desc).toHaveLength(2000);
    expect(p.product_id).toHaveLength(64);
    expect(p.currency_symbol).toBe('CURRENCY');
    expect(out.button_text).toHaveLength(80);
  });

  it.each([
    [
      { price: '19.90', compare_at_price: '25' },
      { price: 19.9, compare_at_price: 25 },
    ],
    [
      { price: 'free', compare_at_price: -4 },
      { price: '', compare_at_price: null },
    ],
    [{ inventory_quantity: '0' }, { inventory_quantity: 0 }],
    [{ inventory_quantity: 'lots' }, { inventory_quantity: null }],
    [{ inventory_quantity: undefined }, { inventory_quantity: null }],
  ])('prices and stock %o become %o', (input, expected) => {
    expect(sanitizeProductsBlock({ products: [{ ...good, ...input }] }).products[0]).toMatchObject(expected);
  });

  it('drops entries that are not products, bounds the lists and unknown actions', () => {
    const out = sanitizeProductsBlock({
      products: [null, 'x', [good], ...Array.from({ length: 20 }, () => good)],
      product_ids: [...Array.from({ length: 80 }, (_, i) => String(i)), ''],
      buttons_action: 'javascript',
      button_text: '   ',
    });
    expect(out.products).toHaveLength(9);
    expect(out.product_ids).toHaveLength(50);
    expect(out).not.toHaveProperty('buttons_action');
    expect(out).not.toHaveProperty('button_text');
  });

  it('a block without products (ids only, as saved before) gets an empty list', () => {
    expect(sanitizeProductsBlock({ kind: 'products', product_ids: ['7'] })).toEqual({ kind: 'products', products: [], product_ids: ['7'] });
  });

  it('issue 19: a category is kept trimmed and cut at 255 characters; a blank or non-text one is dropped', () => {
    expect(sanitizeProductsBlock({ kind: 'products', category: '  Hats  ' }).category).toBe('Hats');
    expect(sanitizeProductsBlock({ kind: 'products', category: 'x'.repeat(300) }).category).toHaveLength(255);
    expect(sanitizeProductsBlock({ kind: 'products', category: '  ' })).not.toHaveProperty('category');
    expect(sanitizeProductsBlock({ kind: 'products', category: { toString: 1 } })).not.toHaveProperty('category');
  });
});
