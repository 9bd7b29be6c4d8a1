import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { dialectTypes } from './dialect-types.js';

/**
 * Issue 15: a shop is connected to a site only once its owner proves they run it. Until then the
 * claim waits here, with the token the shop must serve; any number of sites may claim one shop,
 * and none of them is mapped to it (store_connections) before the proof.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const { time, ref } = dialectTypes(dialect);
    await db.schema
      .createTable('store_claims')
      .addColumn('site_id', ref, (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
      .addColumn('shop', 'text', (c) => c.notNull())
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
  };
}
