import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { dialectTypes } from './dialect-types.js';

/**
 * Issue 18: what a double opt-in list's confirmation email says and where confirming leads, and
 * the outbox those emails wait in. A row is written in the sign-up's own transaction, so an email
 * is never lost to a crash after the commit; a worker claims due rows one by one through
 * locked_until, so instances sharing a database never send one twice.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const { idType, id, time, ref } = dialectTypes(dialect);
    await db.schema
      .alterTable('lists')
      .addColumn('confirm_subject', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('lists')
      .addColumn('confirm_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('lists')
      .addColumn('thank_you_url', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('lists')
      .addColumn('lang', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
      .execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', idType, id)
      .addColumn('account_id', ref, (c) => c.notNull())
      .addColumn('list_id', ref, (c) => c.notNull())
      .addColumn('subscriber_id', ref, (c) => c.notNull())
      .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
      .addColumn('subject', 'varchar(400)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('link', 'varchar(2600)', (c) => c.notNull())
      .addColumn('unsubscribe_link', 'varchar(2600)', (c) => c.notNull())
      .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('queued'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', time, (c) => c.notNull())
      .addColumn('locked_until', time)
      .addColumn('last_error', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('message_id', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('sent_at', time)
      .execute();
    // The worker's claim: queued rows whose time has come, oldest first.
    await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
    // The dashboard's list of an account's confirmation emails, newest first.
    await db.schema.createIndex('outbox_account').on('outbox').columns(['account_id', 'created_at']).execute();
  };
}
