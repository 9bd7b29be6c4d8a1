import { describe, expect, it } from 'vitest';
import { blockKindsOf, leadPopupDesign, POPUP_TYPES, SINGLE_COLUMN_MAX_PX, type PopupRecord, type PopupType } from '@beckon/core';
import { layoutOf, pushesPage } from '../src/views/layout.js';
import { popupCss as baseCss } from '../src/views/styles.js';
import { popupCss, recordCssOf, typeCssOf } from '../src/views/index.js';
import { BLOCK_PARTS } from '../src/views/block-css.js';
import { popupRecord } from './support/view.js';

/** Issue 23: the owner's size and page effect, and the stylesheet split by type. */
const record = (type: PopupType, format = 'format_1', extra: Partial<PopupRecord> = {}, layout?: PopupRecord['design']['layout']) =>
  popupRecord({
    poptin_type: type,
    poptin_format: format as PopupRecord['poptin_format'],
    design: { ...leadPopupDesign('en'), ...(layout ? { layout } : {}) },
    ...extra,
  });

const styleOf = (r: PopupRecord) => layoutOf(r).style as Record<string, string | undefined>;

describe('the owner’s width', () => {
  it.each<[PopupType, unknown, string | undefined]>([
    ['lightbox', 640, '640px'],
    ['lightbox', 100, '320px'],
    ['lightbox', 5000, '1200px'],
    ['lightbox', '700', '700px'],
    ['lightbox', -1, undefined],
    ['lightbox', 'calc(100vw)', undefined],
    ['lightbox', '640px;background:red', undefined],
    ['sside', 9999, '720px'],
    ['mobile', 480, '480px'],
    ['bar', 640, undefined],
    ['fullpage', 640, undefined],
    ['embedded', 640, undefined],
  ])('%s given %s is %s wide', (type, width, css) => {
    const style = styleOf(record(type, 'format_1', {}, { width: width as number }));
    if (css === undefined) expect(style.maxWidth).toBeUndefined();
    else {
      expect(style['--bk-width']).toBe(css);
      // The one-column narrowing gives way to the owner's width.
      expect(style.maxWidth).toBe('none');
    }
  });

  it('leaves the format’s width alone when none is chosen', () => {
    expect(styleOf(record('lightbox'))['--bk-width']).toBe('800px');
    expect(baseCss).toContain(`max-width:${SINGLE_COLUMN_MAX_PX}px`);
  });
});

describe('the owner’s height (field_poptin_height)', () => {
  it.each<[PopupType, string, unknown, Record<string, string | undefined>]>([
    ['lightbox', 'format_1', 600, { minHeight: 'min(600px, calc(100vh - 32px))', justifyContent: 'center' }],
    ['lightbox', 'format_2', 600, { minHeight: 'min(600px, calc(100vh - 32px))', justifyContent: undefined }],
    ['lightbox', 'format_1', 5000, { minHeight: 'min(900px, calc(100vh - 32px))' }],
    ['lightbox', 'format_1', 0, { minHeight: undefined }],
    ['lightbox', 'format_1', 'tall', { minHeight: undefined }],
    ['mobile', 'format_1', 300, { minHeight: 'min(300px, 80vh)' }],
    ['bar', 'format_1', 64, { '--bk-height': '64px', minHeight: undefined }],
    ['bar', 'format_1', 10, { '--bk-height': '40px' }],
    ['bar', 'format_1', undefined, { '--bk-height': '100px' }],
    ['bside', 'format_1', 700, { minHeight: undefined }],
    ['embedded', 'format_1', 380, { minHeight: '380px' }],
  ])('%s %s given %s', (type, format, height, expected) => {
    const style = styleOf(record(type, format, { field_poptin_height: height as number }));
    for (const [key, value] of Object.entries(expected)) expect(style[key], key).toBe(value);
  });
});

describe('a bar pushes the page or covers it', () => {
  it.each<[string, PopupRecord['design']['layout'], boolean]>([
    ['format_1', undefined, true],
    ['format_7', undefined, false],
    ['format_1', { page: 'cover' }, false],
    ['format_7', { page: 'push' }, true],
    ['format_1', { page: 'sideways' as 'push' }, false],
  ])('bar %s with %j pushes: %s', (format, layout, pushes) => {
    const r = record('bar', format, {}, layout);
    expect(pushesPage(r)).toBe(pushes);
    expect(layoutOf(r).className.split(' ').includes('bk-push')).toBe(pushes);
  });

  it('never for another type', () => {
    for (const type of POPUP_TYPES.filter((t) => t !== 'bar')) expect(pushesPage(record(type, 'format_1', {}, { page: 'push' }))).toBe(false);
  });
});

