import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { CHAT_CLOSE_ANIMATION_MS, type ChatConfig } from '@beckon/core';
import type { BoxPhase } from './ChatBox.js';
import type { FocusTarget } from './focus-follow.js';
import type { ChatEnvironment } from './types.js';

/**
 * The box's opening and closing: by the visitor, by the owner's auto-open, by a click outside.
 * A mousedown outside `rootRef` (the whole widget) may close the box; focus returns to `buttonRef`
 * (the floating button) when the visitor closes it from the keyboard. Positional arguments: the
 * minifier shortens them, not option names, in a bundle with a byte budget.
 */
export function useBoxPhase(
  { box, button }: ChatConfig,
  env: ChatEnvironment,
  later: (ms: number, run: () => void) => void,
  scrollToNewest: () => void,
  focusNext: RefObject<FocusTarget>,
  rootRef: RefObject<HTMLDivElement | null>,
  buttonRef: RefObject<HTMLButtonElement | null>,
) {
  const [phase, setPhase] = useState<BoxPhase>('closed');
  // Read by handlers that outlive the render they were made in (the auto-open timer, key presses).
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  // SPEC §3 lazy_load: the box is not built until the visitor first opens it.
  const [built, setBuilt] = useState(box.lazy_load !== 'yes');

  const open = useCallback(
    (moveFocus: boolean) => {
      if (phaseRef.current === 'open') return;
      setBuilt(true);
      setPhase('open');
      focusNext.current = moveFocus ? { kind: 'box' } : null;
      scrollToNewest();
    },
    [scrollToNewest, focusNext],
  );

  /** SPEC §4: closing animates for 300 ms and keeps the box shut (no auto-open) for 7 days. */
  const close = useCallback(
    (returnFocus: boolean) => {
      if (phaseRef.current !== 'open') return;
      env.rememberClosed();
      setPhase('closing');
      later(CHAT_CLOSE_ANIMATION_MS, () => setPhase((current) => (current === 'closing' ? 'closed' : current)));
      if (returnFocus) buttonRef.current?.focus();
    },
    [env, later, buttonRef],
  );

  // SPEC §4 auto-open, once, unless the visitor closed the box in the last 7 days. A layout
  // effect runs as the widget mounts, so auto_delay_open counts from then, not from a frame later.
  useLayoutEffect(() => {
    if (box.auto_open !== 'yes' || button.box !== 'yes' || env.wasClosed()) return;
    const timer = window.setTimeout(() => open(false), box.auto_delay_open);
    return () => window.clearTimeout(timer);
    // The configuration does not change after mount: the timer is set once.
  }, []);

  // SPEC §4: a mousedown anywhere outside the widget closes the box when the owner allows it.
  // Listening from the commit, not a frame later: a box already painted open must already close.
  useLayoutEffect(() => {
    if (phase !== 'open' || box.allow_outside_close !== 'yes') return;
    const onMouseDown = (event: MouseEvent) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) close(false);
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [phase, box.allow_outside_close, close, rootRef]);

  const isOpen = () => phaseRef.current === 'open';
  return [phase, built, open, close, isOpen] as const;
}
