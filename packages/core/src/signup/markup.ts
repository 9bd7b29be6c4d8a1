import type { SignupFieldSetting, SignupFormSettings } from '../api/types.js';
import { LEAD_FIELD_VALUE_MAX_LENGTH, NAME_EMAIL_MAX_LENGTH } from '../constants.js';
import { directionOf, t, texts } from '../strings/index.js';
import { signupMessages, type SignupMessages } from './messages.js';
import { escapeHtml } from '../html-escape.js';

/** What the markup needs of a form: its public token, its settings, and the names of the account's lists. */
export interface SignupMarkupForm {
  token: string;
  settings: SignupFormSettings;
  /** the account's lists; those the form offers are shown by these names */
  lists: readonly { id: string; name: string }[];
}

/** Every value the owner wrote goes through this: safe as element text and inside a quoted attribute. */
const esc = escapeHtml;

/** One attribute, escaped; a true flag is written bare, a false one left out. */
function attr(name: string, value: string | boolean): string {
  if (value === false) return '';
  return value === true ? ` ${name}` : ` ${name}="${esc(value)}"`;
}

/** The attribute each message travels in, read by /sdk/signup.js. */
const MESSAGE_ATTRIBUTES: Record<keyof SignupMessages, string> = {
  successMsg: 'data-msg-success',
  errorMsg: 'data-msg-error',
  existMsg: 'data-msg-exist',
  invalidMsg: 'data-msg-invalid',
  required: 'data-msg-required',
  invalidEmail: 'data-msg-invalid-email',
  invalidSms: 'data-msg-invalid-sms',
  captchaEmpty: 'data-msg-captcha-empty',
  captchaFail: 'data-msg-captcha-fail',
};

/** How each kind of field is typed in: the input's type and its own attributes. */
function inputAttributes(field: SignupFieldSetting): string {
  switch (field.kind) {
    case 'email':
      return attr('type', 'email') + attr('autocomplete', 'email') + attr('maxlength', String(NAME_EMAIL_MAX_LENGTH));
    case 'sms':
      // The script puts the dial code in front and filters the keys (SPEC §5).
      return attr('type', 'tel') + attr('autocomplete', 'tel') + attr('data-prefix', field.prefix ?? '') + attr('maxlength', '40');
    case 'date':
      // A text input: SPEC §5 lets digits, spaces, dashes and slashes through, in whatever order the owner's audience writes dates.
      return attr('type', 'text') + attr('inputmode', 'numeric') + attr('maxlength', '40');
    case 'checkbox':
      return attr('type', 'checkbox') + attr('value', 'yes');
    default:
      return attr('type', 'text') + attr('maxlength', String(LEAD_FIELD_VALUE_MAX_LENGTH));
  }
}

function fieldMarkup(field: SignupFieldSetting, idPrefix: string): string {
  const id = `${idPrefix}-${field.name}`;
  const label = field.label?.trim() || field.name;
  const input =
    `<input${attr('id', id)}${attr('name', field.name)}${inputAttributes(field)}` +
    `${attr('data-beckon-kind', field.kind)}${attr('required', field.required === true)}>`;
  if (field.kind === 'checkbox') return `  <p class="beckon-signup-field beckon-signup-check"><label>${input} ${esc(label)}</label></p>\n`;
  return `  <p class="beckon-signup-field"><label${attr('for', id)}>${esc(label)}</label>\n    ${input}</p>\n`;
}

/** The list group, when the visitor chooses lists: one box per offered list the account still has. */
function listsMarkup(form: SignupMarkupForm): string {
  const { settings } = form;
  if (!settings.choose_lists) return '';
  const names = new Map(form.lists.map((list) => [list.id, list.name]));
  const offered = settings.lists.filter((id) => names.has(id));
  if (offered.length === 0) return '';
  const boxes = offered
    .map((id) => `    <label><input type="checkbox" name="interestingLists[]"${attr('value', id)}> ${esc(names.get(id)!)}</label>\n`)
    .join('');
  return `  <fieldset data-beckon-lists${attr('data-required', settings.lists_required)}>\n${boxes}  </fieldset>\n`;
}

/** The consent box, when the form asks for one: required, and its wording is what the subscription records. */
function consentMarkup(consent: string | undefined): string {
  const wording = consent?.trim() ?? '';
  if (wording === '') return '';
  return `  <p class="beckon-signup-field beckon-signup-check"><label><input type="checkbox" name="consent" value="yes" data-beckon-consent required> ${esc(wording)}</label></p>\n`;
}

/**
 * Issue 18: the HTML an owner pastes for a sign-up form, run by /sdk/signup.js. The dashboard's
 * copy box, its preview and the end-to-end tests all use this one function, so what is tested is
 * what is pasted. Every value the owner wrote is HTML-escaped.
 */
export function signupFormMarkup(form: SignupMarkupForm, serverOrigin: string): string {
  const origin = serverOrigin.replace(/\/+$/, '');
  const { settings } = form;
  const lang = settings.lang;
  const messages = signupMessages(lang, settings.messages);
  const messageAttributes = (Object.keys(MESSAGE_ATTRIBUTES) as (keyof SignupMessages)[]).map((key) => attr(MESSAGE_ATTRIBUTES[key], messages[key])).join('');
  const idPrefix = `beckon-${form.token.slice(0, 8)}`;
  return (
    `<form data-beckon-signup${attr('action', `${origin}/api/signup/${form.token}`)} method="post" class="beckon-signup"` +
    `${attr('lang', lang)}${attr('dir', directionOf(lang))}${messageAttributes}>\n` +
    settings.fields.map((field) => fieldMarkup(field, idPrefix)).join('') +
    listsMarkup(form) +
    consentMarkup(settings.consent) +
    `  <button type="submit">${esc(t(lang, texts.submit))}</button>\n` +
    `</form>\n` +
    `<script async${attr('src', `${origin}/sdk/signup.js`)}></script>\n`
  );
}
