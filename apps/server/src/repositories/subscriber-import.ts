import type { Kysely } from 'kysely';
import { checkSms, isValidEmail, normaliseEmail, type ListKind } from '@beckon/core';
import type { SubscriberImportResponse, SubscriberImportRowRequest } from '@beckon/core/api';
import type { Database } from '../db/schema.js';
import { recordSignup } from './subscribers.js';

/** What an imported subscription records as consent when the file names none. */
export const IMPORT_CONSENT = 'Imported by the owner';
/** What an imported subscription records as the page it came from. */
export const IMPORT_SOURCE = 'import';

export interface ImportList {
  id: number;
  kind: ListKind;
}

export interface SubscriberImport {
  accountId: number;
  list: ImportList;
  rows: readonly SubscriberImportRowRequest[];
  status: 'confirmed' | 'pending';
  dryRun: boolean;
  now: number;
  /** where a pending row's confirmation link points */
  linkOrigin: string;
}

/** One row as it would be stored: who the person is, and what they agreed to. */
interface CleanRow {
  index: number;
  email: string | null;
  phone: string | null;
  consent: string;
}

type RowCheck = { ok: true; row: CleanRow } | { ok: false; message: string };

/** The row's phone, stripped; null when it has none; a message when it is not a number. */
function cleanPhone(raw: string | undefined): string | null | { message: string } {
  const check = checkSms(raw ?? '');
  if (!check.ok) return { message: 'The phone number is not valid: write it with its country code, such as +44 7700 900123.' };
  return check.value === '' ? null : check.value;
}

/** Core's sign-up rules for one row, and the list's kind: an email list needs the address, an SMS list the phone. */
export function checkImportRow(row: SubscriberImportRowRequest, index: number, kind: ListKind): RowCheck {
  const rawEmail = (row.email ?? '').trim();
  if (rawEmail !== '' && !isValidEmail(rawEmail)) return { ok: false, message: 'The email address is not valid.' };
  const email = rawEmail === '' ? null : normaliseEmail(rawEmail);
  const phone = cleanPhone(row.phone);
  if (phone !== null && typeof phone === 'object') return { ok: false, message: phone.message };
  if (kind === 'email' && email === null) return { ok: false, message: 'An email list needs an email address in every row.' };
  if (kind === 'sms' && phone === null) return { ok: false, message: 'An SMS list needs a phone number in every row.' };
  const consent = (row.consent_text ?? '').trim() || IMPORT_CONSENT;
  return { ok: true, row: { index, email, phone, consent } };
}

/** Who a row names, as recordSignup finds them: by address when it has one, else by phone. */
const identity = (row: CleanRow): string => (row.email !== null ? `e:${row.email}` : `p:${row.phone ?? ''}`);

/** The status each person of these rows already has on the list, by identity. */
async function statusesOnList(db: Kysely<Database>, accountId: number, listId: number, rows: readonly CleanRow[]): Promise<Map<string, string>> {
  const emails = [...new Set(rows.flatMap((r) => (r.email === null ? [] : [r.email])))];
  const phones = [...new Set(rows.flatMap((r) => (r.email === null && r.phone !== null ? [r.phone] : [])))];
  const known = new Map<string, string>();
  const lookup = async (column: 'email' | 'phone', values: string[], prefix: string) => {
    if (values.length === 0) return;
    const found = await db
      .selectFrom('subscribers')
      .innerJoin('subscriptions', 'subscriptions.subscriber_id', 'subscribers.id')
      .select([`subscribers.${column} as who`, 'subscriptions.status'])
      .where('subscribers.account_id', '=', accountId)
      .where('subscriptions.list_id', '=', listId)
      .where(`subscribers.${column}`, 'in', values)
      .execute();
    for (const f of found) if (f.who !== null) known.set(`${prefix}${f.who}`, f.status);
  };
  await lookup('email', emails, 'e:');
  await lookup('phone', phones, 'p:');
  return known;
}

const UNSUBSCRIBED = 'Unsubscribed from this list: an import does not sign them up again; only they can, through a form.';

/**
 * Issue 18: a batch of rows joins one of the account's lists, each row through recordSignup as a
 * sign-up would (a pending row gets the confirmation email). Someone who left the list is not put
 * back. A dry run checks the same and stores nothing. Errors name the row's index in the batch.
 */
export async function importSubscribers(db: Kysely<Database>, job: SubscriberImport): Promise<SubscriberImportResponse> {
  const reply: SubscriberImportResponse = { added: 0, existing: 0, errors: [] };
  const clean: CleanRow[] = [];
  job.rows.forEach((row, index) => {
    const check = checkImportRow(row, index, job.list.kind);
    if (check.ok) clean.push(check.row);
    else reply.errors.push({ row: index, message: check.message });
  });
  const known = await statusesOnList(db, job.accountId, job.list.id, clean);
  for (const row of clean) {
    const before = known.get(identity(row));
    if (before === 'unsubscribed') {
      reply.errors.push({ row: row.index, message: UNSUBSCRIBED });
      continue;
    }
    if (before !== undefined) {
      reply.existing += 1;
      continue;
    }
    // A later row naming the same person finds them on the list, in the dry run as in the real one.
    known.set(identity(row), job.status);
    if (!job.dryRun) {
      const outcome = await recordSignup(db, {
        accountId: job.accountId,
        formId: null,
        email: row.email,
        phone: row.phone,
        lists: [{ id: job.list.id, doubleOptIn: job.status === 'pending' }],
        consent: row.consent,
        sourceUrl: IMPORT_SOURCE,
        now: job.now,
        linkOrigin: job.linkOrigin,
      });
      // Someone else's sign-up got there between the look-up and this row.
      if (outcome === 'already_exist') {
        reply.existing += 1;
        continue;
      }
    }
    reply.added += 1;
  }
  reply.errors.sort((a, b) => a.row - b.row);
  return reply;
}

/** The account's subscriber by row id, or undefined: what the owner's calls on one subscriber check first. */
export async function ownedSubscriber(db: Kysely<Database>, accountId: number, id: number): Promise<{ id: number } | undefined> {
  const row = await db.selectFrom('subscribers').select('id').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  return row ? { id: Number(row.id) } : undefined;
}
