import {
  directionOf,
  SIGNUP_LISTS_KEY,
  SIGNUP_RESERVED_FIELDS,
  type Language,
  type SignupField,
  type SignupFieldKind,
  type SignupForm,
  type SignupMessages,
} from '@beckon/core';

/** An input, select or textarea: what a form submits. */
export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The names the call keeps for the ticked lists. */
export const LIST_NAMES: readonly string[] = ['interestingLists[]', 'interestingLists'];
const RESERVED: ReadonlySet<string> = new Set(SIGNUP_RESERVED_FIELDS);
const KINDS: ReadonlySet<string> = new Set<SignupFieldKind>(['email', 'sms', 'text', 'date', 'checkbox']);
const NOT_SUBMITTED = new Set(['submit', 'button', 'reset', 'image', 'file']);

/** The data-msg-* attribute of each message a form may set for itself. */
const MESSAGE_ATTRIBUTES: Readonly<Record<keyof SignupMessages, string>> = {
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

/** Every control the form submits, its own or tied to it by a form= attribute, in the form's order. */
export function controlsOf(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) &&
      element.name !== '' &&
      !element.disabled &&
      !NOT_SUBMITTED.has(element.type),
  );
}

export const isListControl = (control: Control): boolean => LIST_NAMES.includes(control.name);
const isOwnField = (control: Control): boolean => !RESERVED.has(control.name) && control.name !== SIGNUP_LISTS_KEY;

/** data-beckon-kind says; else the input's type; an SMS field must say so (a tel input may be any phone). */
export function kindOf(control: Control): SignupFieldKind {
  const said = control.getAttribute('data-beckon-kind')?.trim().toLowerCase() ?? '';
  if (KINDS.has(said)) return said as SignupFieldKind;
  if (/^sms$/i.test(control.name)) return 'sms';
  if (control.type === 'email' || control.type === 'date' || control.type === 'checkbox') return control.type;
  return 'text';
}

/** An SMS field's dial code as the input holds it: the one chosen last, else the form's default. */
export function prefixOf(control: Element): string | undefined {
  const prefix = control.getAttribute('data-prefix')?.trim() ?? '';
  return /^\+?\d{1,4}$/.test(prefix) ? `+${prefix.replace('+', '')}` : undefined;
}

/** data-lang, else lang (he-IL and the old iw are Hebrew), else a right-to-left form is Hebrew. */
export function languageOf(form: HTMLElement): Language {
  const said = (form.getAttribute('data-lang') || form.getAttribute('lang') || '').trim().toLowerCase();
  if (said !== '') return /^(he|iw)\b/.test(said) ? 'he' : 'en';
  return form.getAttribute('dir')?.toLowerCase() === 'rtl' ? 'he' : 'en';
}

/** The form's own direction or its page's, else its language's. */
export function directionIn(form: HTMLElement, lang: Language): 'rtl' | 'ltr' {
  const dir = form.closest('[dir]')?.getAttribute('dir')?.toLowerCase();
  return dir === 'rtl' || dir === 'ltr' ? dir : directionOf(lang);
}

function ownMessages(form: HTMLFormElement): Partial<SignupMessages> {
  const own: Partial<SignupMessages> = {};
  for (const [key, attribute] of Object.entries(MESSAGE_ATTRIBUTES) as [keyof SignupMessages, string][]) {
    const text = form.getAttribute(attribute);
    if (text !== null && text.trim() !== '') own[key] = text;
  }
  return own;
}

/** The list group's own data-required; any non-"false" value makes it required. */
function listsRequired(form: HTMLFormElement): boolean {
  const group = form.querySelector('[data-beckon-lists]');
  const required = group?.getAttribute('data-required');
  return required != null && required.trim().toLowerCase() !== 'false';
}

/**
 * SPEC §5's rules for this form, read from its markup: each named control is a field (its
 * kind, required, SMS dial code); the interestingLists[] boxes are the lists offered (a hidden one
 * is always ticked); messages from data-msg-*, falling back to Beckon's in the form's language.
 */
export function readSignupForm(form: HTMLFormElement): SignupForm {
  const fields: SignupField[] = [];
  const lists: { id: string; required?: boolean }[] = [];
  for (const control of controlsOf(form)) {
    if (isListControl(control)) {
      if (control.value !== '') lists.push({ id: control.value, required: control.required });
    } else if (isOwnField(control) && !fields.some((field) => field.name === control.name)) {
      const required = control.required || control.getAttribute('aria-required') === 'true';
      fields.push({ name: control.name, kind: kindOf(control), required, prefix: prefixOf(control) });
    }
  }
  return { fields, lists, listsRequired: listsRequired(form), messages: ownMessages(form), lang: languageOf(form) };
}
