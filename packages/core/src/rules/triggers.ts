import { FREQUENCY_RULES } from '../constants.js';
import { isOn } from '../flags.js';
import { timeTriggerDelayMs } from '../triggers/time-delay.js';
import type { PopupRecord, Triggers } from '../types/popup.js';
import { frequencyRuleOf } from './frequency.js';
import { positiveWireNumber } from './wire-number.js';

/**
 * How the SPEC §3 triggers combine — a product decision, since the spec lists them only.
 *
 * Event triggers (time, scroll, clicks, inactivity, exit intent, ad blocker) are OR-combined:
 * the pop-up shows when the first of them fires, and the others are then moot for that page.
 * Owners switch several on to catch a visitor at whichever moment comes first ("after 30 s or
 * at 50 % scroll"); AND would make a pop-up with exit intent plus a delay miss every visitor
 * who leaves early. A consequence worth knowing: the ad-blocker trigger is an event like the
 * others, so with a delay also on, visitors without an ad blocker see the pop-up too.
 *
 * A record with no event trigger shows at once, on load.
 *
 * Gates are not events; all of them must pass before any event may show the pop-up:
 * display_after_visit_page_active (pageCountGate), the frequency rule, the filters, page
 * targeting and the schedule.
 */
export type ActiveTrigger =
  | { kind: 'time'; delayMs: number; on: 'page' | 'website' }
  /** scrollableOnly: a page too short to scroll is no sign of reading (auto-pilot), not 100 % read */
  | { kind: 'scroll'; percent: number; scrollableOnly?: boolean }
  | { kind: 'clicks'; count: number }
  | { kind: 'inactive'; ms: number }
  | { kind: 'exit' }
  | { kind: 'adblock' };

export type TriggerKind = ActiveTrigger['kind'];

/** The SPEC §3 field behind each trigger, for the `trigger` the view and conversion calls report. */
export const TRIGGER_FIELDS: Readonly<Record<TriggerKind, keyof Triggers>> = {
  time: 'display_after_sec_active',
  scroll: 'display_after_scroll_active',
  clicks: 'display_after_page_click_number_active',
  inactive: 'display_after_inactive_seconds_active',
  exit: 'display_after_exit_website_active',
  adblock: 'display_if_adblock_active',
};

const MIN_SCROLL_PERCENT = 1;
const MAX_SCROLL_PERCENT = 100;

/**
 * The event triggers that are on, in a fixed order (time, scroll, clicks, inactive, exit,
 * adblock). 0, false, missing, negative and unreadable values are off; numeric strings are
 * read. Scroll is clamped to 1..100 percent; a click count is rounded up (2.5 clicks cannot
 * happen, 3 is the first count that satisfies it).
 */
export function activeTriggers(record: Triggers): ActiveTrigger[] {
  const active: ActiveTrigger[] = [];
  if (positiveWireNumber(record.display_after_sec_active) !== null) {
    const on = record.display_after_sec_active_on === 'website' ? 'website' : 'page';
    active.push({ kind: 'time', delayMs: timeTriggerDelayMs(record), on });
  }
  const scroll = positiveWireNumber(record.display_after_scroll_active);
  if (scroll !== null) {
    active.push({ kind: 'scroll', percent: Math.min(MAX_SCROLL_PERCENT, Math.max(MIN_SCROLL_PERCENT, scroll)) });
  }
  const clicks = positiveWireNumber(record.display_after_page_click_number_active);
  if (clicks !== null) active.push({ kind: 'clicks', count: Math.ceil(clicks) });
  const inactiveSeconds = positiveWireNumber(record.display_after_inactive_seconds_active);
  if (inactiveSeconds !== null) active.push({ kind: 'inactive', ms: inactiveSeconds * 1000 });
  if (isOn(record.display_after_exit_website_active)) active.push({ kind: 'exit' });
  if (isOn(record.display_if_adblock_active)) active.push({ kind: 'adblock' });
  return active;
}

/**
 * Time left before a time trigger fires. On 'page' the clock starts with the page; on
 * 'website' the seconds already spent on the site this session (SPEC §9 session timer) count.
 * Never below 0; an unreadable or negative time on site counts as none.
 */
export function timeTriggerRemainingMs(trigger: { delayMs: number; on: 'page' | 'website' }, secondsOnWebsiteSoFar: number): number {
  const spentMs = trigger.on === 'website' ? (positiveWireNumber(secondsOnWebsiteSoFar) ?? 0) * 1000 : 0;
  return Math.max(0, trigger.delayMs - spentMs);
}

/**
 * SPEC §3 display_after_visit_page_active = N: the pop-up may show from the Nth page of the
 * session on (pagesViewed counts the current page, so 1 is the landing page). SPEC §4: once
 * it has fired it stays shut for the rest of the session, unless the repeat rule is
 * every-time-every-page — which a record without a rule is (see frequencyRuleOf).
 * With the setting off the gate is open.
 */
export function pageCountGate(record: Triggers & Pick<PopupRecord, 'd_f_r'>, session: { pagesViewed: number; firedThisSession: boolean }): boolean {
  const pages = positiveWireNumber(record.display_after_visit_page_active);
  if (pages === null) return true;
  if (session.firedThisSession && frequencyRuleOf(record) !== FREQUENCY_RULES.everyTimeEveryPage) return false;
  return session.pagesViewed >= Math.ceil(pages);
}

/**
 * How far down the page the visitor has scrolled, 0 at the top and 100 at the bottom.
 * A page that does not scroll (no taller than the viewport) is wholly in view: 100.
 * Overscroll (negative offsets on touch screens, bounce past the end) is clamped.
 */
export function scrollPercent(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  // Unmeasurable (unrendered page, garbage): report no progress rather than fire a scroll trigger.
  if (![scrollTop, scrollHeight, viewportHeight].every(Number.isFinite)) return 0;
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, (scrollTop / scrollable) * 100));
}
