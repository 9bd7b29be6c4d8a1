import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { dialectTypes } from './dialect-types.js';

/**
 * Issue 20: shares made through the content kit's share bar, counted per page, service and UTC
 * day. A page's address is stored once (share_pages, at most so many per site), and its counts
 * are one row per service and day that each share adds one to. Both go with their site.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const { idType, id, time, ref } = dialectTypes(dialect);
    await db.schema
      .createTable('share_pages')
      .addColumn('id', idType, id)
      .addColumn('site_id', ref, (c) => c.notNull().references('sites.id').onDelete('cascade'))
      .addColumn('url', 'varchar(2048)', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('share_pages_site_url').unique().on('share_pages').columns(['site_id', 'url']).execute();
    await db.schema
      .createTable('share_counts')
      .addColumn('page_id', ref, (c) => c.notNull().references('share_pages.id').onDelete('cascade'))
      // The page's site again: the owner's listing reads a site's days without a join first.
      .addColumn('site_id', ref, (c) => c.notNull())
      .addColumn('service', 'varchar(32)', (c) => c.notNull())
      /** YYYY-MM-DD in UTC: sorts and compares as text in both dialects */
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('share_counts_pk', ['page_id', 'service', 'day'])
      .execute();
    await db.schema.createIndex('share_counts_site_day').on('share_counts').columns(['site_id', 'day']).execute();
  };
}
