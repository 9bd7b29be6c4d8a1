import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Issue 5 spam defence: a submission that tripped the honeypot or came faster than a person can
 * fill a form is kept, marked with why, and left out of the owner's leads and counts unless asked
 * for. Kept rather than dropped, because a person who saw success must never lose their lead.
 */
export function up(_dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.alterTable('conversions').addColumn('spam', 'text').execute();
  };
}
