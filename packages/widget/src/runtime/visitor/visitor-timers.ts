import { startCookieRefresh } from './cookie-refresh.js';
import { startSessionTimer } from './session-timer.js';
import type { VisitorState } from './visitor-state.js';

/** SPEC §9 timers of a page view: the 60 s cookie refresh and the 20 s session record. */
export function startVisitorTimers(state: VisitorState, visitor: string, since: number, onSessionTick: () => void): void {
  startCookieRefresh(visitor);
  startSessionTimer(state, onSessionTick, since);
}
