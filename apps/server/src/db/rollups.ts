import { sql, type Kysely } from 'kysely';
import type { DialectName } from './database.js';

/**
 * Issue 22: the counts the Results page reads, kept by the database itself.
 *
 * Three rollup tables hold what the results queries group views, closes and leads by:
 * - result_hours: per site, pop-up and UTC hour, the views, closes and leads (the daily series;
 *   any zone's local day is a run of whole hours, bar the hour holding a midnight at :30 or :45,
 *   which is counted from the raw rows);
 * - result_kinds: per site, pop-up and UTC day, views and leads by trigger and device (a lead's
 *   device is its view's, else its operating system's, as the raw query has it);
 * - result_pages: per site, pop-up and page (the URL without query and fragment), views and leads
 *   per UTC day and per block of 32 days, so a year is a dozen blocks and a few dozen days.
 * Leads marked automated never count, as in the raw queries.
 *
 * Triggers on views, closes and conversions keep them, in the statement that changes the raw
 * rows and so in its transaction: a row and its count commit together or not at all, whoever
 * writes (the write buffer's group commit, a delete of a lead, a site or a pop-up, "forget a
 * visitor", the retention sweep, a duplicate lead updated, a test inserting rows). SQLite's
 * triggers run per row; PostgreSQL's run once per statement over its transition table, so a
 * batch of 2,000 views costs one grouped upsert per table.
 *
 * A lead's device is its view's while that view exists: a view removed (retention, its pop-up
 * deleted) or changed moves the leads naming it between its device and their operating system's.
 * A view added does not look for leads naming it, which would cost a third of a view's write on
 * SQLite: a lead that counts (not automated) names a view that existed when it was stored, or
 * none (core's viewSpamReason), and view ids are never used twice (SQLite's AUTOINCREMENT,
 * PostgreSQL's identity), so no lead can be waiting for a view yet to come.
 *
 * Deleting a site deletes its row first: the triggers then leave its rows alone (counting a
 * million views out one by one would hold SQLite's only writer for seconds) and its rollup rows
 * go with it (repositories/sites.ts). The retention sweep drops the rollup rows it emptied.
 * rebuildRollups counts everything afresh (the migration's backfill; a repair); the tests hold
 * the triggers' rollups to it and every rollup answer to the raw rows' (results.ts, rollups: false).
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** result_pages grains, in days, the coarsest first. */
export const PAGE_GRAINS = [32, 1] as const;
/** Operating systems the widget reports (runtime/conversion.ts) that mean a phone or tablet. */
export const MOBILE_SYSTEMS: ReadonlySet<string> = new Set(['Android', 'iOS']);

export const ROLLUP_TABLES = ['result_hours', 'result_kinds', 'result_pages'] as const;

/** `t` divided by `size`, rounded down (SQL's integer division rounds towards zero). */
export function floorDivSql(dialect: DialectName, t: string, size: number): string {
  return dialect === 'sqlite' ? `(${t} / ${size} - (${t} % ${size} < 0))` : `(${t} / ${size} - (${t} % ${size} < 0)::int)`;
}

/** The URL without its query and fragment: pages differing only in tracking parameters are one page. */
export function pageKeySql(dialect: DialectName, url: string): string {
  if (dialect === 'postgres') return `split_part(split_part(${url}, '#', 1), '?', 1)`;
  const noFragment = `(case when instr(${url}, '#') > 0 then substr(${url}, 1, instr(${url}, '#') - 1) else ${url} end)`;
  return `(case when instr(${noFragment}, '?') > 0 then substr(${noFragment}, 1, instr(${noFragment}, '?') - 1) else ${noFragment} end)`;
}

/** The operating system a lead's context names, as the raw query reads it. */
export function systemSql(dialect: DialectName, context: string): string {
  return dialect === 'sqlite' ? `json_extract(${context}, '$.operating_system')` : `((${context})::json)->>'operating_system'`;
}

