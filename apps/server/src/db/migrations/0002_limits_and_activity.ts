import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { dialectTypes } from './dialect-types.js';

/**
 * SPEC §6 account limits and the §7 activity calls: an account's plan and monthly view cap, a
 * site's client restriction, and the tables behind limitLogs, conversion-activities and
 * total-website-session.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const { idType, id, time } = dialectTypes(dialect);

    await db.schema
      .alterTable('accounts')
      .addColumn('plan', 'text', (c) => c.notNull().defaultTo('unlimited'))
      .execute();
    await db.schema.alterTable('accounts').addColumn('max_monthly_views', 'integer').execute();
    await db.schema
      .alterTable('sites')
      .addColumn('restricted', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('sites').addColumn('client_restriction_setting', 'text').execute();
    await db.schema.createIndex('views_site_time').on('views').columns(['site_id', 'created_at']).execute();

    await db.schema
      .createTable('limit_logs')
      .addColumn('id', idType, id)
      .addColumn('site_id', idType, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('limit_logs_site_time').on('limit_logs').columns(['site_id', 'created_at']).execute();

    await db.schema
      .createTable('conversion_activities')
      .addColumn('id', idType, id)
      .addColumn('site_id', idType, (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('poptin_id', 'text', (c) => c.notNull())
      .addColumn('activity', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('conversion_activities_email').on('conversion_activities').columns(['site_id', 'email', 'created_at']).execute();

    // One row per known visitor and site: the running time on site (SPEC §9 session record).
    await db.schema
      .createTable('visitor_sessions')
      .addColumn('site_id', idType, (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('started_at', time, (c) => c.notNull())
      .addColumn('last_seen_at', time, (c) => c.notNull())
      .addColumn('seconds', time, (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('visitor_sessions_pk', ['site_id', 'email'])
      .execute();
  };
}
