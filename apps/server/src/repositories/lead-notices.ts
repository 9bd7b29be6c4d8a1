import type { Kysely, Transaction } from 'kysely';
import type { SubmittedField } from '@beckon/core';
import type { Database } from '../db/schema.js';

export interface NoticeToQueue {
  accountId: number;
  siteId: number;
  conversionId: number;
  now: number;
}

/** A batch's new leads that their owners are to hear of: one insert, in the batch's transaction. */
export async function enqueueNotices(trx: Transaction<Database>, items: NoticeToQueue[]): Promise<void> {
  if (items.length === 0) return;
  await trx
    .insertInto('lead_notices')
    .values(items.map((i) => ({ account_id: i.accountId, site_id: i.siteId, conversion_id: i.conversionId, created_at: i.now })))
    .execute();
}

/** Sites with leads waiting to be announced. */
export async function sitesWithNotices(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('lead_notices').select('site_id').distinct().execute();
  return rows.map((r) => Number(r.site_id));
}

/** Notices nobody announced in time (mail down, or no SMTP): dropped rather than sent as stale news. */
export async function dropNoticesBefore(db: Kysely<Database>, before: number): Promise<number> {
  const result = await db.deleteFrom('lead_notices').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The site's waiting notices, oldest first, at most `limit`: their ids and the leads they announce. */
export async function waitingNotices(trx: Transaction<Database>, siteId: number, limit: number) {
  const rows = await trx.selectFrom('lead_notices').select(['id', 'conversion_id']).where('site_id', '=', siteId).orderBy('id').limit(limit).execute();
  return { ids: rows.map((r) => Number(r.id)), conversionIds: rows.map((r) => Number(r.conversion_id)) };
}

/** Deletes exactly the notices read: one committed meanwhile (another instance's batch) waits for the next email. */
export async function deleteNotices(trx: Transaction<Database>, ids: number[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('lead_notices').where('id', 'in', ids).execute();
}

/** A lead as an email tells of it. */
export interface AnnouncedLead {
  id: number;
  popupName: string;
  email: string | null;
  fields: SubmittedField[];
  url: string;
  createdAt: number;
}

function parseFields(json: string): SubmittedField[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as SubmittedField[]) : [];
  } catch {
    return [];
  }
}

type Reader = Kysely<Database> | Transaction<Database>;

function leadsQuery(db: Reader, siteId: number) {
  return (
    db
      .selectFrom('conversions')
      .innerJoin('poptins', 'poptins.id', 'conversions.poptin_id')
      .select(['conversions.id', 'poptins.name', 'conversions.email', 'conversions.fields', 'conversions.url', 'conversions.created_at'])
      .where('conversions.site_id', '=', siteId)
      // A lead marked automated (now or since) is never news to its owner.
      .where('conversions.spam', 'is', null)
  );
}

function toAnnounced(row: { id: number; name: string; email: string | null; fields: string; url: string; created_at: number }): AnnouncedLead {
  return { id: Number(row.id), popupName: row.name, email: row.email, fields: parseFields(row.fields), url: row.url, createdAt: Number(row.created_at) };
}

/** Of these leads, those still there and not automated: how many, and the latest `listed` in full. */
export async function announcedLeads(db: Reader, siteId: number, conversionIds: number[], listed: number): Promise<{ count: number; leads: AnnouncedLead[] }> {
  if (conversionIds.length === 0) return { count: 0, leads: [] };
  const counted = await db
    .selectFrom('conversions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', siteId)
    .where('spam', 'is', null)
    .where('id', 'in', conversionIds)
    .executeTakeFirstOrThrow();
  const rows = await leadsQuery(db, siteId).where('conversions.id', 'in', conversionIds).orderBy('conversions.id', 'desc').limit(listed).execute();
  return { count: Number(counted.n), leads: rows.map(toAnnounced) };
}

/** A day's leads of the site (not automated): how many, and the latest `listed`. */
export async function leadsBetween(db: Reader, siteId: number, from: number, to: number, listed: number): Promise<{ count: number; leads: AnnouncedLead[] }> {
  const counted = await db
    .selectFrom('conversions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', siteId)
    .where('spam', 'is', null)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  if (Number(counted.n) === 0) return { count: 0, leads: [] };
  const rows = await leadsQuery(db, siteId)
    .where('conversions.created_at', '>=', from)
    .where('conversions.created_at', '<', to)
    .orderBy('conversions.created_at', 'desc')
    .orderBy('conversions.id', 'desc')
    .limit(listed)
    .execute();
  return { count: Number(counted.n), leads: rows.map(toAnnounced) };
}

/** The site's pop-up views in [from, to): the digest's conversion rate (views_site_time serves it). */
export async function viewsBetween(db: Reader, siteId: number, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('views')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', siteId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