/**
 * The device a lead's operating system means (results.ts, systemDevice): Android and iOS are
 * mobile, "other" and nothing unknown (''), any other named system desktop. SQLite's JSON gives
 * numbers as numbers, and JavaScript reads a 0 as no system.
 */
function systemDeviceSql(dialect: DialectName, context: string): string {
  const mobile = [...MOBILE_SYSTEMS].map((s) => `'${s}'`).join(', ');
  const none = dialect === 'sqlite' ? `s is null or s = '' or s = 0` : `s is null or s = ''`;
  const decide = `case when ${none} then '' when s in (${mobile}) then 'mobile' when s = 'other' then '' else 'desktop' end`;
  if (dialect === 'sqlite') {
    // A context that is not JSON would stop the raw query; here it must not stop the lead.
    return `(case when json_valid(${context}) then (select ${decide} from (select ${systemSql(dialect, context)} as s)) else '' end)`;
  }
  return `(select ${decide} from (select ${systemSql(dialect, context)} as s) as os)`;
}

/** A lead's device: its view's (the view it names, of the same pop-up), else its operating system's. */
function leadDeviceSql(dialect: DialectName, row: string): string {
  const seen = `(select seen.device from views as seen where seen.id = ${row}.view_id and seen.poptin_id = ${row}.poptin_id)`;
  return `coalesce(nullif(${seen}, ''), ${systemDeviceSql(dialect, `${row}.context`)})`;
}

type Measure = 'views' | 'closes' | 'conversions';
type Key = readonly [column: string, expr: (row: string) => string];

interface Rollup {
  table: (typeof ROLLUP_TABLES)[number];
  keys: readonly Key[];
  /** the conflict target of an upsert, which PostgreSQL's unique index holds hashed for long text */
  conflict: string;
}

function rollups(dialect: DialectName) {
  const at = (size: number) => (row: string) => floorDivSql(dialect, `${row}.created_at`, size);
  const site: Key = ['site_id', (row) => `${row}.site_id`];
  const popup: Key = ['poptin_id', (row) => `${row}.poptin_id`];
  const pg = dialect === 'postgres';
  const hours: Rollup = { table: 'result_hours', keys: [site, ['hour', at(HOUR_MS)], popup], conflict: 'site_id, hour, poptin_id' };
  const kinds = (device: (row: string) => string): Rollup => ({
    table: 'result_kinds',
    keys: [site, ['day', at(DAY_MS)], popup, ['trigger', (row) => `${row}.trigger`], ['device', device]],
    conflict: pg ? 'site_id, day, poptin_id, md5(trigger), device' : 'site_id, day, poptin_id, trigger, device',
  });
  const pages = (grain: number): Rollup => ({
    table: 'result_pages',
    keys: [site, ['grain', () => String(grain)], ['bucket', at(grain * DAY_MS)], popup, ['page', (row) => pageKeySql(dialect, `${row}.url`)]],
    conflict: pg ? 'site_id, grain, bucket, poptin_id, md5(page)' : 'site_id, grain, bucket, poptin_id, page',
  });
  return {
    views: [hours, kinds((row) => `${row}.device`), ...PAGE_GRAINS.map(pages)],
    closes: [hours],
    conversions: [hours, kinds((row) => leadDeviceSql(dialect, row)), ...PAGE_GRAINS.map(pages)],
  } satisfies Record<Measure, Rollup[]>;
}

const columnsOf = (rollup: Rollup) => rollup.keys.map(([column]) => column);
const positions = (rollup: Rollup) => rollup.keys.map((_, i) => i + 1).join(', ');

// ---------------------------------------------------------------------------------------------
// SQLite: row triggers, `new` or `old` the row.

