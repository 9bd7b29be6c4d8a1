import { afterEach, describe, expect, it, vi } from 'vitest';
import { t, texts } from '@beckon/core';
import { flagOf, replacePrefix } from '../src/picker/countries.js';
import { enhanceForm } from '../src/runtime/enhance.js';
import { json, messages, mountForm, reply, SERVER, settle, stubFetch, submit, TOKEN } from './support.js';

const COUNTRIES = [
  { iso: 'FR', name: 'France', dial: '+33' },
  { iso: 'GG', name: 'Guernsey', dial: '+44' },
  { iso: 'IL', name: 'Israel', dial: '+972' },
  { iso: 'RE', name: 'Réunion', dial: '+262' },
  { iso: 'GB', name: 'United Kingdom', dial: '+44' },
  { iso: 'US', name: 'United States', dial: '+1' },
];

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function countriesServer() {
  return stubFetch((url) => (url.includes('/api/signup/countries') ? json({ countries: COUNTRIES }) : reply('success')));
}

function picker(form: HTMLFormElement, name = 'phone') {
  const input = form.querySelector<HTMLInputElement>(`[name=${name}]`)!;
  const shadow = (input.previousElementSibling as HTMLElement).shadowRoot!;
  const search = shadow.querySelector<HTMLInputElement>('[role=combobox]')!;
  return {
    input,
    shadow,
    toggle: shadow.querySelector<HTMLButtonElement>('button')!,
    search,
    popup: shadow.querySelector<HTMLElement>('.popup')!,
    note: shadow.querySelector<HTMLElement>('.note')!,
    visible: () => Array.from(shadow.querySelectorAll<HTMLElement>('[role=option]:not([hidden])')).map((o) => o.dataset.iso),
    active: () => shadow.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.dataset.iso,
    key: (key: string) => search.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true })),
    type: (text: string) => {
      search.value = text;
      search.dispatchEvent(new Event('input', { bubbles: true }));
    },
  };
}

const SMS = (attributes = 'data-prefix="+44"') => `<label>Mobile <input type="tel" name="phone" data-beckon-kind="sms" ${attributes}></label>`;

