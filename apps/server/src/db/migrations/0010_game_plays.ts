import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { dialectTypes } from './dialect-types.js';

/**
 * Issue 17: gamified pop-ups draw their prize on the server. Each visitor plays a pop-up once
 * (the unique index makes a second, or a concurrent, play find the first), results count plays
 * per pop-up over time, and a lead remembers the play it came with, whichever came first.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const { idType, id, time, ref } = dialectTypes(dialect);
    // Like the other event tables, no foreign keys: a deleted pop-up's plays go with it explicitly.
    await db.schema
      .createTable('plays')
      .addColumn('id', idType, id)
      .addColumn('poptin_id', 'text', (c) => c.notNull())
      .addColumn('site_id', ref, (c) => c.notNull())
      .addColumn('account_id', ref, (c) => c.notNull())
      .addColumn('visitor', 'varchar(64)', (c) => c.notNull())
      .addColumn('prize_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('prize_label', 'varchar(60)', (c) => c.notNull())
      .addColumn('prize_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('won', 'integer', (c) => c.notNull())
      .addColumn('view_id', ref)
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('plays_poptin_visitor').unique().on('plays').columns(['poptin_id', 'visitor']).execute();
    await db.schema.createIndex('plays_poptin_time').on('plays').columns(['poptin_id', 'created_at']).execute();
    await db.schema.alterTable('conversions').addColumn('play_id', ref).execute();
    // A lead sent before the play is found by its visitor when the play comes.
    await db.schema.createIndex('conversions_poptin_visitor').on('conversions').columns(['poptin_id', 'visitor']).execute();
  };
}
