import type { ArmTrigger } from './types.js';

/** How long a blocker gets to hide the bait: cosmetic filters apply within a frame or two. */
const BAIT_CHECK_MS = 150;

/**
 * SPEC §3 display_if_adblock_active: a bait element with the class names blockers hide; if it
 * has no size after a moment, a blocker is on.
 */
export const arm: ArmTrigger<'adblock'> = (_trigger, fire) => {
  const bait = document.createElement('div');
  bait.className = 'adsbox ad-banner ad-placement pub_300x250 textads banner-ads';
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute!important;left:-9999px!important;top:-9999px!important;width:10px!important;height:10px!important';
  bait.innerHTML = '&nbsp;';
  document.body.appendChild(bait);
  const timer = setTimeout(() => {
    const hidden = bait.offsetHeight === 0 || getComputedStyle(bait).display === 'none' || getComputedStyle(bait).visibility === 'hidden';
    bait.remove();
    if (hidden) fire();
  }, BAIT_CHECK_MS);
  return () => {
    clearTimeout(timer);
    bait.remove();
  };
};
