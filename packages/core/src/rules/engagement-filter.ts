import { POPUP_TYPES, type PopupType } from '../types/popup.js';
import { isPopupId } from '../validators/popup-id.js';

/** SPEC §3 engagement_with_other_poptin_filter, part 2: what the visitor did with the other pop-up. */
export const ENGAGEMENTS = ['seen_poptin', 'not_seen', 'closed', 'converted'] as const;
export type Engagement = (typeof ENGAGEMENTS)[number];

/** The parsed pipe string `show|seen_poptin|lightbox|abcdefghijklm`. */
export interface EngagementFilter {
  /** part 1: `show` (true) shows the pop-up when the engagement holds, `dont_show` (false) when it does not */
  show: boolean;
  engagement: Engagement;
  /** part 3: the other pop-up's type, or any */
  popupType: PopupType | 'any';
  /** part 4: the other pop-up's 13-character id, or any */
  popupId: string | 'any';
}

/** What the visitor did with each pop-up, keyed by poptin_id (from the SPEC §3 stored markers). */
export interface EngagementHistory {
  popups: Record<string, { type: string; seen: boolean; closed: boolean; converted: boolean }>;
}

const ANY = 'any';

/** Reads the pipe string; anything that is not exactly four known parts is null. */
export function parseEngagementFilter(pipe: string): EngagementFilter | null {
  if (typeof pipe !== 'string') return null;
  const parts = pipe.split('|').map((part) => part.trim());
  if (parts.length !== 4) return null;
  const [mode, engagement, type, id] = parts as [string, string, string, string];
  if (mode !== 'show' && mode !== 'dont_show') return null;
  if (!(ENGAGEMENTS as readonly string[]).includes(engagement)) return null;
  if (type !== ANY && !(POPUP_TYPES as readonly string[]).includes(type)) return null;
  if (id !== ANY && !isPopupId(id)) return null;
  return { show: mode === 'show', engagement: engagement as Engagement, popupType: type as PopupType | 'any', popupId: id };
}

/**
 * Whether the engagement filter lets the pop-up show.
 *
 * The pop-ups the filter is about: the one named by id, else every pop-up of the named type,
 * else (any|any) every pop-up the visitor has a history with. A named id already fixes the
 * type, so the type part is not checked against it.
 *
 * - seen_poptin / closed / converted hold when at least one of those pop-ups was seen /
 *   closed / converted.
 * - not_seen holds when none of them was seen: `not_seen|bar|any` means "no bar seen", and
 *   `not_seen|any|any` means "no pop-up seen at all". So `show|not_seen|…` is the same filter
 *   as `dont_show|seen_poptin|…`.
 * - A close or a conversion counts as seen: nobody closes or converts on a pop-up they never
 *   saw, and the seen marker expires (1 day, SPEC §9) long before the conversion marker (365).
 *
 * `show` passes when the engagement holds, `dont_show` when it does not.
 *
 * A null filter (absent, empty or malformed string) passes: the filter can only narrow who
 * sees the pop-up, and a string we cannot read names no condition. Hiding the pop-up from
 * every visitor over an unreadable string would be the worse failure; the dashboard
 * validates the string when the owner saves it.
 */
export function engagementFilterPasses(filter: EngagementFilter | null, history: EngagementHistory): boolean {
  if (filter === null) return true;
  const popups = engagedPopups(filter, history);
  const holds = filter.engagement === 'not_seen' ? !popups.some(wasSeen) : popups.some(DID[filter.engagement]);
  return filter.show ? holds : !holds;
}

const DID: Readonly<Record<Exclude<Engagement, 'not_seen'>, (popup: PopupEngagement) => boolean>> = {
  seen_poptin: (popup) => wasSeen(popup),
  closed: (popup) => popup.closed,
  converted: (popup) => popup.converted,
};

type PopupEngagement = EngagementHistory['popups'][string];

function engagedPopups(filter: EngagementFilter, history: EngagementHistory): PopupEngagement[] {
  const popups = history?.popups ?? {};
  if (filter.popupId !== ANY) {
    return Object.hasOwn(popups, filter.popupId) ? [popups[filter.popupId]!] : [];
  }
  const all = Object.values(popups);
  return filter.popupType === ANY ? all : all.filter((popup) => popup.type === filter.popupType);
}

function wasSeen(popup: PopupEngagement): boolean {
  return popup.seen || popup.closed || popup.converted;
}
