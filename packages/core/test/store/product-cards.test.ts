import { describe, expect, it } from 'vitest';
import {
  buttonsActionOf,
  isSoldOut,
  MAX_STORE_PRODUCTS,
  PRODUCT_TITLE_MAX_CHARS,
  priceAmount,
  productButtonKind,
  productImageUrl,
  productLink,
  productPrice,
  productTitle,
  shownProducts,
  showsCompareAtPrice,
  type StoreProduct,
} from '../../src/index.js';

const ELLIPSIS = '…';
const NBSP = '\u00a0';

function product(overrides: Partial<StoreProduct> = {}): StoreProduct {
  return {
    product_id: '1',
    variant_id: '11',
    image: 'https://cdn.example/mug.jpg',
    desc: '',
    title: 'Mug',
    handle: 'mug',
    inventory_quantity: 5,
    price: 12,
    compare_at_price: null,
    currency_symbol: '$',
    ...overrides,
  };
}

describe('productTitle (SPEC §9: titles cut at 50 characters plus ellipsis)', () => {
  const a50 = 'a'.repeat(50);
  it('uses the spec constant', () => expect(PRODUCT_TITLE_MAX_CHARS).toBe(50));

  it.each([
    ['empty', '', ''],
    ['short', 'Ethiopia Guji, 250 g', 'Ethiopia Guji, 250 g'],
    ['exactly 50: whole, no ellipsis', a50, a50],
    ['51: 50 plus an ellipsis', `${a50}b`, `${a50}${ELLIPSIS}`],
    ['100: 50 plus an ellipsis', 'x'.repeat(100), `${'x'.repeat(50)}${ELLIPSIS}`],
    ['trailing space at the cut is dropped before the ellipsis', `${'a'.repeat(48)}  bbbb`, `${'a'.repeat(48)}${ELLIPSIS}`],
    ['surrounding whitespace is not counted', `  ${a50}  `, a50],
    // Emoji outside the BMP are two UTF-16 units but one code point.
    ['50 emoji: whole', '☕'.repeat(10) + '🍩'.repeat(40), '☕'.repeat(10) + '🍩'.repeat(40)],
    ['51 astral emoji: 50 plus an ellipsis, no half surrogate', '🍩'.repeat(51), `${'🍩'.repeat(50)}${ELLIPSIS}`],
    ['Hebrew, 50 letters: whole', 'א'.repeat(50), 'א'.repeat(50)],
    ['Hebrew, 51 letters: cut', 'ש'.repeat(51), `${'ש'.repeat(50)}${ELLIPSIS}`],
    ['a joiner at the cut is dropped', `${'a'.repeat(49)}\u200d🍩`, `${'a'.repeat(49)}${ELLIPSIS}`],
    ['not a string', 42 as unknown as string, ''],
  ])('%s', (_name, title, expected) => {
    expect(productTitle(title)).toBe(expected);
  });

  it('never shows more than 50 code points before the ellipsis', () => {
    const cut = productTitle('🍩a'.repeat(40));
    expect(Array.from(cut.slice(0, -1)).length).toBeLessThanOrEqual(50);
    expect(cut.endsWith(ELLIPSIS)).toBe(true);
  });
});

describe('shownProducts (SPEC §9: up to 3 store products)', () => {
  const p = (title: string) => product({ title, product_id: title });
  it('uses the spec constant', () => expect(MAX_STORE_PRODUCTS).toBe(3));

  it.each([
    ['none', [], []],
    ['one', [p('A')], ['A']],
    ['three', [p('A'), p('B'), p('C')], ['A', 'B', 'C']],
    ['four: the first three', [p('A'), p('B'), p('C'), p('D')], ['A', 'B', 'C']],
    ['untitled entries are skipped, later ones move up', [p('A'), p(''), p('  '), p('B'), p('C'), p('D')], ['A', 'B', 'C']],
  ])('%s', (_name, products, titles) => {
    expect(shownProducts(products).map((x) => x.title)).toEqual(titles);
  });

  it.each([[undefined], [null], ['x'], [{}]])('a non-list (%s) shows nothing', (value) => {
    expect(shownProducts(value as never)).toEqual([]);
  });

  it('skips holes and titles that are not text', () => {
    expect(shownProducts([null, product({ title: 7 as unknown as string }), p('A')] as StoreProduct[]).map((x) => x.title)).toEqual(['A']);
  });
});

