import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { dialectTypes } from './dialect-types.js';

/**
 * Issue 21: a site's integrations (outgoing webhooks, email-service connectors) and the durable
 * queue of deliveries to them. A delivery is written in the same transaction as the lead or the
 * subscription change it tells of, so none is lost to a crash after the commit; a worker claims
 * the head of each integration's queue through locked_until, so instances sharing a database
 * never deliver one row at once, and one endpoint's deliveries go in order.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const { idType, id, time, ref } = dialectTypes(dialect);
    await db.schema
      .createTable('integrations')
      .addColumn('id', idType, id)
      .addColumn('account_id', ref, (c) => c.notNull())
      .addColumn('site_id', ref, (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('url', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('events', 'varchar(200)', (c) => c.notNull())
      .addColumn('popups', 'text', (c) => c.notNull())
      .addColumn('secret', 'varchar(400)', (c) => c.notNull().defaultTo(''))
      .addColumn('secret_hint', 'varchar(8)', (c) => c.notNull().defaultTo(''))
      .addColumn('previous_secret', 'varchar(400)', (c) => c.notNull().defaultTo(''))
      .addColumn('previous_secret_until', time)
      .addColumn('settings', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('disabled_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('updated_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('integrations_site').on('integrations').column('site_id').execute();

    await db.schema
      .createTable('integration_deliveries')
      .addColumn('id', idType, id)
      .addColumn('account_id', ref, (c) => c.notNull())
      .addColumn('integration_id', ref, (c) => c.notNull())
      .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('event', 'varchar(40)', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', time, (c) => c.notNull())
      .addColumn('locked_until', time)
      .addColumn('first_attempt_at', time)
      .addColumn('last_attempt_at', time)
      .addColumn('last_status', 'integer')
      .addColumn('last_error', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('last_response', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
      .addColumn('duration_ms', 'integer')
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('delivered_at', time)
      .execute();
    // The worker's look: open deliveries whose time has come; and each integration's head of line.
    await db.schema.createIndex('integration_deliveries_due').on('integration_deliveries').columns(['status', 'next_attempt_at']).execute();
    await db.schema.createIndex('integration_deliveries_line').on('integration_deliveries').columns(['integration_id', 'status', 'id']).execute();
  };
}
