import type { NotificationLinks } from './email-parts.js';

/** The dashboard's pages an owner email links to; a digest's leads link is filtered to its day. */
export function notificationLinks(origin: string, clientId: string, day?: string): NotificationLinks {
  const base = origin.replace(/\/+$/, '');
  const leads = new URLSearchParams({ client_id: clientId });
  if (day) {
    leads.set('from', day);
    leads.set('to', day);
  }
  return { leads: `${base}/app/leads?${leads}`, settings: `${base}/app/notifications?${new URLSearchParams({ site: clientId })}` };
}