describe('the stylesheet, split by type', () => {
  it('the base sheet (every first pop-up downloads it) holds no type’s own rules', () => {
    expect(baseCss).not.toMatch(/\.bk-type-/);
  });

  it.each(POPUP_TYPES)('%s carries the rules of its own type only', (type) => {
    const css = typeCssOf(type);
    if (type === 'lightbox' || type === 'gamified') expect(css).toBe('');
    else expect(css).toContain(`.bk-type-${type}`);
    // browsing shares the corner rules with the slide-in and social types
    const others = POPUP_TYPES.filter(
      (t) => t !== type && !['sside', 'social', 'browsing'].includes(t) && !(['embedded', 'content'].includes(t) && ['embedded', 'content'].includes(type)),
    );
    for (const other of others) expect(css, other).not.toContain(`.bk-type-${other}{`);
    expect(css).not.toContain('\n');
  });

  it('a type’s rules are well formed: braces balance', () => {
    for (const type of POPUP_TYPES) {
      const css = typeCssOf(type);
      expect(css.split('{').length, type).toBe(css.split('}').length);
    }
  });

  it('the whole sheet (the editor’s preview) has every type’s part', () => {
    for (const type of POPUP_TYPES) expect(popupCss).toContain(typeCssOf(type));
    expect(popupCss.startsWith(baseCss)).toBe(true);
  });
});

describe('the stylesheet, split by block (issue 22: the first download)', () => {
  const BLOCK_RULES = /\.bk-(coupon|countdown|timer|ticker|product)/;
  const design = leadPopupDesign('en');
  const withBlocks = (screens: PopupRecord['design']['screens'], mobile?: PopupRecord['design']['screens']): PopupRecord =>
    popupRecord({ design: { ...design, screens, ...(mobile ? { mobile: { screens: mobile } } : {}) } });
  const products = { kind: 'products' as const, products: [] };

  it('the base sheet (every first pop-up downloads it) holds no block’s own rules', () => {
    expect(baseCss).not.toMatch(BLOCK_RULES);
  });

  it('a lightbox with a form and a thank-you screen carries nothing beyond the base sheet', () => {
    expect(recordCssOf(popupRecord())).toBe('');
  });

  it.each<[string, PopupRecord, string[], string[]]>([
    [
      'a coupon on the thank-you screen',
      withBlocks({ main: design.screens.main, thank_you: [{ kind: 'coupon', code: 'SAVE10' }] }),
      ['.bk-coupon{'],
      ['.bk-countdown{', '.bk-product{', '.bk-ticker{'],
    ],
    [
      'a countdown, its timer styles with it',
      withBlocks({ main: [{ kind: 'countdown', ends_at: '2030-01-01T00:00:00Z' }] }),
      ['.bk-countdown{', '.bk-timer-circles'],
      ['.bk-coupon{'],
    ],
    [
      'a ticker, standing still with reduced motion',
      withBlocks({ main: [{ kind: 'ticker', messages: ['Free shipping'] }] }),
      ['@keyframes bk-ticker', 'prefers-reduced-motion'],
      ['.bk-product{'],
    ],
    [
      'product cards on the phone’s screens only',
      withBlocks({ main: design.screens.main }, { main: [products] }),
      ['.bk-products{', '@container'],
      ['.bk-coupon{'],
    ],
  ])('%s', (_, popup, present, absent) => {
    const css = recordCssOf(popup);
    for (const rule of present) expect(css).toContain(rule);
    for (const rule of absent) expect(css).not.toContain(rule);
    expect(css.split('{').length).toBe(css.split('}').length);
    expect(css).not.toContain('\n');
  });

  it('a bar with product cards: the block part first, so the bar’s own card rules win a tie', () => {
    const css = recordCssOf({ ...withBlocks({ main: [products] }), poptin_type: 'bar' });
    expect(css.indexOf('.bk-products{')).toBeGreaterThanOrEqual(0);
    expect(css.indexOf('.bk-products{')).toBeLessThan(css.indexOf('.bk-type-bar'));
    expect(css.endsWith(typeCssOf('bar'))).toBe(true);
  });

  it('a design from an older or broken record (no screens) needs no part and does not throw', () => {
    expect(blockKindsOf(undefined).size).toBe(0);
    expect(blockKindsOf({ screens: { main: undefined } }).size).toBe(0);
  });

  it('the whole sheet (the editor’s preview, the gallery) has every block’s part', () => {
    for (const part of Object.values(BLOCK_PARTS)) expect(popupCss).toContain(part.replace(/\n/g, ''));
  });
});
