import { useEffect, useRef } from 'react';

/**
 * Calls `onEnded` once, `ms` after `active` turns true (the game's own animation has run), by a
 * timer rather than transitionend: an animation cut short or a reduced-motion fade fires no
 * transition event, and fake clocks drive the tests. Turning inactive arms it for a next play.
 */
export function useFinishTimer(active: boolean, ms: number, onEnded: () => void): void {
  const latest = useRef(onEnded);
  latest.current = onEnded;
  const fired = useRef(false);
  useEffect(() => {
    if (!active) {
      fired.current = false;
      return;
    }
    if (fired.current) return;
    const timer = setTimeout(() => {
      fired.current = true;
      latest.current();
    }, ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
}
