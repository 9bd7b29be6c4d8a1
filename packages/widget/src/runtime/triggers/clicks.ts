import type { ArmTrigger } from './types.js';

/** SPEC §3 display_after_page_click_number_active: the Nth click anywhere on the page. */
export const arm: ArmTrigger<'clicks'> = (trigger, fire) => {
  let clicks = 0;
  const onClick = () => {
    clicks += 1;
    if (clicks >= trigger.count) fire();
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
};
