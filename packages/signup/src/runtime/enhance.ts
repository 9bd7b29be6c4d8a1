import { dateKeyAllowed, SIGNUP_LISTS_KEY, smsKeyAllowed } from '@beckon/core';
import { warn, warnOnce } from '@beckon/embed-kit';
import { attachPrefixPicker } from '../picker/prefix-picker.js';
import { signupEndpoint } from './endpoint.js';
import { clearFieldErrors } from './field-errors.js';
import { filterKeys } from './key-filters.js';
import { createMessageArea } from './message-area.js';
import { controlsOf, directionIn, kindOf, languageOf, LIST_NAMES } from './read-form.js';
import { submitSignup } from './submit.js';

const ENHANCED = 'beckonSignupReady';

/** Key filters on SMS and date inputs (SPEC §5), and a country-prefix dropdown on each SMS input (SPEC §1). */
function enhanceInputs(form: HTMLFormElement, server: string, nonce: string | undefined): void {
  const lang = languageOf(form);
  const dir = directionIn(form, lang);
  for (const control of controlsOf(form)) {
    if (!(control instanceof HTMLInputElement) || control.type === 'hidden') continue;
    const kind = kindOf(control);
    if (kind === 'sms') {
      filterKeys(control, smsKeyAllowed);
      attachPrefixPicker(control, { server, lang, dir, nonce });
    } else if (kind === 'date' && control.type !== 'date') {
      // A native date picker types no characters of its own: only a text input needs the filter.
      filterKeys(control, dateKeyAllowed);
    }
  }
}

/**
 * Makes one form a Beckon sign-up form, once: its own rules before sending, the call without
 * leaving the page, the answer in its message area. A form that names no token is left as it is.
 */
export function enhanceForm(form: HTMLFormElement, scriptServer: string | null, nonce: string | undefined): void {
  if (form.dataset[ENHANCED]) return;
  const endpoint = signupEndpoint(form, scriptServer);
  if (!endpoint) {
    warnOnce('a data-beckon-signup form has neither an action {server}/api/signup/{token} nor a token this script can use; left alone', form);
    return;
  }
  form.dataset[ENHANCED] = 'true';
  // Beckon's messages replace the browser's own bubbles, which would stop the submit before the rules run.
  form.noValidate = true;
  enhanceInputs(form, endpoint.server, nonce);
  const lang = languageOf(form);
  const area = createMessageArea(form, lang, directionIn(form, lang), nonce);
  let sending = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    submitSignup({ form, url: endpoint.url, area }).then(
      (leaving) => (sending = leaving),
      (error: unknown) => {
        sending = false;
        warn('sign-up submit failed', error);
      },
    );
  });
  const forget = (event: Event) => {
    const name = (event.target as Partial<HTMLInputElement> | null)?.name;
    if (name) clearFieldErrors(form, LIST_NAMES.includes(name) ? SIGNUP_LISTS_KEY : name);
  };
  form.addEventListener('input', forget);
  form.addEventListener('change', forget);
}
