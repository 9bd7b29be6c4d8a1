import { describe, expect, it } from 'vitest';
import { CART_PRODUCT_IDS_MAX, LAST_VISITED_MAX_IDS, rememberCartProducts, rememberVisited } from '../../src/index.js';

describe('rememberVisited (SPEC §3: last_visited, at most 3-4 ids)', () => {
  it('keeps the top of the spec range', () => expect(LAST_VISITED_MAX_IDS).toBe(4));

  const cases: [string, unknown, unknown, string[]][] = [
    ['first visit', [], '101', ['101']],
    ['newest first', ['101'], '102', ['102', '101']],
    ['a revisit moves to the front, once', ['103', '102', '101'], '101', ['101', '103', '102']],
    ['the oldest falls off past 4', ['104', '103', '102', '101'], '105', ['105', '104', '103', '102']],
    ['numeric ids from the page', [101], 102, ['102', '101']],
    ['a Shopify gid', [], 'gid://shopify/Product/7', ['gid://shopify/Product/7']],
    ['a Wix UUID', [], 'c8539b66-7a44-fe18-affc-afec4be8562a', ['c8539b66-7a44-fe18-affc-afec4be8562a']],
    ['an id with spaces around is trimmed', ['101'], ' 102 ', ['102', '101']],
    ['no id: list unchanged', ['102', '101'], undefined, ['102', '101']],
    ['hostile id: markup', ['101'], '<img src=x>', ['101']],
    ['hostile id: NaN', ['101'], Number.NaN, ['101']],
    ['hostile id: negative or fractional number', ['101'], -5.5, ['101']],
    ['hostile id: longer than 64', ['101'], 'a'.repeat(65), ['101']],
    ['hostile id: an object', ['101'], { toString: () => '9' }, ['101']],
    ['stored list is not a list', '101,102', '103', ['103']],
    [
      'stored list with junk, duplicates and prototype names',
      ['101', null, {}, '101', '__proto__', 'constructor', 'x y'],
      '102',
      ['102', '101', 'constructor'],
    ],
    ['stored list longer than the cap', ['1', '2', '3', '4', '5', '6'], '7', ['7', '1', '2', '3']],
  ];
  it.each(cases)('%s', (_name, list, id, expected) => {
    expect(rememberVisited(list, id)).toEqual(expected);
  });

  it('a huge stored list is read only as far as the cap needs', () => {
    const huge = Array.from({ length: 1_000_000 }, (_, i) => (i < 10 ? 'bad id' : String(i)));
    expect(rememberVisited(huge, '1')).toEqual(['1', '10', '11', '12']);
  });
});

describe('rememberCartProducts (SPEC §3 cart product lists, kept the same way)', () => {
  it('puts added products first, each once', () => {
    expect(rememberCartProducts(['1', '2'], ['3', '1'])).toEqual(['3', '1', '2']);
  });
  it('takes one id too', () => expect(rememberCartProducts(['1'], 2)).toEqual(['2', '1']));
  it(`keeps at most ${CART_PRODUCT_IDS_MAX}`, () => {
    const stored = Array.from({ length: CART_PRODUCT_IDS_MAX }, (_, i) => String(i));
    const next = rememberCartProducts(stored, ['new']);
    expect(next).toHaveLength(CART_PRODUCT_IDS_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(String(CART_PRODUCT_IDS_MAX - 1));
  });
  it('a huge list of additions is capped', () => {
    expect(
      rememberCartProducts(
        [],
        Array.from({ length: 100_000 }, (_, i) => i),
      ),
    ).toHaveLength(CART_PRODUCT_IDS_MAX);
  });
  it('hostile entries are dropped', () => expect(rememberCartProducts({ length: 2 }, [null, '"', '5'])).toEqual(['5']));
});
