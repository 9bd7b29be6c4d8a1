import type { MatchRole } from '../types/popup.js';

/** What a filter reads from the page: a global, a cookie, the page source, a URL part. */
export type MatchedValue = string | number | boolean | null | undefined;

/**
 * SPEC §3 match roles, the one comparison every filter and targeting rule shares.
 *
 * Text roles (contain, exact, start, end) compare trimmed and case-insensitively, because
 * owners type the expected value by hand and pages differ in case and stray spaces. An
 * absent value (null/undefined) matches no text role: "contains X" is a claim about a value.
 * An empty expected value is contained in, starts and ends every present value.
 *
 * Number roles (greater_than, less_than) read both sides with parseFloat, so "12.50 USD"
 * counts as 12.5; when either side is not a number the comparison is false.
 *
 * any_value asks only whether a value is there; a blank string (empty after trimming) is not,
 * because text comparisons trim too. false and 0 are values.
 *
 * A role the code does not know (newer dashboard, garbled record) is false: it cannot be
 * evaluated, so it cannot be claimed to hold.
 */
export function matchRole(role: MatchRole, actual: MatchedValue, expected: string): boolean {
  switch (role) {
    case 'contain':
    case 'exact':
    case 'start':
    case 'end':
      return matchText(role, actual, expected);
    case 'greater_than':
    case 'less_than':
      return matchNumber(role, actual, expected);
    case 'any_value':
      return isPresent(actual);
    default:
      return false;
  }
}

function matchText(role: 'contain' | 'exact' | 'start' | 'end', actual: MatchedValue, expected: string): boolean {
  if (actual === null || actual === undefined) return false;
  const have = normaliseText(actual);
  const want = normaliseText(expected);
  if (role === 'contain') return have.includes(want);
  if (role === 'exact') return have === want;
  if (role === 'start') return have.startsWith(want);
  return have.endsWith(want);
}

function matchNumber(role: 'greater_than' | 'less_than', actual: MatchedValue, expected: string): boolean {
  if (actual === null || actual === undefined) return false;
  const have = Number.parseFloat(String(actual));
  const want = Number.parseFloat(String(expected));
  if (Number.isNaN(have) || Number.isNaN(want)) return false;
  return role === 'greater_than' ? have > want : have < want;
}

function isPresent(actual: MatchedValue): boolean {
  return actual !== null && actual !== undefined && normaliseText(actual) !== '';
}

function normaliseText(value: string | number | boolean): string {
  return String(value).trim().toLowerCase();
}
