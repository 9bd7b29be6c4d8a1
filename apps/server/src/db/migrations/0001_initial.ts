import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { dialectTypes } from './dialect-types.js';

export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const { idType, id, time, ref } = dialectTypes(dialect);

    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('accounts')
      .addColumn('id', idType, id)
      .addColumn('public_id', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', ref, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('expires_at', time, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sites')
      .addColumn('id', idType, id)
      .addColumn('account_id', ref, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('client_id', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('domains', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sites_account').on('sites').column('account_id').execute();

    await db.schema
      .createTable('poptins')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', ref, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('site_id', ref, (c) => c.notNull().references('sites.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('updated_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('poptins_site_status').on('poptins').columns(['site_id', 'status']).execute();
    await db.schema.createIndex('poptins_account').on('poptins').column('account_id').execute();

    // Event tables carry no foreign keys: they are written at volume and a deleted pop-up's
    // history is removed explicitly with it.
    await db.schema
      .createTable('views')
      .addColumn('id', idType, id)
      .addColumn('poptin_id', 'text', (c) => c.notNull())
      .addColumn('site_id', ref, (c) => c.notNull())
      .addColumn('visitor', 'text')
      .addColumn('trigger', 'text', (c) => c.notNull())
      .addColumn('device', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('views_poptin_time').on('views').columns(['poptin_id', 'created_at']).execute();

    await db.schema
      .createTable('closes')
      .addColumn('id', idType, id)
      .addColumn('poptin_id', 'text', (c) => c.notNull())
      .addColumn('site_id', ref, (c) => c.notNull())
      .addColumn('visitor', 'text')
      .addColumn('close_trigger', 'text')
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('closes_poptin_time').on('closes').columns(['poptin_id', 'created_at']).execute();

    await db.schema
      .createTable('conversions')
      .addColumn('id', idType, id)
      .addColumn('poptin_id', 'text', (c) => c.notNull())
      .addColumn('site_id', ref, (c) => c.notNull())
      .addColumn('account_id', ref, (c) => c.notNull())
      .addColumn('view_id', ref)
      .addColumn('visitor', 'text')
      .addColumn('email', 'text')
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('referrer', 'text', (c) => c.notNull())
      .addColumn('trigger', 'text', (c) => c.notNull())
      .addColumn('fields', 'text', (c) => c.notNull())
      .addColumn('context', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('conversions_account_time').on('conversions').columns(['account_id', 'created_at']).execute();
    await db.schema.createIndex('conversions_poptin_time').on('conversions').columns(['poptin_id', 'created_at']).execute();
  };
}
