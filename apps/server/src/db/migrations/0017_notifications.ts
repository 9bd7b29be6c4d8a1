import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { dialectTypes } from './dialect-types.js';

/**
 * Issue 21, owner notifications: each site's settings (who is emailed, each lead or a daily
 * digest, at which hour of which zone) with the pacing state the senders claim through; the
 * queue of leads not yet announced, written in the lead's own write-buffer batch; and a kind on
 * the outbox, which now carries the owner's emails beside the subscribers' confirmations.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const { idType, id, time, ref } = dialectTypes(dialect);
    await db.schema
      .createTable('notification_settings')
      .addColumn('site_id', ref, (c) => c.primaryKey())
      .addColumn('account_id', ref, (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('addresses', 'text', (c) => c.notNull())
      .addColumn('mode', 'varchar(16)', (c) => c.notNull())
      .addColumn('digest_hour', 'integer', (c) => c.notNull().defaultTo(8))
      .addColumn('time_zone', 'varchar(64)', (c) => c.notNull().defaultTo('UTC'))
      // Where the emails' dashboard links point when PUBLIC_URL is unset: the origin the owner saved from.
      .addColumn('link_origin', 'varchar(300)', (c) => c.notNull().defaultTo(''))
      .addColumn('last_lead_email_at', time)
      .addColumn('hour_started_at', time)
      .addColumn('emails_this_hour', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_digest_day', 'varchar(10)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('updated_at', time, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('lead_notices')
      .addColumn('id', idType, id)
      .addColumn('account_id', ref, (c) => c.notNull())
      .addColumn('site_id', ref, (c) => c.notNull())
      .addColumn('conversion_id', ref, (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    // The sender's look: which sites have leads waiting, and each site's oldest first.
    await db.schema.createIndex('lead_notices_site').on('lead_notices').columns(['site_id', 'id']).execute();

    await db.schema
      .alterTable('outbox')
      .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('confirmation'))
      .execute();
  };
}
