import {
  AUTO_PILOT_DESKTOP_INACTIVE_MS,
  AUTO_PILOT_MOBILE_INACTIVE_MS,
  AUTO_PILOT_MOBILE_SCROLL_PERCENT,
  AUTO_PILOT_MOBILE_TIME_ON_PAGE_MS,
} from '../constants.js';
import type { ActiveTrigger } from './triggers.js';

/** The name the view and conversion calls report when auto-pilot chose the moment. */
export const AUTO_PILOT_TRIGGER_NAME = 'auto_pilot_trigger';

/**
 * Auto-pilot (auto_pilot_trigger): Beckon picks the moment, as the peers' smart triggers do.
 *
 * Desktop: when the visitor heads for the tab bar (exit intent), the last moment a pop-up can
 * still help; a visitor who sits still that long has stopped reading, which is a moment too.
 * Touch screens have no pointer to leave with, so the first sign of real interest or of a
 * pause wins: half the page read, half a minute on it, or a while without input; the exit
 * module's touch heuristics (fast upward scroll, coming back to the tab) count as well.
 *
 * When auto-pilot is on (the widget's engine chooses), the editor's own event triggers are ignored, not combined: the owner
 * asked Beckon to choose, and OR-ing a 2-second delay would choose for Beckon. Gates (page
 * count, frequency, filters, targeting, schedule) still apply.
 */
export function autoPilotTriggers(device: 'desktop' | 'mobile'): ActiveTrigger[] {
  if (device === 'desktop') return [{ kind: 'exit' }, { kind: 'inactive', ms: AUTO_PILOT_DESKTOP_INACTIVE_MS }];
  return [
    { kind: 'time', delayMs: AUTO_PILOT_MOBILE_TIME_ON_PAGE_MS, on: 'page' },
    { kind: 'scroll', percent: AUTO_PILOT_MOBILE_SCROLL_PERCENT, scrollableOnly: true },
    { kind: 'inactive', ms: AUTO_PILOT_MOBILE_INACTIVE_MS },
    { kind: 'exit' },
  ];
}
