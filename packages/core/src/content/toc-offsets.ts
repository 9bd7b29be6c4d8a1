import { TOC_ACTIVE_HEADING_OFFSET, TOC_OFFSET_MIN, TOC_STICKY_DEFAULT_OFFSET } from '../constants.js';

/** A configured number of pixels, or NaN when the text is not one (an attribute may hold anything). */
function pixels(configured: unknown): number {
  if (typeof configured === 'number') return configured;
  if (typeof configured !== 'string' || configured.trim() === '') return Number.NaN;
  return Number(configured.trim().replace(/px$/i, ''));
}

/**
 * SPEC §9: the table of contents' scroll offset is used only above 30. A smaller one (or none)
 * lands the heading at the very top: a few pixels of offset would only look like a miss.
 */
export function tocScrollOffset(configured: unknown): number {
  const value = pixels(configured);
  return Number.isFinite(value) && value > TOC_OFFSET_MIN ? Math.round(value) : 0;
}

/** SPEC §9: the sticky table of contents sits 30 px below the top unless told otherwise (0 or more). */
export function stickyTocOffset(configured: unknown): number {
  const value = pixels(configured);
  return Number.isFinite(value) && value >= 0 ? Math.round(value) : TOC_STICKY_DEFAULT_OFFSET;
}

/**
 * The heading being read: the last one whose top has passed the reading line, the scroll offset
 * plus SPEC §9's 5 px (so a heading just scrolled to counts as read despite sub-pixel rounding).
 * `tops` are the headings' tops relative to the viewport, in document order; -1 before the first.
 */
export function activeHeadingIndex(tops: readonly number[], scrollOffset: number): number {
  const line = scrollOffset + TOC_ACTIVE_HEADING_OFFSET;
  let active = -1;
  tops.forEach((top, index) => {
    if (top <= line) active = index;
  });
  return active;
}

/** SPEC §4: the sticky widget is unstuck, fixed, or bottomed (held at the foot of its container). */
export type StickyState = 'unstuck' | 'fixed' | 'bottomed';

export interface StickyMeasure {
  /** Top of the box the sticky part may move in (its container), relative to the viewport. */
  containerTop: number;
  /** Bottom of that box, relative to the viewport. */
  containerBottom: number;
  /** Height of the sticky part itself. */
  height: number;
  /** How far below the viewport's top it sticks (stickyTocOffset). */
  offset: number;
}

/**
 * Unstuck while its container's top is still below the sticking line; fixed while it can stay at
 * the line; bottomed once staying there would take it past its container's bottom.
 */
export function stickyState({ containerTop, containerBottom, height, offset }: StickyMeasure): StickyState {
  if (containerTop >= offset) return 'unstuck';
  if (containerBottom - height < offset) return 'bottomed';
  return 'fixed';
}
