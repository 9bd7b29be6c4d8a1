import type { Kysely } from 'kysely';
import { dropEmptyRollups } from '../db/rollups.js';
import type { Database } from '../db/schema.js';
import {
  accountsWithRetentionEverywhere,
  deleteOldDeliveries,
  deleteOldRows,
  deleteOldSessions,
  sitesWithRetention,
  type SiteCutoff,
} from '../repositories/retention.js';
import { deletePending, pendingOfAccount, pendingOfSite } from '../repositories/unconfirmed-signups.js';
import { cutoffOf, siteCutoff } from './cutoffs.js';

/** Rows one statement deletes at most: a batch commits in milliseconds, so visitors' writes wait no longer than that. */
export const RETENTION_BATCH_ROWS = 1000;

/** What the sweep deletes, in the words the dashboard's hint and the CLI use. */
export const RETAINED = [
  'leads',
  'views',
  'closes',
  'game plays',
  'limit logs',
  'lead activities',
  'visitor sessions',
  'store abandonments',
  'ordered products',
  'integration deliveries',
  'unconfirmed sign-ups',
] as const;
export type Retained = (typeof RETAINED)[number];

export type SweepReport = { sites: number; complete: boolean } & Record<Retained, number>;

export interface SweepOptions {
  now: number;
  batchRows?: number | undefined;
  /** asked between batches: false stops the sweep (the app is closing, or the lease was lost) */
  keepGoing?: (() => Promise<boolean>) | undefined;
}

/** One batch of one kind for one site: the rows it deleted. */
type Batch = (db: Kysely<Database>, cut: SiteCutoff, now: number, limit: number) => Promise<number>;

const BATCHES: Record<Exclude<Retained, 'unconfirmed sign-ups'>, Batch> = {
  leads: (db, cut, _now, limit) => deleteOldRows(db, 'conversions', cut.siteId, cut.before, limit),
  views: (db, cut, _now, limit) => deleteOldRows(db, 'views', cut.siteId, cut.viewsBefore, limit),
  closes: (db, cut, _now, limit) => deleteOldRows(db, 'closes', cut.siteId, cut.before, limit),
  'game plays': (db, cut, _now, limit) => deleteOldRows(db, 'plays', cut.siteId, cut.before, limit),
  'limit logs': (db, cut, _now, limit) => deleteOldRows(db, 'limit_logs', cut.siteId, cut.before, limit),
  'lead activities': (db, cut, _now, limit) => deleteOldRows(db, 'conversion_activities', cut.siteId, cut.before, limit),
  'visitor sessions': (db, cut, _now, limit) => deleteOldSessions(db, cut.siteId, cut.before, limit),
  'store abandonments': (db, cut, _now, limit) => deleteOldRows(db, 'store_abandonments', cut.siteId, cut.before, limit),
  'ordered products': (db, cut, _now, limit) => deleteOldRows(db, 'store_ordered_products', cut.siteId, cut.before, limit),
  'integration deliveries': (db, cut, now, limit) => deleteOldDeliveries(db, cut.siteId, cut.before, now, limit),
};

/**
 * Issue 21: deletes, for every site with a retention, its leads and activity older than its
 * retention, batch after batch until none is left; then the unconfirmed sign-ups past theirs
 * (repositories/unconfirmed-signups.ts). Every batch commits alone, so a sweep stopped midway
 * (keepGoing false, a crash) has deleted only whole batches, and the next one carries on.
 */
export async function sweepRetention(db: Kysely<Database>, options: SweepOptions): Promise<SweepReport> {
  const limit = options.batchRows ?? RETENTION_BATCH_ROWS;
  const keepGoing = options.keepGoing ?? (async () => true);
  const report: SweepReport = { sites: 0, complete: false, ...(Object.fromEntries(RETAINED.map((kind) => [kind, 0])) as Record<Retained, number>) };
  /** Runs a batch until one finds less than a full batch to delete; false when told to stop. */
  const repeat = async (kind: Retained, batch: () => Promise<{ deleted: number; found: number }>): Promise<boolean> => {
    for (;;) {
      if (!(await keepGoing())) return false;
      const { deleted, found } = await batch();
      report[kind] += deleted;
      // A full batch that deleted nothing was taken by another instance or confirmed meanwhile: the rest is theirs.
      if (found < limit || deleted === 0) return true;
    }
  };
  const signups = (read: () => Promise<Array<{ subscriber_id: number; list_id: number }>>, before: number) => async () => {
    const pending = await read();
    return { deleted: await deletePending(db, pending, before), found: pending.length };
  };

  for (const site of await sitesWithRetention(db)) {
    const cut = siteCutoff({ id: site.id, retention_days: Number(site.retention_days), max_monthly_views: site.max_monthly_views }, options.now);
    for (const [kind, batch] of Object.entries(BATCHES) as Array<[Retained, Batch]>) {
      const once = async () => {
        const deleted = await batch(db, cut, options.now, limit);
        return { deleted, found: deleted };
      };
      if (!(await repeat(kind, once))) return report;
    }
    // Issue 22: the rollup rows whose raw rows all went count nothing now (db/rollups.ts).
    await dropEmptyRollups(db, site.id, cut.before);
    const swept = await repeat(
      'unconfirmed sign-ups',
      signups(() => pendingOfSite(db, site.id, cut.before, limit), cut.before),
    );
    if (!swept) return report;
    report.sites += 1;
  }
  for (const account of await accountsWithRetentionEverywhere(db)) {
    const before = cutoffOf(account.days, options.now);
    const swept = await repeat(
      'unconfirmed sign-ups',
      signups(() => pendingOfAccount(db, account.accountId, before, limit), before),
    );
    if (!swept) return report;
  }
  report.complete = true;
  return report;
}
