import { SIGNUP_LISTS_KEY, type SignupCheck, type SignupValues } from '@beckon/core';
import { controlsOf, isListControl, type Control } from './read-form.js';

const CAPTCHA_NAMES = ['g-recaptcha-response', 'cf-turnstile-response'] as const;

/** A box or a radio counts only when ticked; every other control gives its value. */
function givenValue(control: Control): string | null {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return control.checked ? control.value : null;
  }
  return control.value;
}

/**
 * What the visitor entered, as core's validateSignup reads it: values by name (a name given
 * more than once keeps all of them, in order) and under `lists` the ticked list ids.
 */
export function collectValues(form: HTMLFormElement): SignupValues {
  const values: Record<string, string | string[]> = {};
  const lists: string[] = [];
  for (const control of controlsOf(form)) {
    const value = givenValue(control);
    if (value === null) continue;
    if (isListControl(control)) {
      lists.push(value);
      continue;
    }
    const before = values[control.name];
    values[control.name] = before === undefined ? value : [...[before].flat(), value];
  }
  return { ...values, [SIGNUP_LISTS_KEY]: lists };
}

/** SPEC §7: the consent wording the visitor agreed to, as shown: an unticked consent box agreed to nothing. */
export function consentText(form: HTMLFormElement): string {
  const consent = form.querySelector<HTMLElement>('[data-beckon-consent]');
  if (!consent) return '';
  if (consent instanceof HTMLInputElement && consent.type === 'checkbox' && !consent.checked) return '';
  const label = consent instanceof HTMLInputElement ? consent.labels?.[0] : null;
  return (label ?? consent).textContent?.replace(/\s+/g, ' ').trim().slice(0, 1000) ?? '';
}

/** A required consent box left unticked: the visitor has not agreed, so nothing is sent. */
export function consentMissing(form: HTMLFormElement): boolean {
  const box = form.querySelector<HTMLElement>('[data-beckon-consent]');
  if (!(box instanceof HTMLInputElement) || box.type !== 'checkbox' || box.checked) return false;
  return box.required || box.getAttribute('aria-required') === 'true';
}

/** The body of the sign-up call: the cleaned field values, the ticked lists, a captcha token, the page and the consent. */
export function signupBody(form: HTMLFormElement, check: SignupCheck): Record<string, string | string[]> {
  const body: Record<string, string | string[]> = { ...check.values, 'interestingLists[]': check.lists };
  for (const name of CAPTCHA_NAMES) {
    const token = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)?.value;
    if (token) body[name] = token;
  }
  body.url = location.href.slice(0, 2048);
  const consent = consentText(form);
  if (consent !== '') body.consent = consent;
  return body;
}
