import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import {
  LEAD_LIST_MAX_COLUMNS,
  LEAD_MAX_FIELDS,
  boundedField,
  normaliseEmail,
  type Lead,
  type LeadColumn,
  type LeadPrize,
  type SubmittedField,
} from '@beckon/core';
import type { DialectName } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { containsPattern, foldedFor } from '../db/text-search.js';

/** What the owner sees for a lead whose pop-up was deleted (its leads stay). */
export const DELETED_POPUP_NAME = 'Deleted pop-up';

export interface LeadFilter {
  /** searched in the email and every field value, case-insensitively */
  q?: string | undefined;
  poptinId?: string | undefined;
  clientId?: string | undefined;
  /** epoch ms, inclusive */
  from?: number | undefined;
  /** epoch ms, exclusive */
  to?: number | undefined;
  /** true lists the submissions marked as automated too */
  includeSpam?: boolean | undefined;
  /** the pop-up tag (poptin_fields) the leads carry, exactly */
  tag?: string | undefined;
}

/**
 * The stored fields (a JSON array of SubmittedField) as rows, one per field: the one place the
 * two dialects' JSON functions differ. `item` is the alias of the table function.
 */
function fieldRows(dialect: DialectName, fields: RawBuilder<unknown>) {
  if (dialect === 'sqlite') {
    return {
      from: sql`json_each(${fields}) as item`,
      value: sql<string>`json_extract(item.value, '$.value')`,
      key: sql<string>`json_extract(item.value, '$.field_key')`,
      label: sql<string>`json_extract(item.value, '$.label')`,
      position: sql<number>`item.key`,
    };
  }
  return {
    from: sql`json_array_elements(${fields}::json) with ordinality as item(field, position)`,
    value: sql<string>`item.field->>'value'`,
    key: sql<string>`item.field->>'field_key'`,
    label: sql<string>`item.field->>'label'`,
    position: sql<number>`item.position - 1`,
  };
}

/**
 * A cheap test on the stored JSON text that rules out most leads before their fields are
 * parsed one by one. Only for text JSON writes as is: a quote, backslash or control character
 * is escaped in the stored text, so such a search goes straight to the parsed fields.
 */
