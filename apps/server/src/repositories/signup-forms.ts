import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SignupFormSettings } from '@beckon/core/api';
import type { Database } from '../db/schema.js';

/** 24 random bytes, base64url: 32 characters (core's SIGNUP_TOKEN_PATTERN), not guessable. */
export const newSignupToken = (): string => randomBytes(24).toString('base64url');

/** A form as the dashboard sees it. */
export interface OwnedSignupForm {
  id: string;
  token: string;
  name: string;
  client_id: string | null;
  settings: SignupFormSettings;
  created_at: number;
  updated_at: number;
}

/** The stored settings; the route validated them on the way in, so a damaged row reads as one field-less form. */
export function parseSignupSettings(json: string): SignupFormSettings {
  try {
    return JSON.parse(json) as SignupFormSettings;
  } catch {
    return { fields: [], lists: [], choose_lists: false, lists_required: false, messages: {}, redirect: '', lang: 'en', captcha: false };
  }
}

function ownedForms(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('signup_forms')
    .leftJoin('sites', 'sites.id', 'signup_forms.site_id')
    .select([
      'signup_forms.id',
      'signup_forms.token',
      'signup_forms.name',
      'signup_forms.settings',
      'signup_forms.created_at',
      'signup_forms.updated_at',
      'sites.client_id',
    ])
    .where('signup_forms.account_id', '=', accountId);
}

type FormRow = Awaited<ReturnType<ReturnType<typeof ownedForms>['executeTakeFirstOrThrow']>>;

function toOwnedForm(row: FormRow): OwnedSignupForm {
  return {
    id: String(row.id),
    token: row.token,
    name: row.name,
    client_id: row.client_id ?? null,
    settings: parseSignupSettings(row.settings),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  };
}

export async function listSignupForms(db: Kysely<Database>, accountId: number): Promise<OwnedSignupForm[]> {
  return (await ownedForms(db, accountId).orderBy('signup_forms.id').execute()).map(toOwnedForm);
}

export async function findSignupForm(db: Kysely<Database>, accountId: number, id: number): Promise<OwnedSignupForm | undefined> {
  const row = await ownedForms(db, accountId).where('signup_forms.id', '=', id).executeTakeFirst();
  return row ? toOwnedForm(row) : undefined;
}

export async function createSignupForm(
  db: Kysely<Database>,
  accountId: number,
  form: { name: string; siteId: number | null; settings: SignupFormSettings },
): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('signup_forms')
    .values({
      account_id: accountId,
      site_id: form.siteId,
      token: newSignupToken(),
      name: form.name,
      settings: JSON.stringify(form.settings),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** False when the account has no such form. */
export async function updateSignupForm(
  db: Kysely<Database>,
  accountId: number,
  id: number,
  patch: { name?: string; siteId?: number | null; settings?: SignupFormSettings },
): Promise<boolean> {
  const result = await db
    .updateTable('signup_forms')
    .set({
      updated_at: Date.now(),
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.siteId === undefined ? {} : { site_id: patch.siteId }),
      ...(patch.settings === undefined ? {} : { settings: JSON.stringify(patch.settings) }),
    })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Subscriptions it brought keep their consent; they just no longer name a form. */
export async function deleteSignupForm(db: Kysely<Database>, accountId: number, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('signup_forms').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) return false;
    await trx.updateTable('subscriptions').set({ form_id: null }).where('form_id', '=', id).execute();
    return true;
  });
}

/** The form behind a public token, for the sign-up call. */
/** The form the public call names, with its site's allowed domains (null: the form is for no one site). */
export function findSignupFormByToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('signup_forms')
    .leftJoin('sites', 'sites.id', 'signup_forms.site_id')
    .select(['signup_forms.id', 'signup_forms.account_id', 'signup_forms.settings', 'sites.domains'])
    .where('signup_forms.token', '=', token)
    .executeTakeFirst();
}
