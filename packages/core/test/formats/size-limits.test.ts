import { describe, expect, it } from 'vitest';
import {
  allFormats,
  chosenSize,
  defaultHeightOf,
  defaultWidthOf,
  formatEntry,
  POPUP_TYPES,
  SINGLE_COLUMN_MAX_PX,
  SIZE_LIMITS,
  type PopupType,
} from '../../src/index.js';

describe('size limits per type (issue 23)', () => {
  it.each(POPUP_TYPES)('%s has limits, each a range from a smaller to a larger whole number', (type) => {
    const limits = SIZE_LIMITS[type];
    for (const range of [limits.width, limits.height]) {
      if (range === null) continue;
      expect(Number.isInteger(range.min) && Number.isInteger(range.max)).toBe(true);
      expect(range.min).toBeGreaterThanOrEqual(0);
      expect(range.max).toBeGreaterThan(range.min);
    }
  });

  it.each(allFormats().map((e) => [e.type, e.format] as const))("%s %s: the format's own size is within its type's limits", (type, format) => {
    const entry = formatEntry(type, format);
    const width = defaultWidthOf(entry);
    const height = defaultHeightOf(entry);
    const { width: w, height: h } = SIZE_LIMITS[type];
    if (width !== null) {
      expect(width).toBeGreaterThanOrEqual(w!.min);
      expect(width).toBeLessThanOrEqual(w!.max);
    }
    if (height !== null) {
      expect(height).toBeGreaterThanOrEqual(h!.min);
      expect(height).toBeLessThanOrEqual(h!.max);
    }
  });

  it.each<[PopupType, string, number | null, number | null]>([
    // A one-column lightbox is narrowed by the stylesheet; one with media beside it is not.
    ['lightbox', 'format_1', SINGLE_COLUMN_MAX_PX, null],
    ['lightbox', 'format_2', 800, null],
    ['gamified', 'format_3', SINGLE_COLUMN_MAX_PX, null],
    ['sside', 'format_1', 400, null],
    ['sside', 'format_3', 560, null],
    ['bside', 'format_1', 402, null],
    ['mobile', 'format_3', 390, null],
    ['browsing', 'format_1', 285, null],
    ['bar', 'format_1', null, 100],
    ['bar', 'format_2', null, 197],
    ['fullpage', 'format_1', null, null],
    ['embedded', 'format_1', null, null],
  ])('%s %s shows %s wide and at least %s tall', (type, format, width, height) => {
    const entry = formatEntry(type, format);
    expect(defaultWidthOf(entry)).toBe(width);
    expect(defaultHeightOf(entry)).toBe(height);
  });

  it.each<[unknown, number | null]>([
    [600, 600],
    [600.4, 600],
    ['640', 640],
    [100, 320],
    [99999, 1200],
    [0, null],
    [-20, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['', null],
    ['640px', null],
    [null, null],
    [undefined, null],
    [{ valueOf: () => 600 }, null],
  ])('a lightbox width of %s is used as %s', (value, used) => {
    expect(chosenSize(value, SIZE_LIMITS.lightbox.width)).toBe(used);
  });

  it('a type without a range takes no size', () => {
    expect(chosenSize(600, SIZE_LIMITS.bar.width)).toBeNull();
  });
});

describe('what a bar does to the page, by format', () => {
  it.each(
    allFormats()
      .filter((e) => e.type === 'bar')
      .map((e) => [e.format, e.orientation, e.page] as const),
  )('bar %s (%s) %s the page', (_format, orientation, page) => {
    expect(page).toBe(orientation === 'horizontal' ? 'push' : 'cover');
  });

  it('only bars touch the page', () => {
    for (const entry of allFormats().filter((e) => e.type !== 'bar')) expect(entry.page).toBeNull();
  });
});
