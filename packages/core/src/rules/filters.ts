import { isOn } from '../flags.js';
import type { CookieFilterPair, Flag, JsFilterPair, MatchRole, PopupRecord } from '../types/popup.js';
import { engagementFilterPasses, parseEngagementFilter, type EngagementHistory } from './engagement-filter.js';
import { matchRole, type MatchedValue } from './match-role.js';

/** What the SPEC §3 filters read from the visitor's page; the browser supplies it. */
export interface FilterEnvironment {
  /** resolves a dotted path on window ("user.plan", "dataLayer.0.event"); the browser passes a safe reader */
  readGlobal: (path: string) => unknown;
  cookies: Readonly<Record<string, string>>;
  history: EngagementHistory;
  /** lazy: serialising the page is costly, so it is read only when the source-code filter is on */
  pageHtml: () => string;
}

/**
 * SPEC §3 js_filter: every pair must hold (AND); an empty list passes.
 * A global that is an object or array is there but has no text to compare, so it satisfies
 * any_value and nothing else. A reader that throws (a hostile getter) counts as absent.
 */
export function jsFilterPasses(pairs: JsFilterPair[], readGlobal: (path: string) => unknown): boolean {
  return listOf(pairs).every((pair) => {
    const value = readSafely(readGlobal, String(pair.js_name_pair ?? '').trim());
    if ((typeof value === 'object' && value !== null) || typeof value === 'function') return pair.js_show_pair === 'any_value';
    return matchRole(pair.js_show_pair, comparable(value), String(pair.js_value_pair ?? ''));
  });
}

/** SPEC §3 cookie_filter: every pair must hold (AND); an absent cookie is undefined to the role. */
export function cookieFilterPasses(pairs: CookieFilterPair[], cookies: Readonly<Record<string, string>>): boolean {
  return listOf(pairs).every((pair) => {
    const name = String(pair.cookie_name_pair ?? '').trim();
    const value = Object.hasOwn(cookies, name) ? cookies[name] : undefined;
    return matchRole(pair.cookie_show_pair, value, String(pair.cookie_value_pair ?? ''));
  });
}

/**
 * SPEC §3 source_code_target_*: an active filter compares the page's HTML with the owner's
 * snippet by its role (contain when none is set). An active filter with an empty snippet
 * passes: it names nothing to look for, like an absent filter.
 */
export function sourceCodeFilterPasses(active: Flag | undefined, html: string | undefined, role: MatchRole | undefined, pageHtml: string): boolean {
  if (!isOn(active)) return true;
  const snippet = typeof html === 'string' ? html : '';
  if (snippet.trim() === '') return true;
  return matchRole(role ?? 'contain', pageHtml, snippet);
}

export type FilteredRecord = Pick<
  PopupRecord,
  'js_filter' | 'cookie_filter' | 'engagement_with_other_poptin_filter' | 'source_code_target_active' | 'source_code_target_html' | 'source_code_target_role'
>;

/** Every SPEC §3 filter of the record holds (AND). The page's HTML is read only if needed. */
export function filtersPass(record: FilteredRecord, env: FilterEnvironment): boolean {
  return (
    jsFilterPasses(listOf(record.js_filter?.display_if_specific_js), env.readGlobal) &&
    cookieFilterPasses(listOf(record.cookie_filter), env.cookies) &&
    engagementFilterPasses(parseEngagementFilter(record.engagement_with_other_poptin_filter ?? ''), env.history) &&
    (!isOn(record.source_code_target_active) ||
      sourceCodeFilterPasses(record.source_code_target_active, record.source_code_target_html, record.source_code_target_role, env.pageHtml()))
  );
}

/** Records come off the wire: a missing or non-list filter is no filter, and a hole in a list says nothing. */
function listOf<T>(pairs: T[] | undefined | null): T[] {
  return Array.isArray(pairs) ? pairs.filter((pair): pair is T => typeof pair === 'object' && pair !== null) : [];
}

function readSafely(readGlobal: (path: string) => unknown, path: string): unknown {
  if (path === '') return undefined;
  try {
    return readGlobal(path);
  } catch {
    return undefined;
  }
}

function comparable(value: unknown): MatchedValue {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  return undefined;
}
