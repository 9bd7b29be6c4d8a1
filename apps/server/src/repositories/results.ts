import { sql, type Kysely } from 'kysely';
import { wallTime, zonedToEpoch, type PopupSettings } from '@beckon/core';
import { LATEST_MS } from '@beckon/core/api';
import type { DialectName } from '../db/database.js';
import { DAY_MS, HOUR_MS, MOBILE_SYSTEMS, PAGE_GRAINS, pageKeySql, systemSql } from '../db/rollups.js';
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

/** An interval of time: [start, end) in epoch ms. */
export type Window = readonly [start: number, end: number];

/** Windows one raw query reads at most: SQLite caps how deep an expression nests. */
const WINDOWS_PER_QUERY = 32;

const ceilTo = (t: number, size: number) => Math.ceil(t / size) * size;
const floorTo = (t: number, size: number) => Math.floor(t / size) * size;

/** Non-empty windows in order, those that touch joined. */
function joined(windows: readonly Window[]): Window[] {
  const out: Array<[number, number]> = [];
  for (const [start, end] of windows.filter(([a, b]) => a < b).sort((x, y) => x[0] - y[0])) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** A run of whole buckets of one grain: [first, end) in bucket numbers (epoch ms / grain). */
export interface RollupPart {
  grain: number;
  first: number;
  end: number;
}

/**
 * How rollups of these grains (ms, the coarsest first) cover [from, to): whole buckets of the
 * coarsest grain that fit, then of the finer ones on either side; what no bucket covers (less
 * than the finest grain at each end) is read from the raw rows.
 */
export function cover(from: number, to: number, grains: readonly number[]): { parts: RollupPart[]; raw: Window[] } {
  const [grain, ...finer] = grains;
  if (grain === undefined) return { parts: [], raw: from < to ? [[from, to]] : [] };
  const start = ceilTo(from, grain);
  const end = floorTo(to, grain);
  if (start >= end) return cover(from, to, finer);
  const left = cover(from, start, finer);
  const right = cover(end, to, finer);
  return { parts: [...left.parts, { grain, first: start / grain, end: end / grain }, ...right.parts], raw: joined([...left.raw, ...right.raw]) };
}

/** The raw rows of one event table in the scope and windows; spam leads never count. */
function scoped(db: Kysely<Database>, table: EventTable, scope: ResultScope, windows: readonly Window[]) {
  const column = `${table}.created_at` as 'views.created_at';
  let query = db.selectFrom(table).where((eb) => eb.or(windows.map(([start, end]) => eb.and([eb(column, '>=', start), eb(column, '<', end)]))));
  query = 'siteId' in scope ? query.where(`${table}.site_id`, '=', scope.siteId) : query.where(`${table}.poptin_id`, '=', scope.poptinId);
  if (table === 'conversions') query = query.where('conversions.spam', 'is', null);
  return query;
}

/** A query run over the windows a few at a time, its rows put together. */
async function overWindows<R>(windows: readonly Window[], run: (some: readonly Window[]) => Promise<R[]>): Promise<R[]> {
  const runs: Array<Promise<R[]>> = [];
  for (let i = 0; i < windows.length; i += WINDOWS_PER_QUERY) runs.push(run(windows.slice(i, i + WINDOWS_PER_QUERY)));
  return (await Promise.all(runs)).flat();
}

/**
 * The counts per local day. Whole UTC hours come from result_hours, except an hour holding a
 * midnight of the zone (India's, Nepal's): that hour, and the range's ends short of a whole
 * hour, are counted from the raw rows as before, by buckets that never straddle a midnight.
 */
async function dailySeries(db: Kysely<Database>, scope: ResultScope, range: ResultRange, days: readonly LocalDay[], rollups: boolean): Promise<DayCounts[]> {
  const size = bucketSize(days);
  const start = rollups ? ceilTo(range.from, HOUR_MS) : range.to;
  const end = rollups ? floorTo(range.to, HOUR_MS) : range.to;
  const raw: Window[] = [];
  const straddling = new Set<number>();
  if (start < end) {
    raw.push([range.from, start], [end, range.to]);
    for (const d of days) {
      if (d.start <= start || d.start >= end || d.start % HOUR_MS === 0) continue;
      const hour = Math.floor(d.start / HOUR_MS);
      straddling.add(hour);
      raw.push([hour * HOUR_MS, (hour + 1) * HOUR_MS]);
    }
  } else raw.push([range.from, range.to]);
  const windows = joined(raw);
  const counts = (table: EventTable) =>
    overWindows(windows, (some) =>
      scoped(db, table, scope, some)
        .select((eb) => [sql<number>`${sql.ref(`${table}.created_at`)} / ${sql.lit(size)}`.as('bucket'), eb.fn.countAll<number>().as('n')])
        .groupBy(sql`1`)
        .execute(),
    );
  const hourly =
    start < end
      ? db
          .selectFrom('result_hours')
          .where((eb) => ('siteId' in scope ? eb('site_id', '=', scope.siteId) : eb('poptin_id', '=', scope.poptinId)))
          .select((eb) => [
            'hour',
            eb.fn.sum<number>('views').as('views'),
            eb.fn.sum<number>('closes').as('closes'),
            eb.fn.sum<number>('conversions').as('conversions'),
          ])
          .where('hour', '>=', start / HOUR_MS)
          .where('hour', '<', end / HOUR_MS)
          .groupBy('hour')
          .execute()
      : Promise.resolve([]);
  const [hours, views, closes, conversions] = await Promise.all([hourly, counts('views'), counts('closes'), counts('conversions')]);
  const series = days.map((d) => ({ day: d.day, views: 0, closes: 0, conversions: 0 }));
  for (const row of hours) {
    const hour = Number(row.hour);
    if (straddling.has(hour)) continue;
    const index = dayIndex(days, hour * HOUR_MS);
    if (index < 0) continue;
    const day = series[index]!;
    day.views += Number(row.views);
    day.closes += Number(row.closes);
    day.conversions += Number(row.conversions);
  }
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

type Pairs = Array<[key: string, n: number]>;

/** Views and conversions merged by key, the most viewed first. */
function merge(views: Iterable<[string, number]>, conversions: Iterable<[string, number]>): Breakdown[] {
  const byKey = new Map<string, { views: number; conversions: number }>();
  const at = (key: string) => byKey.get(key) ?? byKey.set(key, { views: 0, conversions: 0 }).get(key)!;
  // A rollup row may hold nothing of one measure (or, its rows deleted, of either): no key from it.
  for (const [key, n] of views) if (n > 0) at(key || UNKNOWN_KEY).views += n;
  for (const [key, n] of conversions) if (n > 0) at(key || UNKNOWN_KEY).conversions += n;
  return [...byKey.entries()]
    .map(([key, c]) => ({ key, ...c, conversion_rate: rate(c.conversions, c.views) }))
    .sort((a, b) => b.views - a.views || b.conversions - a.conversions || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const pairs = (rows: Array<{ key: string | null; n: number }>): Pairs => rows.map((r): [string, number] => [r.key ?? '', Number(r.n)]);

/** Raw views and leads by trigger in the windows. */
async function rawByTrigger(db: Kysely<Database>, scope: ResultScope, windows: readonly Window[]): Promise<{ views: Pairs; conversions: Pairs }> {
  const [views, conversions] = await Promise.all([
    overWindows(windows, (some) =>
      scoped(db, 'views', scope, some)
        .select((eb) => ['views.trigger as key', eb.fn.countAll<number>().as('n')])
        .groupBy('views.trigger')
        .execute(),
    ),
    overWindows(windows, (some) =>
      scoped(db, 'conversions', scope, some)
        .select((eb) => ['conversions.trigger as key', eb.fn.countAll<number>().as('n')])
        .groupBy('conversions.trigger')
        .execute(),
    ),
  ]);
  return { views: pairs(views), conversions: pairs(conversions) };
}

/** The device an operating system means for a lead without a known view (see rollups.ts). */
function systemDevice(system: unknown): string {
  return system ? (MOBILE_SYSTEMS.has(system as string) ? 'mobile' : system === 'other' ? '' : 'desktop') : '';
}

/**
 * A lead has no device column. Its device is its view's (conversions.view_id, the view the
 * widget recorded before the submit, of the same pop-up); a lead without a known view falls
 * back on the operating system the widget put in its context (Android and iOS are mobile,
 * any other named system desktop), and is "unknown" when neither is there.
 */
async function rawByDevice(
  db: Kysely<Database>,
  dialect: DialectName,
  scope: ResultScope,
  windows: readonly Window[],
): Promise<{ views: Pairs; conversions: Pairs }> {
  const system = sql<string | null>`${sql.raw(systemSql(dialect, 'conversions.context'))}`;
  const [views, conversions] = await Promise.all([
    overWindows(windows, (some) =>
      scoped(db, 'views', scope, some)
        .select((eb) => ['views.device as key', eb.fn.countAll<number>().as('n')])
        .groupBy('views.device')
        .execute(),
    ),
    overWindows(windows, (some) =>
      scoped(db, 'conversions', scope, some)
        .leftJoin('views as seen', (join) => join.onRef('seen.id', '=', 'conversions.view_id').onRef('seen.poptin_id', '=', 'conversions.poptin_id'))
        .select((eb) => ['seen.device', system.as('system'), eb.fn.countAll<number>().as('n')])
        .groupBy(['seen.device', sql`2`])
        .execute(),
    ),
  ]);
  return { views: pairs(views), conversions: conversions.map((r): [string, number] => [r.device || systemDevice(r.system), Number(r.n)]) };
}

/** A page's path: the host is the site's own, so /pricing on www. and on the bare domain is one page. */
export function pagePath(url: string): string {
  try {
    return new URL(url).pathname || '/';
  } catch {
    return url;
  }
}

/** Raw views and leads by URL without its query and fragment, in the windows. */
async function rawByPage(
  db: Kysely<Database>,
  dialect: DialectName,
  scope: ResultScope,
  windows: readonly Window[],
): Promise<{ views: Pairs; conversions: Pairs }> {
  const withoutQuery = (column: 'views.url' | 'conversions.url') => sql<string>`${sql.raw(pageKeySql(dialect, column))}`;
  const [views, conversions] = await Promise.all([
    overWindows(windows, (some) =>
      scoped(db, 'views', scope, some)
        .select((eb) => [withoutQuery('views.url').as('key'), eb.fn.countAll<number>().as('n')])
        .groupBy(sql`1`)
        .execute(),
    ),
    overWindows(windows, (some) =>
      scoped(db, 'conversions', scope, some)
        .select((eb) => [withoutQuery('conversions.url').as('key'), eb.fn.countAll<number>().as('n')])
        .groupBy(sql`1`)
        .execute(),
    ),
  ]);
  return { views: pairs(views), conversions: pairs(conversions) };
}

/** Breakdowns by trigger and device: whole UTC days from result_kinds, the range's ragged ends raw. */
async function byTriggerAndDevice(db: Kysely<Database>, dialect: DialectName, scope: ResultScope, range: ResultRange, rollups: boolean) {
  const { parts, raw } = cover(range.from, range.to, rollups ? [DAY_MS] : []);
  const [rolled, triggers, devices] = await Promise.all([
    Promise.all(
      parts.map((part) =>
        db
          .selectFrom('result_kinds')
          .where((eb) => ('siteId' in scope ? eb('site_id', '=', scope.siteId) : eb('poptin_id', '=', scope.poptinId)))
          .select((eb) => ['trigger', 'device', eb.fn.sum<number>('views').as('views'), eb.fn.sum<number>('conversions').as('conversions')])
          .where('day', '>=', part.first)
          .where('day', '<', part.end)
          .groupBy(['trigger', 'device'])
          .execute(),
      ),
    ).then((rows) => rows.flat()),
    rawByTrigger(db, scope, raw),
    rawByDevice(db, dialect, scope, raw),
  ]);
  const of = (key: 'trigger' | 'device', measure: 'views' | 'conversions'): Pairs => rolled.map((r) => [r[key], Number(r[measure])]);
  return {
    by_trigger: merge([...of('trigger', 'views'), ...triggers.views], [...of('trigger', 'conversions'), ...triggers.conversions]),
    by_device: merge([...of('device', 'views'), ...devices.views], [...of('device', 'conversions'), ...devices.conversions]),
  };
}

/** Breakdown by page: blocks of 32 days and whole days from result_pages, the range's ragged ends raw; the top TOP_PAGES. */
async function byPage(db: Kysely<Database>, dialect: DialectName, scope: ResultScope, range: ResultRange, rollups: boolean): Promise<Breakdown[]> {
  const { parts, raw } = cover(range.from, range.to, rollups ? PAGE_GRAINS.map((days) => days * DAY_MS) : []);
  // One query per run of buckets, each a range of the index (an OR of them would be read whole).
  const rolled = Promise.all(
    parts.map((part) =>
      db
        .selectFrom('result_pages')
        .where((eb) => ('siteId' in scope ? eb('site_id', '=', scope.siteId) : eb('poptin_id', '=', scope.poptinId)))
        .where('grain', '=', part.grain / DAY_MS)
        .where('bucket', '>=', part.first)
        .where('bucket', '<', part.end)
        .select((eb) => ['page', eb.fn.sum<number>('views').as('views'), eb.fn.sum<number>('conversions').as('conversions')])
        .groupBy('page')
        .execute(),
    ),
  ).then((rows) => rows.flat());
  const [rows, rawPages] = await Promise.all([rolled, rawByPage(db, dialect, scope, raw)]);
  const path = (list: Pairs) => list.map(([url, n]): [string, number] => [url ? pagePath(url) : '', n]);
  const views: Pairs = [...rows.map((r): [string, number] => [r.page, Number(r.views)]), ...rawPages.views];
  const conversions: Pairs = [...rows.map((r): [string, number] => [r.page, Number(r.conversions)]), ...rawPages.conversions];
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

/**
 * Views, closes and conversions of a site or pop-up per local day, with their breakdowns.
 * `rollups: false` counts every raw row instead, as before issue 22: the answer is the same (the
 * tests compare them), only slower.
 */
export async function results(
  db: Kysely<Database>,
  dialect: DialectName,
  scope: ResultScope,
  range: ResultRange,
  { rollups = true }: { rollups?: boolean } = {},
): Promise<Results> {
  const [series, { by_trigger, by_device }, by_page] = await Promise.all([
    dailySeries(db, scope, range, localDays(range), rollups),
    byTriggerAndDevice(db, dialect, scope, range, rollups),
    byPage(db, dialect, scope, range, rollups),
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
 * Views and leads (automated ones never count) of these pop-ups from `since` on: whole UTC days
 * from result_kinds, whole hours from result_hours, the rest of `since`'s hour from the raw rows.
 * The rollups are written in the statement that writes a row, so the current hour is theirs too.
 * `rollups: false` counts the raw rows, as before: the tests compare the two.
 */
export async function popupCountsSince(
  db: Kysely<Database>,
  poptinIds: readonly string[],
  since: number,
  { rollups = true }: { rollups?: boolean } = {},
): Promise<Map<string, { views: number; conversions: number }>> {
  const counts = new Map(poptinIds.map((id) => [id, { views: 0, conversions: 0 }]));
  if (poptinIds.length === 0) return counts;
  // Up to the first instant of the year 10000, a whole day: every row the server writes is older.
  const { parts, raw } = cover(since, LATEST_MS + 1, rollups ? [DAY_MS, HOUR_MS] : []);
  // Whole days from result_kinds (a row per trigger and device), whole hours from result_hours.
  const rolled = parts.map((part) => {
    const [table, bucket] = part.grain === DAY_MS ? ['result_kinds', 'day'] : ['result_hours', 'hour'];
    return sql<{ poptin_id: string; views: number; conversions: number }>`
      select poptin_id, sum(views) as views, sum(conversions) as conversions from ${sql.table(table)}
      where poptin_id in (${sql.join(poptinIds)}) and ${sql.ref(bucket)} >= ${part.first} and ${sql.ref(bucket)} < ${part.end}
      group by poptin_id`
      .execute(db)
      .then((result) => result.rows);
  });
  // With the rollups the raw rest is under an hour: a query a member, each on its (pop-up, time) index.
  const rawCount = (table: EventTable, poptinId: string) =>
    raw.length === 0
      ? Promise.resolve(0)
      : scoped(db, table, { poptinId }, raw)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
          .then((row) => Number(row?.n ?? 0));
  const [rolledRows, rawRows] = await Promise.all([
    Promise.all(rolled).then((rows) => rows.flat()),
    Promise.all(poptinIds.map(async (id) => [id, await rawCount('views', id), await rawCount('conversions', id)] as const)),
  ]);
  for (const row of rolledRows) {
    const count = counts.get(row.poptin_id)!;
    count.views += Number(row.views);
    count.conversions += Number(row.conversions);
  }
  for (const [id, views, conversions] of rawRows) {
    const count = counts.get(id)!;
    count.views += views;
    count.conversions += conversions;
  }
  return counts;
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
  const counts = await popupCountsSince(
    db,
    group.map((p) => p.id),
    since,
  );
  // The parent first, then its variants in the order they were made.
  group.sort((a, b) => Number(b.id === parent) - Number(a.id === parent));
  return {
    since,
    members: group.map((p) => ({
      poptin_id: p.id,
      name: p.name,
      status: p.status,
      created_at: Number(p.created_at),
      views: counts.get(p.id)?.views ?? 0,
      conversions: counts.get(p.id)?.conversions ?? 0,
    })),
  };
}
