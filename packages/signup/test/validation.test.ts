import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSignupMessages } from '@beckon/core';
import { mountForm, reply, settle, stubFetch, submit, type } from './support.js';

const EN = defaultSignupMessages('en');
const HE = defaultSignupMessages('he');

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const FORM = `
  <label>Email <input type="email" name="email" required></label>
  <label>Name <input type="text" name="first"></label>
  <label>Mobile <input type="tel" name="phone" data-beckon-kind="sms" data-prefix="+44"></label>
  <label>Mobile (required) <input type="tel" name="sms2" data-beckon-kind="sms" data-prefix="+972" required></label>
  <fieldset data-beckon-lists data-required>
    <label><input type="checkbox" name="interestingLists[]" value="news00000001"> News</label>
    <label><input type="checkbox" name="interestingLists[]" value="offers000001"> Offers</label>
  </fieldset>`;

function valid(form: HTMLFormElement) {
  form.querySelector<HTMLInputElement>('[name=email]')!.value = 'ada@example.com';
  form.querySelector<HTMLInputElement>('[name=sms2]')!.value = '+972 50-123-4567';
  form.querySelector<HTMLInputElement>('[value=news00000001]')!.checked = true;
}

function errorOf(form: HTMLFormElement, name: string): { text: string | null; invalid: string | null } {
  const control = name === 'lists' ? form.querySelector<HTMLElement>('[data-beckon-lists]')! : form.querySelector<HTMLElement>(`[name="${name}"]`)!;
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const note = ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('beckon-signup-error'));
  return { text: note?.textContent ?? null, invalid: control.getAttribute('aria-invalid') };
}

