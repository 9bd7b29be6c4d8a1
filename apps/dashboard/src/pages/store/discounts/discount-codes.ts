import { priceRuleRunning } from '@beckon/core';
import type { PriceRule } from '../../../api/types.js';
import { currencySymbolOf } from '../currency.js';
import { formatTime } from '../../format.js';

/** An amount as a price tag shows it: whole amounts without cents. */
const amountText = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** "15% off", "$10 off" with the shop's currency when it has one, else "10 off". */
export function discountText(rule: Pick<PriceRule, 'value_type' | 'value'>, currency: string): string {
  if (rule.value_type === 'percentage') return `${rule.value}% off`;
  return `${currencySymbolOf(currency)}${amountText(rule.value)} off`;
}

export type RuleState = 'running' | 'ended' | 'scheduled';

/** Whether visitors see the code now (core's rule, the one the server offers coupons by); a code not running has ended or not yet started. */
export function ruleState(rule: PriceRule, now: number): RuleState {
  if (priceRuleRunning(rule, now)) return 'running';
  return rule.ends_at !== null && rule.ends_at <= now ? 'ended' : 'scheduled';
}

/** Running / Ended / Starts {date}. */
export function ruleStatusText(rule: PriceRule, now: number): string {
  const state = ruleState(rule, now);
  if (state === 'running') return 'Running';
  if (state === 'ended') return 'Ended';
  return `Starts ${formatTime(rule.starts_at ?? now)}`;
}

/** "Summer sale — SUMMER15 — 15% off — Running": one line for a select's option. */
export const ruleSummary = (rule: PriceRule, currency: string, now: number): string =>
  [rule.title, rule.code, discountText(rule, currency), ruleStatusText(rule, now)].join(' — ');

export const discountsPath = (clientId: string) => `/discounts?site=${encodeURIComponent(clientId)}`;
