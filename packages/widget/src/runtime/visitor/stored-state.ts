import { COOKIE_LIFETIME_MS, isPopupId, pruneHistory } from '@beckon/core';
import type { PopupMemory, VisitorState } from './visitor-state.js';

/**
 * The stored record read back: what storage returned is the host page's to tamper with, so a
 * field is taken only when it has the blank record's shape, and bounded; the rest stays blank.
 * Then every item older than its SPEC §9 lifetime is dropped, as its cookie would be.
 * Written tight: all of this is in every page's first download.
 */

/** Pages remembered per list: enough for "visited pages" targeting, small enough for a request. */
export const MAX_PAGES = 50;
/** Longer stored strings are someone else's data, not ours (browsers cut URLs near this too). */
const MAX_STORED_STRING = 2048;
/** The per-pop-up numbers kept: core's history markers, then the runtime's own. */
const MEMORY_NUMBERS = ['firstSeenAt', 'lastSeenAt', 'seenInVisit', 'closedAt', 'convertedAt', 'pageCountFiredVisit'] as const;

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
/** JSON has no NaN or Infinity, so a number that is not negative is a usable time or count. */
const fits = (value: unknown, like: unknown): boolean =>
  typeof value === typeof like && (typeof value === 'string' ? value.length <= MAX_STORED_STRING : typeof value !== 'number' || value >= 0);

/** Fills `blank` (a fresh record) from what was stored, field by field. */
export function sanitizeState(stored: unknown, blank: VisitorState): VisitorState {
  const state = blank as unknown as Loose;
  if (!isRecord(stored)) return blank;
  for (const key in state) {
    const like = state[key];
    const value = stored[key];
    if (Array.isArray(like)) {
      if (Array.isArray(value)) state[key] = value.filter((v) => fits(v, '')).slice(-MAX_PAGES);
    } else if (isRecord(like)) {
      // popups: each entry, under a real pop-up id (so never __proto__), keeps its type and numbers
      const popups = isRecord(value) ? value : {};
      for (const id in popups) {
        const entry = popups[id];
        if (!isPopupId(id) || !isRecord(entry)) continue;
        const memory: Loose = { type: fits(entry.type, '') ? entry.type : '' };
        for (const n of MEMORY_NUMBERS) if (fits(entry[n], 0)) memory[n] = entry[n];
        like[id] = memory;
      }
    } else if (fits(value, like)) state[key] = value;
  }
  return blank;
}

/**
 * Drops what has outlived its SPEC §9 lifetime, in place:
 * - per-pop-up markers by core's pruneHistory (seen and frequency-rule 365 days, closed as
 *   the viewed cookie 1 day, converted 365 days); a pop-up with none left is forgotten, unless
 *   its page-count trigger fired in this visit;
 * - the converted visitor's email with the conversion cookie, 365 days after it was dated;
 * - the visitor's pages, cart and recent products with the visitor cookie, 30 days after the
 *   visitor was last active. The visit counter stays: the frequency rule "once every few
 *   visits" reads it beside the 365-day seen markers.
 */
export function expireState(state: VisitorState, now: number): void {
  for (const id in state.popups) {
    const memory = state.popups[id]!;
    const { type, pageCountFiredVisit, ...markers } = memory;
    const kept = pruneHistory(markers, now);
    if (!kept && pageCountFiredVisit !== state.visit) delete state.popups[id];
    else {
      // In place: the engine holds this object while its pop-up is on screen and marks the close there.
      for (const key in markers) delete memory[key as keyof PopupMemory];
      Object.assign(memory, kept);
    }
  }
  if (now - state.convertedEmailAt >= COOKIE_LIFETIME_MS.conversion) state.convertedEmail = '';
  if (state.lastActiveAt && now - state.lastActiveAt >= COOKIE_LIFETIME_MS.visitor) {
    Object.assign(state, { secondsOnSite: 0, sessionPages: [], allPages: [], previousUrl: '', cartProductIds: [], lastVisited: [] });
  }
}

/**
 * Dates the converted email (0: not dated): when it first appears or changes, or when a pop-up
 * converts after it was dated (a later conversion restarts the 365 days, as re-setting the
 * cookie would). An email from before dates existed is dated now rather than kept forever.
 */
export function stampConvertedEmail(state: VisitorState, now: number, previousEmail: string): void {
  const lastConversion = Math.max(0, ...Object.values(state.popups).map((m) => m.convertedAt ?? 0));
  if (!state.convertedEmail) state.convertedEmailAt = 0;
  else if (!state.convertedEmailAt || state.convertedEmail !== previousEmail || lastConversion > state.convertedEmailAt) {
    state.convertedEmailAt = Math.max(now, lastConversion);
  }
}
