import { RETENTION_DAYS_MAX, RETENTION_DAYS_MIN } from '../constants.js';

/**
 * Issue 21: a site's data retention as the owner sets it: a whole number of days within the
 * bounds, or null to keep everything. Checked on the exact JSON value, never a coerced one: a
 * setting that deletes leads must not read `true` as 1 day or "" as "keep forever".
 * The rule in words, or null when the value may be saved.
 */
export function retentionDaysProblem(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= RETENTION_DAYS_MIN && value <= RETENTION_DAYS_MAX) return null;
  return `Keep data for a whole number of days from ${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX}, or leave it empty to keep everything.`;
}
