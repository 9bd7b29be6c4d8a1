import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Issue 7: a site's results read its closes and leads by site and time, as its views already
 * are (views_site_time, 0002); without these, both dialects scan every close and lead.
 */
export function up(_dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.createIndex('closes_site_time').on('closes').columns(['site_id', 'created_at']).execute();
    await db.schema.createIndex('conversions_site_time').on('conversions').columns(['site_id', 'created_at']).execute();
  };
}
