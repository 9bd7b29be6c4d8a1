import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Issue 6: a lead whose answer was lost after its commit comes again with the same submission
 * id; one per pop-up is kept, so the retry finds the first instead of adding a second.
 */
export function up(_dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.alterTable('conversions').addColumn('submission_id', 'text').execute();
    await db.schema.createIndex('conversions_submission').unique().on('conversions').columns(['poptin_id', 'submission_id']).execute();
  };
}
