import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Issue 15: each lead carries its pop-up's tag (poptin_fields, bounded when stored), and the
 * same address sent to the same pop-up again within the duplicate window finds its first lead
 * by (pop-up, email, time) instead of scanning the pop-up's leads.
 */
export function up(_dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.alterTable('conversions').addColumn('tag', 'text').execute();
    await db.schema.createIndex('conversions_poptin_email_time').on('conversions').columns(['poptin_id', 'email', 'created_at']).execute();
  };
}
