import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { dialectTypes } from './dialect-types.js';

/**
 * Issue 18: an account's subscriber lists, the sign-up forms that feed them, and who subscribed
 * to which list. A subscriber is one person per account (one email, one phone); each list they
 * join is a subscription with its own status and consent, so already_exist and update are
 * decided list by list.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const { idType, id, time, ref } = dialectTypes(dialect);
    await db.schema
      .createTable('lists')
      .addColumn('id', idType, id)
      .addColumn('account_id', ref, (c) => c.notNull())
      .addColumn('public_id', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('double_opt_in', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('updated_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('lists_account').on('lists').column('account_id').execute();

    await db.schema
      .createTable('signup_forms')
      .addColumn('id', idType, id)
      .addColumn('account_id', ref, (c) => c.notNull())
      .addColumn('site_id', ref)
      .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('updated_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('signup_forms_account').on('signup_forms').column('account_id').execute();

    await db.schema
      .createTable('subscribers')
      .addColumn('id', idType, id)
      .addColumn('account_id', ref, (c) => c.notNull())
      .addColumn('email', 'varchar(254)')
      .addColumn('phone', 'varchar(20)')
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('updated_at', time, (c) => c.notNull())
      .execute();
    // NULLs are distinct in a unique index on both databases: many phone-only subscribers share a null email.
    await db.schema.createIndex('subscribers_account_email').unique().on('subscribers').columns(['account_id', 'email']).execute();
    await db.schema.createIndex('subscribers_account_phone').unique().on('subscribers').columns(['account_id', 'phone']).execute();

    await db.schema
      .createTable('subscriptions')
      .addColumn('subscriber_id', ref, (c) => c.notNull())
      .addColumn('list_id', ref, (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('consent_text', 'varchar(1000)', (c) => c.notNull())
      .addColumn('consented_at', time, (c) => c.notNull())
      .addColumn('source_url', 'varchar(2048)', (c) => c.notNull())
      .addColumn('form_id', ref)
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('updated_at', time, (c) => c.notNull())
      .addPrimaryKeyConstraint('subscriptions_pk', ['subscriber_id', 'list_id'])
      .execute();
    // Counting a list's subscribers by status, and filtering subscribers by list.
    await db.schema.createIndex('subscriptions_list_status').on('subscriptions').columns(['list_id', 'status']).execute();
  };
}
