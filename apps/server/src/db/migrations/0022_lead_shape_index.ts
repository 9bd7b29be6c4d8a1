import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Issue 22, the Leads page on PostgreSQL: the total and field columns of an account's leads group
 * them by shape (conversions.field_keys, migration 0019). SQLite reads that from a covering index
 * (conversions_listing); a PostgreSQL B-tree entry could not hold a large shape, so PostgreSQL read
 * every row (78–89 ms for 100,000 leads on a 2-core machine, 111–131 ms with its parallel workers).
 * It now keeps each shape's MD5 (a generated column, so every writer fills it) in an index with the
 * Leads page's filters beside it, and reads 100,000 short entries instead: 15–23 ms. Two shapes
 * with one digest would only share their column list, never a lead's data. Adding a stored
 * generated column (PostgreSQL 12 and later) rewrites the leads table under its lock: about 2 s
 * for 100,000 leads on that machine, once.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    if (dialect === 'sqlite') return;
    await sql`alter table conversions add column field_shape text generated always as (md5(field_keys)) stored`.execute(db);
    await sql`create index conversions_shapes on conversions (account_id, field_shape) include (spam, site_id, poptin_id, created_at, id)`.execute(db);
  };
}
