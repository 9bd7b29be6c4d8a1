import { isExitIntent, mobileExitIntent, returnedToTab } from '@beckon/core';
import type { ArmTrigger } from './types.js';

/**
 * SPEC §3 display_after_exit_website_active. Desktop: the pointer leaves through the top edge.
 * Touch screens have no pointer to leave, so a fast upward scroll (reaching for the address bar)
 * or coming back to the tab after leaving it counts as the intent to go (core's heuristics).
 */
export const arm: ArmTrigger<'exit'> = (_trigger, fire) => {
  const onMouseOut = (event: MouseEvent) => {
    if (isExitIntent({ clientY: event.clientY, relatedTarget: event.relatedTarget, kind: 'mouseout' })) fire();
  };
  const samples: Array<{ t: number; scrollY: number }> = [];
  const onScroll = () => {
    samples.push({ t: Date.now(), scrollY });
    if (samples.length > 40) samples.shift();
    if (mobileExitIntent(samples)) fire();
  };
  let hiddenAt = 0;
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') hiddenAt = Date.now();
    else if (hiddenAt && returnedToTab(Date.now() - hiddenAt)) fire();
  };
  document.addEventListener('mouseout', onMouseOut);
  addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    document.removeEventListener('mouseout', onMouseOut);
    removeEventListener('scroll', onScroll);
    document.removeEventListener('visibilitychange', onVisibility);
  };
};
