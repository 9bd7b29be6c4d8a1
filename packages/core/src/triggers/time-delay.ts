import type { Triggers } from '../types/popup.js';

/**
 * SPEC §3 display_after_sec_active: how long after boot the pop-up may show, in ms.
 * A pop-up with no time trigger is ready at once (other triggers gate it separately).
 */
export function timeTriggerDelayMs(triggers: Pick<Triggers, 'display_after_sec_active'>): number {
  const seconds = Number(triggers.display_after_sec_active ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}
