import { format, isValid } from 'date-fns';
import { PRICE_RULE_CODE_PATTERN } from '@beckon/core/api';
import { sameDiscountCode } from '@beckon/core';
import type { PriceRule, PriceRuleValueType } from '../../../api/types.js';

/** A discount code as typed in the form: every field text, the window as datetime-local values. */
export interface CodeDraft {
  title: string;
  code: string;
  value_type: PriceRuleValueType;
  value: string;
  starts_at: string;
  ends_at: string;
}

export type CodeField = Exclude<keyof CodeDraft, 'value_type'>;
export type CodeErrors = Partial<Record<CodeField, string>>;

export const emptyCodeDraft = (): CodeDraft => ({ title: '', code: '', value_type: 'percentage', value: '', starts_at: '', ends_at: '' });

const LOCAL = "yyyy-MM-dd'T'HH:mm";
const localInput = (ms: number | null) => (ms === null ? '' : format(new Date(ms), LOCAL));

export function codeDraftOf(rule: PriceRule): CodeDraft {
  return {
    title: rule.title,
    code: rule.code,
    value_type: rule.value_type,
    value: String(rule.value),
    starts_at: localInput(rule.starts_at),
    ends_at: localInput(rule.ends_at),
  };
}

// The server's bounds (core's PriceRuleInput), checked here so the owner hears of a mistake at its field.
const CODE = new RegExp(PRICE_RULE_CODE_PATTERN);
const TITLE_MAX = 255;
const VALUE_MAX = 1e9;

/** A datetime-local value is the owner's own wall time: `new Date` reads it so. Empty is "no limit". */
function moment(text: string): number | null | 'bad' {
  if (text.trim() === '') return null;
  const date = new Date(text);
  return isValid(date) ? date.getTime() : 'bad';
}

function checkValue(draft: CodeDraft, errors: CodeErrors): number | null {
  const value = draft.value.trim() === '' ? NaN : Number(draft.value.trim());
  if (!(Number.isFinite(value) && value > 0 && value <= VALUE_MAX))
    errors.value = draft.value_type === 'percentage' ? 'A percentage is a number above 0, such as 15.' : 'An amount is a number above 0, such as 10.';
  else if (draft.value_type === 'percentage' && value > 100) errors.value = 'A percentage is at most 100.';
  return errors.value ? null : value;
}

function checkText(draft: CodeDraft, others: readonly PriceRule[], errors: CodeErrors): void {
  const title = draft.title.trim();
  if (!title) errors.title = 'Give the code a title.';
  else if (Array.from(title).length > TITLE_MAX) errors.title = `At most ${TITLE_MAX} characters.`;
  const code = draft.code.trim();
  if (!code) errors.code = 'Enter the code shoppers type at checkout.';
  else if (!CODE.test(code)) errors.code = 'A code has no spaces, < or >, and at most 64 characters.';
  else if (others.some((r) => sameDiscountCode(r.code, code))) errors.code = `${code} is already one of this site's codes (codes match whatever the case).`;
}

/**
 * The code to send, or what is wrong with each field in words. `others` are the site's other
 * codes: the server refuses two alike, whatever their case.
 */
export function toPriceRule(draft: CodeDraft, others: readonly PriceRule[]): { rule: PriceRule } | { errors: CodeErrors } {
  const errors: CodeErrors = {};
  checkText(draft, others, errors);
  const value = checkValue(draft, errors);
  const start = moment(draft.starts_at);
  const end = moment(draft.ends_at);
  if (start === 'bad') errors.starts_at = 'Enter a date and time, or leave it empty.';
  if (end === 'bad') errors.ends_at = 'Enter a date and time, or leave it empty.';
  else if (end !== null && start !== null && start !== 'bad' && end <= start) errors.ends_at = 'The end comes after the start.';
  if (Object.keys(errors).length > 0 || value === null || start === 'bad' || end === 'bad') return { errors };
  return { rule: { title: draft.title.trim(), code: draft.code.trim(), value_type: draft.value_type, value, starts_at: start, ends_at: end } };
}
