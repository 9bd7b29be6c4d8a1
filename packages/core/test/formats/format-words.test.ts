import { describe, expect, it } from 'vitest';
import {
  allFormats,
  describeFormat,
  formatEntry,
  formatLayoutWords,
  formatName,
  formatSizeWords,
  GAME_NAMES,
  POPUP_TYPE_NAMES,
  POPUP_TYPES,
  popupTypeName,
} from '../../src/index.js';

/** Internal codes an owner must never read: type codes, format_N, catalogue values. */
const CODES = /\b(sside|bside|fullpage|format_\d+|undefined|null|NaN|horizontal|vertical|background|none)\b/;

describe('type names (issue 23)', () => {
  it('names every type in words, as the gallery does', () => {
    expect(Object.keys(POPUP_TYPE_NAMES).sort()).toEqual([...POPUP_TYPES].sort());
    expect(POPUP_TYPE_NAMES).toMatchObject({ sside: 'Slide-in', bside: 'Side bar', fullpage: 'Full page', mobile: 'Mobile banner' });
  });

  it('shows a type it does not know as sent, and never reads a prototype key', () => {
    expect(popupTypeName('sside')).toBe('Slide-in');
    expect(popupTypeName('hologram')).toBe('hologram');
    expect(popupTypeName('constructor')).toBe('constructor');
  });
});

describe('formats in words', () => {
  it('says a slide-in as the issue does', () => {
    expect(formatName('sside', 'format_1')).toBe('Slide-in, format 1, picture on top, 400 × 480');
    expect(formatLayoutWords(formatEntry('sside', 'format_3'))).toBe('picture on the left, 560 × 340');
  });

  it.each([
    ['bar', 'format_1', 'full width × 100'],
    ['bside', 'format_1', '402 × full height'],
    ['fullpage', 'format_1', 'the whole window'],
    ['embedded', 'format_1', 'as wide as its container'],
    ['content', 'format_1', 'as wide as its container'],
    ['mobile', 'format_3', '390 × 242'],
    ['browsing', 'format_1', '285 × 186'],
  ] as const)('%s %s is %s', (type, format, size) => {
    expect(formatSizeWords(formatEntry(type, format))).toBe(size);
  });

  it('names the game of a gamified format where a picture would be', () => {
    expect(describeFormat('gamified', 'format_1')).toBe(`Gamified, ${GAME_NAMES.wheel.toLowerCase()} on the left, 800 × 500`);
    expect(describeFormat('gamified', 'format_2')).toBe('Gamified, scratch card on the right, 800 × 500');
    expect(describeFormat('gamified', 'format_3')).toBe('Gamified, gift box on top, 800 × 500');
  });

  it('says a form on one line', () => {
    expect(describeFormat('bar', 'format_1')).toBe('Bar, no picture, form on one line, full width × 100');
  });

  it('tells apart two formats that read the same by their number, and only those', () => {
    // Slide-in 1 and 5 both have the picture on top at 400 × 480; 16 is the only one of its kind.
    expect(describeFormat('sside', 'format_1')).toBe('Slide-in, picture on top, 400 × 480, format 1');
    expect(describeFormat('sside', 'format_5')).toBe('Slide-in, picture on top, 400 × 480, format 5');
    expect(describeFormat('sside', 'format_16')).toBe('Slide-in, picture behind, form on one line, 400 × 480');
  });

  it.each(POPUP_TYPES)('%s: every format reads differently from the others of its type, in words only', (type) => {
    const entries = allFormats().filter((e) => e.type === type);
    const described = entries.map((e) => describeFormat(type, e.format));
    expect(new Set(described).size).toBe(entries.length);
    const named = entries.map((e) => formatName(type, e.format));
    expect(new Set(named).size).toBe(entries.length);
    for (const words of [...described, ...named]) {
      expect(words).not.toMatch(CODES);
      expect(words.startsWith(POPUP_TYPE_NAMES[type])).toBe(true);
    }
  });

  it("reads an unknown format as the type's first, as the catalogue lays it out", () => {
    expect(formatName('lightbox', 'format_99')).toBe(formatName('lightbox', 'format_1'));
  });
});
