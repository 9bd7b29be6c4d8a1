import { dayStart, localDay, shiftDay } from '@beckon/core';
import type { NotificationMode } from '@beckon/core/api';
import type { AnnouncedLead } from '../repositories/lead-notices.js';
import { composeDigest } from './digest-email.js';
import { composeLeadEmail } from './lead-email.js';
import type { ComposedEmail, NotificationLinks, SiteFacts } from './email-parts.js';

const MINUTE = 60_000;

/** Made-up leads for the preview and the test send, the owner's site around them. */
function sampleLeads(now: number): AnnouncedLead[] {
  return [
    {
      id: 2,
      popupName: 'Spring sale (sample)',
      email: 'ada@example.com',
      fields: [
        { field_key: 'email', label: 'Email', type: 'email', value: 'ada@example.com' },
        { field_key: 'name', label: 'Name', type: 'name', value: 'Ada Lovelace' },
        { field_key: 'consent', label: 'I agree to get news', type: 'consent', value: 'yes' },
      ],
      url: 'https://shop.example/spring',
      createdAt: now - 2 * MINUTE,
    },
    {
      id: 1,
      popupName: 'Newsletter (sample)',
      email: 'grace@example.com',
      fields: [
        { field_key: 'email', label: 'Email', type: 'email', value: 'grace@example.com' },
        { field_key: 'phone', label: 'Phone', type: 'phone', value: '+44 20 7946 0958' },
      ],
      url: 'https://shop.example/',
      createdAt: now - 95 * MINUTE,
    },
  ];
}

/** One template filled with sample leads, as the owner's addresses would get it. */
export function sampleEmail(template: NotificationMode, site: SiteFacts, links: (day?: string) => NotificationLinks, now: number): ComposedEmail {
  const leads = sampleLeads(now);
  if (template === 'each_lead') return composeLeadEmail(site, 1, leads.slice(0, 1), links());
  const day = shiftDay(localDay(now, site.timeZone), -1);
  // Yesterday's leads, at 17:40 and 09:05 of the owner's day.
  const start = dayStart(day, site.timeZone);
  const latest = [
    { ...leads[0]!, createdAt: start + 17 * 60 * MINUTE + 40 * MINUTE },
    { ...leads[1]!, createdAt: start + 9 * 60 * MINUTE + 5 * MINUTE },
  ];
  return composeDigest(site, { day, leads: 14, views: 512, latest }, links(day));
}
