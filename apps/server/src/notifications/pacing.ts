import { NOTIFY_LEAD_EMAIL_GAP_MS, NOTIFY_LEAD_EMAILS_PER_HOUR } from '@beckon/core';

const HOUR_MS = 60 * 60 * 1000;

/** How one site's new-lead emails have gone lately (stored on its notification_settings row). */
export interface Pacing {
  lastEmailAt: number | null;
  hourStartedAt: number | null;
  emailsThisHour: number;
}

/**
 * When the site's next new-lead email may go: a minute after the last (leads in between go
 * together), and once NOTIFY_LEAD_EMAILS_PER_HOUR went in the hour that began with the first of
 * them, not before that hour ends. So a burst of a thousand leads is at most 10 emails an hour,
 * each counting and listing what came since the one before.
 */
export function nextEmailAt(pacing: Pacing): number {
  const gap = pacing.lastEmailAt === null ? 0 : pacing.lastEmailAt + NOTIFY_LEAD_EMAIL_GAP_MS;
  const hourEnds = pacing.hourStartedAt === null ? 0 : pacing.hourStartedAt + HOUR_MS;
  const capped = pacing.emailsThisHour >= NOTIFY_LEAD_EMAILS_PER_HOUR ? hourEnds : 0;
  return Math.max(gap, capped);
}

/** The pacing once an email went at `now`. */
export function afterEmail(pacing: Pacing, now: number): Pacing {
  const hourOpen = pacing.hourStartedAt !== null && now < pacing.hourStartedAt + HOUR_MS;
  return hourOpen
    ? { lastEmailAt: now, hourStartedAt: pacing.hourStartedAt, emailsThisHour: pacing.emailsThisHour + 1 }
    : { lastEmailAt: now, hourStartedAt: now, emailsThisHour: 1 };
}