/** SPEC §1: the country-prefix dropdown of an SMS input, a WAI-ARIA combobox with a listbox. */
describe('the country-prefix dropdown', () => {
  it('starts with the field prefix in the input and on the button, and asks for no list before it opens', () => {
    const calls = countriesServer();
    const form = mountForm(SMS('data-prefix="+44" data-country="GB"'));
    const p = picker(form);
    expect(p.input.value).toBe('+44 ');
    expect(p.toggle.textContent).toContain(flagOf('GB'));
    expect(p.toggle.textContent).toContain('+44');
    expect(p.toggle.getAttribute('aria-haspopup')).toBe('listbox');
    expect(p.toggle.getAttribute('aria-expanded')).toBe('false');
    expect(p.popup.hidden).toBe(true);
    expect(calls).toHaveLength(0);
    expect(flagOf('IL')).toBe('🇮🇱');
  });

  it('a number already typed is kept; a field without prefix says to choose one', () => {
    countriesServer();
    document.body.innerHTML = '';
    const form = mountForm(`${SMS('data-prefix="+44" value="+33 6 12 34 56 78"')}<input type="tel" name="sms" data-beckon-kind="sms">`);
    expect(picker(form).input.value).toBe('+33 6 12 34 56 78');
    expect(picker(form, 'sms').toggle.getAttribute('aria-label')).toBe(t('en', texts.countryCodeNone));
  });

  it('opens on click, loads the list once, filters by name, dial code or accents, and says when nothing matches', async () => {
    const calls = countriesServer();
    const form = mountForm(SMS() + SMS().replace('name="phone"', 'name="sms2"'));
    const p = picker(form);
    p.toggle.click();
    expect(p.note.textContent).toBe(t('en', texts.countriesLoading));
    await settle();
    expect(calls.map((c) => c.url)).toEqual([`${SERVER}/api/signup/countries?lang=en`]);
    expect(p.toggle.getAttribute('aria-expanded')).toBe('true');
    expect(p.shadow.activeElement).toBe(p.search);
    expect(p.visible()).toEqual(['FR', 'GG', 'IL', 'RE', 'GB', 'US']);
    expect(p.search.getAttribute('aria-controls')).toBe(p.shadow.querySelector('[role=listbox]')!.id);
    for (const [query, isos] of [
      ['isr', ['IL']],
      ['UNITED', ['GB', 'US']],
      ['+44', ['GG', 'GB']],
      ['97', ['IL']],
      ['reunion', ['RE']],
      ['gb', ['GB']],
    ] as const) {
      p.type(query);
      expect(p.visible(), query).toEqual(isos);
      expect(p.active()).toBe(isos[0]);
      expect(p.note.hidden).toBe(true);
    }
    p.type('zzz');
    expect(p.visible()).toEqual([]);
    expect(p.note.textContent).toBe(t('en', texts.countriesNoMatch));
    expect(p.search.hasAttribute('aria-activedescendant')).toBe(false);
    // A second dropdown on the page uses the same list.
    picker(form, 'sms2').toggle.click();
    await settle();
    expect(picker(form, 'sms2').visible()).toHaveLength(6);
    expect(calls).toHaveLength(1);
  });

  it('moves with ArrowDown, ArrowUp, Home and End, and Enter puts the dial code in place of the old one', async () => {
    countriesServer();
    const form = mountForm(SMS());
    const p = picker(form);
    p.input.value = '+44 7700 900123';
    p.toggle.click();
    await settle();
    expect(p.active()).toBe('FR');
    p.key('ArrowDown');
    p.key('ArrowDown');
    expect(p.active()).toBe('IL');
    p.key('ArrowUp');
    expect(p.active()).toBe('GG');
    p.key('End');
    expect(p.active()).toBe('US');
    p.key('ArrowDown');
    expect(p.active()).toBe('US');
    p.key('Home');
    expect(p.active()).toBe('FR');
    p.key('ArrowUp');
    expect(p.active()).toBe('FR');
    p.type('isr');
    p.key('Enter');
    expect(p.input.value).toBe('+972 7700 900123');
    expect(p.input.getAttribute('data-prefix')).toBe('+972');
    expect(p.popup.hidden).toBe(true);
    expect(p.toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(p.input);
    expect(p.toggle.textContent).toContain(flagOf('IL'));
    expect(p.toggle.getAttribute('aria-label')).toBe('Country code: Israel +972');
    // Opened again, the chosen country is the selected and active one.
    p.toggle.click();
    expect(p.active()).toBe('IL');
    expect(p.shadow.querySelector('[aria-selected=true]')!.getAttribute('data-iso')).toBe('IL');
  });

  it('Escape closes and gives the focus back to the button; a click outside closes', async () => {
    countriesServer();
    const form = mountForm(SMS());
    const p = picker(form);
    p.toggle.click();
    await settle();
    p.key('Escape');
    expect(p.popup.hidden).toBe(true);
    expect(p.shadow.activeElement).toBe(p.toggle);
    p.toggle.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    expect(p.popup.hidden).toBe(false);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(p.popup.hidden).toBe(true);
  });

  it('a click on an option chooses it', async () => {
    countriesServer();
    const form = mountForm(SMS());
    const p = picker(form);
    p.toggle.click();
    await settle();
    p.shadow.querySelector<HTMLElement>('#country-US .name')!.click();
    expect(p.input.value).toBe('+1 ');
    expect(p.input.getAttribute('data-country')).toBe('US');
  });

  it('a country chosen: only its dial code in the input counts as empty', async () => {
    const calls = countriesServer();
    const form = mountForm(SMS());
    const p = picker(form);
    p.toggle.click();
    await settle();
    p.type('france');
    p.key('Enter');
    expect(p.input.value).toBe('+33 ');
    submit(form);
    await settle();
    expect(JSON.parse(String(calls.at(-1)!.init!.body)).phone).toBe('');
  });

  it('a list that cannot be loaded says so, and the next opening tries again', async () => {
    let fail = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = stubFetch(() => (fail ? new Response('down', { status: 503 }) : json({ countries: COUNTRIES })));
    // Another server: the list of this page's own server is loaded already (one ask per page).
    document.body.innerHTML = `<form data-beckon-signup action="https://other.example/api/signup/${TOKEN}">${SMS()}</form>`;
    const form = document.querySelector('form')!;
    enhanceForm(form, null, undefined);
    const p = picker(form);
    p.toggle.click();
    await settle();
    expect(p.note.textContent).toBe(t('en', texts.countriesFailed));
    p.key('Escape');
    fail = false;
    p.toggle.click();
    await settle();
    expect(p.visible()).toHaveLength(6);
    expect(calls.map((c) => c.url)).toEqual(Array(2).fill('https://other.example/api/signup/countries?lang=en'));
    warn.mockRestore();
  });

  it('in Hebrew the dropdown and the messages read right to left, with Hebrew names', async () => {
    const calls = stubFetch((url) =>
      url.includes('countries') ? json({ countries: [{ iso: 'IL', name: 'ישראל', dial: '+972' }] }) : reply('failure', 'שגיאה'),
    );
    const form = mountForm(SMS('data-prefix="+972"'), 'lang="he" dir="rtl"');
    const p = picker(form);
    expect(p.shadow.querySelector<HTMLElement>('.picker')!.dir).toBe('rtl');
    expect(p.search.getAttribute('aria-label')).toBe(t('he', texts.countrySearch));
    p.toggle.click();
    await settle();
    expect(calls[0]!.url).toBe(`${SERVER}/api/signup/countries?lang=he`);
    p.key('Enter');
    expect(p.toggle.getAttribute('aria-label')).toBe('קידומת מדינה: ישראל +972');
    p.input.value = '+972 50 123 4567';
    submit(form);
    await settle();
    const area = messages(form);
    expect(area.shadow.querySelector<HTMLElement>('.area')!.dir).toBe('rtl');
    expect(area.text).toBe('שגיאה');
    expect(area.loader.textContent).toBe(t('he', texts.signupSending));
  });
});

describe('replacePrefix', () => {
  const dials = ['+1', '+44', '+972', '+33'];
  it.each([
    ['', '+972', '+972 '],
    ['+44 ', '+972', '+972 '],
    ['+44 7700 900123', '+33', '+33 7700 900123'],
    ['+447700900123', '+1', '+1 7700900123'],
    ['+(44) 7700', '+972', '+972 7700'],
    ['07700 900123', '+44', '+44 07700 900123'],
    ['+999 123', '+44', '+44 123'],
    ['+9991234', '+44', '+44 9991234'],
  ])('%s with %s gives %s', (value, next, result) => {
    expect(replacePrefix(value, dials, next)).toBe(result);
  });
});
