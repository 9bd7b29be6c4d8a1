import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { parseJsonList } from '../repositories/integrations.js';
import type { SiteFacts } from './email-parts.js';

type Reader = Kysely<Database> | Transaction<Database>;

/** A site's notification settings with what its emails say of the site. */
export function notifiedSites(db: Reader) {
  return db
    .selectFrom('notification_settings')
    .innerJoin('sites', 'sites.id', 'notification_settings.site_id')
    .select([
      'notification_settings.site_id',
      'notification_settings.account_id',
      'notification_settings.enabled',
      'notification_settings.addresses',
      'notification_settings.mode',
      'notification_settings.digest_hour',
      'notification_settings.time_zone',
      'notification_settings.link_origin',
      'notification_settings.last_lead_email_at',
      'notification_settings.hour_started_at',
      'notification_settings.emails_this_hour',
      'notification_settings.last_digest_day',
      'sites.name',
      'sites.client_id',
    ]);
}

export type NotifiedSite = Awaited<ReturnType<ReturnType<typeof notifiedSites>['executeTakeFirstOrThrow']>>;

export const addressesOf = (row: NotifiedSite) => parseJsonList(row.addresses);

export const siteFacts = (row: NotifiedSite): SiteFacts => ({ name: row.name, clientId: row.client_id, timeZone: row.time_zone });

/** What a sender needs besides the database: the clock, and where links point. */
export interface SenderContext {
  db: Kysely<Database>;
  now: number;
  /** PUBLIC_URL when set, else the origin the owner saved the settings from */
  origin(row: NotifiedSite): string;
}
