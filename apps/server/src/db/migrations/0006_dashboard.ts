import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { dialectTypes } from './dialect-types.js';

/**
 * Issue 7, the dashboard: where a site's snippet was last seen at work (the last page whose
 * widget asked for the site's pop-ups, recorded at most once a minute), so the owner can tell
 * that the install worked.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const { time } = dialectTypes(dialect);
    await db.schema.alterTable('sites').addColumn('seen_at', time).execute();
    await db.schema.alterTable('sites').addColumn('seen_url', 'text').execute();
  };
}
