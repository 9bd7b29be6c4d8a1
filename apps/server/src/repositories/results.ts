import { sql, type Kysely, type RawBuilder } from 'kysely';
import { wallTime, zonedToEpoch, type PopupSettings } from '@beckon/core';
import type { DialectName } from '../db/database.js';
import type { Database, PopupStatus } from '../db/schema.js';

/** What the results cover: one site or one pop-up, already checked to be the caller's. */
export type ResultScope = { siteId: number } | { poptinId: string };

export interface ResultRange {
  /** epoch ms, inclusive */
  from: number;
  /** epoch ms, exclusive */
  to: number;
  /** IANA zone whose midnights cut the days */
  zone: string;
}

export interface DayCounts {
  day: string;
  views: number;
  closes: number;
  conversions: number;
}
export interface Breakdown {
  key: string;
  views: number;
  conversions: number;
  conversion_rate: number;
}

/** Pages listed in the by-page breakdown, the most viewed first. */
export const TOP_PAGES = 20;
/** A breakdown row without a value (an old lead without a trigger, a view without a page). */
export const UNKNOWN_KEY = 'unknown';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export interface LocalDay {
  day: string;
  start: number;
  end: number;
}

/**
 * The zone's calendar days that [from, to) touches, each with the instants its midnights fall
 * on (a day of a change of clocks lasts 23 or 25 hours). The first starts before `from` when
 * `from` is not a midnight; counting still begins at `from`.
 */
export function localDays(range: ResultRange): LocalDay[] {
  const first = wallTime(range.from, range.zone);
  const days: LocalDay[] = [];
  let date = Date.UTC(first.year, first.month - 1, first.day);
  let start = midnight(date, range.zone);
  while (start < range.to) {
    const next = date + 86_400_000;
    const end = midnight(next, range.zone);
    const d = new Date(date);
    days.push({ day: `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`, start, end });
    date = next;
    start = end;
  }
  return days;
}

/** The instant the zone's clocks show 00:00 on the calendar date held (as UTC midnight) in `date`. */
function midnight(date: number, zone: string): number {
  const d = new Date(date);
  return zonedToEpoch({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: 0, minute: 0, second: 0 }, zone);
}

/**
 * The widest time bucket that never straddles a midnight of the zone: the database groups rows
 * by bucket (portable integer division, no time-zone support needed in SQLite), then buckets are
 * added up per local day here. Whole-hour zones get hours; India's half hours, Nepal's quarters.
 */
export function bucketSize(days: readonly LocalDay[]): number {
  const sizes = [3_600_000, 1_800_000, 900_000, 60_000, 1000];
  return sizes.find((size) => days.every((d) => d.start % size === 0 && d.end % size === 0)) ?? 1;
}

type EventTable = 'views' | 'closes' | 'conversions';

/** The scope and range of one event table; spam leads never count. */
function scoped(db: Kysely<Database>, table: EventTable, scope: ResultScope, range: ResultRange) {
  let query = db.selectFrom(table).where(`${table}.created_at`, '>=', range.from).where(`${table}.created_at`, '<', range.to);
  query = 'siteId' in scope ? query.where(`${table}.site_id`, '=', scope.siteId) : query.where(`${table}.poptin_id`, '=', scope.poptinId);
  if (table === 'conversions') query = query.where('conversions.spam', 'is', null);
  return query;
}

async function dailySeries(db: Kysely<Database>, scope: ResultScope, range: ResultRange): Promise<DayCounts[]> {
  const days = localDays(range);
  const size = bucketSize(days);
  const counts = (table: EventTable) =>
    scoped(db, table, scope, range)
      .select((eb) => [sql<number>`${sql.ref(`${table}.created_at`)} / ${sql.lit(size)}`.as('bucket'), eb.fn.countAll<number>().as('n')])
      .groupBy(sql`1`)
      .execute();
  const [views, closes, conversions] = await Promise.all([counts('views'), counts('closes'), counts('conversions')]);
  const series = days.map((d) => ({ day: d.day, views: 0, closes: 0, conversions: 0 }));
  const add = (rows: Array<{ bucket: number; n: number }>, measure: 'views' | 'closes' | 'conversions') => {
    for (const row of rows) {
      const at = Number(row.bucket) * size;
      const index = dayIndex(days, at);
      if (index >= 0) series[index]![measure] += Number(row.n);
    }
  };
  add(views, 'views');
  add(closes, 'closes');
  add(conversions, 'conversions');
  return series;
}

/** The day holding an instant (binary search; days are contiguous and ordered). */
function dayIndex(days: readonly LocalDay[], at: number): number {
  let low = 0;
  let high = days.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const d = days[mid]!;
    if (at < d.start) high = mid - 1;
    else if (at >= d.end) low = mid + 1;
    else return mid;
  }
  return -1;
}

