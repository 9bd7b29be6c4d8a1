import { describe, expect, it } from 'vitest';
import {
  activeHeadingIndex,
  headingSlug,
  stickyState,
  stickyTocOffset,
  TOC_SCROLL_MS,
  tocCookieName,
  tocHiddenFromCookie,
  tocScrollOffset,
  tocToggleCookie,
  uniqueSlug,
} from '../../src/index.js';

describe('tocScrollOffset (SPEC §9: the offset is used only above 30)', () => {
  it.each([
    [undefined, 0],
    [null, 0],
    ['', 0],
    ['0', 0],
    ['29', 0],
    ['30', 0],
    ['31', 31],
    [31, 31],
    ['80px', 80],
    [' 120 ', 120],
    ['45.6', 46],
    ['-50', 0],
    ['eighty', 0],
    ['Infinity', 0],
    [Number.NaN, 0],
    [{}, 0],
  ])('%j → %d', (configured, offset) => {
    expect(tocScrollOffset(configured)).toBe(offset);
  });

  it('scrolls for 500 ms (SPEC §9)', () => {
    expect(TOC_SCROLL_MS).toBe(500);
  });
});

describe('stickyTocOffset (SPEC §9: default sticky offset 30)', () => {
  it.each([
    [null, 30],
    ['', 30],
    ['x', 30],
    ['-1', 30],
    ['0', 0],
    ['12', 12],
    ['64px', 64],
  ])('%j → %d', (configured, offset) => {
    expect(stickyTocOffset(configured)).toBe(offset);
  });
});

describe('activeHeadingIndex (SPEC §9: active heading offset 5)', () => {
  const tops = [-400, -10, 4, 5, 6, 300];
  it.each([
    // offset 0: the reading line is at 5 px
    [[], 0, -1],
    [[120, 800], 0, -1],
    [[5, 800], 0, 0],
    [[5.5, 800], 0, -1],
    [tops, 0, 3],
    // offset 80: the line is at 85 px
    [[84, 86], 80, 0],
    [[85, 86], 80, 0],
    [[-900, -300, 85.1], 80, 1],
  ])('tops %j, offset %d → %d', (list, offset, index) => {
    expect(activeHeadingIndex(list, offset)).toBe(index);
  });
});

describe('stickyState (SPEC §4: unstuck, fixed, bottomed)', () => {
  it.each([
    [{ containerTop: 200, containerBottom: 2000, height: 300, offset: 30 }, 'unstuck'],
    [{ containerTop: 30, containerBottom: 2000, height: 300, offset: 30 }, 'unstuck'],
    [{ containerTop: 29, containerBottom: 2000, height: 300, offset: 30 }, 'fixed'],
    [{ containerTop: -1200, containerBottom: 330, height: 300, offset: 30 }, 'fixed'],
    [{ containerTop: -1200, containerBottom: 329, height: 300, offset: 30 }, 'bottomed'],
    [{ containerTop: -3000, containerBottom: -100, height: 300, offset: 0 }, 'bottomed'],
  ] as const)('%j → %s', (measure, state) => {
    expect(stickyState(measure)).toBe(state);
  });
});

describe('the toggle cookie (SPEC §4: index prefix + ezTOC_hidetoc, 1 for hidden, 30 days, path /, SameSite=Strict)', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);

  it.each([
    [0, '0ezTOC_hidetoc'],
    [1, '1ezTOC_hidetoc'],
    [12, '12ezTOC_hidetoc'],
    [-1, '0ezTOC_hidetoc'],
    [1.5, '0ezTOC_hidetoc'],
  ])('table %d is named %s', (index, name) => {
    expect(tocCookieName(index)).toBe(name);
  });

  it.each([
    [true, false, '0ezTOC_hidetoc=1; expires=Fri, 31 Jan 2025 12:00:00 GMT; path=/; SameSite=Strict'],
    [false, false, '0ezTOC_hidetoc=0; expires=Fri, 31 Jan 2025 12:00:00 GMT; path=/; SameSite=Strict'],
    [true, true, '0ezTOC_hidetoc=1; expires=Fri, 31 Jan 2025 12:00:00 GMT; path=/; SameSite=Strict; Secure'],
  ])('hidden %s, https %s → %s', (hidden, secure, cookie) => {
    expect(tocToggleCookie('0ezTOC_hidetoc', hidden, now, secure)).toBe(cookie);
  });

  it.each([
    ['1', false, true],
    ['1', true, true],
    ['0', true, false],
    ['0', false, false],
    [null, true, true],
    [null, false, false],
    [undefined, true, true],
    ['yes', false, false],
    ['', true, true],
  ])('cookie %j with hidden-by-default %s → hidden %s', (value, byDefault, hidden) => {
    expect(tocHiddenFromCookie(value, byDefault)).toBe(hidden);
  });
});

describe('headingSlug (stable, Hebrew-safe anchors)', () => {
  it.each([
    ['Dial in the grind', 'dial-in-the-grind'],
    ['  Dose, grind & time!  ', 'dose-grind-time'],
    ['18 g in, 36 g out', '18-g-in-36-g-out'],
    ['Crème brûlée', 'creme-brulee'],
    ['טחינה עדינה', 'טחינה-עדינה'],
    ['שָׁלוֹם עוֹלָם', 'שלום-עולם'],
    ['Step 2: מים', 'step-2-מים'],
    ['???', 'section'],
    ['', 'section'],
    ['a'.repeat(80), 'a'.repeat(60)],
    [`${'word '.repeat(20)}`, Array(12).fill('word').join('-')],
  ])('%j → %j', (text, slug) => {
    expect(headingSlug(text)).toBe(slug);
  });

  it('gives the next free anchor, in order', () => {
    const taken = new Set(['grind', 'grind-2']);
    expect(uniqueSlug('dose', (id) => taken.has(id))).toBe('dose');
    expect(uniqueSlug('grind', (id) => taken.has(id))).toBe('grind-3');
  });

  it('stops looking on a page where every anchor seems taken', () => {
    expect(uniqueSlug('x', () => true)).toBe('x-10000');
  });
});
