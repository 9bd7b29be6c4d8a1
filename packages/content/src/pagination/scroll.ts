import { PAGINATION_SCROLL_MS } from '@beckon/core';
import { scrollToElement } from '../dom/scroll.js';

/** SPEC §9: the grid's top comes to `offset` px (160) below the viewport's top over 1000 ms. */
export function scrollToGrid(grid: HTMLElement, offset: number, smooth: boolean): void {
  scrollToElement(grid, offset, smooth, PAGINATION_SCROLL_MS);
}
