import type { DisplayRequest } from '@beckon/core';

/** SPEC §7 display payload from what this page knows. */
export function displayRequest(visitor: string, mobile: boolean, convertedEmail: string): DisplayRequest {
  let refreshed = false;
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    refreshed = nav?.type === 'reload';
  } catch {
    // old browsers: not a refresh
  }
  return {
    domain: location.hostname,
    referrer: document.referrer,
    previous_url: document.referrer,
    cookies: '',
    triggers: '',
    cc: '',
    poptin_forms_id: [],
    if_mobile: mobile,
    page_title: document.title.slice(0, 256),
    origin_landing_page: location.href,
    if_page_refreshed: refreshed,
    poptin_viewed_url: location.href,
    previous_visited_pages: [],
    all_visited_pages: [location.href],
    converted_email: convertedEmail,
    visitor,
  };
}
