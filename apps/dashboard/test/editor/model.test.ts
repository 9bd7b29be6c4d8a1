import { describe, expect, it } from 'vitest';
import { leadPopupDesign, type ScreenName } from '@beckon/core';
import { pickerHex, withPicked } from '../../src/editor/colour.js';
import { getIn, moveItem, sameData, setIn } from '../../src/editor/model.js';
import { previewRecord, sampleResult } from '../../src/editor/preview-record.js';
import { screenOf, tabOf } from '../../src/editor/tabs.js';
import { demoPopup } from './support.js';

describe('setIn', () => {
  it.each([
    { root: { a: 1 }, path: 'a', value: 2, expected: { a: 2 } },
    { root: {}, path: 'a.b', value: 'x', expected: { a: { b: 'x' } } },
    { root: {}, path: 'list.0.name', value: 'n', expected: { list: [{ name: 'n' }] } },
    { root: { a: { b: 1, c: 2 } }, path: 'a.b', value: undefined, expected: { a: { c: 2 } } },
    { root: { l: ['x', 'y'] }, path: 'l.1', value: 'z', expected: { l: ['x', 'z'] } },
  ])('$path = $value', ({ root, path, value, expected }) => {
    const before = structuredClone(root);
    expect(setIn(root, path, value)).toEqual(expected);
    expect(root).toEqual(before);
  });

  it('shares untouched branches', () => {
    const root = { a: { deep: [1] }, b: { c: 1 } };
    const next = setIn(root, 'b.c', 2);
    expect(next.a).toBe(root.a);
    expect(getIn(next, 'b.c')).toBe(2);
  });
});

describe('moveItem', () => {
  it.each([
    { from: 0, to: 1, expected: ['b', 'a', 'c'] },
    { from: 2, to: 0, expected: ['c', 'a', 'b'] },
    { from: 0, to: -1, expected: ['a', 'b', 'c'] },
    { from: 2, to: 3, expected: ['a', 'b', 'c'] },
  ])('$from → $to', ({ from, to, expected }) => {
    expect(moveItem(['a', 'b', 'c'], from, to)).toEqual(expected);
  });
});

describe('sameData', () => {
  it.each([
    { a: { x: 1, y: [1, 2] }, b: { y: [1, 2], x: 1 }, same: true },
    { a: { x: 1, gone: undefined }, b: { x: 1 }, same: true },
    { a: { x: 1 }, b: { x: '1' }, same: false },
    { a: [1, 2], b: [2, 1], same: false },
    { a: { x: [] }, b: { x: {} }, same: false },
  ])('$a vs $b', ({ a, b, same }) => expect(sameData(a, b)).toBe(same));
});

describe('where a problem is shown', () => {
  it.each([
    ['design.screens.main.2.fields.0.label', 'content', 'main'],
    ['design.mobile.screens.thank_you.0.text', 'mobile', 'thank_you'],
    ['design.theme.accent', 'design', null],
    ['design_properties.poptin_design_redirect_url', 'design', null],
    ['design_properties.switch_mobile_editor', 'mobile', null],
    ['design_properties.shopify_add_to_cart_3.button_text', 'store', null],
    ['shopify_product_settings.buttons_action', 'store', null],
    ['wix_cart_trigger_cart_spec_value', 'store', null],
    ['display_after_scroll_active', 'triggers', null],
    ['cookie_filter.0.cookie_name_pair', 'filters', null],
    ['engagement_with_other_poptin_filter', 'filters', null],
    ['d_f_a', 'frequency', null],
    ['schedule.hours.from', 'targeting', null],
    ['targeting.urls.1.value', 'targeting', null],
    ['design.teaser.label', 'teaser', null],
    ['design.lang', 'language', null],
    ['prizes.2.chances', 'prizes', null],
  ])('%s → %s tab', (path, tab, screen) => {
    expect(tabOf(path)).toBe(tab);
    expect(screenOf(path)).toBe(screen);
  });
});

describe('colour picker', () => {
  it.each([
    ['#4338CA', '#4338ca'],
    ['#fff', '#ffffff'],
    ['rgba(15, 18, 30, 0.6)', '#0f121e'],
    ['rgb(255 0 0)', '#ff0000'],
    ['tomato', null],
  ])('%s shows as %s', (colour, hex) => expect(pickerHex(colour)).toBe(hex));
  it.each([
    ['rgba(15, 18, 30, 0.6)', '#ff0000', 'rgba(255, 0, 0, 0.6)'],
    ['#000000', '#ff0000', '#ff0000'],
    ['rgb(1, 2, 3)', '#ff0000', '#ff0000'],
  ])('%s picked %s → %s', (colour, picked, result) => expect(withPicked(colour, picked)).toBe(result));
});

