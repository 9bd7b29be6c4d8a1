import { CAROUSEL_SLIDES, CAROUSEL_SWIPE_THRESHOLD_PX } from '../constants.js';
import type { ContentDevice } from './devices.js';

/** Slides side by side on each kind of screen (SPEC §9: 3, tablets 2, phones 1). */
export type SlidesPerDevice = Readonly<Record<ContentDevice, number>>;
export const CAROUSEL_DEFAULT_SLIDES: SlidesPerDevice = { desktop: CAROUSEL_SLIDES.desktop, tablet: CAROUSEL_SLIDES.tablet, mobile: CAROUSEL_SLIDES.mobile };

/** A list of fewer slides than SPEC §9's minimum (2) is no carousel: it stays a list. */
export function isCarousel(slideCount: number): boolean {
  return slideCount >= CAROUSEL_SLIDES.minimum;
}

/** Slides shown at once on this device: never more than there are, never fewer than one. */
export function slidesInView(device: ContentDevice, slideCount: number, perDevice: SlidesPerDevice = CAROUSEL_DEFAULT_SLIDES): number {
  return Math.max(1, Math.min(perDevice[device], slideCount));
}

/**
 * The carousel's position is the first slide in view. The last position shows the last slide at
 * the inline end, so no empty room is ever shown after it.
 */
export function lastPosition(slideCount: number, inView: number): number {
  return Math.max(0, slideCount - inView);
}

/** Any index kept inside the carousel (a resize that shows more slides pulls the position back). */
export function clampPosition(position: number, slideCount: number, inView: number): number {
  if (!Number.isFinite(position)) return 0;
  return Math.min(Math.max(0, Math.trunc(position)), lastPosition(slideCount, inView));
}

/**
 * One step back (-1) or on (+1). At an end it stays, unless `wrap` (the loop attribute, and
 * autoplay) takes it round to the other end.
 */
export function stepPosition(position: number, step: -1 | 1, slideCount: number, inView: number, wrap: boolean): number {
  const last = lastPosition(slideCount, inView);
  const next = clampPosition(position, slideCount, inView) + step;
  if (next > last) return wrap ? 0 : last;
  if (next < 0) return wrap ? last : 0;
  return next;
}

/**
 * What a finished touch gesture asks: +1 for the next slides, -1 for the previous, 0 for nothing
 * (a tap, a short slip, or a mostly vertical move, which is the visitor scrolling the page). The
 * next slides come from the inline end: a finger moving left in a left-to-right page, right in a
 * right-to-left one.
 */
export function swipeStep(dx: number, dy: number, rtl: boolean, threshold = CAROUSEL_SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return 0;
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  const towardsStart = dx < 0;
  return towardsStart !== rtl ? 1 : -1;
}

/** Which key moves where; arrows mirror in right to left. Null: not the carousel's key. */
export function carouselKey(key: string, rtl: boolean): 'previous' | 'next' | 'first' | 'last' | null {
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  if (key === 'ArrowLeft') return rtl ? 'next' : 'previous';
  if (key === 'ArrowRight') return rtl ? 'previous' : 'next';
  return null;
}
