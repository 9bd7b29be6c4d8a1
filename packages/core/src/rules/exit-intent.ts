/**
 * SPEC §3 display_after_exit_website_active: signs that the visitor is about to leave.
 *
 * Desktop: the pointer leaves the document through its top edge, towards the tabs, the
 * address bar and the close button.
 *
 * Mobile has no pointer, so a fast upward scroll after reading down the page stands in for
 * it: it is how a phone user brings back the address bar and the browser's back button.
 *
 * Coming back to the tab after leaving it counts too (returnedToTab): switching tabs or apps
 * is the commonest way a visitor leaves to compare prices or look elsewhere, and a pop-up
 * shown as the tab goes hidden is never seen: the return is the first moment it can be. Short absences (a notification, copying a code,
 * a password manager) are routine on phones and say nothing about leaving, so they do not count.
 */

/**
 * Fast browsers report the last pointer position a few pixels inside the page before it
 * leaves, so "through the top" is any exit within this many px of the top edge. Small
 * enough that leaving through a side edge below the header does not count.
 */
export const EXIT_INTENT_TOP_EDGE_PX = 10;

/** A `mouseout` event as the runtime sees it: relatedTarget null means it left the document. */
export interface PointerExitEvent {
  clientY: number;
  relatedTarget: unknown;
  kind: 'mouseout';
}

export function isExitIntent(event: PointerExitEvent): boolean {
  if (event.kind !== 'mouseout') return false;
  if (event.relatedTarget !== null && event.relatedTarget !== undefined) return false;
  return Number.isFinite(event.clientY) && event.clientY <= EXIT_INTENT_TOP_EDGE_PX;
}

/** Thresholds of the mobile exit heuristic. */
export interface MobileExitThresholds {
  /** the visitor must have read at least this far down (px from the top) */
  minDepthPx: number;
  /** the upward scroll must cover at least this many px ... */
  minUpwardPx: number;
  /** ... within this many ms */
  withinMs: number;
}

/**
 * - 400 px of depth: about one phone screen; an upward flick before that is still settling
 *   at the top of the page, not leaving.
 * - 200 px upwards: a deliberate flick; reading adjustments move a few dozen px.
 * - 300 ms: a flick, not a slow scroll back to re-read a paragraph.
 */
export const MOBILE_EXIT_INTENT: Readonly<MobileExitThresholds> = { minDepthPx: 400, minUpwardPx: 200, withinMs: 300 };

export interface ScrollSample {
  t: number;
  scrollY: number;
}

/**
 * Mobile exit intent, judged at the newest scroll sample: within the last `withinMs` the page
 * moved up by at least `minUpwardPx`, after the visitor had been at least `minDepthPx` down.
 * Samples may come in any order; unreadable samples are ignored.
 */
export function mobileExitIntent(samples: ReadonlyArray<ScrollSample>, thresholds: Readonly<MobileExitThresholds> = MOBILE_EXIT_INTENT): boolean {
  const ordered = samples.filter((sample) => Number.isFinite(sample.t) && Number.isFinite(sample.scrollY)).sort((a, b) => a.t - b.t);
  const newest = ordered.at(-1);
  if (!newest) return false;
  let deepest = Number.NEGATIVE_INFINITY;
  for (const sample of ordered) {
    deepest = Math.max(deepest, sample.scrollY);
    const recent = newest.t - sample.t <= thresholds.withinMs;
    if (recent && deepest >= thresholds.minDepthPx && sample.scrollY - newest.scrollY >= thresholds.minUpwardPx) return true;
  }
  return false;
}

/**
 * A glance at a notification or a copy from another app takes a second or two; leaving to
 * look something up takes longer. Absences shorter than this are not a return.
 */
export const RETURN_TO_TAB_MIN_AWAY_MS = 5000;

/** The visitor came back to the tab after being away long enough to have left (see above). */
export function returnedToTab(hiddenForMs: number): boolean {
  return Number.isFinite(hiddenForMs) && hiddenForMs >= RETURN_TO_TAB_MIN_AWAY_MS;
}
