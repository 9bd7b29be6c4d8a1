import type { Kysely } from 'kysely';
import { redirectUrl, SIGNUP_LISTS_KEY } from '@beckon/core';
import { SIGNUP_FORM_LIMITS, SIGNUP_RESERVED_FIELDS, type SignupFormSettings } from '@beckon/core/api';
import type { Database } from '../db/schema.js';
import { ownedListsByPublicId } from '../repositories/lists.js';

/** Names the sign-up call reads itself (and core's list group): a field of that name would never arrive as a value. */
const RESERVED = new Set<string>([...SIGNUP_RESERVED_FIELDS, SIGNUP_LISTS_KEY]);

export type CheckedSettings = { ok: true; settings: SignupFormSettings } | { ok: false; message: string; field: string };

function refuse(message: string, field: string): CheckedSettings {
  return { ok: false, message, field };
}

/** What the schema cannot say about the fields: one name each, none the call's own, a way to reach the person. */
function fieldsProblem(settings: SignupFormSettings): CheckedSettings | undefined {
  const names = new Set<string>();
  for (const field of settings.fields) {
    if (RESERVED.has(field.name)) return refuse(`A field cannot be named "${field.name}": the sign-up call uses that name itself.`, 'settings.fields');
    if (names.has(field.name)) return refuse(`Two fields are named "${field.name}": each field needs a name of its own.`, 'settings.fields');
    names.add(field.name);
  }
  if (!settings.fields.some((f) => f.kind === 'email' || f.kind === 'sms')) {
    return refuse('A sign-up form needs an email or an SMS field: that is who subscribes.', 'settings.fields');
  }
  return undefined;
}

/**
 * The form's settings as stored: the schema checked their shape; here, what needs the account
 * and the rules: lists are the caller's own, the redirect is a place to send a visitor (SPEC §5,
 * stored as the widget will follow it), and the whole fits its column.
 */
export async function checkFormSettings(db: Kysely<Database>, accountId: number, settings: SignupFormSettings): Promise<CheckedSettings> {
  const problem = fieldsProblem(settings);
  if (problem) return problem;
  const offered = [...new Set(settings.lists)];
  const owned = await ownedListsByPublicId(db, accountId, offered);
  if (owned.length !== offered.length) return refuse('The form offers a list that is not one of your lists.', 'settings.lists');
  let redirect = '';
  if (settings.redirect.trim() !== '') {
    const url = redirectUrl(settings.redirect);
    if (url === null) return refuse('The redirect must be a web address (or tel:, sms:, mailto:).', 'settings.redirect');
    redirect = url;
  }
  const checked: SignupFormSettings = { ...settings, lists: offered, redirect };
  if (Buffer.byteLength(JSON.stringify(checked)) > SIGNUP_FORM_LIMITS.settingsBytes) {
    return refuse(`The form's settings exceed ${SIGNUP_FORM_LIMITS.settingsBytes / 1024} KB.`, 'settings');
  }
  return { ok: true, settings: checked };
}
