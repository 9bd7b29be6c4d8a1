// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { SignupFormSettings } from '../../src/api/types.js';
import { defaultSignupMessages, signupFormMarkup, type SignupMarkupForm } from '../../src/index.js';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
const settings = (overrides: Partial<SignupFormSettings> = {}): SignupFormSettings => ({
  fields: [{ name: 'email', kind: 'email', required: true, label: 'Your email' }],
  lists: [],
  choose_lists: false,
  lists_required: false,
  messages: {},
  redirect: '',
  lang: 'en',
  captcha: false,
  ...overrides,
});
const form = (overrides: Partial<SignupFormSettings> = {}, lists: SignupMarkupForm['lists'] = []): SignupMarkupForm => ({
  token: TOKEN,
  settings: settings(overrides),
  lists,
});

/** The markup as a browser reads it: the form and the script after it. */
function parse(markup: string) {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${markup}</body>`, 'text/html');
  const element = doc.querySelector('form[data-beckon-signup]') as HTMLFormElement | null;
  if (!element) throw new Error('no sign-up form in the markup');
  return { doc, form: element, script: doc.querySelector('script') };
}

describe('signupFormMarkup (issue 18: what the owner pastes, run by /sdk/signup.js)', () => {
  it('posts to the form token on the server and loads the script from it', () => {
    const { doc, form: element, script } = parse(signupFormMarkup(form(), 'https://beckon.example.com/'));
    expect(element.getAttribute('action')).toBe(`https://beckon.example.com/api/signup/${TOKEN}`);
    expect(element.getAttribute('method')).toBe('post');
    expect(element.className).toBe('beckon-signup');
    expect(element.getAttribute('lang')).toBe('en');
    expect(element.getAttribute('dir')).toBe('ltr');
    expect(script?.getAttribute('src')).toBe('https://beckon.example.com/sdk/signup.js');
    expect(script?.hasAttribute('async')).toBe(true);
    expect(doc.querySelector('button[type=submit]')?.textContent).toBe('Submit');
  });

  it.each([
    ['email', { name: 'email', kind: 'email', required: true }, { type: 'email', required: true }],
    ['sms', { name: 'phone', kind: 'sms', prefix: '+44' }, { type: 'tel', required: false, prefix: '+44' }],
    ['text', { name: 'first_name', kind: 'text' }, { type: 'text', required: false }],
    ['date', { name: 'birthday', kind: 'date', required: true }, { type: 'text', required: true }],
    ['checkbox', { name: 'terms', kind: 'checkbox', required: true }, { type: 'checkbox', required: true }],
  ] as const)('writes a %s field by its name, kind and rules', (kind, field, expected) => {
    const { form: element } = parse(signupFormMarkup(form({ fields: [field] }), 'https://b.example'));
    const input = element.querySelector(`input[name="${field.name}"]`) as HTMLInputElement;
    expect(input.getAttribute('type')).toBe(expected.type);
    expect(input.getAttribute('data-beckon-kind')).toBe(kind);
    expect(input.hasAttribute('required')).toBe(expected.required);
    expect(input.getAttribute('data-prefix')).toBe('prefix' in expected ? expected.prefix : null);
    // Each input is named by its label, so a screen reader says what to type.
    const label = kind === 'checkbox' ? input.closest('label') : element.querySelector(`label[for="${input.id}"]`);
    expect(label?.textContent?.trim()).toBe(field.name);
  });

  it('carries every message, the owner’s own where written and the default in the form’s language elsewhere', () => {
    const markup = signupFormMarkup(form({ lang: 'he', messages: { successMsg: 'ברוכים הבאים', existMsg: '  ' } }), 'https://b.example');
    const { form: element } = parse(markup);
    const defaults = defaultSignupMessages('he');
    expect(element.getAttribute('dir')).toBe('rtl');
    expect(element.getAttribute('data-msg-success')).toBe('ברוכים הבאים');
    expect(element.getAttribute('data-msg-exist')).toBe(defaults.existMsg);
    expect(element.getAttribute('data-msg-error')).toBe(defaults.errorMsg);
    expect(element.getAttribute('data-msg-invalid')).toBe(defaults.invalidMsg);
    expect(element.getAttribute('data-msg-required')).toBe(defaults.required);
    expect(element.getAttribute('data-msg-invalid-email')).toBe(defaults.invalidEmail);
    expect(element.getAttribute('data-msg-invalid-sms')).toBe(defaults.invalidSms);
    expect(element.getAttribute('data-msg-captcha-empty')).toBe(defaults.captchaEmpty);
    expect(element.getAttribute('data-msg-captcha-fail')).toBe(defaults.captchaFail);
  });

  it('offers the lists the visitor chooses, in the form’s order, leaving out lists the account no longer has', () => {
    const lists = [
      { id: 'aaaaaaaaaaaa', name: 'Weekly' },
      { id: 'bbbbbbbbbbbb', name: 'Offers' },
    ];
    const chosen = form({ lists: ['bbbbbbbbbbbb', 'gonegonegone', 'aaaaaaaaaaaa'], choose_lists: true, lists_required: true }, lists);
    const { form: element } = parse(signupFormMarkup(chosen, 'https://b.example'));
    const group = element.querySelector('fieldset[data-beckon-lists]');
    expect(group?.hasAttribute('data-required')).toBe(true);
    const boxes = [...element.querySelectorAll<HTMLInputElement>('input[name="interestingLists[]"]')];
    expect(boxes.map((b) => [b.value, b.type, b.closest('label')?.textContent?.trim()])).toEqual([
      ['bbbbbbbbbbbb', 'checkbox', 'Offers'],
      ['aaaaaaaaaaaa', 'checkbox', 'Weekly'],
    ]);
    const optional = parse(signupFormMarkup({ ...chosen, settings: { ...chosen.settings, lists_required: false } }, 'https://b.example'));
    expect(optional.form.querySelector('fieldset[data-beckon-lists]')?.hasAttribute('data-required')).toBe(false);
    // Not chosen by the visitor: every offered list is joined, and the form shows no group.
    const all = parse(signupFormMarkup({ ...chosen, settings: { ...chosen.settings, choose_lists: false } }, 'https://b.example'));
    expect(all.form.querySelector('fieldset')).toBeNull();
  });

  const HOSTILE = '"><script>alert(1)</script><img src=x onerror=alert(2)>\'&amp;';

  it('escapes hostile list names, labels and messages: they stay text, nothing runs', () => {
    const hostile = form(
      {
        fields: [{ name: 'email', kind: 'email', label: HOSTILE }],
        lists: ['aaaaaaaaaaaa'],
        choose_lists: true,
        messages: { successMsg: HOSTILE, invalidSms: HOSTILE },
      },
      [{ id: 'aaaaaaaaaaaa', name: HOSTILE }],
    );
    const markup = signupFormMarkup(hostile, 'https://b.example');
    const { doc, form: element } = parse(markup);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(doc.querySelectorAll('[onerror]')).toHaveLength(0);
    expect(element.querySelector('label[for]')?.textContent).toBe(HOSTILE);
    expect(element.querySelector('fieldset label')?.textContent?.trim()).toBe(HOSTILE);
    expect(element.getAttribute('data-msg-success')).toBe(HOSTILE);
    expect(element.getAttribute('data-msg-invalid-sms')).toBe(HOSTILE);
    expect(markup).not.toContain('<script>alert');
  });

  it.each([
    ['no consent setting', undefined, false],
    ['a blank wording', '   ', false],
    ['a wording', 'I agree to receive the newsletter.', true],
  ])('writes the consent box for %s only when there is wording, required and marked for the script', (_case, consent, shown) => {
    const { form: element } = parse(signupFormMarkup(form(consent === undefined ? {} : { consent }), 'https://b.example'));
    const box = element.querySelector('input[data-beckon-consent]') as HTMLInputElement | null;
    expect(box !== null).toBe(shown);
    if (!box) return;
    expect(box.type).toBe('checkbox');
    expect(box.required).toBe(true);
    expect(box.name).toBe('consent');
    expect(box.closest('label')?.textContent?.trim()).toBe(consent);
  });

  it('escapes a hostile consent wording', () => {
    const { doc, form: element } = parse(signupFormMarkup(form({ consent: HOSTILE }), 'https://b.example'));
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(element.querySelector('input[data-beckon-consent]')?.closest('label')?.textContent?.trim()).toBe(HOSTILE.trim());
  });

  it('escapes a hostile server origin too', () => {
    const { doc, form: element } = parse(signupFormMarkup(form(), 'https://b.example"><script>alert(1)</script>'));
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(element.getAttribute('action')).toBe(`https://b.example"><script>alert(1)</script>/api/signup/${TOKEN}`);
  });
});
