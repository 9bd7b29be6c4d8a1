import { describe, expect, it } from 'vitest';
import { couponIsPriceRule, couponOffered, nextPriceRuleChange, priceRuleRunning, type Coupon, type PriceRuleWindow } from '../../src/index.js';

const NOW = 1_800_000_000_000;
const rule = (code: string, starts_at: number | null, ends_at: number | null): PriceRuleWindow => ({ code, starts_at, ends_at });

describe('priceRuleRunning (SPEC §7 get-price-rules: the rules running now)', () => {
  const cases: [string, PriceRuleWindow, boolean][] = [
    ['no start, no end', rule('A', null, null), true],
    ['started before now, no end', rule('A', NOW - 1, null), true],
    ['starts exactly now', rule('A', NOW, null), true],
    ['starts later', rule('A', NOW + 1, null), false],
    ['ends later', rule('A', null, NOW + 1), true],
    ['ends exactly now: its end is the first moment it no longer runs', rule('A', null, NOW), false],
    ['ended', rule('A', NOW - 10, NOW - 1), false],
    ['inside its window', rule('A', NOW - 10, NOW + 10), true],
  ];
  it.each(cases)('%s', (_name, r, running) => expect(priceRuleRunning(r, NOW)).toBe(running));
});

describe('couponOffered: a store discount only while it runs; a typed code always', () => {
  const rules = [rule('SPRING15', NOW - 10, NOW + 10), rule('OLD10', null, NOW - 1), rule('SOON', NOW + 60_000, null)];
  const cases: [string, Coupon | undefined, boolean][] = [
    ['no coupon', undefined, true],
    ['a typed code, even one that matches an ended rule', { code: 'OLD10', coupon_type: 'code' }, true],
    ['a typed code with no type (older pop-ups)', { code: 'HELLO', coupon_type: '' }, true],
    ['a running store discount', { code: 'SPRING15', coupon_type: 'price_rule' }, true],
    ['a running store discount in other case and spaces', { code: ' spring15 ', coupon_type: 'price_rule' }, true],
    ['an ended store discount', { code: 'OLD10', coupon_type: 'price_rule' }, false],
    ['a store discount not yet started', { code: 'SOON', coupon_type: 'price_rule' }, false],
    ['a store discount the store no longer has', { code: 'GONE', coupon_type: 'price_rule' }, false],
  ];
  it.each(cases)('%s', (_name, coupon, offered) => expect(couponOffered(coupon, rules, NOW)).toBe(offered));

  it('a store discount with an empty code is no store discount', () => {
    expect(couponIsPriceRule({ code: '  ', coupon_type: 'price_rule' })).toBe(false);
    expect(couponOffered({ code: '', coupon_type: 'price_rule' }, [], NOW)).toBe(true);
  });
});

describe('nextPriceRuleChange: when what is offered may change', () => {
  const cases: [string, PriceRuleWindow[], number | null][] = [
    ['no rules', [], null],
    ['open rules only', [rule('A', null, null)], null],
    ['the nearest future start or end', [rule('A', NOW - 5, NOW + 500), rule('B', NOW + 200, null)], NOW + 200],
    ['past moments are ignored', [rule('A', NOW - 5, NOW - 1)], null],
    ['a moment exactly now is past', [rule('A', NOW, NOW + 9)], NOW + 9],
  ];
  it.each(cases)('%s', (_name, rules, next) => expect(nextPriceRuleChange(rules, NOW)).toBe(next));
});
