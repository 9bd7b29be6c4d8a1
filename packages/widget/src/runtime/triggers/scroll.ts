import { SCROLL_FLAG_RESET_MS, scrollPercent } from '@beckon/core';
import type { ArmTrigger } from './types.js';

/** SPEC §3 display_after_scroll_active; the scroll flag (§9) lets one check through per 300 ms. */
export const arm: ArmTrigger<'scroll'> = (trigger, fire) => {
  let flag = false;
  const check = () => {
    const el = document.documentElement;
    if (trigger.scrollableOnly && el.scrollHeight <= innerHeight) return;
    if (scrollPercent(scrollY, el.scrollHeight, innerHeight) >= trigger.percent) fire();
  };
  const onScroll = () => {
    if (flag) return;
    flag = true;
    setTimeout(() => {
      flag = false;
      check();
    }, SCROLL_FLAG_RESET_MS);
  };
  addEventListener('scroll', onScroll, { passive: true });
  check();
  return () => removeEventListener('scroll', onScroll);
};
