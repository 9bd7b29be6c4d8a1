import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { dialectTypes } from './dialect-types.js';

/**
 * Issue 23, image upload: each account's pictures and their web copies, kept in the database
 * (a blob on SQLite, bytea on PostgreSQL) so that several servers on one PostgreSQL serve the
 * same pictures, a backup of the database holds them, and deleting an account or a picture takes
 * its copies with it (foreign keys, on delete cascade).
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const { idType, id, time, ref } = dialectTypes(dialect);
    const blob = dialect === 'sqlite' ? 'blob' : 'bytea';
    await db.schema
      .createTable('images')
      .addColumn('id', idType, id)
      .addColumn('account_id', ref, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('public_id', 'varchar(12)', (c) => c.notNull().unique())
      // The same file uploaded twice by one account is the same picture.
      .addColumn('source_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('source_format', 'varchar(8)', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('animated', 'integer', (c) => c.notNull().defaultTo(0))
      // The copies' bytes added up: the account's quota sums this, never the blobs.
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('images_account_source').on('images').columns(['account_id', 'source_hash']).unique().execute();

    await db.schema
      .createTable('image_variants')
      .addColumn('id', idType, id)
      .addColumn('image_id', ref, (c) => c.notNull().references('images.id').onDelete('cascade'))
      // <sha-256 of the bytes, 32 hex>-<width>.webp: two accounts' identical copies share a name and bytes.
      .addColumn('file', 'varchar(48)', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('data', blob, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('image_variants_file').on('image_variants').column('file').execute();
    await db.schema.createIndex('image_variants_image').on('image_variants').column('image_id').execute();
  };
}
