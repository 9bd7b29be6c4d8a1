import type { Kysely, Transaction } from 'kysely';
import type { Language } from '@beckon/core';
import type { ConfirmationResponse } from '@beckon/core/api';
import type { Database, OutboxStatus } from '../db/schema.js';
import { composeConfirmation } from '../mail/confirmation-email.js';
import { CONFIRM_PATH, confirmToken, linkUrl, UNSUBSCRIBE_PATH, unsubscribeToken } from '../mail/signed-link.js';

/** What signing a sign-up's links needs: the key (mail/link-key.ts) and the absolute origin they point at. */
export interface LinkContext {
  key: string;
  origin: string;
}

/** Longer than any scheme, host name (253) and port together. */
const MAX_LINK_ORIGIN = 300;

export interface ConfirmationToQueue {
  accountId: number;
  listId: number;
  subscriberId: number;
  email: string;
  now: number;
}

/**
 * Queues a list's confirmation email in the caller's transaction: it commits with the pending
 * subscription or not at all. Only an email list asks by email; false when nothing was queued.
 */
export async function enqueueConfirmation(trx: Transaction<Database>, links: LinkContext, item: ConfirmationToQueue): Promise<boolean> {
  const list = await trx
    .selectFrom('lists')
    .select(['name', 'kind', 'lang', 'confirm_subject', 'confirm_text'])
    .where('id', '=', item.listId)
    .where('account_id', '=', item.accountId)
    .executeTakeFirst();
  // No real host name is this long: such an origin came from a forged Host header.
  if (!list || list.kind !== 'email' || links.origin.length > MAX_LINK_ORIGIN) return false;
  const link = linkUrl(links.origin, CONFIRM_PATH, confirmToken(links.key, item.subscriberId, item.listId, item.now));
  const unsubscribeLink = linkUrl(links.origin, UNSUBSCRIBE_PATH, unsubscribeToken(links.key, item.subscriberId, item.listId));
  const email = composeConfirmation(
    { listName: list.name, lang: list.lang as Language, subject: list.confirm_subject, text: list.confirm_text },
    link,
    unsubscribeLink,
  );
  await trx
    .insertInto('outbox')
    .values({
      account_id: item.accountId,
      list_id: item.listId,
      subscriber_id: item.subscriberId,
      to_address: item.email,
      ...email,
      link,
      unsubscribe_link: unsubscribeLink,
      next_attempt_at: item.now,
      locked_until: null,
      created_at: item.now,
      sent_at: null,
    })
    .execute();
  return true;
}

/** The rows a worker may try now, oldest due first: candidates only, each still to be claimed. */
export async function dueOutboxIds(db: Kysely<Database>, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * One row claimed until `lockedUntil`, in one UPDATE whose WHERE repeats the due test: of two
 * workers racing for a row, exactly one changes it. The row, or undefined when another won.
 */
export async function claimOutboxRow(db: Kysely<Database>, id: number, now: number, lockedUntil: number) {
  const claimed = await db
    .updateTable('outbox')
    .set({ locked_until: lockedUntil })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The subscription the row asks to confirm is still waiting: a deleted or unsubscribed one gets no email. */
export async function stillPending(db: Kysely<Database>, row: { subscriber_id: number; list_id: number }): Promise<boolean> {
  const subscription = await db
    .selectFrom('subscriptions')
    .select('status')
    .where('subscriber_id', '=', row.subscriber_id)
    .where('list_id', '=', row.list_id)
    .executeTakeFirst();
  return subscription?.status === 'pending';
}

export async function markOutboxSent(db: Kysely<Database>, id: number, sent: { attempts: number; messageId: string; now: number }): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', attempts: sent.attempts, sent_at: sent.now, message_id: sent.messageId.slice(0, 500), last_error: '', locked_until: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: tried again at `retryAt`, or given up (status failed) when there is none. */
export async function markOutboxAttemptFailed(
  db: Kysely<Database>,
  id: number,
  failure: { attempts: number; error: string; retryAt: number | null },
): Promise<void> {
  const status: OutboxStatus = failure.retryAt === null ? 'failed' : 'queued';
  await db
    .updateTable('outbox')
    .set({
      status,
      attempts: failure.attempts,
      last_error: failure.error.slice(0, 500),
      locked_until: null,
      ...(failure.retryAt === null ? {} : { next_attempt_at: failure.retryAt }),
    })
    .where('id', '=', id)
    .execute();
}

export interface ConfirmationFilter {
  /** a list's public id */
  list?: string | undefined;
  status?: OutboxStatus | undefined;
  limit: number;
}

/** The account's confirmation emails, newest first, with the link each carries. */
export async function listConfirmations(db: Kysely<Database>, accountId: number, filter: ConfirmationFilter): Promise<ConfirmationResponse[]> {
  let query = db
    .selectFrom('outbox')
    .innerJoin('lists', 'lists.id', 'outbox.list_id')
    .select([
      'outbox.id',
      'outbox.to_address',
      'lists.public_id',
      'lists.name',
      'outbox.link',
      'outbox.status',
      'outbox.attempts',
      'outbox.last_error',
      'outbox.created_at',
      'outbox.sent_at',
    ])
    .where('outbox.account_id', '=', accountId)
    .where('outbox.kind', '=', 'confirmation')
    .where('lists.account_id', '=', accountId);
  if (filter.list !== undefined) query = query.where('lists.public_id', '=', filter.list);
  if (filter.status !== undefined) query = query.where('outbox.status', '=', filter.status);
  const rows = await query.orderBy('outbox.created_at', 'desc').orderBy('outbox.id', 'desc').limit(filter.limit).execute();
  return rows.map((row) => ({
    id: String(row.id),
    to: row.to_address,
    list_id: row.public_id,
    list_name: row.name,
    link: row.link,
    status: row.status,
    attempts: Number(row.attempts),
    last_error: row.last_error,
    created_at: Number(row.created_at),
    sent_at: row.sent_at === null ? null : Number(row.sent_at),
  }));
}
