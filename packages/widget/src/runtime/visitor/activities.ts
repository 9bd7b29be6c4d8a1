import type { ActivityRequest, SessionRequest } from '@beckon/core';
import { beacon } from '../network/send.js';
import { storeCallFields } from '../store/page-store.js';

/** SPEC §7 conversion-activities: what a known (converted) visitor does with pop-ups. */
export function reportActivity(api: string, clientId: string, email: string, poptinId: string, activity: ActivityRequest['activity']): void {
  beacon<ActivityRequest>(`${api}/conversion-activities/${encodeURIComponent(clientId)}`, {
    email,
    poptin_id: poptinId,
    activity,
    url: location.href,
    ...storeCallFields(),
  });
}

/** SPEC §7 total-website-session: a known visitor's time on site, on the session timer's schedule (§9). */
export function reportSession(api: string, clientId: string, email: string): void {
  beacon<SessionRequest>(`${api}/total-website-session/${encodeURIComponent(clientId)}`, { email, url: location.href, ...storeCallFields() });
}
