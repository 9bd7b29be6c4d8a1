import { LEAD_FIELD_VALUE_MAX_LENGTH } from '../constants.js';
import type { Language } from '../types/design.js';
import { t, texts } from '../strings/index.js';
import { joinChoices } from '../validators/choice.js';
import { isValidEmail, normaliseEmail } from '../validators/email.js';
import { signupMessages, type SignupMessages } from './messages.js';
import { checkSms } from './sms.js';

export type SignupFieldKind = 'email' | 'sms' | 'text' | 'date' | 'checkbox';

/** One input of a sign-up form, named as the form submits it. */
export interface SignupField {
  name: string;
  kind: SignupFieldKind;
  required?: boolean;
  /** sms: the dial code the country-prefix dropdown starts with, e.g. '+972' */
  prefix?: string;
}

/** A list the form offers the visitor to tick. */
export interface SignupListOffer {
  id: string;
  /** this list's box must be ticked */
  required?: boolean;
}

export interface SignupForm {
  fields: readonly SignupField[];
  lists: readonly SignupListOffer[];
  /** SPEC §5: the multi-list checkbox group is required: at least one list ticked */
  listsRequired?: boolean;
  /** the owner's own messages; blank or missing ones fall back to Beckon's */
  messages?: Partial<SignupMessages>;
  /** the form's language, for Beckon's messages; English when not set */
  lang?: Language;
}

/** The key of the ticked list ids among the values, and of the list group's error. A form field cannot be named so. */
export const SIGNUP_LISTS_KEY = 'lists';

/**
 * What a visitor sent, never trusted: field values by name (a string, or strings when a name
 * came more than once) and under `lists` the ticked list ids (an array, or one id as a string).
 * Anything else (numbers, objects, names the form does not have) is ignored.
 */
export interface SignupValues {
  readonly [name: string]: unknown;
  readonly lists?: unknown;
}

export type SignupProblem = 'required' | 'invalid_email' | 'invalid_sms' | 'too_long';

export interface SignupCheck {
  ok: boolean;
  /** the message to show, by field name, and under 'lists' for the list group */
  errors: Record<string, string>;
  /** the rule each of those errors broke */
  problems: Record<string, SignupProblem>;
  /** every field of the form, cleaned: trimmed, email lowercased, SMS stripped; '' means nothing given */
  values: Record<string, string>;
  /** the ids of the offered lists the visitor ticked, in the form's order, once each */
  lists: string[];
}

type FieldResult = { value: string; problem?: SignupProblem };

/** A name sent more than once keeps all its strings comma-joined, so an email field fails loudly instead of picking one. */
function sentText(values: SignupValues, name: string): string {
  if (!Object.prototype.hasOwnProperty.call(values, name)) return '';
  const raw = values[name];
  if (typeof raw === 'string') return raw.trim();
  const strings = Array.isArray(raw) && raw.every((item) => typeof item === 'string');
  return strings ? joinChoices(raw as string[]) : '';
}

/** A stored value keeps at most Beckon's bound of characters (counted as the visitor sees them). */
function tooLong(value: string): boolean {
  return value.length > LEAD_FIELD_VALUE_MAX_LENGTH && [...value].length > LEAD_FIELD_VALUE_MAX_LENGTH;
}

/** SPEC §5 for one field: required first, then the rule of its kind. */
function checkField(field: SignupField, text: string): FieldResult {
  const required = field.required === true;
  if (field.kind === 'sms') {
    const sms = checkSms(text, { required, prefix: field.prefix });
    return sms.ok ? { value: sms.value } : { value: '', problem: sms.problem };
  }
  if (text === '') return required ? { value: '', problem: 'required' } : { value: '' };
  if (field.kind === 'email') {
    return isValidEmail(text) ? { value: normaliseEmail(text) } : { value: text, problem: 'invalid_email' };
  }
  return tooLong(text) ? { value: '', problem: 'too_long' } : { value: text };
}

/** The offered lists the visitor ticked; ids the form does not offer are dropped, whatever they are. */
function tickedLists(form: SignupForm, sent: unknown): string[] {
  const items: unknown[] = Array.isArray(sent) ? sent : [sent];
  const ticked = new Set(items.filter((item): item is string => typeof item === 'string'));
  return [...new Set(form.lists.map((list) => list.id))].filter((id) => ticked.has(id));
}

/** SPEC §5: the group needs one ticked list when required, and every list marked required needs its box. */
function listsMissing(form: SignupForm, lists: readonly string[]): boolean {
  if (form.listsRequired === true && form.lists.length > 0 && lists.length === 0) return true;
  return form.lists.some((list) => list.required === true && !lists.includes(list.id));
}

function messageFor(problem: SignupProblem, messages: SignupMessages, lang: Language): string {
  if (problem === 'required') return messages.required;
  if (problem === 'invalid_email') return messages.invalidEmail;
  if (problem === 'invalid_sms') return messages.invalidSms;
  return t(lang, texts.tooLong, { max: String(LEAD_FIELD_VALUE_MAX_LENGTH) });
}

/**
 * Every SPEC §5 sign-up rule, the same in the browser (before sending) and on the server (before
 * storing): required fields, the required list group, every email input, every SMS input. Only
 * the form's own fields and lists are read; each error carries the form's own message.
 */
export function validateSignup(form: SignupForm, values: SignupValues): SignupCheck {
  const lang = form.lang ?? 'en';
  const messages = signupMessages(lang, form.messages);
  const cleaned = new Map<string, string>();
  const problems = new Map<string, SignupProblem>();
  for (const field of form.fields) {
    if (field.name === SIGNUP_LISTS_KEY || cleaned.has(field.name)) continue;
    const result = checkField(field, sentText(values, field.name));
    cleaned.set(field.name, result.value);
    if (result.problem) problems.set(field.name, result.problem);
  }
  const lists = tickedLists(form, values.lists);
  if (listsMissing(form, lists)) problems.set(SIGNUP_LISTS_KEY, 'required');
  const errors = [...problems].map(([name, problem]) => [name, messageFor(problem, messages, lang)] as const);
  return {
    ok: problems.size === 0,
    errors: Object.fromEntries(errors),
    problems: Object.fromEntries(problems),
    values: Object.fromEntries(cleaned),
    lists,
  };
}
