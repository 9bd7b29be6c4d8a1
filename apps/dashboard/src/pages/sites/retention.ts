import { retentionDaysProblem } from '@beckon/core';

/**
 * Issue 21: the retention field as the owner typed it: empty keeps everything (null), digits are
 * days. The problem in words when the API would refuse it (core's rule, the same as the server's).
 */
export function parseRetention(text: string): { days: number | null; problem: string | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { days: null, problem: null };
  // Digits only: "1e3" or "30.0" are numbers to JavaScript, not the whole days the field asks for.
  const days = /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return { days: Number.isNaN(days) ? null : days, problem: retentionDaysProblem(Number.isNaN(days) ? trimmed : days) };
}
