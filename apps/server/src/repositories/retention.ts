import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Issue 21: the deletes of the retention sweep, each one bounded batch: the oldest rows of one
 * site past its cutoff, at most `limit` of them, in one statement that commits alone. A huge
 * table is emptied by repeating it, never by one long lock or one giant transaction; another
 * instance deleting the same rows at once deletes nothing twice.
 */

/** Tables whose rows carry their site and the time they were written. */
type SiteTimedTable = 'conversions' | 'views' | 'closes' | 'plays' | 'limit_logs' | 'conversion_activities' | 'store_abandonments' | 'store_ordered_products';

/** A site whose data is kept for a while, with the instants its rows are kept from. */
export interface SiteCutoff {
  siteId: number;
  /** rows written before this instant go */
  before: number;
  /** the views' own cutoff: a plan's monthly view cap counts this month's views (see retention/cutoffs.ts) */
  viewsBefore: number;
}

/** Deletes up to `limit` of a site's rows of `table` written before `before`; the number deleted. */
export async function deleteOldRows(db: Kysely<Database>, table: SiteTimedTable, siteId: number, before: number, limit: number): Promise<number> {
  // Every one of these tables has id, site_id and created_at: typed as one of them.
  const t = table as 'views';
  const oldest = db.selectFrom(t).select('id').where('site_id', '=', siteId).where('created_at', '<', before).limit(limit);
  const result = await db.deleteFrom(t).where('id', 'in', oldest).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A site's visitor sessions last seen before `before` (a session still going is kept whole). */
export async function deleteOldSessions(db: Kysely<Database>, siteId: number, before: number, limit: number): Promise<number> {
  const oldest = db.selectFrom('visitor_sessions').select('email').where('site_id', '=', siteId).where('last_seen_at', '<', before).limit(limit);
  const result = await db.deleteFrom('visitor_sessions').where('site_id', '=', siteId).where('email', 'in', oldest).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The deliveries to a site's integrations queued before `before`. They carry the lead they tell
 * of; one a worker holds right now is left to finish (it is deleted at the next sweep).
 */
export async function deleteOldDeliveries(db: Kysely<Database>, siteId: number, before: number, now: number, limit: number): Promise<number> {
  const oldest = db
    .selectFrom('integration_deliveries')
    .select('id')
    .where('integration_id', 'in', db.selectFrom('integrations').select('id').where('site_id', '=', siteId))
    .where('created_at', '<', before)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .limit(limit);
  const result = await db.deleteFrom('integration_deliveries').where('id', 'in', oldest).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sites that keep their data for a while, with their account's view cap (null: none). */
export function sitesWithRetention(db: Kysely<Database>) {
  return db
    .selectFrom('sites')
    .innerJoin('accounts', 'accounts.id', 'sites.account_id')
    .select(['sites.id', 'sites.account_id', 'sites.retention_days', 'accounts.max_monthly_views'])
    .where('sites.retention_days', 'is not', null)
    .orderBy('sites.id')
    .execute();
}

/**
 * Accounts all of whose sites keep their data for a while, with the longest of their retentions:
 * what governs the sign-ups that came through no one site (see unconfirmed-signups.ts).
 */
export async function accountsWithRetentionEverywhere(db: Kysely<Database>): Promise<Array<{ accountId: number; days: number }>> {
  const rows = await db
    .selectFrom('sites')
    .select((eb) => ['account_id', eb.fn.max('retention_days').as('days')])
    .groupBy('account_id')
    .having((eb) => eb(eb.fn.countAll(), '=', eb.fn.count('retention_days')))
    .execute();
  return rows.filter((row) => row.days !== null).map((row) => ({ accountId: Number(row.account_id), days: Number(row.days) }));
}
