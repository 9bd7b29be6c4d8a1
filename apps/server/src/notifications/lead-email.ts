import { escapeHtml } from '../mail/html.js';
import type { AnnouncedLead } from '../repositories/lead-notices.js';
import {
  footerText,
  htmlEmail,
  leadHtml,
  leadName,
  leadText,
  shown,
  subjectLine,
  type ComposedEmail,
  type NotificationLinks,
  type SiteFacts,
} from './email-parts.js';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * The new-lead email: one lead, or every lead since the site's last such email (pacing.ts),
 * `count` in all with the latest listed in full, newest first.
 */
export function composeLeadEmail(site: SiteFacts, count: number, leads: AnnouncedLead[], links: NotificationLinks): ComposedEmail {
  const siteName = shown(site.name, 80);
  const title = count === 1 ? `New lead on ${siteName}` : `${count} new leads on ${siteName}`;
  const subject = subjectLine(count === 1 && leads[0] ? `${title}: ${leadName(leads[0])}` : title);
  const more = count - leads.length;
  const moreLine = more > 0 ? `…and ${more} more ${plural(more, 'lead', 'leads')} on your leads page.` : '';
  const text = [
    `${title}.`,
    '',
    ...leads.map((lead) => `${leadText(lead, site.timeZone)}\n`),
    ...(moreLine ? [moreLine, ''] : []),
    `See your leads: ${links.leads}`,
    '',
    '--',
    footerText(site, links),
  ].join('\n');
  const body = [...leads.map((lead) => leadHtml(lead, site.timeZone)), moreLine ? `<p>${escapeHtml(moreLine)}</p>` : ''].join('\n');
  return { subject, text, html: htmlEmail(title, body, site, links, plural(count, 'See the lead', 'See your leads')) };
}
