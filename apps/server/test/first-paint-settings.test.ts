import { describe, expect, it } from 'vitest';
import { leadPopupDesign, type Block, type Language, type PopupRecord } from '@beckon/core';
import { renderPopupHtml } from '../src/render/popup-html.js';

/** Issue 15 part 6: the server's first paint shows what the live pop-up will (the same view draws both). */
function record(overrides: Partial<PopupRecord> = {}, lang: Language = 'en'): PopupRecord {
  const design = leadPopupDesign(lang);
  (design.screens.main!.find((b) => b.kind === 'fields') as Extract<Block, { kind: 'fields' }>).fields.push({
    count: 2,
    type: 'consent',
    name: 'consent',
    id: 'consent_2',
    field_key: 'consent',
    short_name: 'consent',
    placeholder: '',
    value: '',
    created_as: 'consent',
    created_version: '1',
    property_name: 'consent',
    label: 'I agree',
  });
  return {
    poptin_id: 'abcdefghijklm',
    poptin_name: 'Welcome',
    poptin_type: 'lightbox',
    poptin_format: 'format_1',
    poptin_target: 'lead',
    account_id: 'acc',
    viewer_id: 'viewer',
    display: 1,
    design,
    ...overrides,
    design_properties: { poptin_design_thank_screen: 1, ...overrides.design_properties },
  };
}

const consentInput = (html: string) => /<input[^>]*name="consent"[^>]*>/.exec(html)?.[0] ?? '';

describe("first paint (SPEC §3 poptin) and the editor's settings", () => {
  it.each<[string, Partial<PopupRecord>, Language, string | null]>([
    ['credit on, English', { if_poptin_credit: 1 }, 'en', 'Powered by Beckon'],
    ['credit on, Hebrew', { if_poptin_credit: '1' }, 'he', 'מופעל על ידי Beckon'],
    ['credit off', { if_poptin_credit: 0 }, 'en', null],
  ])('%s', (_name, overrides, lang, text) => {
    const html = renderPopupHtml(record(overrides, lang), 'desktop');
    if (text === null) expect(html).not.toContain('bk-credit');
    else {
      expect(html).toContain('class="bk-credit"');
      expect(html).toContain(text);
    }
  });

  it.each<[string, PopupRecord['design_properties'], boolean, boolean]>([
    ['consent settings off', {}, false, false],
    ['consent ticked at first', { field_checkbox_default_marked: 1 }, true, false],
    ['consent required', { field_checkbox_required: 1 }, false, true],
  ])('%s', (_name, design_properties, checked, required) => {
    const input = consentInput(renderPopupHtml(record({ design_properties }), 'desktop'));
    expect(input).not.toBe('');
    expect(/\schecked(=""|\s|\/|>)/.test(input)).toBe(checked);
    expect(input.includes('aria-required="true"')).toBe(required);
  });

  it.each<[string, PopupRecord['design_properties'], boolean, boolean]>([
    ['the X', { poptin_design_close_options_type: 'closing_options-x' }, true, false],
    ['a Skip button', { poptin_design_close_options_type: 'closing_options-button' }, false, true],
    ['neither', { poptin_design_close_options_type: 'closing_options-' }, false, false],
  ])('draws %s as the close control, whatever x_close_button says', (_name, design_properties, x, skip) => {
    for (const x_close_button of [0, 1] as const) {
      const html = renderPopupHtml(record({ design_properties, x_close_button }), 'desktop');
      expect(html.includes('class="bk-close"')).toBe(x);
      expect(html.includes('class="bk-skip"')).toBe(skip);
    }
  });
});
