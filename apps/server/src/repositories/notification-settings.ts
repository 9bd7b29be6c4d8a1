import type { Kysely, Selectable } from 'kysely';
import type { NotificationMode } from '@beckon/core/api';
import type { Database, NotificationSettingsTable } from '../db/schema.js';
import { parseJsonList } from './integrations.js';

export type NotificationSettingsRow = Selectable<NotificationSettingsTable>;

/** What the owner chose, as stored; addresses already checked and normalised. */
export interface NotificationChoice {
  enabled: boolean;
  addresses: string[];
  mode: NotificationMode;
  digestHour: number;
  timeZone: string;
}

/** A site that never saved its settings: off, the digest at 8 in the morning, UTC. */
export const DEFAULT_NOTIFICATIONS: NotificationChoice = { enabled: false, addresses: [], mode: 'each_lead', digestHour: 8, timeZone: 'UTC' };

export function choiceOf(row: NotificationSettingsRow | undefined): NotificationChoice {
  if (!row) return DEFAULT_NOTIFICATIONS;
  return { enabled: row.enabled === 1, addresses: parseJsonList(row.addresses), mode: row.mode, digestHour: Number(row.digest_hour), timeZone: row.time_zone };
}

export function findNotificationSettings(db: Kysely<Database>, siteId: number): Promise<NotificationSettingsRow | undefined> {
  return db.selectFrom('notification_settings').selectAll().where('site_id', '=', siteId).executeTakeFirst();
}

/** Whether a site's new leads queue an email (compiled with the site: the conversion call asks no query of its own). */
export async function leadEmailsOn(db: Kysely<Database>, siteId: number): Promise<boolean> {
  const row = await db
    .selectFrom('notification_settings')
    .select('site_id')
    .where('site_id', '=', siteId)
    .where('enabled', '=', 1)
    .where('mode', '=', 'each_lead')
    .where('addresses', '!=', '[]')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Saves the site's settings whole. The pacing state and the last digest's day are kept: turning
 * emails off and on again must not reopen a burst, nor send yesterday's digest twice.
 */
export async function saveNotificationSettings(
  db: Kysely<Database>,
  site: { id: number; accountId: number },
  choice: NotificationChoice,
  linkOrigin: string,
  now: number,
): Promise<void> {
  const values = {
    enabled: choice.enabled ? 1 : 0,
    addresses: JSON.stringify(choice.addresses),
    mode: choice.mode,
    digest_hour: choice.digestHour,
    time_zone: choice.timeZone,
    link_origin: linkOrigin,
    updated_at: now,
  };
  await db
    .insertInto('notification_settings')
    .values({ site_id: site.id, account_id: site.accountId, ...values, created_at: now })
    .onConflict((oc) => oc.column('site_id').doUpdateSet(values))
    .execute();
}
