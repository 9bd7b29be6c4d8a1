import { MESSAGE_FADE_MS } from '@beckon/core';

/**
 * The bar's live region (role=status): what an action did ('Link copied.') is said to screen
 * readers and shown beside the bar, then fades after SPEC §9's 5 s. It floats, so showing it
 * moves nothing on the page.
 */
export function statusRegion(bar: HTMLElement): (message: string) => void {
  const region = document.createElement('span');
  region.className = 'beckon-share__status';
  region.setAttribute('role', 'status');
  bar.appendChild(region);
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (message) => {
    clearTimeout(timer);
    region.textContent = message;
    region.classList.add('beckon-share__status--shown');
    timer = setTimeout(() => {
      region.classList.remove('beckon-share__status--shown');
      region.textContent = '';
    }, MESSAGE_FADE_MS);
  };
}
