import { activeHeadingIndex, stickyState, type StickyState } from '@beckon/core';
import type { TocEntry } from './headings.js';

/** Marks the link of the heading being read (aria-current=location), for sight and for screen readers. */
export function activeMarker(entries: readonly TocEntry[], scrollOffset: number): () => void {
  let current = -2;
  return () => {
    const index = activeHeadingIndex(
      entries.map((entry) => entry.heading.getBoundingClientRect().top),
      scrollOffset,
    );
    if (index === current) return;
    entries[current]?.link.removeAttribute('aria-current');
    entries[current]?.link.classList.remove('beckon-toc__link--active');
    entries[index]?.link.setAttribute('aria-current', 'location');
    entries[index]?.link.classList.add('beckon-toc__link--active');
    current = index;
  };
}

/**
 * The sticky version (SPEC §4): unstuck in its place, fixed below the top while its container
 * scrolls by, bottomed at the container's foot. Fixed and bottomed keep the width it had in
 * place. It leaves the flow when fixed, so it should be alone in its container (a sidebar).
 */
export function stickyKeeper(nav: HTMLElement, container: HTMLElement, offset: number, sticksHere: () => boolean): () => void {
  let state: StickyState = 'unstuck';
  let width = 0;
  // The bottomed state is placed against the container; a positioned one keeps its own position.
  const position = getComputedStyle(container).position;
  if (!position || position === 'static') container.style.position = 'relative';
  return () => {
    const box = container.getBoundingClientRect();
    if (state === 'unstuck') width = nav.getBoundingClientRect().width;
    // On a device it does not stick on (the window narrowed), it goes back to its place.
    const next = sticksHere() ? stickyState({ containerTop: box.top, containerBottom: box.bottom, height: nav.offsetHeight, offset }) : 'unstuck';
    if (next === state) return;
    state = next;
    nav.dataset.tocState = next;
    nav.classList.toggle('beckon-toc--fixed', next === 'fixed');
    nav.classList.toggle('beckon-toc--bottomed', next === 'bottomed');
    nav.style.top = next === 'fixed' ? `${offset}px` : '';
    nav.style.width = next === 'unstuck' ? '' : `${width}px`;
  };
}
