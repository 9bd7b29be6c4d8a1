import { monthStart } from '../display/view-cap.js';
import type { SiteCutoff } from '../repositories/retention.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant before which a retention of `days` deletes rows. */
export function cutoffOf(days: number, now: number): number {
  return now - days * DAY_MS;
}

/**
 * A site's cutoffs. Views go by the same one, except on a plan with a monthly view cap (SPEC §6):
 * the cap counts this calendar month's (UTC) views as stored, so a short retention would lift
 * the cap. Those are kept until the month ends, then go at the next sweep.
 */
export function siteCutoff(site: { id: number; retention_days: number; max_monthly_views: number | null }, now: number): SiteCutoff {
  const before = cutoffOf(site.retention_days, now);
  return { siteId: site.id, before, viewsBefore: site.max_monthly_views === null ? before : Math.min(before, monthStart(now)) };
}
