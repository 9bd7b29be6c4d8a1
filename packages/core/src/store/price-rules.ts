import type { Coupon } from '../types/popup.js';

/**
 * Where a pop-up's coupon code comes from (design_properties.coupon.coupon_type): typed in by
 * the owner, or one of the store's discount codes (SPEC §7 get-price-rules), which is offered
 * to visitors only while it runs.
 */
export const COUPON_SOURCES = ['code', 'price_rule'] as const;
export type CouponSource = (typeof COUPON_SOURCES)[number];
export const PRICE_RULE_COUPON: CouponSource = 'price_rule';

/** The part of a store discount that says when it runs (times in ms since the epoch; null: open). */
export interface PriceRuleWindow {
  code: string;
  starts_at: number | null;
  ends_at: number | null;
}

/** Started (or no start) and not ended (or no end): the end is the first moment it no longer runs. */
export function priceRuleRunning(rule: PriceRuleWindow, now: number): boolean {
  return (rule.starts_at === null || rule.starts_at <= now) && (rule.ends_at === null || rule.ends_at > now);
}

/** Shoppers type codes in any case, and stores match them so. */
export function sameDiscountCode(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function couponIsPriceRule(coupon: Coupon | undefined | null): coupon is Coupon {
  return coupon?.coupon_type === PRICE_RULE_COUPON && typeof coupon.code === 'string' && coupon.code.trim() !== '';
}

/**
 * Whether a pop-up may offer its coupon now: a typed code always; a store discount only while a
 * rule with that code runs, so no visitor is handed a code the checkout refuses.
 */
export function couponOffered(coupon: Coupon | undefined | null, rules: readonly PriceRuleWindow[], now: number): boolean {
  if (!couponIsPriceRule(coupon)) return true;
  return rules.some((rule) => sameDiscountCode(rule.code, coupon.code) && priceRuleRunning(rule, now));
}

/** The next moment after `now` at which some rule starts or ends (what is offered may change then), or null. */
export function nextPriceRuleChange(rules: readonly PriceRuleWindow[], now: number): number | null {
  let next: number | null = null;
  for (const rule of rules)
    for (const moment of [rule.starts_at, rule.ends_at]) if (moment !== null && moment > now && (next === null || moment < next)) next = moment;
  return next;
}
