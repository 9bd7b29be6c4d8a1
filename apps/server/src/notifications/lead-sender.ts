import type { Transaction } from 'kysely';
import { NOTIFY_LEADS_LISTED, NOTIFY_NOTICE_MAX_AGE_MS } from '@beckon/core';
import type { Database } from '../db/schema.js';
import { announcedLeads, deleteNotices, dropNoticesBefore, sitesWithNotices, waitingNotices } from '../repositories/lead-notices.js';
import { enqueueNotification } from '../repositories/notification-outbox.js';
import { composeLeadEmail } from './lead-email.js';
import { notificationLinks } from './links.js';
import { afterEmail, nextEmailAt, type Pacing } from './pacing.js';
import { addressesOf, notifiedSites, siteFacts, type NotifiedSite, type SenderContext } from './site-row.js';

/** Notices one email takes at most; more wait for the next (so the queries stay bounded in a flood). */
const NOTICES_PER_EMAIL = 1000;

const pacingOf = (row: NotifiedSite): Pacing => ({
  lastEmailAt: row.last_lead_email_at === null ? null : Number(row.last_lead_email_at),
  hourStartedAt: row.hour_started_at === null ? null : Number(row.hour_started_at),
  emailsThisHour: Number(row.emails_this_hour),
});

/**
 * The claim: moves the site's pacing on only if it is still as read. Of two instances racing,
 * the second's UPDATE waits for the first's commit (PostgreSQL) or its turn (SQLite), then
 * matches nothing, so one email goes.
 */
async function claimPacing(trx: Transaction<Database>, siteId: number, read: Pacing, next: Pacing): Promise<boolean> {
  const result = await trx
    .updateTable('notification_settings')
    .set({ last_lead_email_at: next.lastEmailAt, hour_started_at: next.hourStartedAt, emails_this_hour: next.emailsThisHour })
    .where('site_id', '=', siteId)
    .where((eb) => (read.lastEmailAt === null ? eb('last_lead_email_at', 'is', null) : eb('last_lead_email_at', '=', read.lastEmailAt)))
    .where('emails_this_hour', '=', read.emailsThisHour)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One site's waiting leads as one email, if its pacing lets one go now; whether one was queued. */
async function announceSite(ctx: SenderContext, siteId: number): Promise<boolean> {
  const { db, now } = ctx;
  const row = await notifiedSites(db).where('notification_settings.site_id', '=', siteId).executeTakeFirst();
  const addresses = row ? addressesOf(row) : [];
  if (!row || row.enabled !== 1 || row.mode !== 'each_lead' || addresses.length === 0) {
    // Turned off (or to the digest, which reads the leads themselves) since these were queued.
    await db.deleteFrom('lead_notices').where('site_id', '=', siteId).execute();
    return false;
  }
  const pacing = pacingOf(row);
  if (nextEmailAt(pacing) > now) return false;
  return db.transaction().execute(async (trx) => {
    const waiting = await waitingNotices(trx, siteId, NOTICES_PER_EMAIL);
    if (waiting.ids.length === 0) return false;
    const found = await announcedLeads(trx, siteId, waiting.conversionIds, NOTIFY_LEADS_LISTED);
    if (found.count === 0) {
      // Their leads were deleted or marked automated meanwhile: nothing to tell.
      await deleteNotices(trx, waiting.ids);
      return false;
    }
    if (!(await claimPacing(trx, siteId, pacing, afterEmail(pacing, now)))) return false;
    const links = notificationLinks(ctx.origin(row), row.client_id);
    const email = composeLeadEmail(siteFacts(row), found.count, found.leads, links);
    await enqueueNotification(trx, { accountId: Number(row.account_id), addresses, ...email, link: links.leads, now });
    await deleteNotices(trx, waiting.ids);
    return true;
  });
}

/** Every site with leads waiting: how many emails were queued. Notices older than a day are dropped first. */
export async function sendLeadEmails(ctx: SenderContext): Promise<number> {
  await dropNoticesBefore(ctx.db, ctx.now - NOTIFY_NOTICE_MAX_AGE_MS);
  let queued = 0;
  for (const siteId of await sitesWithNotices(ctx.db)) if (await announceSite(ctx, siteId)) queued += 1;
  return queued;
}
