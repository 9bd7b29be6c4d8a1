import { TOC_SCROLL_MS } from '@beckon/core';
import { scrollToElement } from '../dom/scroll.js';

/** SPEC §9: the heading comes to `offset` px below the top over 500 ms. */
export function scrollToHeading(heading: HTMLElement, offset: number, smooth: boolean): void {
  scrollToElement(heading, offset, smooth, TOC_SCROLL_MS);
}

/** Keyboard and screen-reader users continue from the heading they jumped to. */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
