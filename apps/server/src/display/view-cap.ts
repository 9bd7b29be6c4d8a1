import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { countAccountViewsSince } from '../repositories/events.js';

/**
 * Views this calendar month (UTC) per account, for the SPEC §6 max-views limit. Counting on
 * every display call would put a scan on the hottest path, so a count is reused for a few seconds:
 * a cap may be overshot by what arrives in that window, never undershot.
 */
const REUSE_MS = 10_000;
const counts = new Map<number, { views: number; at: number; month: number }>();

export function monthStart(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** The count `viewsThisMonth` would reuse at `now`, without a query; undefined when it would count afresh. */
export function viewsThisMonthKept(accountId: number, now: number): number | undefined {
  const cached = counts.get(accountId);
  return cached && now - cached.at < REUSE_MS && cached.month === monthStart(now) ? cached.views : undefined;
}

export async function viewsThisMonth(db: Kysely<Database>, accountId: number, now = Date.now()): Promise<number> {
  const kept = viewsThisMonthKept(accountId, now);
  if (kept !== undefined) return kept;
  const month = monthStart(now);
  const views = await countAccountViewsSince(db, accountId, month);
  counts.set(accountId, { views, at: now, month });
  return views;
}

/** For tests and for an owner who just raised the cap. */
export function forgetViewCounts(): void {
  counts.clear();
}
