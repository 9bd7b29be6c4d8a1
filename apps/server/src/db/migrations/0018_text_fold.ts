import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { FOLD_FUNCTION } from '../text-search.js';

/**
 * Issue 22: searches fold case beyond ASCII on SQLite as on PostgreSQL (db/text-search.ts). SQLite
 * gets the fold function from the connection; PostgreSQL's is its own lower(), named alike so that
 * one query serves both. In the schema being migrated, like the tables.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    if (dialect !== 'postgres') return;
    await sql`create or replace function ${sql.raw(FOLD_FUNCTION)}(text) returns text language sql immutable parallel safe as 'select lower($1)'`.execute(db);
  };
}
