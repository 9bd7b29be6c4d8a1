import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { createRollupTables, createRollupTriggers, rebuildRollups } from '../rollups.js';

/**
 * Issue 22: the Results page reads rollups (result_hours, result_kinds, result_pages) instead of
 * scanning every raw row of a range; triggers on views, closes and conversions keep them in the
 * same statement as the raw rows (db/rollups.ts). The rows already stored are counted in here.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await createRollupTables(db, dialect);
    await createRollupTriggers(db, dialect);
    await rebuildRollups(db, dialect);
  };
}
