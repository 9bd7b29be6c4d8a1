import { describe, expect, it } from 'vitest';
import { deviceForWidth, flagAttribute, integerAttribute, parseDevices, parseHeadingLevels, readTocConfig, selectorAttribute } from '../../src/index.js';

describe('attribute values fall back, never throw', () => {
  it.each([
    [null, true, true],
    [null, false, false],
    ['', false, true],
    ['true', false, true],
    ['YES', false, true],
    ['1', false, true],
    ['false', true, false],
    ['off', true, false],
    ['maybe', true, true],
    ['maybe', false, false],
  ])('flag %j (default %s) → %s', (value, fallback, flag) => {
    expect(flagAttribute(value, fallback)).toBe(flag);
  });

  it.each([
    [null, 0],
    ['8', 8],
    [' 8 ', 8],
    ['8.5', 0],
    ['-3', 0],
    ['501', 0],
    ['lots', 0],
  ])('show-more %j → %d', (value, number) => {
    expect(integerAttribute(value, 0, 0, 500)).toBe(number);
  });

  it.each([
    [null, null],
    ['  ', null],
    ['.post-body', '.post-body'],
    ['x'.repeat(201), null],
  ])('selector %j → %j', (value, selector) => {
    expect(selectorAttribute(value)).toBe(selector);
  });
});

describe('heading levels', () => {
  it.each([
    [null, [2, 3]],
    ['', [2, 3]],
    ['2-4', [2, 3, 4]],
    ['4-2', [2, 3, 4]],
    ['h2,h4', [2, 4]],
    ['3 2 3', [2, 3]],
    ['1-6', [1, 2, 3, 4, 5, 6]],
    ['7', [2, 3]],
    ['h0 banana', [2, 3]],
  ])('%j → %j', (value, levels) => {
    expect(parseHeadingLevels(value)).toEqual(levels);
  });
});

describe('devices by width (Beckon: phone to 767 px, tablet to 1024 px)', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [Number.NaN, 'mobile'],
  ])('%d → %s', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });

  it.each([
    [null, []],
    ['mobile', ['mobile']],
    ['Tablet, mobile', ['mobile', 'tablet']],
    ['phone desktop', ['desktop']],
  ])('%j → %j', (value, devices) => {
    expect(parseDevices(value)).toEqual(devices);
  });
});

describe('readTocConfig', () => {
  it.each([
    [null, []],
    ['', ['mobile', 'tablet', 'desktop']],
    ['true', ['mobile', 'tablet', 'desktop']],
    ['false', []],
    ['desktop', ['desktop']],
    ['tablet desktop', ['tablet', 'desktop']],
    ['sideways', []],
  ])('data-toc-sticky=%j sticks on %j', (value, devices) => {
    expect(readTocConfig((name) => (name === 'data-toc-sticky' ? value : null)).stickyOn).toEqual(devices);
  });

  it('has safe defaults on a bare element', () => {
    expect(readTocConfig(() => null)).toEqual({
      levels: [2, 3],
      source: null,
      scrollOffset: 0,
      smoothScroll: true,
      hiddenByDefault: false,
      hiddenOn: [],
      stickyOn: [],
      stickyOffset: 30,
      affix: null,
      showMore: 0,
    });
  });

  it('reads every data-toc-* attribute, and a hostile one falls back', () => {
    const attributes: Record<string, string> = {
      'data-toc-levels': '2-4',
      'data-toc-source': '#post',
      'data-toc-offset': '72',
      'data-toc-smooth': 'false',
      'data-toc-hidden': '',
      'data-toc-hidden-on': 'mobile tablet',
      'data-toc-sticky': 'true',
      'data-toc-sticky-offset': '<script>',
      'data-toc-affix': '.layout',
      'data-toc-show-more': '6',
    };
    expect(readTocConfig((name) => attributes[name] ?? null)).toEqual({
      levels: [2, 3, 4],
      source: '#post',
      scrollOffset: 72,
      smoothScroll: false,
      hiddenByDefault: true,
      hiddenOn: ['mobile', 'tablet'],
      stickyOn: ['mobile', 'tablet', 'desktop'],
      stickyOffset: 30,
      affix: '.layout',
      showMore: 6,
    });
  });
});
