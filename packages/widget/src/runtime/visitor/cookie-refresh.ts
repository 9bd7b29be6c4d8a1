import { COOKIE_REFRESH_MS } from '@beckon/core';
import { expireStoredState, refreshVisitorCookie } from './visitor-state.js';

/**
 * SPEC §9 cookie refresh, every 60 s while the page is open: the client id cookie is re-set to
 * its full lifetime (a tab left open for days must not outlive its own visitor id), and stored
 * items whose lifetime ran out meanwhile are dropped, so a "closed" marker set yesterday stops
 * counting in a tab that never reloaded.
 */
export function startCookieRefresh(visitorId: string): () => void {
  const timer = setInterval(() => {
    refreshVisitorCookie(visitorId);
    expireStoredState();
  }, COOKIE_REFRESH_MS);
  return () => clearInterval(timer);
}
