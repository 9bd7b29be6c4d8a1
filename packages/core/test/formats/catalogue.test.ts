import { describe, expect, it } from 'vitest';
import { allFormats, CLOSE_ICON_BASE_PX, CLOSE_ICON_ENLARGED_PX, formatEntry, FORMAT_COUNTS, POPUP_TYPES, type PopupType } from '../../src/index.js';

describe('format catalogue (SPEC §1 counts)', () => {
  it.each(POPUP_TYPES)('%s has exactly its formats, numbered 1..N', (type) => {
    const entries = allFormats().filter((e) => e.type === type);
    const count = FORMAT_COUNTS[type] ?? 1;
    expect(entries.map((e) => e.format)).toEqual(Array.from({ length: count }, (_, i) => `format_${i + 1}`));
  });

  it('holds 117 numbered formats plus the one content format', () => {
    expect(allFormats()).toHaveLength(117 + 1);
  });

  it.each(POPUP_TYPES)('%s: neighbouring formats look different', (type) => {
    const entries = allFormats().filter((e) => e.type === type);
    for (let i = 1; i < entries.length; i++) {
      const [a, b] = [entries[i - 1]!, entries[i]!];
      expect([a.media, a.align, a.fields, a.orientation, a.height]).not.toEqual([b.media, b.align, b.fields, b.orientation, b.height]);
    }
  });

  it.each(POPUP_TYPES)('%s: media beside the content means a horizontal format', (type) => {
    for (const e of allFormats().filter((f) => f.type === type)) {
      if (e.media === 'left' || e.media === 'right') expect(e.orientation).toBe('horizontal');
      if (e.media === 'top' || e.media === 'bottom') expect(e.orientation).toBe('vertical');
    }
  });
});

describe('default sizes (SPEC §9)', () => {
  it.each([
    ['lightbox', 'format_5', 800, 500],
    ['gamified', 'format_2', 800, 500],
    ['bar', 'format_1', 1920, 100],
    ['bar', 'format_2', 1920, 197],
    ['bar', 'format_3', 1920, 50],
    ['bar', 'format_4', 1920, 105],
    ['bar', 'format_5', 1920, 100],
    ['browsing', 'format_1', 285, 186],
    ['bside', 'format_9', 402, 1080],
    ['fullpage', 'format_4', '100%', '100%'],
    ['mobile', 'format_1', 483, 150],
    ['mobile', 'format_3', 390, 242],
    ['mobile', 'format_8', 390, 242],
    ['mobile', 'format_9', 483, 150],
    ['embedded', 'format_2', '100%', 'auto'],
  ] as const)('%s %s is %s x %s', (type, format, width, height) => {
    expect(formatEntry(type, format)).toMatchObject({ width, height });
  });
});

describe('close icon by last-format threshold (SPEC §9)', () => {
  it.each([
    ['lightbox', 6, CLOSE_ICON_BASE_PX],
    ['lightbox', 7, CLOSE_ICON_ENLARGED_PX],
    ['mobile', 5, CLOSE_ICON_BASE_PX],
    ['mobile', 6, CLOSE_ICON_ENLARGED_PX],
    ['fullpage', 4, CLOSE_ICON_BASE_PX],
    ['fullpage', 5, CLOSE_ICON_ENLARGED_PX],
    ['browsing', 1, CLOSE_ICON_BASE_PX],
    ['browsing', 2, CLOSE_ICON_ENLARGED_PX],
    ['sside', 4, CLOSE_ICON_BASE_PX],
    ['sside', 5, CLOSE_ICON_ENLARGED_PX],
    ['bside', 3, CLOSE_ICON_BASE_PX],
    ['bside', 4, CLOSE_ICON_ENLARGED_PX],
    ['social', 4, CLOSE_ICON_BASE_PX],
    ['social', 5, CLOSE_ICON_ENLARGED_PX],
    ['bar', 5, CLOSE_ICON_BASE_PX],
    ['bar', 6, CLOSE_ICON_ENLARGED_PX],
    ['embedded', 7, CLOSE_ICON_BASE_PX],
    ['gamified', 3, CLOSE_ICON_BASE_PX],
  ] as Array<[PopupType, number, number]>)('%s format_%i: %i px', (type, number, px) => {
    expect(formatEntry(type, `format_${number}`).closeIconPx).toBe(px);
  });
});

it('falls back to format_1 for a format the type does not have', () => {
  expect(formatEntry('gamified', 'format_9')).toEqual(formatEntry('gamified', 'format_1'));
});
