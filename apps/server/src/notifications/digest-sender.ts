import { dayBounds, dueDigestDay, NOTIFY_DIGEST_LEADS_LISTED } from '@beckon/core';
import { leadsBetween, viewsBetween } from '../repositories/lead-notices.js';
import { enqueueNotification } from '../repositories/notification-outbox.js';
import { composeDigest } from './digest-email.js';
import { notificationLinks } from './links.js';
import { addressesOf, notifiedSites, siteFacts, type NotifiedSite, type SenderContext } from './site-row.js';

/**
 * One site's digest of `day`, claimed by moving last_digest_day from what was read: of several
 * instances (or a restart mid-pass) exactly one claims a day, and the email commits with the
 * claim. A day without leads is claimed and sends nothing: "no leads" every morning is noise,
 * and the dashboard shows the day anyway.
 */
async function digestSite(ctx: SenderContext, row: NotifiedSite, day: string): Promise<boolean> {
  const addresses = addressesOf(row);
  if (addresses.length === 0) return false;
  return ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('notification_settings')
      .set({ last_digest_day: day })
      .where('site_id', '=', row.site_id)
      .where('last_digest_day', '=', row.last_digest_day)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const siteId = Number(row.site_id);
    const { from, to } = dayBounds(day, row.time_zone);
    const leads = await leadsBetween(trx, siteId, from, to, NOTIFY_DIGEST_LEADS_LISTED);
    if (leads.count === 0) return false;
    const views = await viewsBetween(trx, siteId, from, to);
    const links = notificationLinks(ctx.origin(row), row.client_id, day);
    const email = composeDigest(siteFacts(row), { day, leads: leads.count, views, latest: leads.leads }, links);
    await enqueueNotification(trx, { accountId: Number(row.account_id), addresses, ...email, link: links.leads, now: ctx.now });
    return true;
  });
}

/** Every digest due now: how many were queued. One site's failure is logged and the others still go. */
export async function sendDigests(ctx: SenderContext, onError: (siteId: number, error: unknown) => void): Promise<number> {
  const rows = await notifiedSites(ctx.db).where('notification_settings.enabled', '=', 1).where('notification_settings.mode', '=', 'daily_digest').execute();
  let queued = 0;
  for (const row of rows) {
    try {
      const day = dueDigestDay(ctx.now, row.time_zone, Number(row.digest_hour), row.last_digest_day);
      if (day !== null && (await digestSite(ctx, row, day))) queued += 1;
    } catch (error) {
      onError(Number(row.site_id), error);
    }
  }
  return queued;
}
