import type { Kysely } from 'kysely';

/**
 * Issue 21: a site's data retention. sites.retention_days says how many days its leads and
 * activity are kept (null: kept until the owner deletes them); the retention sweep deletes what
 * is older. The indexes let each of the sweep's bounded batches find a site's oldest rows
 * without scanning the table, on the tables whose existing indexes do not start with
 * (site, time): a sweep that scanned would hold each batch's lock for as long as the scan.
 */
export function up() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.alterTable('sites').addColumn('retention_days', 'integer').execute();
    await db.schema.createIndex('plays_site_time').on('plays').columns(['site_id', 'created_at']).execute();
    await db.schema.createIndex('conversion_activities_site_time').on('conversion_activities').columns(['site_id', 'created_at']).execute();
    await db.schema.createIndex('visitor_sessions_site_seen').on('visitor_sessions').columns(['site_id', 'last_seen_at']).execute();
    await db.schema.createIndex('integration_deliveries_time').on('integration_deliveries').columns(['integration_id', 'created_at']).execute();
    // Unconfirmed sign-ups by their age, per form: the sweep reads those of a site's forms.
    await db.schema.createIndex('subscriptions_form_status').on('subscriptions').columns(['form_id', 'status', 'consented_at']).execute();
  };
}