function rawTextMayHold(text: string): RawBuilder<SqlBool> {
  // eslint-disable-next-line no-control-regex
  if (/["\\\u0000-\u001f]/.test(text)) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`${foldedFor(text, sql`conversions.fields`)} like ${containsPattern(text)} escape '\\'`;
}

/** What separates the parts of a lead's search text: a needle holding it is looked for the old way. */
const SEARCH_SEPARATOR = '\n';

/**
 * Issue 22: a lead's fields without their values (field_key and label, in order), stored with it
 * (conversions.field_keys, migration 0019): the field columns of many leads come from their few
 * distinct shapes.
 */
export function leadFieldKeys(fields: readonly SubmittedField[]): string {
  return JSON.stringify(fields.map((f) => ({ field_key: f.field_key, label: f.label })));
}

/**
 * Issue 22: what a search looks through, stored with the lead (conversions.search_text): its
 * email, its tag and every field value, one a line, folded as a needle is (containsPattern).
 */
export function leadSearchText(email: string | null, tag: string | null, fields: readonly SubmittedField[]): string {
  return [email ?? '', tag ?? '', ...fields.map((f) => String(f.value ?? ''))].join(SEARCH_SEPARATOR).toLowerCase();
}

/**
 * Leads of one account only: the account id is part of every query, never optional. Counting
 * and grouping them reads the leads alone (an index can then answer); a listing LEFT JOINs the
 * pop-up and site (selectLeads): a deleted pop-up's leads stay listed.
 */
function matchingLeads(db: Kysely<Database>, dialect: DialectName, accountId: number, filter: LeadFilter) {
  let query = db.selectFrom('conversions').where('conversions.account_id', '=', accountId);
  // Submissions that look automated stay out of the owner's list unless asked for.
  if (!filter.includeSpam) query = query.where('conversions.spam', 'is', null);
  if (filter.poptinId) query = query.where('conversions.poptin_id', '=', filter.poptinId);
  // By the site's id, so that the (site, time) index serves it: the same leads as sites.client_id.
  if (filter.clientId)
    query = query.where('conversions.site_id', 'in', db.selectFrom('sites').select('sites.id').where('sites.client_id', '=', filter.clientId));
  if (filter.from !== undefined) query = query.where('conversions.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('conversions.created_at', '<', filter.to);
  if (filter.tag) query = query.where('conversions.tag', '=', filter.tag);
  const q = filter.q?.trim();
  // A search reads each lead's row: on SQLite in time order (the (account, time) index, pages
  // in the order they were written) rather than in the listing index's order of shapes, which
  // visits the rows at random (44 against 119 ms for 100,000 leads). A range that holds every
  // lead is what makes SQLite's planner choose the time index.
  if (q && dialect === 'sqlite' && filter.from === undefined) query = query.where('conversions.created_at', '>=', Number.MIN_SAFE_INTEGER);
  if (q) {
    const pattern = containsPattern(q);
    const fields = fieldRows(dialect, sql`conversions.fields`);
    const inFields = sql<SqlBool>`exists (select 1 from ${fields.from} where ${foldedFor(q, fields.value)} like ${pattern} escape '\\')`;
    const unfolded = sql<SqlBool>`(${foldedFor(q, sql`coalesce(conversions.email, '')`)} like ${pattern} escape '\\'
      or ${foldedFor(q, sql`coalesce(conversions.tag, '')`)} like ${pattern} escape '\\'
      or (${rawTextMayHold(q)} and ${inFields}))`;
    // A lead's stored search text answers at the cost of one LIKE; a lead without one, or a
    // needle that could span two of its parts, is searched field by field as before.
    query = query.where(
      q.includes(SEARCH_SEPARATOR)
        ? unfolded
        : sql<SqlBool>`(case when conversions.search_text is not null then conversions.search_text like ${pattern} escape '\\' else ${unfolded} end)`,
    );
  }
  return query;
}

const leadColumns = [
  'conversions.id',
  'conversions.poptin_id',
  'conversions.email',
  'conversions.url',
  'conversions.referrer',
  'conversions.trigger',
  'conversions.fields',
  'conversions.spam',
  'conversions.tag',
  'conversions.created_at',
] as const;

type LeadRow = {
  id: number;
  poptin_id: string;
  poptin_name: string | null;
  client_id: string | null;
  site_name: string | null;
  email: string | null;
  url: string;
  referrer: string;
  trigger: string;
  fields: string;
  spam: string | null;
  tag: string | null;
  created_at: number;
  /** issue 17: the play the lead came with, from a LEFT JOIN (all null without one) */
  prize_id: string | null;
  prize_label: string | null;
  prize_code: string | null;
  prize_won: number | null;
};

/** The prize a lead's play drew, as the owner's list and export show it. */
function leadPrize(row: LeadRow): LeadPrize | null {
  if (row.prize_id === null) return null;
  return { prize_id: row.prize_id, label: row.prize_label ?? '', code: row.prize_code ?? '', won: Number(row.prize_won) === 1 };
}

/**
 * A lead as the owner gets it. Leads stored before issue 15 may hold thousands of fields a
 * visitor made up: only the listed columns' fields are carried (all of them, bounded, when no
 * column set is given), each value bounded, so an old bloated row cannot make an answer huge.
 */
function toLead(row: LeadRow, columns?: ReadonlySet<string>): Lead {
  const stored = JSON.parse(row.fields) as SubmittedField[];
  const kept = (columns ? stored.filter((f) => columns.has(f.field_key)) : stored).slice(0, Math.max(LEAD_MAX_FIELDS, columns?.size ?? 0));
  // Named one by one, not a rest-and-spread of the row: an export makes 100,000 of these (issue 22).
  return {
    id: String(row.id),
    poptin_id: row.poptin_id,
    poptin_name: row.poptin_name ?? DELETED_POPUP_NAME,
    client_id: row.client_id ?? '',
    site_name: row.site_name ?? '',
    email: row.email,
    url: row.url,
    referrer: row.referrer,
    trigger: row.trigger,
    fields: kept.map(boundedField),
    spam: row.spam,
    tag: row.tag,
    prize: leadPrize(row),
    created_at: Number(row.created_at),
  };
}

function selectLeads(db: Kysely<Database>, dialect: DialectName, accountId: number, filter: LeadFilter) {
  return matchingLeads(db, dialect, accountId, filter)
    .leftJoin('poptins', 'poptins.id', 'conversions.poptin_id')
    .leftJoin('sites', 'sites.id', 'conversions.site_id')
    .leftJoin('plays', 'plays.id', 'conversions.play_id')
    .select([
      ...leadColumns,
      'poptins.name as poptin_name',
      'sites.client_id',
      'sites.name as site_name',
      'plays.prize_id',
      'plays.prize_label',
      'plays.prize_code',
      'plays.won as prize_won',
    ]);
}

export interface LeadPage {
  limit: number;
  offset: number;
}

/** One page of the matching leads, newest first, with their total and the field columns they have (bounded). */
export async function listLeads(db: Kysely<Database>, dialect: DialectName, accountId: number, filter: LeadFilter, page: LeadPage) {
  const [rows, shapes] = await Promise.all([
    selectLeads(db, dialect, accountId, filter)
      .orderBy('conversions.created_at', 'desc')
      .orderBy('conversions.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    leadShapes(db, dialect, accountId, filter),
  ]);
  const fieldColumns = await columnsOfShapes(db, dialect, accountId, filter, shapes);
  const keys = new Set(fieldColumns.columns.map((c) => c.field_key));
  return { total: shapes.reduce((total, shape) => total + Number(shape.n), 0), ...fieldColumns, leads: rows.map((row) => toLead(row, keys)) };
}

export interface FieldColumns {
  columns: LeadColumn[];
  /** the matching leads hold more field keys than LEAD_LIST_MAX_COLUMNS: the rest are left out */
  columns_truncated: boolean;
}

interface LeadShape {
  /** matching leads of this shape */
  n: number;
  /** the newest one's time */
  last_at: number;
  /** one of them */
  sample: number;
  /** 1 for the leads stored without a shape (conversions.field_keys null): their fields are read one by one */
  unshaped: number;
}

/**
 * Issue 22: the matching leads grouped by the shape of their fields (conversions.field_keys): one
 * pass over them answers both their total and, from a handful of shapes, their field columns.
 */
function leadShapes(db: Kysely<Database>, dialect: DialectName, accountId: number, filter: LeadFilter): Promise<LeadShape[]> {
  // PostgreSQL groups by the shape's digest, which its covering index holds (migration 0022).
  const shape = dialect === 'sqlite' ? sql`conversions.field_keys` : sql`conversions.field_shape`;
  const shapes = (executor: Kysely<Database>) =>
    matchingLeads(executor, dialect, accountId, filter)
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.max<number>('conversions.created_at').as('last_at'),
        eb.fn.min<number>('conversions.id').as('sample'),
        sql<number>`case when ${shape} is null then 1 else 0 end`.as('unshaped'),
      ])
      .groupBy(shape)
      .execute();
  if (dialect === 'sqlite') return shapes(db);
  // One index-only pass: PostgreSQL's parallel workers made it 83–95 ms instead of 15–23 on a
  // 2-core machine, starting up for a scan that takes them 20 ms.
  return db.transaction().execute(async (trx) => {
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    return shapes(trx);
  });
}

/**
 * The union of the matching leads' fields, in the order forms ask for them; a key whose label
 * changed over time is shown with its newest label. At most LEAD_LIST_MAX_COLUMNS, the first
 * asked first: leads stored before issue 15 may hold thousands of keys a visitor made up, and
 * the database hands back only a bounded share of them.
 */
export async function leadFieldColumns(db: Kysely<Database>, dialect: DialectName, accountId: number, filter: LeadFilter): Promise<FieldColumns> {
  return columnsOfShapes(db, dialect, accountId, filter, await leadShapes(db, dialect, accountId, filter));
}

/**
 * The field columns of the matching leads, from their shapes: each shape's fields taken apart
 * once (from one lead holding it, dated by the newest), the fields of leads without a shape one
 * lead at a time as before, then grouped and bounded in the database as before.
 */
async function columnsOfShapes(
  db: Kysely<Database>,
  dialect: DialectName,
  accountId: number,
  filter: LeadFilter,
  shapes: readonly LeadShape[],
): Promise<FieldColumns> {
  const shaped = shapes.filter((shape) => Number(shape.unshaped) === 0).map((shape) => [Number(shape.sample), Number(shape.last_at)]);
  const parts: Array<RawBuilder<unknown>> = [];
  if (shaped.length > 0) {
    const sqlite = dialect === 'sqlite';
    const list = JSON.stringify(shaped);
    const from = sqlite ? sql`json_each(${list}) as shape` : sql`json_array_elements(${list}::json) as shape(value)`;
    const sample = sqlite ? sql`json_extract(shape.value, '$[0]')` : sql`(shape.value ->> 0)::bigint`;
    const lastAt = sqlite ? sql`json_extract(shape.value, '$[1]')` : sql`(shape.value ->> 1)::bigint`;
    const fields = fieldRows(dialect, sql`lead.field_keys`);
    parts.push(sql`select ${fields.key} as field_key, ${fields.label} as label, ${fields.position} as position, ${lastAt} as last_at
      from ${from} join conversions as lead on lead.id = ${sample}, ${fields.from}`);
  }
  if (shapes.some((shape) => Number(shape.unshaped) === 1)) {
    const matching = matchingLeads(db, dialect, accountId, filter)
      .where('conversions.field_keys', 'is', null)
      .select(['conversions.fields', 'conversions.created_at']);
    const fields = fieldRows(dialect, sql`matching.fields`);
    parts.push(sql`select ${fields.key} as field_key, ${fields.label} as label, ${fields.position} as position, matching.created_at as last_at
      from (${matching}) as matching, ${fields.from}`);
  }
  if (parts.length === 0) return { columns: [], columns_truncated: false };
  // A key may come with several labels: room for a few per column, and one more row to tell of more.
  const rowLimit = LEAD_LIST_MAX_COLUMNS * 4 + 1;
  const result = await sql<{ field_key: string | null; label: string | null; position: number; last_at: number }>`
    select field_key, label, min(position) as position, max(last_at) as last_at
    from (${sql.join(parts, sql` union all `)}) as fields
    group by 1, 2
    order by 3, 1
    limit ${rowLimit}`.execute(db);
  const byKey = new Map<string, { label: string; position: number; lastAt: number }>();
  for (const row of result.rows) {
    if (!row.field_key) continue;
    const position = Number(row.position);
    const lastAt = Number(row.last_at);
    const known = byKey.get(row.field_key);
    if (!known) {
      byKey.set(row.field_key, { label: row.label || row.field_key, position, lastAt });
      continue;
    }
    known.position = Math.min(known.position, position);
    if (lastAt > known.lastAt) {
      known.label = row.label || row.field_key;
      known.lastAt = lastAt;
    }
  }
  const columns = [...byKey.entries()]
    .sort(([ka, a], [kb, b]) => a.position - b.position || (ka < kb ? -1 : ka > kb ? 1 : 0))
    .map(([field_key, { label }]) => ({ field_key, label }));
  return { columns: columns.slice(0, LEAD_LIST_MAX_COLUMNS), columns_truncated: columns.length > LEAD_LIST_MAX_COLUMNS || result.rows.length === rowLimit };
}

/** Whether any matching lead came with a game's play (issue 17): the export then has a Prize column. */
export async function anyLeadWithPrize(db: Kysely<Database>, dialect: DialectName, accountId: number, filter: LeadFilter): Promise<boolean> {
  const row = await matchingLeads(db, dialect, accountId, filter)
    .select('conversions.id')
    .where('conversions.play_id', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Leads fetched per batch while exporting: memory stays flat whatever the account holds. */
export const LEAD_EXPORT_BATCH = 1000;

/**
 * Every matching lead, newest first, a batch at a time. Keyset paging (created_at, id) rather
 * than OFFSET: each batch costs the same however deep the export is, and a lead arriving during
 * the export does not shift the pages.
 */
export async function* streamLeads(
  db: Kysely<Database>,
  dialect: DialectName,
  accountId: number,
  filter: LeadFilter,
  columns?: ReadonlySet<string>,
  batch = LEAD_EXPORT_BATCH,
): AsyncGenerator<Lead> {
  let after: { createdAt: number; id: number } | undefined;
  for (;;) {
    let query = selectLeads(db, dialect, accountId, filter);
    if (after) {
      const { createdAt, id } = after;
      // A row-value comparison, so both databases walk the (account, time) index from where the last batch ended.
      query = query.where((eb) => eb(eb.refTuple('conversions.created_at', 'conversions.id'), '<', eb.tuple(createdAt, id)));
    }
    const rows = await query.orderBy('conversions.created_at', 'desc').orderBy('conversions.id', 'desc').limit(batch).execute();
    for (const row of rows) yield toLead(row, columns);
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: Number(last.created_at), id: Number(last.id) };
  }
}

/**
 * Deletes one lead of the account, and with it, when it was the last lead of its address there,
 * what else the account holds of that person (activity, sessions, abandoned carts): the lead is
 * gone everywhere, not only from the table. Other leads of the same address keep theirs; "Forget
 * a visitor" (forgetEmail) takes them all. False when the account has no such lead.
 */
export async function deleteLead(db: Kysely<Database>, accountId: number, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx.deleteFrom('conversions').where('id', '=', id).where('account_id', '=', accountId).returning('email').executeTakeFirst();
    if (!lead) return false;
    const email = lead.email ? normaliseEmail(lead.email) : '';
    if (email === '') return true;
    const more = await trx
      .selectFrom('conversions')
      .select('id')
      .where('account_id', '=', accountId)
      .where(sql<SqlBool>`lower(trim(coalesce(email, ''))) = ${email}`)
      .limit(1)
      .executeTakeFirst();
    if (more) return true;
    await deletePersonTraces(trx, accountId, email);
    return true;
  });
}

export interface Forgotten {
  leads: number;
  activities: number;
  sessions: number;
  abandonments: number;
}

/** What the account's sites hold of a person besides leads (activity, sessions, abandoned carts), deleted. */
async function deletePersonTraces(trx: Transaction<Database>, accountId: number, email: string): Promise<Omit<Forgotten, 'leads'>> {
  const sites = trx.selectFrom('sites').select('id').where('account_id', '=', accountId);
  const activities = await trx
    .deleteFrom('conversion_activities')
    .where('site_id', 'in', sites)
    .where(sql<SqlBool>`lower(trim(email)) = ${email}`)
    .executeTakeFirst();
  const sessions = await trx
    .deleteFrom('visitor_sessions')
    .where('site_id', 'in', sites)
    .where(sql<SqlBool>`lower(trim(email)) = ${email}`)
    .executeTakeFirst();
  const abandonments = await trx
    .deleteFrom('store_abandonments')
    .where('site_id', 'in', sites)
    .where(sql<SqlBool>`lower(trim(customer)) = ${email}`)
    .executeTakeFirst();
  return { activities: Number(activities.numDeletedRows), sessions: Number(sessions.numDeletedRows), abandonments: Number(abandonments.numDeletedRows) };
}

/**
 * A visitor's request to be forgotten: every row of the account's sites that holds the address,
 * in one transaction (all of it goes, or nothing). A lead goes when its email column or any of
 * its field values is the address, compared trimmed and case-insensitively.
 */
export async function forgetEmail(db: Kysely<Database>, dialect: DialectName, accountId: number, rawEmail: string): Promise<Forgotten> {
  const email = normaliseEmail(rawEmail);
  return db.transaction().execute(async (trx) => {
    const fields = fieldRows(dialect, sql`conversions.fields`);
    const holdsEmail: Expression<SqlBool> = sql<SqlBool>`(lower(trim(coalesce(conversions.email, ''))) = ${email}
      or (${rawTextMayHold(email)} and exists (select 1 from ${fields.from} where lower(trim(${fields.value})) = ${email})))`;
    const leads = await trx.deleteFrom('conversions').where('account_id', '=', accountId).where(holdsEmail).executeTakeFirst();
    return { leads: Number(leads.numDeletedRows), ...(await deletePersonTraces(trx, accountId, email)) };
  });
}
