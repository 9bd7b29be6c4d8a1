import { filtersPass, type EngagementHistory, type FilterEnvironment, type PopupRecord } from '@beckon/core';
import { listCookies } from '@beckon/embed-kit';
import type { VisitorState } from '../visitor/visitor-state.js';

/**
 * Reads a dotted path on window ("user.plan", "dataLayer.0.event") for js_filter. Only own data
 * properties are followed, so a filter can never call a getter or a function of the host page.
 */
function readGlobal(path: string): unknown {
  let value: unknown = window;
  for (const key of path.split('.')) {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return undefined;
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (!descriptor || !('value' in descriptor)) return undefined;
    value = descriptor.value;
  }
  return value;
}

/** Every cookie of the page by name (no cookie store: every cookie is absent). */
function pageCookies(): Record<string, string> {
  return Object.fromEntries(listCookies());
}

function engagementHistory(state: VisitorState): EngagementHistory {
  const popups: EngagementHistory['popups'] = {};
  for (const [id, memory] of Object.entries(state.popups)) {
    popups[id] = {
      type: memory.type,
      seen: memory.lastSeenAt !== undefined,
      closed: memory.closedAt !== undefined,
      converted: memory.convertedAt !== undefined,
    };
  }
  return { popups };
}

/** SPEC §3 filters, evaluated in the visitor's browser against this page. */
export function recordPassesFilters(record: PopupRecord, state: VisitorState): boolean {
  const env: FilterEnvironment = {
    readGlobal,
    cookies: pageCookies(),
    history: engagementHistory(state),
    pageHtml: () => document.documentElement.outerHTML,
  };
  return filtersPass(record, env);
}
