import type { Kysely } from 'kysely';
import { validateSignup, type SignupCheck, type SignupForm, type SignupStatus } from '@beckon/core';
import type { SignupFormSettings, SignupRequest } from '@beckon/core/api';
import type { Database } from '../db/schema.js';
import { ownedListsByPublicId } from '../repositories/lists.js';
import { recordSignup, type JoinedList, type SignupOutcome } from '../repositories/subscribers.js';

/** The stored settings as core's rules read a form. Lists are ticked only when the visitor chooses them. */
export function ruleForm(settings: SignupFormSettings): SignupForm {
  return {
    fields: settings.fields,
    lists: settings.choose_lists ? settings.lists.map((id) => ({ id })) : [],
    listsRequired: settings.choose_lists && settings.lists_required,
    messages: settings.messages,
    lang: settings.lang,
  };
}

/** The visitor's values as core reads them: every field by name, the ticked lists under `lists`. */
export function ruleValues(body: SignupRequest): Record<string, unknown> {
  return { ...body, lists: body['interestingLists[]'] ?? body.interestingLists ?? [] };
}

/** The first non-empty value of a kind of field: who the subscriber is. */
function firstOfKind(settings: SignupFormSettings, check: SignupCheck, kind: 'email' | 'sms'): string | null {
  for (const field of settings.fields) {
    const value = field.kind === kind ? check.values[field.name] : undefined;
    if (value) return value;
  }
  return null;
}

export interface SignupContext {
  accountId: number;
  formId: number;
  settings: SignupFormSettings;
  consent: string;
  sourceUrl: string;
  now: number;
  /** where confirmation links point: PUBLIC_URL's origin, else the sign-up request's */
  linkOrigin: string;
}

/**
 * After the human check: core's rules, then the one transaction. Only lists the form offers,
 * the form's account owns and the subscriber can be reached on (an email list needs the email,
 * an SMS list the phone) are joined.
 */
export async function signUp(db: Kysely<Database>, body: SignupRequest, context: SignupContext): Promise<Extract<SignupStatus, 'invalid'> | SignupOutcome> {
  const { settings } = context;
  const check = validateSignup(ruleForm(settings), ruleValues(body));
  if (!check.ok) return 'invalid';
  const email = firstOfKind(settings, check, 'email');
  const phone = firstOfKind(settings, check, 'sms');
  if (email === null && phone === null) return 'invalid';
  const chosen = settings.choose_lists ? check.lists : settings.lists;
  const owned = await ownedListsByPublicId(db, context.accountId, chosen);
  const lists: JoinedList[] = owned
    .filter((list) => (list.kind === 'email' ? email !== null : phone !== null))
    .map((list) => ({ id: Number(list.id), doubleOptIn: list.double_opt_in === 1 }));
  return recordSignup(db, {
    accountId: context.accountId,
    formId: context.formId,
    email,
    phone,
    lists,
    consent: context.consent,
    sourceUrl: context.sourceUrl,
    now: context.now,
    linkOrigin: context.linkOrigin,
  });
}
