import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import {
  BACKGROUND_CLICK_RECHECK_MS,
  EXIT_ANIMATION_MS,
  leadPopupDesign,
  REDIRECT_DELAY_DEFAULT_MS,
  type Block,
  type Language,
  type PopupRecord,
} from '@beckon/core';
import { mountPopupView, popupRecord, renderRoot } from './support/view.js';
import type { PopupViewProps } from '../src/views/index.js';

/** Issue 15 part 6: every setting the editor offers changes what the visitor gets. */
const rootOf = renderRoot(new Date('2026-11-24T12:00:00Z'));
const $ = <T extends Element = HTMLElement>(selector: string) => rootOf().querySelector<T>(selector);

function withConsent(lang: Language = 'en'): PopupRecord['design'] {
  const design = leadPopupDesign(lang);
  const form = design.screens.main!.find((b) => b.kind === 'fields') as Extract<Block, { kind: 'fields' }>;
  form.fields.push({
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
    label: lang === 'he' ? 'אני מסכים/ה' : 'I agree to receive emails',
  });
  return design;
}

function mount(overrides: Partial<PopupRecord> = {}, props: Partial<PopupViewProps> = {}) {
  const record = popupRecord({ ...overrides, design_properties: { poptin_design_thank_screen: 1, ...overrides.design_properties } });
  return mountPopupView(rootOf(), { record, ...props });
}

async function submitWith(email: string) {
  $<HTMLInputElement>('input[name=email]')!.value = email;
  await act(async () => {
    $('form')!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
  });
}

describe('"Powered by Beckon" credit (SPEC §3 if_poptin_credit)', () => {
  it.each<[string, PopupRecord['if_poptin_credit'], Language, string | null]>([
    ['on, English', 1, 'en', 'Powered by Beckon'],
    ['on as true, Hebrew', true, 'he', 'מופעל על ידי Beckon'],
    ['off', 0, 'en', null],
    ['not set', undefined, 'en', null],
  ])('%s', (_name, flag, lang, name) => {
    mount({ if_poptin_credit: flag, design: leadPopupDesign(lang) });
    const credit = $('.bk-credit');
    if (name === null) {
      expect(credit).toBeNull();
      return;
    }
    expect(credit!.textContent).toBe(name);
    expect(credit!.closest('[role=dialog]')?.getAttribute('lang')).toBe(lang);
  });
});

describe('consent box settings (SPEC §3 field_checkbox_required / field_checkbox_default_marked)', () => {
  const box = () => $<HTMLInputElement>('input[name=consent]')!;

  it.each<[string, PopupRecord['design_properties'], boolean, string | null]>([
    ['both off', {}, false, null],
    ['ticked at first', { field_checkbox_default_marked: 1 }, true, null],
    ['must be ticked', { field_checkbox_required: 1 }, false, 'true'],
    ['both', { field_checkbox_required: '1', field_checkbox_default_marked: true }, true, 'true'],
  ])('%s', (_name, design_properties, checked, required) => {
    mount({ design: withConsent(), design_properties });
    expect(box().checked).toBe(checked);
    expect(box().getAttribute('aria-required')).toBe(required);
  });

  it("blocks the submit until a required box is ticked, in the pop-up's language", async () => {
    const { onSubmit } = mount({ design: withConsent('he'), design_properties: { field_checkbox_required: 1 } });
    await submitWith('ada@example.com');
    expect(onSubmit).not.toHaveBeenCalled();
    expect($('[role=alert]')?.textContent).toBe('יש לסמן את התיבה כדי להמשיך');
    box().checked = true;
    await submitWith('ada@example.com');
    expect(onSubmit).toHaveBeenCalledWith(expect.arrayContaining([expect.objectContaining({ field_key: 'consent', value: 'yes' })]), expect.anything());
  });

  it('sends a pre-ticked box as yes without the visitor touching it', async () => {
    const { onSubmit } = mount({ design: withConsent(), design_properties: { field_checkbox_default_marked: 1 } });
    await submitWith('ada@example.com');
    expect(onSubmit).toHaveBeenCalledWith(expect.arrayContaining([expect.objectContaining({ field_key: 'consent', value: 'yes' })]), expect.anything());
  });
});

describe('redirects and button links (SPEC §5)', () => {
  it.each([
    ['0501234567', 'tel:0501234567'],
    ['tel:+972501234567', 'tel:+972501234567'],
    ['sms:+15551234567', 'sms:+15551234567'],
    ['mailto:hello@shop.example', 'mailto:hello@shop.example'],
    ['shop.example/thanks', 'http://shop.example/thanks?email=ada%40example.com'],
  ])('a redirect to %s goes to %s (the form data rides only on a web address)', async (url, target) => {
    const onRedirect = vi.fn();
    mount({ design_properties: { poptin_design_redirect: 1, poptin_design_redirect_url: url, poptin_design_redirect_send_form_data: 1 } }, { onRedirect });
    await submitWith('ada@example.com');
    act(() => {
      vi.advanceTimersByTime(REDIRECT_DELAY_DEFAULT_MS);
    });
    expect(onRedirect).toHaveBeenCalledWith(target);
  });

  it('never follows a javascript: redirect', async () => {
    const onRedirect = vi.fn();
    mount({ design_properties: { poptin_design_redirect: 1, poptin_design_redirect_url: 'javascript:alert(1)' } }, { onRedirect });
    await submitWith('ada@example.com');
    act(() => {
      vi.advanceTimersByTime(REDIRECT_DELAY_DEFAULT_MS * 2);
    });
    expect(onRedirect).not.toHaveBeenCalled();
  });

  it.each<[string, string | undefined, string | null]>([
    ['no scheme gets //', 'shop.example/sale', '//shop.example/sale'],
    ['https kept', 'https://shop.example/sale', 'https://shop.example/sale'],
    ['tel: kept', 'tel:0501234567', 'tel:0501234567'],
    ['javascript: draws no link', 'javascript:alert(1)', null],
    ['data: draws no link', 'data:text/html,<b>x</b>', null],
    ['no address draws no link', undefined, null],
  ])('a link button: %s', (_name, url, href) => {
    const design = leadPopupDesign('en');
    design.screens.main!.push({ kind: 'button', text: 'See the sale', action: 'link', ...(url === undefined ? {} : { url }) });
    mount({ design });
    const link = [...rootOf().querySelectorAll('a')].find((a) => a.textContent === 'See the sale');
    expect(link?.getAttribute('href') ?? null).toBe(href);
  });
});

