import type { Kysely } from 'kysely';
import { ROLLUP_TABLES } from '../db/rollups.js';
import type { Database } from '../db/schema.js';
import { newClientId } from '../security/ids.js';

export async function createSite(db: Kysely<Database>, accountId: number, name: string, domains: string[] = [], retentionDays: number | null = null) {
  return db
    .insertInto('sites')
    .values({ account_id: accountId, client_id: newClientId(), name, domains: JSON.stringify(domains), created_at: Date.now(), retention_days: retentionDays })
    .returning(['id', 'client_id', 'name'])
    .executeTakeFirstOrThrow();
}

/** The id of the account's site with this client id; undefined for another account's or none. */
export async function ownedSiteId(db: Kysely<Database>, accountId: number, clientId: string): Promise<number | undefined> {
  const row = await db.selectFrom('sites').select('id').where('client_id', '=', clientId).where('account_id', '=', accountId).executeTakeFirst();
  return row?.id;
}

/** The site behind a client id, with what the display call needs of the account that owns it. */
export function findSiteByClientId(db: Kysely<Database>, clientId: string) {
  return db
    .selectFrom('sites')
    .innerJoin('accounts', 'accounts.id', 'sites.account_id')
    .select([
      'sites.id',
      'sites.account_id',
      'sites.client_id',
      'sites.name',
      'sites.domains',
      'sites.restricted',
      'sites.client_restriction_setting',
      'accounts.public_id as viewer_id',
      'accounts.plan',
      'accounts.max_monthly_views',
    ])
    .where('sites.client_id', '=', clientId)
    .executeTakeFirst();
}

export type DisplaySite = NonNullable<Awaited<ReturnType<typeof findSiteByClientId>>>;

/** A site as the dashboard lists it. */
export interface OwnedSite {
  id: number;
  client_id: string;
  name: string;
  domains: string[];
  created_at: number;
  seen: { at: number; url: string } | null;
  /** issue 21: days its leads and activity are kept; null keeps them */
  retention_days: number | null;
}

/** The stored JSON list of a site's domains; a damaged one reads as none. */
export function parseDomains(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}

const ownedColumns = ['id', 'client_id', 'name', 'domains', 'created_at', 'seen_at', 'seen_url', 'retention_days'] as const;

function toOwnedSite(row: {
  id: number;
  client_id: string;
  name: string;
  domains: string;
  created_at: number;
  seen_at: number | null;
  seen_url: string | null;
  retention_days: number | null;
}): OwnedSite {
  return {
    id: row.id,
    client_id: row.client_id,
    name: row.name,
    domains: parseDomains(row.domains),
    created_at: Number(row.created_at),
    seen: row.seen_at === null || row.seen_url === null ? null : { at: Number(row.seen_at), url: row.seen_url },
    retention_days: row.retention_days === null ? null : Number(row.retention_days),
  };
}

export async function listSites(db: Kysely<Database>, accountId: number): Promise<OwnedSite[]> {
  const rows = await db.selectFrom('sites').select(ownedColumns).where('account_id', '=', accountId).orderBy('id').execute();
  return rows.map(toOwnedSite);
}

/** One of the account's sites; undefined when the account has no site with that client id. */
export async function findOwnedSite(db: Kysely<Database>, accountId: number, clientId: string): Promise<OwnedSite | undefined> {
  const row = await db.selectFrom('sites').select(ownedColumns).where('client_id', '=', clientId).where('account_id', '=', accountId).executeTakeFirst();
  return row && toOwnedSite(row);
}

/** What an owner may change of a site; undefined leaves it, and retention_days null keeps everything. */
export interface SiteChange {
  name?: string | undefined;
  domains?: string[] | undefined;
  retentionDays?: number | null | undefined;
}

export async function updateSite(db: Kysely<Database>, accountId: number, clientId: string, change: SiteChange): Promise<OwnedSite | undefined> {
  if (change.name !== undefined || change.domains !== undefined || change.retentionDays !== undefined) {
    await db
      .updateTable('sites')
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.domains !== undefined ? { domains: JSON.stringify(change.domains) } : {}),
        ...(change.retentionDays !== undefined ? { retention_days: change.retentionDays } : {}),
      })
      .where('client_id', '=', clientId)
      .where('account_id', '=', accountId)
      .execute();
  }
  return findOwnedSite(db, accountId, clientId);
}

/**
 * The site and everything of it, in one transaction: its pop-ups, their views, closes and leads,
 * the activities, sessions and limit logs of its visitors, and its store data. Event tables carry
 * no foreign keys (they are written at volume), so they are deleted by name here. Answers
 * whether the account had such a site.
 */
export async function deleteSite(db: Kysely<Database>, accountId: number, clientId: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const site = await tx.selectFrom('sites').select('id').where('client_id', '=', clientId).where('account_id', '=', accountId).executeTakeFirst();
    if (!site) return false;
    const siteId = site.id;
    // Everything the site owns goes with it: leads, activity, its shop, its integrations and their
    // queue, its notices. Its sign-up forms stay the account's (their lists and subscribers are).
    const integrations = tx.selectFrom('integrations').select('id').where('site_id', '=', siteId);
    await tx.deleteFrom('integration_deliveries').where('integration_id', 'in', integrations).execute();
    await tx.deleteFrom('integrations').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('lead_notices').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('notification_settings').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('share_counts').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('share_pages').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('store_claims').where('site_id', '=', siteId).execute();
    await tx.updateTable('signup_forms').set({ site_id: null }).where('site_id', '=', siteId).execute();
    await tx.deleteFrom('plays').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('conversion_activities').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('visitor_sessions').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('limit_logs').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('store_abandonments').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('store_ordered_products').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('store_products').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('store_price_rules').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('store_connections').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('poptins').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('sites').where('id', '=', siteId).execute();
    // Issue 22: with the site gone first, the rollup triggers leave its events' rows alone (db/rollups.ts), and its counts go at once.
    await tx.deleteFrom('conversions').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('views').where('site_id', '=', siteId).execute();
    await tx.deleteFrom('closes').where('site_id', '=', siteId).execute();
    for (const table of ROLLUP_TABLES) await tx.deleteFrom(table).where('site_id', '=', siteId).execute();
    return true;
  });
}

/** Records where the snippet was seen at work (see display/snippet-seen.ts). */
export function markSnippetSeen(db: Kysely<Database>, siteId: number, at: number, url: string) {
  return db.updateTable('sites').set({ seen_at: at, seen_url: url }).where('id', '=', siteId).execute();
}

/** SPEC §6 client restriction as the operator sets it; the setting is shown text, bounded. */
export { MAX_RESTRICTION_SETTING_LENGTH } from '@beckon/core/api';
export interface RestrictionChange {
  restricted: boolean;
  setting?: string | null;
}

/** Sets a site's restriction; the site's new state, or undefined when the client id is unknown. */
export async function setRestriction(db: Kysely<Database>, clientId: string, change: RestrictionChange) {
  const values: { restricted: number; client_restriction_setting?: string | null } = { restricted: change.restricted ? 1 : 0 };
  if (change.setting !== undefined) values.client_restriction_setting = change.setting;
  await db.updateTable('sites').set(values).where('client_id', '=', clientId).execute();
  const row = await db
    .selectFrom('sites')
    .select(['client_id', 'restricted', 'client_restriction_setting'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row && { client_id: row.client_id, restricted: row.restricted === 1, client_restriction_setting: row.client_restriction_setting };
}