/** Counts one row (`new`) in. */
function sqliteAdd(dialect: DialectName, rollup: Rollup, measure: Measure, row: string, guard = ''): string {
  const columns = columnsOf(rollup);
  const values = rollup.keys.map(([, expr]) => expr(row));
  return `insert into ${rollup.table} (${columns.join(', ')}, ${measure}) select ${values.join(', ')}, 1 where true${guard}
    on conflict (${rollup.conflict}) do update set ${measure} = ${measure} + excluded.${measure};`;
}

/** Counts one row (`old`) out. */
function sqliteRemove(rollup: Rollup, measure: Measure, row: string, guard = ''): string {
  const where = rollup.keys.map(([column, expr]) => `${column} = ${expr(row)}`).join(' and ');
  return `update ${rollup.table} set ${measure} = ${measure} - 1 where ${where}${guard};`;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: statement triggers over a transition table.

function postgresAdd(rollup: Rollup, measure: Measure, rows: string, where = ''): string {
  const columns = columnsOf(rollup);
  const values = rollup.keys.map(([, expr]) => expr('x'));
  return `insert into ${rollup.table} (${columns.join(', ')}, ${measure})
    select ${values.join(', ')}, count(*) from ${rows} as x ${where} group by ${positions(rollup)} order by ${positions(rollup)}
    on conflict (${rollup.conflict}) do update set ${measure} = ${rollup.table}.${measure} + excluded.${measure};`;
}

function postgresRemove(rollup: Rollup, measure: Measure, rows: string, where = ''): string {
  const columns = columnsOf(rollup);
  const values = rollup.keys.map(([column, expr]) => `${expr('x')} as ${column}`);
  return `update ${rollup.table} set ${measure} = ${rollup.table}.${measure} - d.n
    from (select ${values.join(', ')}, count(*) as n from ${rows} as x ${where} group by ${positions(rollup)}) as d
    where ${columns.map((c) => `${rollup.table}.${c} = d.${c}`).join(' and ')};`;
}

// ---------------------------------------------------------------------------------------------
// Leads naming a view move between its device and their operating system's when it comes or goes.

/**
 * The leads naming the views of `views` (a transition table, or SQLite's `new`/`old` as a
 * one-row select) counted under `from` move to `to`: each expression of the view (alias v) and
 * the lead (alias c).
 */
function moveLeads(dialect: DialectName, views: string, from: (v: string, c: string) => string, to: (v: string, c: string) => string, viewsWhere = ''): string {
  const day = floorDivSql(dialect, 'c.created_at', DAY_MS);
  const moved = `from ${views} as v join conversions as c on c.view_id = v.id and c.poptin_id = v.poptin_id
    where c.spam is null and v.device <> '' and v.device <> ${systemDeviceSql(dialect, 'c.context')}${viewsWhere}`;
  const keys = (device: string) => `c.site_id as site_id, ${day} as day, c.poptin_id as poptin_id, c.trigger as trigger, ${device} as device`;
  const conflict = dialect === 'postgres' ? 'site_id, day, poptin_id, md5(trigger), device' : 'site_id, day, poptin_id, trigger, device';
  // No aliases for the rollup table: SQLite checks trigger bodies again when any table is
  // renamed, and that check does not resolve an aliased UPDATE's columns.
  return `update result_kinds set conversions = result_kinds.conversions - d.n
      from (select ${keys(from('v', 'c'))}, count(*) as n ${moved} group by 1, 2, 3, 4, 5) as d
      where result_kinds.site_id = d.site_id and result_kinds.day = d.day and result_kinds.poptin_id = d.poptin_id
        and result_kinds.trigger = d.trigger and result_kinds.device = d.device;
    insert into result_kinds (site_id, day, poptin_id, trigger, device, conversions)
      select ${keys(to('v', 'c'))}, count(*) ${moved} group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
      on conflict (${conflict}) do update set conversions = result_kinds.conversions + excluded.conversions;`;
}

const viewDevice = (v: string) => `${v}.device`;
const systemDevice = (dialect: DialectName) => (_v: string, c: string) => systemDeviceSql(dialect, `${c}.context`);

// ---------------------------------------------------------------------------------------------
// The tables, the triggers, and the counts rebuilt from the raw rows.

/** Creates the rollup tables (empty) with their indexes. */
export async function createRollupTables(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const counts = (...measures: Measure[]) => measures.map((m) => `${m} bigint not null default 0`).join(', ');
  const sqlite = dialect === 'sqlite';
  const id = sqlite ? 'integer' : 'bigint';
  const statements = [
    `create table result_hours (site_id ${id} not null, hour bigint not null, poptin_id text not null, ${counts('views', 'closes', 'conversions')}${
      sqlite ? ', primary key (site_id, hour, poptin_id)) without rowid' : ')'
    }`,
    `create table result_kinds (site_id ${id} not null, day bigint not null, poptin_id text not null, trigger text not null, device text not null, ${counts('views', 'conversions')}${
      sqlite ? ', primary key (site_id, day, poptin_id, trigger, device)) without rowid' : ')'
    }`,
    `create table result_pages (site_id ${id} not null, grain integer not null, bucket bigint not null, poptin_id text not null, page text not null, ${counts('views', 'conversions')}${
      sqlite ? ', primary key (site_id, grain, bucket, poptin_id, page)) without rowid' : ')'
    }`,
    `create index result_hours_poptin on result_hours (poptin_id, hour)`,
    `create index result_kinds_poptin on result_kinds (poptin_id, day)`,
    `create index result_pages_poptin on result_pages (poptin_id, grain, bucket)`,
    // Leads by the view they name: a view removed finds the leads whose device it gave.
    `create index conversions_view on conversions (view_id)`,
  ];
  if (!sqlite) {
    // A key holding a visitor's long text (a trigger, a URL) is hashed in the index: a B-tree entry has a size limit.
    statements.push(
      `create unique index result_hours_key on result_hours (site_id, hour, poptin_id)`,
      `create unique index result_kinds_key on result_kinds (site_id, day, poptin_id, md5(trigger), device)`,
      `create unique index result_pages_key on result_pages (site_id, grain, bucket, poptin_id, md5(page))`,
    );
  }
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The triggers that keep the rollups, on views, closes and conversions. */
export async function createRollupTriggers(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  for (const statement of dialect === 'sqlite' ? sqliteTriggers() : postgresTriggers()) await sql.raw(statement).execute(db);
}

function sqliteTriggers(): string[] {
  const dialect = 'sqlite' as const;
  const r = rollups(dialect);
  const viewColumns = 'id, site_id, poptin_id, trigger, device, url, created_at';
  const leadColumns = 'site_id, poptin_id, view_id, trigger, url, context, spam, created_at';
  const one = (row: string) => `(select ${row}.id as id, ${row}.poptin_id as poptin_id, ${row}.device as device)`;
  const viewIn = (row: string, leadsNamingIt: boolean) => [
    ...r.views.map((rollup) => sqliteAdd(dialect, rollup, 'views', row)),
    ...(leadsNamingIt ? [moveLeads(dialect, one(row), systemDevice(dialect), viewDevice)] : []),
  ];
  const viewOut = (row: string) => [
    ...r.views.map((rollup) => sqliteRemove(rollup, 'views', row)),
    moveLeads(dialect, one(row), viewDevice, systemDevice(dialect)),
  ];
  const leadIn = (row: string) => r.conversions.map((rollup) => sqliteAdd(dialect, rollup, 'conversions', row, ` and ${row}.spam is null`));
  const leadOut = (row: string) => r.conversions.map((rollup) => sqliteRemove(rollup, 'conversions', row, ` and ${row}.spam is null`));
  const trigger = (name: string, event: string, body: string[], when = '') =>
    `create trigger ${name} after ${event}${when ? ` when ${when}` : ''} begin\n${body.join('\n')}\nend`;
  // A site deleted first (repositories/sites.ts) takes its counts with it: its rows are not counted out one by one.
  const live = (row: string) => `exists (select 1 from sites where sites.id = ${row}.site_id)`;
  return [
    trigger('views_counted', 'insert on views', viewIn('new', false)),
    trigger('views_uncounted', 'delete on views', viewOut('old'), live('old')),
    trigger('views_recounted', `update of ${viewColumns} on views`, [...viewOut('old'), ...viewIn('new', true)]),
    trigger('closes_counted', 'insert on closes', [sqliteAdd(dialect, r.closes[0]!, 'closes', 'new')]),
    trigger('closes_uncounted', 'delete on closes', [sqliteRemove(r.closes[0]!, 'closes', 'old')], live('old')),
    trigger('closes_recounted', 'update of site_id, poptin_id, created_at on closes', [
      sqliteRemove(r.closes[0]!, 'closes', 'old'),
      sqliteAdd(dialect, r.closes[0]!, 'closes', 'new'),
    ]),
    trigger('conversions_counted', 'insert on conversions', leadIn('new')),
    trigger('conversions_uncounted', 'delete on conversions', leadOut('old'), `old.spam is null and ${live('old')}`),
    trigger('conversions_recounted', `update of ${leadColumns} on conversions`, [...leadOut('old'), ...leadIn('new')]),
  ];
}

function postgresTriggers(): string[] {
  const dialect = 'postgres' as const;
  const r = rollups(dialect);
  const statements: string[] = [];
  const define = (name: string, table: string, event: 'insert' | 'delete' | 'update', body: string[]) => {
    const tables = event === 'insert' ? 'new table as new_rows' : event === 'delete' ? 'old table as old_rows' : 'old table as old_rows new table as new_rows';
    statements.push(
      `create or replace function beckon_${name}() returns trigger language plpgsql as $body$
begin
${body.join('\n')}
  return null;
end
$body$`,
      `create trigger ${name} after ${event} on ${table} referencing ${tables} for each statement execute function beckon_${name}()`,
    );
  };
  const viewIn = (rows: string, leadsNamingIt: boolean) => [
    ...r.views.map((rollup) => postgresAdd(rollup, 'views', rows)),
    ...(leadsNamingIt ? [moveLeads(dialect, rows, systemDevice(dialect), viewDevice)] : []),
  ];
  // A site deleted first (repositories/sites.ts) takes its counts with it: its rows are not counted out.
  const live = `exists (select 1 from sites where sites.id = x.site_id)`;
  const viewOut = (rows: string) => [
    ...r.views.map((rollup) => postgresRemove(rollup, 'views', rows, `where ${live}`)),
    moveLeads(dialect, rows, viewDevice, systemDevice(dialect), ` and ${live.replace('x.site_id', 'v.site_id')}`),
  ];
  const leads = 'where x.spam is null';
  const liveLeads = `${leads} and ${live}`;
  define('views_counted', 'views', 'insert', viewIn('new_rows', false));
  define('views_uncounted', 'views', 'delete', viewOut('old_rows'));
  define('views_recounted', 'views', 'update', [...viewOut('old_rows'), ...viewIn('new_rows', true)]);
  define('closes_counted', 'closes', 'insert', [postgresAdd(r.closes[0]!, 'closes', 'new_rows')]);
  define('closes_uncounted', 'closes', 'delete', [postgresRemove(r.closes[0]!, 'closes', 'old_rows', `where ${live}`)]);
  define('closes_recounted', 'closes', 'update', [postgresRemove(r.closes[0]!, 'closes', 'old_rows'), postgresAdd(r.closes[0]!, 'closes', 'new_rows')]);
  define(
    'conversions_counted',
    'conversions',
    'insert',
    r.conversions.map((rollup) => postgresAdd(rollup, 'conversions', 'new_rows', leads)),
  );
  define(
    'conversions_uncounted',
    'conversions',
    'delete',
    r.conversions.map((rollup) => postgresRemove(rollup, 'conversions', 'old_rows', liveLeads)),
  );
  define('conversions_recounted', 'conversions', 'update', [
    ...r.conversions.map((rollup) => postgresRemove(rollup, 'conversions', 'old_rows', leads)),
    ...r.conversions.map((rollup) => postgresAdd(rollup, 'conversions', 'new_rows', leads)),
  ]);
  return statements;
}

/**
 * Counts every raw row into the rollups afresh (all sites, or one): the migration's backfill,
 * and a repair should they ever disagree with the raw rows. Run it where nothing writes events
 * meanwhile (a migration, a maintenance window): rows written during the rebuild may be counted twice.
 */
export async function rebuildRollups<DB>(db: Kysely<DB>, dialect: DialectName, siteId?: number): Promise<void> {
  const r = rollups(dialect);
  const only = siteId === undefined ? '' : ` where site_id = ${Number(siteId)}`;
  const and = (where: string) => (siteId === undefined ? where : `${where ? `${where} and` : 'where'} x.site_id = ${Number(siteId)}`);
  const rebuild = async (tx: Kysely<DB>) => {
    for (const table of ROLLUP_TABLES) await sql.raw(`delete from ${table}${only}`).execute(tx);
    const fill = async (target: Rollup, sources: Array<{ table: string; rollup: Rollup; measure: Measure; where?: string }>) => {
      const columns = columnsOf(target);
      const measures = [...new Set(sources.map((s) => s.measure))];
      const parts = sources.map(
        (s) =>
          `select ${s.rollup.keys.map(([column, expr]) => `${expr('x')} as ${column}`).join(', ')}, ${measures
            .map((m) => `${m === s.measure ? 'count(*)' : '0'} as ${m}`)
            .join(', ')} from ${s.table} as x ${and(s.where ?? '')} group by ${positions(s.rollup)}`,
      );
      await sql
        .raw(
          `insert into ${target.table} (${columns.join(', ')}, ${measures.join(', ')})
          select ${columns.join(', ')}, ${measures.map((m) => `sum(${m})`).join(', ')} from (${parts.join(' union all ')}) as u group by ${positions(target)}`,
        )
        .execute(tx);
    };
    const leads = 'where x.spam is null';
    await fill(r.views[0]!, [
      { table: 'views', rollup: r.views[0]!, measure: 'views' },
      { table: 'closes', rollup: r.closes[0]!, measure: 'closes' },
      { table: 'conversions', rollup: r.conversions[0]!, measure: 'conversions', where: leads },
    ]);
    for (let i = 1; i < r.views.length; i++) {
      await fill(r.views[i]!, [
        { table: 'views', rollup: r.views[i]!, measure: 'views' },
        { table: 'conversions', rollup: r.conversions[i]!, measure: 'conversions', where: leads },
      ]);
    }
  };
  // A migration runs in a transaction of its own already (on PostgreSQL).
  if (db.isTransaction) await rebuild(db);
  else await db.transaction().execute(rebuild);
}

/** Rollup rows that count nothing any more (their raw rows deleted) of one site before an instant, deleted. */
export async function dropEmptyRollups<DB>(db: Kysely<DB>, siteId: number, before: number): Promise<void> {
  await sql`delete from result_hours where site_id = ${siteId} and hour < ${Math.floor(before / HOUR_MS)} and views = 0 and closes = 0 and conversions = 0`.execute(
    db,
  );
  await sql`delete from result_kinds where site_id = ${siteId} and day < ${Math.floor(before / DAY_MS)} and views = 0 and conversions = 0`.execute(db);
  for (const grain of PAGE_GRAINS) {
    await sql`delete from result_pages where site_id = ${siteId} and grain = ${grain} and bucket < ${Math.floor(before / (grain * DAY_MS))} and views = 0 and conversions = 0`.execute(
      db,
    );
  }
}
