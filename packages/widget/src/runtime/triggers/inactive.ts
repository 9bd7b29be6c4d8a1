import type { ArmTrigger } from './types.js';

const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/** SPEC §3 display_after_inactive_seconds_active: no input for the given time. */
export const arm: ArmTrigger<'inactive'> = (trigger, fire) => {
  let timer = setTimeout(fire, trigger.ms);
  const reset = () => {
    clearTimeout(timer);
    timer = setTimeout(fire, trigger.ms);
  };
  for (const name of ACTIVITY) addEventListener(name, reset, { passive: true, capture: true });
  return () => {
    clearTimeout(timer);
    for (const name of ACTIVITY) removeEventListener(name, reset, { capture: true });
  };
};
