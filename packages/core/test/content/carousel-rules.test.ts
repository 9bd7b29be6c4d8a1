import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_SWIPE_THRESHOLD_PX,
  carouselKey,
  clampPosition,
  deviceForWidth,
  isCarousel,
  lastPosition,
  parseAutoplay,
  readCarouselConfig,
  slidesInView,
  stepPosition,
  swipeStep,
} from '../../src/index.js';

describe('slides in view (SPEC §9: 3, tablets 2, phones 1; at least 2 slides)', () => {
  it.each([
    [1280, 5, 3],
    [1025, 5, 3],
    [1024, 5, 2],
    [768, 5, 2],
    [767, 5, 1],
    [375, 5, 1],
    [1280, 2, 2],
    [900, 2, 2],
    [1280, 3, 3],
  ])('%d px wide, %d slides → %d in view', (width, count, inView) => {
    expect(slidesInView(deviceForWidth(width), count)).toBe(inView);
  });

  it('follows the publisher’s own numbers', () => {
    expect(slidesInView('desktop', 8, { desktop: 4, tablet: 3, mobile: 2 })).toBe(4);
    expect(slidesInView('mobile', 8, { desktop: 4, tablet: 3, mobile: 2 })).toBe(2);
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
    [12, true],
  ])('%d slides make a carousel: %s', (count, yes) => {
    expect(isCarousel(count)).toBe(yes);
  });
});

describe('positions: clamped, stepped, wrapped', () => {
  it.each([
    [5, 3, 2],
    [5, 1, 4],
    [3, 3, 0],
    [2, 3, 0],
  ])('%d slides, %d in view: last position %d', (count, inView, last) => {
    expect(lastPosition(count, inView)).toBe(last);
  });

  it.each([
    [-1, 5, 3, 0],
    [0, 5, 3, 0],
    [2, 5, 3, 2],
    [4, 5, 3, 2],
    [4, 5, 1, 4],
    [1.7, 5, 1, 1],
    [Number.NaN, 5, 1, 0],
  ])('position %d of %d slides, %d in view → %d', (position, count, inView, clamped) => {
    expect(clampPosition(position, count, inView)).toBe(clamped);
  });

  it.each([
    [0, 1, 5, 3, false, 1],
    [2, 1, 5, 3, false, 2],
    [2, 1, 5, 3, true, 0],
    [0, -1, 5, 3, false, 0],
    [0, -1, 5, 3, true, 2],
    [3, -1, 5, 1, false, 2],
    [4, 1, 5, 1, true, 0],
    [0, 1, 3, 3, true, 0],
    [4, 1, 5, 3, false, 2],
  ] as const)('from %d, step %d (%d slides, %d in view, wrap %s) → %d', (position, step, count, inView, wrap, next) => {
    expect(stepPosition(position, step, count, inView, wrap)).toBe(next);
  });
});

describe('swipes (a threshold of 40 px, vertical scrolling left alone, mirrored in right to left)', () => {
  it.each([
    [-60, 5, false, 1],
    [60, 5, false, -1],
    [-60, 5, true, -1],
    [60, 5, true, 1],
    [-(CAROUSEL_SWIPE_THRESHOLD_PX - 1), 0, false, 0],
    [-CAROUSEL_SWIPE_THRESHOLD_PX, 0, false, 1],
    [-60, 80, false, 0],
    [-60, -60, false, 0],
    [0, 0, false, 0],
    [Number.NaN, 0, false, 0],
  ])('dx %d, dy %d, rtl %s → %d', (dx, dy, rtl, step) => {
    expect(swipeStep(dx, dy, rtl)).toBe(step);
  });
});

describe('keys', () => {
  it.each([
    ['ArrowRight', false, 'next'],
    ['ArrowLeft', false, 'previous'],
    ['ArrowRight', true, 'previous'],
    ['ArrowLeft', true, 'next'],
    ['Home', true, 'first'],
    ['End', false, 'last'],
    ['ArrowDown', false, null],
    ['Enter', false, null],
  ])('%s (rtl %s) → %s', (key, rtl, action) => {
    expect(carouselKey(key, rtl)).toBe(action);
  });
});

describe('carousel attributes fall back, never throw', () => {
  it.each([
    [null, 0],
    ['', 6000],
    ['true', 6000],
    ['off', 0],
    ['8000', 8000],
    ['1000', 6000],
    ['600000', 6000],
    ['fast', 0],
  ])('autoplay %j → %d ms', (value, ms) => {
    expect(parseAutoplay(value)).toBe(ms);
  });

  it('reads the slides per device, loop and autoplay', () => {
    const attributes: Record<string, string> = { 'data-carousel-slides': '4', 'data-carousel-slides-tablet': '9', 'data-carousel-loop': '' };
    expect(readCarouselConfig((name) => attributes[name] ?? null)).toEqual({ slides: { desktop: 4, tablet: 2, mobile: 1 }, loop: true, autoplay: 0 });
  });
});