const rate = (conversions: number, views: number) => (views > 0 ? conversions / views : 0);

/** Views and conversions merged by key, the most viewed first. */
function merge(views: Iterable<[string, number]>, conversions: Iterable<[string, number]>): Breakdown[] {
  const byKey = new Map<string, { views: number; conversions: number }>();
  const at = (key: string) => byKey.get(key) ?? byKey.set(key, { views: 0, conversions: 0 }).get(key)!;
  for (const [key, n] of views) at(key || UNKNOWN_KEY).views += n;
  for (const [key, n] of conversions) at(key || UNKNOWN_KEY).conversions += n;
  return [...byKey.entries()]
    .map(([key, c]) => ({ key, ...c, conversion_rate: rate(c.conversions, c.views) }))
    .sort((a, b) => b.views - a.views || b.conversions - a.conversions || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const pairs = (rows: Array<{ key: string | null; n: number }>) => rows.map((r): [string, number] => [r.key ?? '', Number(r.n)]);

async function byTrigger(db: Kysely<Database>, scope: ResultScope, range: ResultRange): Promise<Breakdown[]> {
  const [views, conversions] = await Promise.all([
    scoped(db, 'views', scope, range)
      .select((eb) => ['views.trigger as key', eb.fn.countAll<number>().as('n')])
      .groupBy('views.trigger')
      .execute(),
    scoped(db, 'conversions', scope, range)
      .select((eb) => ['conversions.trigger as key', eb.fn.countAll<number>().as('n')])
      .groupBy('conversions.trigger')
      .execute(),
  ]);
  return merge(pairs(views), pairs(conversions));
}

/** Operating systems the widget reports (runtime/conversion.ts) that mean a phone or tablet. */
const MOBILE_SYSTEMS = new Set(['Android', 'iOS']);

/**
 * A lead has no device column. Its device is its view's (conversions.view_id, the view the
 * widget recorded before the submit, of the same pop-up); a lead without a known view falls
 * back on the operating system the widget put in its context (Android and iOS are mobile,
 * any other named system desktop), and is "unknown" when neither is there.
 */
async function byDevice(db: Kysely<Database>, dialect: DialectName, scope: ResultScope, range: ResultRange): Promise<Breakdown[]> {
  const system: RawBuilder<string | null> =
    dialect === 'sqlite' ? sql`json_extract(conversions.context, '$.operating_system')` : sql`(conversions.context::json)->>'operating_system'`;
  const [views, conversions] = await Promise.all([
    scoped(db, 'views', scope, range)
      .select((eb) => ['views.device as key', eb.fn.countAll<number>().as('n')])
      .groupBy('views.device')
      .execute(),
    scoped(db, 'conversions', scope, range)
      .leftJoin('views as seen', (join) => join.onRef('seen.id', '=', 'conversions.view_id').onRef('seen.poptin_id', '=', 'conversions.poptin_id'))
      .select((eb) => ['seen.device', system.as('system'), eb.fn.countAll<number>().as('n')])
      .groupBy(['seen.device', sql`2`])
      .execute(),
  ]);
  const leads = conversions.map((r): [string, number] => {
    const device = r.device || (r.system ? (MOBILE_SYSTEMS.has(r.system) ? 'mobile' : r.system === 'other' ? '' : 'desktop') : '');
    return [device, Number(r.n)];
  });
  return merge(pairs(views), leads);
}

/** The URL without its query and fragment, in SQL: pages differing only in tracking parameters are one page. */
function withoutQuery(dialect: DialectName, column: 'views.url' | 'conversions.url'): RawBuilder<string> {
  const url = sql.ref(column);
  if (dialect === 'postgres') return sql`split_part(split_part(${url}, '#', 1), '?', 1)`;
  const noFragment = sql`(case when instr(${url}, '#') > 0 then substr(${url}, 1, instr(${url}, '#') - 1) else ${url} end)`;
  return sql`(case when instr(${noFragment}, '?') > 0 then substr(${noFragment}, 1, instr(${noFragment}, '?') - 1) else ${noFragment} end)`;
}

/** A page's path: the host is the site's own, so /pricing on www. and on the bare domain is one page. */
export function pagePath(url: string): string {
  try {
    return new URL(url).pathname || '/';
  } catch {
    return url;
  }
}

async function byPage(db: Kysely<Database>, dialect: DialectName, scope: ResultScope, range: ResultRange): Promise<Breakdown[]> {
  const [views, conversions] = await Promise.all([
    scoped(db, 'views', scope, range)
      .select((eb) => [withoutQuery(dialect, 'views.url').as('key'), eb.fn.countAll<number>().as('n')])
      .groupBy(sql`1`)
      .execute(),
    scoped(db, 'conversions', scope, range)
      .select((eb) => [withoutQuery(dialect, 'conversions.url').as('key'), eb.fn.countAll<number>().as('n')])
      .groupBy(sql`1`)
      .execute(),
  ]);
  const path = (rows: Array<{ key: string | null; n: number }>) => pairs(rows).map(([url, n]): [string, number] => [url ? pagePath(url) : '', n]);
  return merge(path(views), path(conversions)).slice(0, TOP_PAGES);
}

export interface Results {
  from: number;
  to: number;
  series: DayCounts[];
  totals: { views: number; closes: number; conversions: number; conversion_rate: number };
  by_trigger: Breakdown[];
  by_device: Breakdown[];
  by_page: Breakdown[];
}

/** Views, closes and conversions of a site or pop-up per local day, with their breakdowns. */
export async function results(db: Kysely<Database>, dialect: DialectName, scope: ResultScope, range: ResultRange): Promise<Results> {
  const [series, by_trigger, by_device, by_page] = await Promise.all([
    dailySeries(db, scope, range),
    byTrigger(db, scope, range),
    byDevice(db, dialect, scope, range),
    byPage(db, dialect, scope, range),
  ]);
  const sum = (measure: 'views' | 'closes' | 'conversions') => series.reduce((total, d) => total + d[measure], 0);
  const totals = { views: sum('views'), closes: sum('closes'), conversions: sum('conversions'), conversion_rate: 0 };
  totals.conversion_rate = rate(totals.conversions, totals.views);
  return { from: range.from, to: range.to, series, totals, by_trigger, by_device, by_page };
}

/** The site of the account with this client id, or undefined. */
export function findAccountSite(db: Kysely<Database>, accountId: number, clientId: string) {
  return db.selectFrom('sites').select(['id']).where('client_id', '=', clientId).where('account_id', '=', accountId).executeTakeFirst();
}

/** The pop-up of the account with this id, or undefined. */
export function findAccountPopup(db: Kysely<Database>, accountId: number, poptinId: string) {
  return db
    .selectFrom('poptins')
    .select(['id', 'site_id', 'settings', 'created_at'])
    .where('id', '=', poptinId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export interface AbMember {
  poptin_id: string;
  name: string;
  status: PopupStatus;
  created_at: number;
  views: number;
  conversions: number;
}

/**
 * The A/B group a pop-up belongs to: its parent (ab_test_parent_id in the stored settings, or
 * itself) and every pop-up of the site naming that parent, as the display's split sees them
 * (display/decide.ts). Counts start when the newest member was created: before that the
 * members did not share their visitors, and older views of the parent are no comparison.
 */
export async function abGroup(db: Kysely<Database>, accountId: number, poptinId: string): Promise<{ since: number; members: AbMember[] } | undefined> {
  const popup = await findAccountPopup(db, accountId, poptinId);
  if (!popup) return undefined;
  const parentOf = (settings: string) => {
    try {
      return (JSON.parse(settings) as Partial<PopupSettings>).ab_test_parent_id || null;
    } catch {
      return null;
    }
  };
  const parent = parentOf(popup.settings) ?? popup.id;
  const siblings = await db
    .selectFrom('poptins')
    .select(['id', 'name', 'status', 'settings', 'created_at'])
    .where('account_id', '=', accountId)
    .where('site_id', '=', popup.site_id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const group = siblings.filter((p) => p.id === parent || parentOf(p.settings) === parent);
  const since = Math.max(...group.map((p) => Number(p.created_at)));
  const ids = group.map((p) => p.id);
  const [views, conversions] = await Promise.all([
    db
      .selectFrom('views')
      .select((eb) => ['poptin_id', eb.fn.countAll<number>().as('n')])
      .where('poptin_id', 'in', ids)
      .where('created_at', '>=', since)
      .groupBy('poptin_id')
      .execute(),
    db
      .selectFrom('conversions')
      .select((eb) => ['poptin_id', eb.fn.countAll<number>().as('n')])
      .where('poptin_id', 'in', ids)
      .where('account_id', '=', accountId)
      .where('spam', 'is', null)
      .where('created_at', '>=', since)
      .groupBy('poptin_id')
      .execute(),
  ]);
  const count = (rows: Array<{ poptin_id: string; n: number }>) => new Map(rows.map((r) => [r.poptin_id, Number(r.n)]));
  const viewCounts = count(views);
  const conversionCounts = count(conversions);
  // The parent first, then its variants in the order they were made.
  group.sort((a, b) => Number(b.id === parent) - Number(a.id === parent));
  return {
    since,
    members: group.map((p) => ({
      poptin_id: p.id,
      name: p.name,
      status: p.status,
      created_at: Number(p.created_at),
      views: viewCounts.get(p.id) ?? 0,
      conversions: conversionCounts.get(p.id) ?? 0,
    })),
  };
}
