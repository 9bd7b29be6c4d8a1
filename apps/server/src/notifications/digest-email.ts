import { escapeHtml } from '../mail/html.js';
import type { AnnouncedLead } from '../repositories/lead-notices.js';
import { footerText, htmlEmail, leadHtml, leadText, shown, subjectLine, type ComposedEmail, type NotificationLinks, type SiteFacts } from './email-parts.js';

/** One day of a site, as the digest tells it. */
export interface DigestDay {
  /** YYYY-MM-DD in the owner's zone */
  day: string;
  leads: number;
  views: number;
  latest: AnnouncedLead[];
}

/** "Thursday 26 November 2026" */
function dayName(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Leads per 100 views, one decimal; '' when nothing was viewed (a rate of nothing says nothing). */
export function conversionRate(leads: number, views: number): string {
  return views === 0 ? '' : `${(Math.round((leads / views) * 1000) / 10).toFixed(1)}%`;
}

/** The daily digest: the day's count, views and conversion rate, and its latest leads in full. */
export function composeDigest(site: SiteFacts, digest: DigestDay, links: NotificationLinks): ComposedEmail {
  const siteName = shown(site.name, 80);
  const leads = digest.leads === 1 ? '1 new lead' : `${digest.leads} new leads`;
  const title = `${siteName}: ${leads} on ${dayName(digest.day)}`;
  const rate = conversionRate(digest.leads, digest.views);
  const figures = `${leads} · ${digest.views} pop-up ${digest.views === 1 ? 'view' : 'views'}${rate ? ` · ${rate} converted` : ''}`;
  const latestTitle = digest.latest.length < digest.leads ? `The latest ${digest.latest.length}:` : digest.latest.length === 1 ? 'The lead:' : 'The leads:';
  const text = [
    `${title}.`,
    figures,
    `Times are in ${site.timeZone}.`,
    '',
    latestTitle,
    '',
    ...digest.latest.map((lead) => `${leadText(lead, site.timeZone)}\n`),
    `See that day's leads: ${links.leads}`,
    '',
    '--',
    footerText(site, links),
  ].join('\n');
  const body = [
    `<p><strong>${escapeHtml(figures)}</strong><br><span style="color:#555">Times are in ${escapeHtml(site.timeZone)}.</span></p>`,
    `<p>${escapeHtml(latestTitle)}</p>`,
    ...digest.latest.map((lead) => leadHtml(lead, site.timeZone)),
  ].join('\n');
  return { subject: subjectLine(title), text, html: htmlEmail(title, body, site, links, "See that day's leads") };
}
