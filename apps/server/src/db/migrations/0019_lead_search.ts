import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { FOLD_FUNCTION } from '../text-search.js';

/**
 * Issue 22: what the Leads page searches and lists, kept with each lead when it is written
 * (repositories/leads.ts, leadFieldKeys and leadSearchText), so that a page of leads, its total
 * and its field columns do not take every matching lead's fields apart:
 * - conversions.field_keys: the lead's fields without their values (field_key and label, in
 *   order), so the columns are the union of a few distinct shapes rather than of every lead;
 * - conversions.search_text: the email, the tag and every field value, each folded as a search
 *   folds its needle (text-search.ts), one a line.
 * Null where a lead's fields are not a JSON array of objects: such a lead is searched and listed
 * as before. Leads already stored get both here.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.alterTable('conversions').addColumn('field_keys', 'text').execute();
    await db.schema.alterTable('conversions').addColumn('search_text', 'text').execute();
    await backfillLeadSearch(db, dialect);
    if (dialect === 'sqlite') {
      // Every filter of the Leads page but the search, in one covering index grouped by shape: the
      // total and columns of an account's 100,000 leads read 100,000 short entries, not the rows.
      await sql`create index conversions_listing on conversions (account_id, field_keys, spam, site_id, poptin_id, tag, play_id, created_at)`.execute(db);
    } else {
      // PostgreSQL reads the rows in one sequential pass (a B-tree entry could not hold a large
      // shape); only the few leads with a game's prize get an index of their own.
      await sql`create index conversions_played on conversions (account_id, created_at) where play_id is not null`.execute(db);
    }
  };
}

/** Fills field_keys and search_text of the leads without them, in SQL (also for tools that load leads in bulk). */
export async function backfillLeadSearch<DB>(db: Kysely<DB>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`update conversions set
          field_keys = (select json_group_array(json_object('field_key', json_extract(item.value, '$.field_key'), 'label', json_extract(item.value, '$.label')) order by item.key)
            from json_each(conversions.fields) as item),
          search_text = ${sql.raw(FOLD_FUNCTION)}(coalesce(email, '') || char(10) || coalesce(tag, '') || coalesce((select group_concat(char(10) || coalesce(json_extract(item.value, '$.value'), ''), '' order by item.key)
            from json_each(conversions.fields) as item), ''))
        where field_keys is null and json_valid(fields) and json_type(fields) = 'array'
          and not exists (select 1 from json_each(conversions.fields) as item where item.type <> 'object')`.execute(db);
  } else {
    await sql`update conversions set
          field_keys = coalesce((select json_agg(json_build_object('field_key', e.item -> 'field_key', 'label', e.item -> 'label') order by e.n)::text
            from json_array_elements(fields::json) with ordinality as e(item, n)), '[]'),
          search_text = ${sql.raw(FOLD_FUNCTION)}(coalesce(email, '') || chr(10) || coalesce(tag, '') || coalesce((select string_agg(chr(10) || coalesce(e.item ->> 'value', ''), '' order by e.n)
            from json_array_elements(fields::json) with ordinality as e(item, n)), ''))
        where field_keys is null and json_typeof(fields::json) = 'array'
          and not exists (select 1 from json_array_elements(fields::json) as e(item) where json_typeof(e.item) <> 'object')`.execute(db);
  }
}