describe('background click re-check (SPEC §9: re-checks after 1 s; poptin_design_close_on_screen_click)', () => {
  const overlay = () => $('.bk-overlay')!;
  const clickBackground = () =>
    act(() => {
      overlay().click();
    });
  const wait = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  const settled = BACKGROUND_CLICK_RECHECK_MS;

  it('closes 1 s after a click on the page behind, not before', () => {
    const { onClosed } = mount({ design_properties: { poptin_design_close_on_screen_click: 1 } });
    wait(settled);
    clickBackground();
    wait(BACKGROUND_CLICK_RECHECK_MS - 1 + EXIT_ANIMATION_MS);
    expect(onClosed).not.toHaveBeenCalled();
    wait(1);
    expect($('.bk-popup')!.className).toContain('bk-leave');
    wait(EXIT_ANIMATION_MS);
    expect(onClosed).toHaveBeenCalledWith('bg_click', false);
  });

  it('does nothing when the setting is off', () => {
    const { onClosed } = mount();
    wait(settled);
    clickBackground();
    wait(BACKGROUND_CLICK_RECHECK_MS + EXIT_ANIMATION_MS);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it("ignores a click in the pop-up's first second on screen (aimed at the page it covered)", () => {
    const { onClosed } = mount({ design_properties: { poptin_design_close_on_screen_click: 1 } });
    wait(BACKGROUND_CLICK_RECHECK_MS - 1);
    clickBackground();
    wait(BACKGROUND_CLICK_RECHECK_MS * 3 + EXIT_ANIMATION_MS);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it("counts that first second from the server's first paint", () => {
    const { onClosed } = mount({ design_properties: { poptin_design_close_on_screen_click: 1 } }, { shownAt: Date.now() - BACKGROUND_CLICK_RECHECK_MS });
    clickBackground();
    wait(BACKGROUND_CLICK_RECHECK_MS + EXIT_ANIMATION_MS);
    expect(onClosed).toHaveBeenCalledWith('bg_click', false);
  });

  it.each<[string, (email: HTMLInputElement) => void]>([
    [
      'typing',
      (email) => {
        email.dispatchEvent(new Event('input', { bubbles: true }));
      },
    ],
    [
      'a key press',
      (email) => {
        email.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
      },
    ],
    [
      'a press inside the pop-up',
      (email) => {
        email.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      },
    ],
  ])('stays open when the visitor goes on working with it (%s) within the second', (_name, interact) => {
    const { onClosed } = mount({ design_properties: { poptin_design_close_on_screen_click: 1 } });
    wait(settled);
    clickBackground();
    wait(BACKGROUND_CLICK_RECHECK_MS / 2);
    act(() => interact($<HTMLInputElement>('input[name=email]')!));
    wait(BACKGROUND_CLICK_RECHECK_MS + EXIT_ANIMATION_MS);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('never throws away a half-filled form, but the X still closes it', () => {
    const { onClosed } = mount({ design_properties: { poptin_design_close_on_screen_click: 1 } });
    const email = $<HTMLInputElement>('input[name=email]')!;
    email.value = 'ada@exa';
    act(() => {
      email.dispatchEvent(new Event('input', { bubbles: true }));
    });
    wait(settled * 5);
    clickBackground();
    wait(BACKGROUND_CLICK_RECHECK_MS + EXIT_ANIMATION_MS);
    expect(onClosed).not.toHaveBeenCalled();
    act(() => {
      $<HTMLButtonElement>('.bk-close')!.click();
    });
    wait(EXIT_ANIMATION_MS);
    expect(onClosed).toHaveBeenCalledWith('x_click', false);
  });

  it('closes the thank-you screen on a background click: the form was sent', async () => {
    const { onClosed } = mount({ design_properties: { poptin_design_close_on_screen_click: 1 } });
    act(() => {
      $<HTMLInputElement>('input[name=email]')!.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await submitWith('ada@example.com');
    expect($('h2')?.textContent).toBe('Thank you!');
    wait(settled);
    clickBackground();
    wait(BACKGROUND_CLICK_RECHECK_MS + EXIT_ANIMATION_MS);
    expect(onClosed).toHaveBeenCalledWith('bg_click', true);
  });

  it('does not close a content-locked pop-up', () => {
    const { onClosed } = mount({ design_properties: { poptin_design_close_on_screen_click: 1, poptin_design_content_lock: 1 } });
    wait(settled);
    clickBackground();
    wait(BACKGROUND_CLICK_RECHECK_MS + EXIT_ANIMATION_MS);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('ignores clicks inside the pop-up', () => {
    const { onClosed } = mount({ design_properties: { poptin_design_close_on_screen_click: 1 } });
    wait(settled);
    act(() => {
      $('.bk-text')!.click();
    });
    wait(BACKGROUND_CLICK_RECHECK_MS + EXIT_ANIMATION_MS);
    expect(onClosed).not.toHaveBeenCalled();
  });
});
