import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { BACKGROUND_CLICK_RECHECK_MS } from '@beckon/core';
import { holdsEdits } from './form-values.js';

/** What the pop-up tells the hook while it runs; read when the re-check fires, not when the click came. */
export interface BackgroundCloseState {
  /** SPEC §3 poptin_design_close_on_screen_click, and nothing (content lock, the X's countdown) forbids closing */
  enabled: boolean;
  /** the form was sent: what the visitor typed is kept, so it no longer holds the pop-up open */
  saved: boolean;
  /** when the visitor first saw the pop-up (the server's first paint, when there was one) */
  shownAt: number;
}

/** Signs that the visitor is working with the pop-up rather than trying to leave it. */
const INTERACTIONS = ['pointerdown', 'keydown', 'input', 'change'] as const;
/** Signs that the form holds something of the visitor's own. */
const EDITS = ['input', 'change'] as const;

/**
 * SPEC §9 "background click re-checks after 1 s", for poptin_design_close_on_screen_click. A click
 * on the page behind a modal pop-up only asks to close it; the pop-up closes
 * BACKGROUND_CLICK_RECHECK_MS later, and only if at that moment
 *  - the click did not come within the pop-up's first BACKGROUND_CLICK_RECHECK_MS on screen (it
 *    was aimed at the page the pop-up had just covered),
 *  - the visitor has not pressed, typed or chosen anything inside the pop-up since the click,
 *  - the form holds nothing the visitor typed or chose, unless it was already sent (a half-filled
 *    form is never thrown away by a click beside it; the X, Skip and Escape still close it), and
 *  - closing is still allowed and the pop-up is still open (the caller's close ignores a second close).
 * Returns the overlay's click handler.
 */
export function useBackgroundClose(
  dialogRef: RefObject<HTMLElement | null>,
  state: BackgroundCloseState,
  close: () => void,
): (event: { target: EventTarget | null; currentTarget: EventTarget | null }) => void {
  const latest = useRef({ state, close });
  latest.current = { state, close };
  const edited = useRef(false);
  const lastInteraction = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<number | undefined>(undefined);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Typed into the first paint before the view hydrated, with no listener to see it.
    if (holdsEdits(dialog)) edited.current = true;
    const interacted = () => {
      lastInteraction.current = Date.now();
    };
    const edit = () => {
      edited.current = true;
    };
    INTERACTIONS.forEach((type) => dialog.addEventListener(type, interacted, true));
    EDITS.forEach((type) => dialog.addEventListener(type, edit, true));
    return () => {
      INTERACTIONS.forEach((type) => dialog.removeEventListener(type, interacted, true));
      EDITS.forEach((type) => dialog.removeEventListener(type, edit, true));
      clearTimeout(pending.current);
    };
  }, [dialogRef]);

  return useCallback((event) => {
    // Only the overlay itself: a click inside the pop-up bubbles here too.
    if (event.target !== event.currentTarget) return;
    const clickedAt = Date.now();
    if (!latest.current.state.enabled || clickedAt - latest.current.state.shownAt < BACKGROUND_CLICK_RECHECK_MS) return;
    clearTimeout(pending.current);
    pending.current = window.setTimeout(() => {
      pending.current = undefined;
      const { state: now, close: closeNow } = latest.current;
      if (!now.enabled || lastInteraction.current >= clickedAt || (edited.current && !now.saved)) return;
      closeNow();
    }, BACKGROUND_CLICK_RECHECK_MS);
  }, []);
}
