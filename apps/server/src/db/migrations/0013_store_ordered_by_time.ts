import type { Kysely } from 'kysely';

/**
 * Issue 19: the owner's list of what Wix members viewed pages a site's rows newest first by
 * (created_at, id); the index on (site_id, customer_id, created_at) cannot serve that order.
 */
export function up() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.createIndex('store_ordered_products_time').on('store_ordered_products').columns(['site_id', 'created_at', 'id']).execute();
  };
}