describe('productPrice', () => {
  it.each([
    [19.9, '$', 'en', '$19.90'],
    [19.99, '$', 'en', '$19.99'],
    [20, '$', 'en', '$20'],
    ['20.00', '$', 'en', '$20'],
    ['19.5', '€', 'en', '€19.50'],
    [0, '$', 'en', '$0'],
    [19.999, '$', 'en', '$20'],
    [1299, '£', 'en', '£1,299'],
    [1234567.5, '$', 'en', '$1,234,567.50'],
    [49, '₪', 'en', '₪49'],
    [49.9, '₪', 'he', `49.90${NBSP}₪`],
    [49, '$', 'he', `49${NBSP}$`],
    [149, 'kr', 'en', `149${NBSP}kr`],
    [149, 'CHF', 'en', `149${NBSP}CHF`],
    [10, 'R$', 'en', 'R$10'],
    [10, '', 'en', '10'],
    [10, undefined, 'en', '10'],
    [10, ' $ ', 'en', '$10'],
  ] as const)('%s with %s in %s reads %s', (amount, symbol, lang, expected) => {
    expect(productPrice(amount, symbol, lang)).toBe(expected);
  });

  it.each([[''], ['  '], ['abc'], ['12abc'], ['1e3'], ['0x10'], ['-5'], [-5], [Number.NaN], [Number.POSITIVE_INFINITY], [null], [undefined], [{}], ['19,99']])(
    'an amount that is no price (%s) gives an empty string',
    (amount) => {
      expect(productPrice(amount, '$', 'en')).toBe('');
    },
  );

  it.each([
    [12, 12],
    ['12.50', 12.5],
    [' 7 ', 7],
    ['x', null],
    [-1, null],
  ])('priceAmount(%s) is %s', (value, expected) => {
    expect(priceAmount(value)).toBe(expected);
  });
});

describe('showsCompareAtPrice: only above the price', () => {
  it.each([
    [30, 40, true],
    ['30.00', '40.00', true],
    [30, '30.001', false],
    [30, 30, false],
    [30, 20, false],
    [30, null, false],
    [30, undefined, false],
    [30, 'n/a', false],
    ['n/a', 40, false],
    [0, 10, true],
  ])('price %s, compare at %s: %s', (price, compareAt, expected) => {
    expect(showsCompareAtPrice(price, compareAt)).toBe(expected);
  });
});

describe('isSoldOut (inventory_quantity)', () => {
  it.each([
    [0, true],
    ['0' as unknown as number, true],
    [1, false],
    [-3, false],
    [null as unknown as number, false],
    [undefined as unknown as number, false],
  ])('%s: %s', (quantity, expected) => {
    expect(isSoldOut(product({ inventory_quantity: quantity }))).toBe(expected);
  });
});

describe('productLink', () => {
  it.each([
    ['mug', undefined, '/products/mug'],
    ['  mug  ', undefined, '/products/mug'],
    ['', undefined, ''],
    ['  ', undefined, ''],
    ['mug', 'https://shop.example', 'https://shop.example/products/mug'],
    ['mug', 'https://shop.example/', 'https://shop.example/products/mug'],
    ['mug', 'https://shop.example/en-gb/', 'https://shop.example/en-gb/products/mug'],
    ['mug', 'javascript:alert(1)', '/products/mug'],
    ['mug', 'not a url', '/products/mug'],
    ['a/../../admin?x=1#y', undefined, '/products/a%2F..%2F..%2Fadmin%3Fx%3D1%23y'],
    ['כוס', undefined, '/products/%D7%9B%D7%95%D7%A1'],
  ])('handle %j on %s: %s', (handle, origin, expected) => {
    expect(productLink(product({ handle }), origin)).toBe(expected);
  });

  it('has no link without a handle of text', () => {
    expect(productLink(product({ handle: undefined as unknown as string }))).toBe('');
  });
});

describe('productImageUrl', () => {
  it.each([
    ['https://cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
    ['http://cdn.example/a.jpg', 'http://cdn.example/a.jpg'],
    ['//cdn.shopify.com/a.jpg', '//cdn.shopify.com/a.jpg'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['DATA:IMAGE/svg+xml;utf8,<svg/>', 'DATA:IMAGE/svg+xml;utf8,<svg/>'],
    ['javascript:alert(1)', ''],
    ['data:text/html,<script>alert(1)</script>', ''],
    ['/relative.jpg', ''],
    ['', ''],
    [null, ''],
  ])('%s → %j', (value, expected) => {
    expect(productImageUrl(value)).toBe(expected);
  });
});

describe('buttons_action (SPEC §3) per card', () => {
  it.each([
    ['add_to_cart', 'add_to_cart'],
    ['redirect_blank', 'redirect_blank'],
    ['no_buttons', 'no_buttons'],
    ['bogus', 'redirect'],
    [undefined, 'redirect'],
    [3, 'redirect'],
  ])('buttonsActionOf(%s) is %s', (value, expected) => {
    expect(buttonsActionOf(value)).toBe(expected);
  });

  const on = { soldOut: false, canAddToCart: true, hasLink: true };
  it.each([
    ['add_to_cart', on, 'add_to_cart'],
    ['add_to_cart_redirect', on, 'add_to_cart'],
    ['add_to_cart', { ...on, soldOut: true }, 'none'],
    ['add_to_cart_redirect', { ...on, soldOut: true }, 'none'],
    ['add_to_cart', { ...on, canAddToCart: false }, 'link'],
    ['add_to_cart', { ...on, canAddToCart: false, hasLink: false }, 'none'],
    ['redirect', on, 'link'],
    ['redirect', { ...on, soldOut: true }, 'link'],
    ['redirect_blank', on, 'link_blank'],
    ['redirect_blank', { ...on, hasLink: false }, 'none'],
    ['no_buttons', on, 'none'],
    [undefined, on, 'link'],
  ] as const)('%s with %o: %s', (action, options, expected) => {
    expect(productButtonKind(action, options)).toBe(expected);
  });
});
