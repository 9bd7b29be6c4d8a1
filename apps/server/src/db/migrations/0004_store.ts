import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { dialectTypes } from './dialect-types.js';

/**
 * SPEC §1/§7 store integrations: which shop a site is, the site's product catalogue (behind
 * product recommendations), its discount codes (price rules), and what visitors left behind
 * (browse and cart abandonment) or went on to buy.
 */
export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const { idType, id, time, ref } = dialectTypes(dialect);
    // Money and percentages: 'double precision' is REAL on SQLite and float8 on PostgreSQL, both read back as numbers.
    const money = 'double precision' as const;

    // One shop per site; a shop belongs to one site, so the widget can ask which site it is on.
    await db.schema
      .createTable('store_connections')
      .addColumn('site_id', ref, (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
      .addColumn('shop', 'text', (c) => c.notNull().unique())
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('store_products')
      .addColumn('id', idType, id)
      .addColumn('site_id', ref, (c) => c.notNull().references('sites.id').onDelete('cascade'))
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('variant_id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('handle', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('price', money, (c) => c.notNull())
      .addColumn('compare_at_price', money)
      .addColumn('currency_symbol', 'text', (c) => c.notNull())
      .addColumn('inventory_quantity', 'integer')
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('available', 'integer', (c) => c.notNull())
      .addColumn('updated_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('store_products_site_product').on('store_products').columns(['site_id', 'product_id']).unique().execute();
    await db.schema.createIndex('store_products_site_recent').on('store_products').columns(['site_id', 'available', 'updated_at']).execute();

    await db.schema
      .createTable('store_price_rules')
      .addColumn('id', idType, id)
      .addColumn('site_id', ref, (c) => c.notNull().references('sites.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('value_type', 'text', (c) => c.notNull())
      .addColumn('value', money, (c) => c.notNull())
      .addColumn('starts_at', time)
      .addColumn('ends_at', time)
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('store_price_rules_site').on('store_price_rules').column('site_id').execute();

    // Visitor-written tables carry no foreign keys, like the other event tables (0001).
    await db.schema
      .createTable('store_abandonments')
      .addColumn('id', idType, id)
      .addColumn('site_id', idType, (c) => c.notNull())
      .addColumn('customer', 'text', (c) => c.notNull())
      .addColumn('data_for', 'text', (c) => c.notNull())
      .addColumn('products', 'text', (c) => c.notNull())
      .addColumn('total_cart_value', money)
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('store_abandonments_site_time').on('store_abandonments').columns(['site_id', 'created_at']).execute();

    await db.schema
      .createTable('store_ordered_products')
      .addColumn('id', idType, id)
      .addColumn('site_id', idType, (c) => c.notNull())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('product_name', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('source_table', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('store_ordered_products_customer').on('store_ordered_products').columns(['site_id', 'customer_id', 'created_at']).execute();
  };
}
