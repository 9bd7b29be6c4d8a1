import { SESSION_RECORD_REFRESH_MS, SESSION_RECORD_TTL_MS } from '@beckon/core';
import { saveState, type VisitorState } from './visitor-state.js';

/**
 * SPEC §9: time on site is recorded every 20 s while the page is visible; a record older than
 * 60 s means the visitor was away, and that gap does not count as time on the website. `since`:
 * when the page started counting (the timer's chunk arrives a moment after the page).
 */
export function startSessionTimer(state: VisitorState, onTick?: () => void, since = Date.now()): () => void {
  let last = since;
  const tick = () => {
    const now = Date.now();
    const elapsed = now - last;
    last = now;
    if (document.visibilityState !== 'visible' || elapsed > SESSION_RECORD_TTL_MS) return;
    state.secondsOnSite += Math.round(elapsed / 1000);
    state.lastActiveAt = now;
    saveState();
    onTick?.();
  };
  const timer = setInterval(tick, SESSION_RECORD_REFRESH_MS);
  const onHide = () => tick();
  addEventListener('pagehide', onHide);
  return () => {
    clearInterval(timer);
    removeEventListener('pagehide', onHide);
  };
}