/** SPEC §5 in the browser, before anything is sent. */
describe('the form rules before sending', () => {
  it.each([
    { name: 'a required email left empty', change: (f: HTMLFormElement) => type(f.querySelector('[name=email]')!, ''), field: 'email', message: EN.required },
    {
      name: 'an email with a typo',
      change: (f: HTMLFormElement) => type(f.querySelector('[name=email]')!, 'ada@example'),
      field: 'email',
      message: EN.invalidEmail,
    },
    {
      name: 'an SMS number too short',
      change: (f: HTMLFormElement) => type(f.querySelector('[name=phone]')!, '+44 12'),
      field: 'phone',
      message: EN.invalidSms,
    },
    {
      name: 'an SMS number without its plus',
      change: (f: HTMLFormElement) => type(f.querySelector('[name=phone]')!, '447700900123'),
      field: 'phone',
      message: EN.invalidSms,
    },
    {
      name: 'an SMS number too long',
      change: (f: HTMLFormElement) => type(f.querySelector('[name=phone]')!, '+44 7700 9001 2345 67890'),
      field: 'phone',
      message: EN.invalidSms,
    },
    {
      name: 'a required SMS holding only its prefix',
      change: (f: HTMLFormElement) => type(f.querySelector('[name=sms2]')!, '+972 '),
      field: 'sms2',
      message: EN.required,
    },
    {
      name: 'a required list group with nothing ticked',
      change: (f: HTMLFormElement) => (f.querySelector<HTMLInputElement>('[value=news00000001]')!.checked = false),
      field: 'lists',
      message: EN.required,
    },
  ])('$name: the message next to the field, which is marked invalid, and nothing is sent', async ({ change, field, message }) => {
    const calls = stubFetch(() => reply('success'));
    const form = mountForm(FORM);
    valid(form);
    change(form);
    submit(form);
    await settle();
    expect(calls).toHaveLength(0);
    expect(errorOf(form, field)).toEqual({ text: message, invalid: 'true' });
    expect(form.querySelectorAll('.beckon-signup-error')).toHaveLength(1);
  });

  it.each([
    { sms: '+44 7700 900123', sent: '+447700900123' },
    { sms: '+44 (7700) 900-123', sent: '+447700900123' },
    { sms: '+441234', sent: '+441234' },
    { sms: '+441234567890123456', sent: '+441234567890123456' },
    { sms: '+44 ', sent: '' },
    { sms: '+44', sent: '' },
    { sms: '', sent: '' },
  ])('an SMS of "$sms" passes and is sent as "$sent" (only the prefix: emptied)', async ({ sms, sent }) => {
    const calls = stubFetch(() => reply('success'));
    const form = mountForm(FORM);
    valid(form);
    form.querySelector<HTMLInputElement>('[name=phone]')!.value = sms;
    submit(form);
    await settle();
    expect(form.querySelectorAll('.beckon-signup-error')).toHaveLength(0);
    const body = JSON.parse(String(calls[0]!.init!.body));
    expect(body.phone).toBe(sent);
    expect(body.sms2).toBe('+972501234567');
    expect(body['interestingLists[]']).toEqual(['news00000001']);
  });

  it('shows every error at once and focuses the first bad field in the form order', async () => {
    stubFetch(() => reply('success'));
    const form = mountForm(FORM);
    form.querySelector<HTMLInputElement>('[name=phone]')!.value = 'x';
    submit(form);
    await settle();
    expect(errorOf(form, 'email').text).toBe(EN.required);
    expect(errorOf(form, 'phone').text).toBe(EN.invalidSms);
    expect(errorOf(form, 'sms2').text).toBe(EN.required);
    expect(errorOf(form, 'lists').text).toBe(EN.required);
    expect(document.activeElement).toBe(form.querySelector('[name=email]'));
    // The note of the list group is inside the group; a field's right after its label.
    expect(form.querySelector('[data-beckon-lists] .beckon-signup-error')).not.toBeNull();
  });

  it('takes an error back when its field changes, and clears all on the next submit', async () => {
    stubFetch(() => reply('success'));
    const form = mountForm(FORM);
    submit(form);
    await settle();
    const email = form.querySelector<HTMLInputElement>('[name=email]')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    type(email, 'ada@example.com');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(email.hasAttribute('aria-describedby')).toBe(false);
    expect(errorOf(form, 'sms2').text).toBe(EN.required);
    const box = form.querySelector<HTMLInputElement>('[value=news00000001]')!;
    box.checked = true;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    expect(errorOf(form, 'lists').text).toBeNull();
  });

  it('keeps an owner own aria-describedby when adding and removing its note', async () => {
    stubFetch(() => reply('success'));
    const form = mountForm('<p id="hint">Work address</p><input type="email" name="email" required aria-describedby="hint">');
    submit(form);
    await settle();
    const email = form.querySelector<HTMLInputElement>('[name=email]')!;
    expect(email.getAttribute('aria-describedby')).toMatch(/^hint beckon-signup-error-\d+$/);
    type(email, 'a@b.co');
    expect(email.getAttribute('aria-describedby')).toBe('hint');
  });

  it.each([
    { attributes: 'data-msg-required="Fill me" data-msg-invalid-email="Bad mail"', required: 'Fill me', email: 'Bad mail' },
    { attributes: 'lang="he" dir="rtl"', required: HE.required, email: HE.invalidEmail },
    { attributes: 'data-lang="he"', required: HE.required, email: HE.invalidEmail },
    { attributes: 'data-msg-required="  "', required: EN.required, email: EN.invalidEmail },
  ])('messages come from $attributes', async ({ attributes, required, email }) => {
    stubFetch(() => reply('success'));
    const form = mountForm('<input type="email" name="email" required><input type="email" name="work">', attributes);
    form.querySelector<HTMLInputElement>('[name=work]')!.value = 'nope';
    submit(form);
    await settle();
    expect(errorOf(form, 'email').text).toBe(required);
    expect(errorOf(form, 'work').text).toBe(email);
  });

  it('a required box a list of its own needs ticking; a required checkbox field too', async () => {
    const calls = stubFetch(() => reply('success'));
    const form = mountForm(`
      <label><input type="checkbox" name="interestingLists[]" value="terms0000001" required> Terms list</label>
      <label><input type="checkbox" name="gdpr" value="yes" required> I agree</label>`);
    submit(form);
    await settle();
    expect(calls).toHaveLength(0);
    expect(errorOf(form, 'interestingLists[]').text).toBe(EN.required);
    expect(errorOf(form, 'gdpr').text).toBe(EN.required);
  });

  it('a hidden list input is always ticked', async () => {
    const calls = stubFetch(() => reply('success'));
    const form = mountForm('<input type="hidden" name="interestingLists[]" value="fixed0000001"><input name="email" type="email">');
    form.querySelector<HTMLInputElement>('[name=email]')!.value = 'a@b.co';
    submit(form);
    await settle();
    expect(JSON.parse(String(calls[0]!.init!.body))['interestingLists[]']).toEqual(['fixed0000001']);
  });
});

/** Issue 18: a form with a consent box records the wording agreed to; an unticked required box sends nothing. */
describe('the consent box', () => {
  const CONSENT = `<label>Email <input type="email" name="email" required></label>
    <p><label><input type="checkbox" name="consent" value="yes" data-beckon-consent required> I agree to the newsletter.</label></p>`;

  it('stops a submit with the required box unticked: its note, nothing sent', async () => {
    const calls = stubFetch(() => reply('success'));
    const form = mountForm(CONSENT);
    form.querySelector<HTMLInputElement>('[name=email]')!.value = 'ada@example.com';
    submit(form);
    await settle();
    expect(calls).toHaveLength(0);
    expect(errorOf(form, 'consent')).toEqual({ text: EN.required, invalid: 'true' });
  });

  it('sends the wording once ticked', async () => {
    const calls = stubFetch(() => reply('success'));
    const form = mountForm(CONSENT);
    form.querySelector<HTMLInputElement>('[name=email]')!.value = 'ada@example.com';
    form.querySelector<HTMLInputElement>('[data-beckon-consent]')!.checked = true;
    submit(form);
    await settle();
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]!.init?.body))).toMatchObject({ email: 'ada@example.com', consent: 'I agree to the newsletter.' });
  });
});
