import type { SignupMessages } from '@beckon/core';
import { SIGNUP_FORM_LIMITS, SIGNUP_RESERVED_FIELDS, type SIGNUP_FIELD_KINDS } from '@beckon/core/api';
import type { SignupFieldSetting, SignupFormRecord, SignupFormSettings } from '../../api/types.js';

export type FieldKind = (typeof SIGNUP_FIELD_KINDS)[number];

/** What the builder edits: the form's name, its site and its settings. */
export interface SignupFormDraft {
  name: string;
  /** '' for no site */
  clientId: string;
  settings: SignupFormSettings;
}

export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;
export const FIELD_KIND_LABEL: Record<FieldKind, string> = { email: 'Email', sms: 'SMS number', text: 'Text', date: 'Date', checkbox: 'Checkbox' };

/** The message keys in the order the builder shows them, each with what it is for. */
export const MESSAGE_LABELS: [keyof SignupMessages, string][] = [
  ['successMsg', 'Signed up (or updated)'],
  ['existMsg', 'Already signed up'],
  ['errorMsg', 'Something went wrong'],
  ['invalidMsg', 'Details not valid'],
  ['required', 'A required field is empty'],
  ['invalidEmail', 'Email not valid'],
  ['invalidSms', 'SMS number not valid'],
  ['captchaEmpty', 'Robot check not done'],
  ['captchaFail', 'Robot check failed'],
];

export function newDraft(): SignupFormDraft {
  return {
    name: '',
    clientId: '',
    settings: {
      fields: [{ name: 'email', kind: 'email', required: true, label: 'Email' }],
      lists: [],
      choose_lists: false,
      lists_required: false,
      messages: {},
      redirect: '',
      lang: 'en',
      captcha: false,
    },
  };
}

export const draftOf = (form: SignupFormRecord): SignupFormDraft => ({ name: form.name, clientId: form.client_id ?? '', settings: form.settings });

/** A name no other field has: kind, then kind_2, kind_3… */
function freeName(fields: readonly SignupFieldSetting[], kind: FieldKind): string {
  const base = kind === 'sms' ? 'phone' : kind;
  const taken = new Set(fields.map((f) => f.name));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
}

export function addField(fields: readonly SignupFieldSetting[], kind: FieldKind): SignupFieldSetting[] {
  if (fields.length >= SIGNUP_FORM_LIMITS.fields) return [...fields];
  const field: SignupFieldSetting = { name: freeName(fields, kind), kind, required: false, label: FIELD_KIND_LABEL[kind] };
  return [...fields, kind === 'sms' ? { ...field, prefix: '+44' } : field];
}

/** The field moved by one place up (-1) or down (+1); at an end it stays. */
export function moveField<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** What the builder checks before saving, by the same rules the server keeps; key = the field's index. */
export function fieldProblems(fields: readonly SignupFieldSetting[]): Map<number, string> {
  const problems = new Map<number, string>();
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (!FIELD_NAME_PATTERN.test(field.name)) problems.set(index, 'A name starts with a letter and has only letters, digits, _ and -.');
    else if ((SIGNUP_RESERVED_FIELDS as readonly string[]).includes(field.name) || field.name === 'lists')
      problems.set(index, `“${field.name}” is a name the sign-up call uses itself: choose another.`);
    else if (seen.has(field.name)) problems.set(index, `Another field is named “${field.name}” already.`);
    else if (field.kind === 'sms' && field.prefix && !/^\+[0-9]{1,4}$/.test(field.prefix))
      problems.set(index, 'A dial code is + and 1 to 4 digits, such as +44.');
    seen.add(field.name);
  });
  return problems;
}

/** A problem with the form as a whole, or null: someone must be reachable. */
export function formProblem(draft: SignupFormDraft): string | null {
  if (!draft.name.trim()) return 'Give the form a name.';
  if (!draft.settings.fields.some((f) => f.kind === 'email' || f.kind === 'sms'))
    return 'A sign-up form needs an email or an SMS field: that is who subscribes.';
  return null;
}

/** A server error placed next to what it is about: a TypeBox path (body/settings/fields/0/name …) or the route's own field. */
export interface PlacedError {
  /** dotted, without "body": settings.fields.0.name, name, client_id; '' when it names nothing */
  path: string;
  message: string;
}

export function placeServerError(message: string, field?: string): PlacedError {
  const typebox = /^body\/(\S+) (.+)$/.exec(message);
  if (typebox) return { path: typebox[1]!.replace(/\//g, '.'), message: typebox[2]! };
  return { path: field ?? '', message };
}

/** Whether an error's path is about this place of the form (itself or something inside it). */
export const errorAt = (error: PlacedError | null, path: string): string | null =>
  error && (error.path === path || error.path.startsWith(`${path}.`)) ? error.message : null;

/** The body the API takes: a blank redirect is '' and a blank message falls back to the default. */
export function formBody(draft: SignupFormDraft) {
  const messages = Object.fromEntries(Object.entries(draft.settings.messages).filter(([, text]) => typeof text === 'string' && text.trim() !== ''));
  // An SMS field without a dial code leaves it out: the schema takes a prefix only in its + digits shape.
  const fields = draft.settings.fields.map(({ prefix, ...f }) => ({ ...f, required: f.required ?? false, ...(f.kind === 'sms' && prefix ? { prefix } : {}) }));
  return {
    name: draft.name.trim(),
    client_id: draft.clientId || null,
    settings: { ...draft.settings, fields, messages, redirect: draft.settings.redirect.trim() },
  };
}
