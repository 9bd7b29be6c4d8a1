import type { DisplayRequest } from '@beckon/core';
import { listCookies } from '@beckon/embed-kit';
import type { VisitorState } from '../visitor/visitor-state.js';
import { pageStore } from '../store/page-store.js';

export interface PageContext {
  visitor: string;
  mobile: boolean;
  referrer: string;
  previewId: string | null;
}

function pageWasRefreshed(): boolean {
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return nav?.type === 'reload';
  } catch {
    return false;
  }
}

/** Only Beckon's own cookies travel: the host site's cookies (its sessions) are none of our business. */
export function ownCookies(): string {
  // Beckon writes its values URI-encoded, so encoding the decoded value gives back what was stored.
  return listCookies('beckon_')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
}

/**
 * SPEC §7 display payload: every field, from what this page and the visitor's stored items know.
 * `cookies` may come from the task that read them already (boot's): another read costs the page.
 */
export function displayRequest(ctx: PageContext, state: VisitorState, cookies = ownCookies()): DisplayRequest {
  const embedded = Array.from(document.querySelectorAll<HTMLElement>('[data-beckon-embed]'), (el) => el.dataset.beckonEmbed ?? '');
  return {
    domain: location.hostname,
    referrer: ctx.referrer,
    previous_url: state.previousUrl,
    cookies,
    triggers: '',
    cc: '',
    poptin_forms_id: embedded.filter(Boolean),
    if_mobile: ctx.mobile,
    page_title: document.title.slice(0, 256),
    origin_landing_page: state.sessionPages[0] ?? location.href,
    if_page_refreshed: pageWasRefreshed(),
    poptin_viewed_url: location.href,
    previous_visited_pages: state.sessionPages.slice(0, -1),
    all_visited_pages: state.allPages,
    cart_product_ids: state.cartProductIds,
    ...(ctx.previewId ? { preview_poptin_id: ctx.previewId, cancel_visitor_count: true } : {}),
    converted_email: state.convertedEmail,
    visitor: ctx.visitor,
    // SPEC §7 store fields; the read cart's product ids replace the stored list.
    ...pageStore()?.displayFields(),
  };
}
