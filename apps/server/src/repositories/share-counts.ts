import type { Kysely, Transaction } from 'kysely';
import { MAX_SHARE_PAGES_PER_SITE } from '@beckon/core/api';
import type { Database } from '../db/schema.js';
import type { RowWriter } from '../ingest/write-buffer.js';

/** Issue 20: shares made through the content kit's share bar, counted per page, service and UTC day. */

/** 'full': the page is new and the site already counts MAX_SHARE_PAGES_PER_SITE pages. */
export type ShareOutcome = 'counted' | 'full';

/** The UTC calendar day holding `at`, as the counts are bucketed: YYYY-MM-DD. */
export const shareDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

export interface Share {
  siteId: number;
  /** normalised (core's normaliseShareUrl) */
  url: string;
  /** a key of core's SHARE_SERVICE_KEYS */
  service: string;
}

export interface ShareOptions {
  now: number;
  maxPages: number;
}

/** The page's id, added when the site has room for another page; undefined when it has none. */
async function pageId(tx: Transaction<Database>, share: Share, options: ShareOptions): Promise<number | undefined> {
  const find = () => tx.selectFrom('share_pages').select('id').where('site_id', '=', share.siteId).where('url', '=', share.url).executeTakeFirst();
  const found = await find();
  if (found) return Number(found.id);
  const { n } = await tx
    .selectFrom('share_pages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', share.siteId)
    .executeTakeFirstOrThrow();
  // Another instance may add pages at the same moment: the cap may be passed by a few, never run away.
  if (Number(n) >= options.maxPages) return undefined;
  // Two first shares of one page at once: the second finds the first's row.
  await tx
    .insertInto('share_pages')
    .values({ site_id: share.siteId, url: share.url, created_at: options.now })
    .onConflict((oc) => oc.columns(['site_id', 'url']).doNothing())
    .execute();
  return Number((await find())!.id);
}

/**
 * Adds one share of the page through the service to today's count, in the write buffer's batch
 * (group commit, answered after the commit). A new page past the site's cap is not counted.
 */
export async function recordShare(writes: RowWriter, share: Share, options: Partial<ShareOptions> = {}): Promise<ShareOutcome> {
  const settings: ShareOptions = { now: options.now ?? Date.now(), maxPages: options.maxPages ?? MAX_SHARE_PAGES_PER_SITE };
  let outcome: ShareOutcome = 'counted';
  await writes.run(async (tx) => {
    // A batch that failed runs its tasks again one by one: each run decides afresh.
    outcome = 'counted';
    const page = await pageId(tx, share, settings);
    if (page === undefined) {
      outcome = 'full';
      return;
    }
    await tx
      .insertInto('share_counts')
      .values({ page_id: page, site_id: share.siteId, service: share.service, day: shareDay(settings.now), count: 1 })
      .onConflict((oc) => oc.columns(['page_id', 'service', 'day']).doUpdateSet((eb) => ({ count: eb('share_counts.count', '+', 1) })))
      .execute();
  });
  return outcome;
}

/** Every share of one page, per service, since counting began; nothing counted is an empty map. */
export async function pageShareCounts(db: Kysely<Database>, siteId: number, url: string): Promise<{ total: number; counts: Record<string, number> }> {
  const rows = await db
    .selectFrom('share_counts')
    .innerJoin('share_pages', 'share_pages.id', 'share_counts.page_id')
    .select(['share_counts.service', (eb) => eb.fn.sum<number>('share_counts.count').as('n')])
    .where('share_pages.site_id', '=', siteId)
    .where('share_pages.url', '=', url)
    .groupBy('share_counts.service')
    .orderBy('share_counts.service')
    .execute();
  const counts = Object.fromEntries(rows.map((row) => [row.service, Number(row.n)]));
  return { total: rows.reduce((sum, row) => sum + Number(row.n), 0), counts };
}

export interface ShareRange {
  /** first UTC day, included */
  from: string;
  /** last UTC day, included */
  to: string;
}

export interface ServiceCount {
  service: string;
  count: number;
}

export interface SharedPage {
  url: string;
  total: number;
  services: ServiceCount[];
}

export interface ShareReport {
  total_pages: number;
  shares: number;
  by_service: ServiceCount[];
  pages: SharedPage[];
}

const inRange = (db: Kysely<Database>, siteId: number, range: ShareRange) =>
  db
    .selectFrom('share_counts')
    .where('share_counts.site_id', '=', siteId)
    .where('share_counts.day', '>=', range.from)
    .where('share_counts.day', '<=', range.to);

const byCount = (a: ServiceCount, b: ServiceCount) => b.count - a.count || (a.service < b.service ? -1 : 1);

/** Each listed page's shares per service in the range, most first. */
async function servicesOf(db: Kysely<Database>, siteId: number, range: ShareRange, pageIds: number[]): Promise<Map<number, ServiceCount[]>> {
  const services = new Map<number, ServiceCount[]>(pageIds.map((id) => [id, []]));
  if (pageIds.length === 0) return services;
  const rows = await inRange(db, siteId, range)
    .where('share_counts.page_id', 'in', pageIds)
    .select(['share_counts.page_id', 'share_counts.service', (eb) => eb.fn.sum<number>('share_counts.count').as('n')])
    .groupBy(['share_counts.page_id', 'share_counts.service'])
    .execute();
  for (const row of rows) services.get(Number(row.page_id))?.push({ service: row.service, count: Number(row.n) });
  for (const list of services.values()) list.sort(byCount);
  return services;
}

/** The owner's view of a site's shares in a range of days: the most shared pages first, a page of them at a time. */
export async function shareReport(db: Kysely<Database>, siteId: number, range: ShareRange, page: { limit: number; offset: number }): Promise<ShareReport> {
  const totals = await inRange(db, siteId, range)
    .select((eb) => [eb.fn.count<number>('share_counts.page_id').distinct().as('pages'), eb.fn.sum<number>('share_counts.count').as('shares')])
    .executeTakeFirst();
  const byService = await inRange(db, siteId, range)
    .select(['share_counts.service', (eb) => eb.fn.sum<number>('share_counts.count').as('n')])
    .groupBy('share_counts.service')
    .execute();
  const pages = await inRange(db, siteId, range)
    .innerJoin('share_pages', 'share_pages.id', 'share_counts.page_id')
    .select(['share_pages.id', 'share_pages.url', (eb) => eb.fn.sum<number>('share_counts.count').as('total')])
    .groupBy(['share_pages.id', 'share_pages.url'])
    .orderBy('total', 'desc')
    .orderBy('share_pages.url')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const services = await servicesOf(
    db,
    siteId,
    range,
    pages.map((p) => Number(p.id)),
  );
  return {
    total_pages: Number(totals?.pages ?? 0),
    shares: Number(totals?.shares ?? 0),
    by_service: byService.map((row) => ({ service: row.service, count: Number(row.n) })).sort(byCount),
    pages: pages.map((p) => ({ url: p.url, total: Number(p.total), services: services.get(Number(p.id)) ?? [] })),
  };
}