describe('the preview record', () => {
  const gamified = () => {
    const popup = demoPopup({ type: 'gamified' });
    const design = leadPopupDesign('en');
    design.screens.winning = [
      { kind: 'heading', text: 'You won {{prize_label}}' },
      { kind: 'coupon', code: '{{prize_code}}' },
    ];
    design.screens.play = [{ kind: 'text', text: 'Spin the wheel' }];
    return {
      popup,
      draft: {
        name: 'Wheel',
        settings: {
          ...popup.settings,
          design,
          prizes: [
            {
              label: 'Nothing',
              code: '',
              chances: 50,
              loosing_option: true,
              is_winner: false,
              prize_id: 'p0',
              redirect_to: false,
              redirect_to_options: { redirect_to_url: '', redirect_close: false, redirect_close_delay: 0 },
            },
            {
              label: '10% off',
              code: 'WIN10',
              chances: 50,
              loosing_option: false,
              is_winner: true,
              prize_id: 'p1',
              redirect_to: false,
              redirect_to_options: { redirect_to_url: '', redirect_close: false, redirect_close_delay: 0 },
            },
          ],
        },
      },
    };
  };
  it.each<ScreenName>(['main', 'play', 'winning', 'losing'])('%s: the screens stay as designed, in the chosen language', (screen) => {
    const { popup, draft } = gamified();
    const record = previewRecord(popup, draft, screen, 'he');
    expect(record.design.screens).toEqual(draft.settings.design.screens);
    expect(record.design.lang).toBe('he');
    expect(record.poptin_name).toBe('Wheel');
  });
  it('carries the prizes as the display call does: slices, no codes or chances', () => {
    const { popup, draft } = gamified();
    expect(previewRecord(popup, draft, 'winning', 'en').prizes).toEqual([
      { prize_id: 'p0', label: 'Nothing' },
      { prize_id: 'p1', label: '10% off' },
    ]);
    expect(JSON.stringify(previewRecord(popup, draft, 'play', 'en'))).not.toContain('WIN10');
    expect('prizes' in previewRecord(demoPopup(), { name: 'Box', settings: demoPopup().settings }, 'main', 'en')).toBe(false);
  });
  it('shows the teaser tab without the form behind it', () => {
    const { popup, draft } = gamified();
    expect(previewRecord(popup, draft, 'teaser', 'en').design.screens.main).toEqual([]);
  });
});

describe('the sample result of a still game screen', () => {
  const prize = (prize_id: string, code: string, winning: boolean) => ({
    label: `Prize ${prize_id}`,
    code,
    chances: 10,
    loosing_option: !winning,
    is_winner: winning,
    prize_id,
    redirect_to: false,
    redirect_to_options: { redirect_to_url: '', redirect_close: false, redirect_close_delay: 0 },
  });
  const prizes = [prize('lost', 'NEVER', false), prize('a', 'CODE-A', true), prize('b', 'CODE-B', true)];
  it.each<[ScreenName, ReturnType<typeof prize>[] | undefined, unknown]>([
    ['main', prizes, undefined],
    ['thank_you', prizes, undefined],
    ['teaser', prizes, undefined],
    ['play', prizes, { prize_id: 'a', label: 'Prize a', code: 'CODE-A', won: true }],
    ['winning', prizes, { prize_id: 'a', label: 'Prize a', code: 'CODE-A', won: true }],
    // A losing prize's code is never shown, as the server never answers it.
    ['losing', prizes, { prize_id: 'lost', label: 'Prize lost', code: '', won: false }],
    ['losing', [prize('a', 'CODE-A', true)], { prize_id: 'preview_losing', label: 'Losing', code: '', won: false }],
    ['winning', [], { prize_id: 'preview_winning', label: 'Winning', code: '', won: true }],
    ['winning', undefined, { prize_id: 'preview_winning', label: 'Winning', code: '', won: true }],
    // A prize that counts as a win but is the losing option is a loss (core isWinningPrize).
    ['winning', [{ ...prize('x', 'X', true), loosing_option: true }], { prize_id: 'preview_winning', label: 'Winning', code: '', won: true }],
  ])('%s', (screen, list, expected) => expect(sampleResult(list, screen)).toEqual(expected));
});
