import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { SubscriberStatus } from '@beckon/core';
import type { SubscriberResponse } from '@beckon/core/api';
import type { Database } from '../db/schema.js';
import { subscriptionEvents } from '../integrations/subscription-events.js';
import { linkKey } from '../mail/link-key.js';
import { enqueueConfirmation } from './outbox.js';
import { containsPattern } from '../db/text-search.js';

export interface SubscriberFilter {
  /** a list's public id */
  list?: string | undefined;
  status?: SubscriberStatus | undefined;
  q?: string | undefined;
}

function filtered(db: Kysely<Database>, accountId: number, filter: SubscriberFilter) {
  let query = db.selectFrom('subscribers').where('subscribers.account_id', '=', accountId);
  if (filter.q?.trim()) {
    const pattern = containsPattern(filter.q.trim());
    query = query.where(
      sql<SqlBool>`(lower(coalesce(subscribers.email, '')) like ${pattern} escape '\\' or coalesce(subscribers.phone, '') like ${pattern} escape '\\')`,
    );
  }
  if (filter.list !== undefined || filter.status !== undefined) {
    query = query.where(({ exists, selectFrom }) => {
      let on = selectFrom('subscriptions')
        .innerJoin('lists', 'lists.id', 'subscriptions.list_id')
        .select('subscriptions.list_id')
        .whereRef('subscriptions.subscriber_id', '=', 'subscribers.id');
      if (filter.list !== undefined) on = on.where('lists.public_id', '=', filter.list);
      if (filter.status !== undefined) on = on.where('subscriptions.status', '=', filter.status);
      return exists(on);
    });
  }
  return query;
}

/** One page of the account's subscribers, newest first, each with every list they are on. */
export async function listSubscribers(
  db: Kysely<Database>,
  accountId: number,
  filter: SubscriberFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; subscribers: SubscriberResponse[] }> {
  const total = await filtered(db, accountId, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, accountId, filter)
    .selectAll('subscribers')
    .orderBy('subscribers.created_at', 'desc')
    .orderBy('subscribers.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const ids = rows.map((r) => r.id);
  const subscriptions =
    ids.length === 0
      ? []
      : await db
          .selectFrom('subscriptions')
          .innerJoin('lists', 'lists.id', 'subscriptions.list_id')
          .select([
            'subscriptions.subscriber_id',
            'lists.public_id',
            'lists.name',
            'subscriptions.status',
            'subscriptions.consent_text',
            'subscriptions.consented_at',
            'subscriptions.source_url',
            'subscriptions.form_id',
            'subscriptions.updated_at',
          ])
          .where('subscriptions.subscriber_id', 'in', ids)
          .orderBy('lists.id')
          .execute();
  const subscribers = rows.map((row) => ({
    id: String(row.id),
    email: row.email,
    phone: row.phone,
    subscriptions: subscriptions
      .filter((s) => Number(s.subscriber_id) === Number(row.id))
      .map((s) => ({
        list_id: s.public_id,
        list_name: s.name,
        status: s.status,
        consent_text: s.consent_text,
        consented_at: Number(s.consented_at),
        source_url: s.source_url,
        form_id: s.form_id === null ? null : String(s.form_id),
        updated_at: Number(s.updated_at),
      })),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  }));
  return { total: Number(total.n), subscribers };
}

/** The subscriber and every subscription of theirs. False when the account has no such subscriber. */
export async function deleteSubscriber(db: Kysely<Database>, accountId: number, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('subscribers').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) return false;
    await trx.deleteFrom('subscriptions').where('subscriber_id', '=', id).execute();
    return true;
  });
}

/** One list a sign-up joins: its row id and whether it asks for double opt-in. */
export interface JoinedList {
  id: number;
  doubleOptIn: boolean;
}

export interface SignupRecord {
  accountId: number;
  /** the sign-up form it came through; null for a pop-up's lead or an import */
  formId: number | null;
  email: string | null;
  phone: string | null;
  lists: readonly JoinedList[];
  consent: string;
  sourceUrl: string;
  now: number;
  /**
   * The origin a confirmation email's links point at: PUBLIC_URL's, else the sign-up request's
   * (server-origin.ts). Used when a double opt-in email list makes the subscription pending.
   */
  linkOrigin: string;
}

/** SPEC §4: what the sign-up did, list by list. */
export type SignupOutcome = 'success' | 'update' | 'already_exist';

/**
 * The subscriber by email, else by phone; created when new. The insert does nothing on a
 * conflict, so two sign-ups of one address at once find one row rather than failing.
 */
async function upsertSubscriber(trx: Transaction<Database>, record: SignupRecord): Promise<{ id: number; existed: boolean }> {
  const find = () => {
    const base = trx.selectFrom('subscribers').select(['id', 'email', 'phone']).where('account_id', '=', record.accountId);
    return record.email !== null ? base.where('email', '=', record.email).executeTakeFirst() : base.where('phone', '=', record.phone).executeTakeFirst();
  };
  const found = await find();
  if (found) {
    await fillMissingPhone(trx, record, found);
    return { id: Number(found.id), existed: true };
  }
  // A new address with a phone another subscriber has: the address is who they are, the phone stays with the other.
  const phoneTaken =
    record.email !== null && record.phone !== null
      ? await trx.selectFrom('subscribers').select('id').where('account_id', '=', record.accountId).where('phone', '=', record.phone).executeTakeFirst()
      : undefined;
  await trx
    .insertInto('subscribers')
    .values({ account_id: record.accountId, email: record.email, phone: phoneTaken ? null : record.phone, created_at: record.now, updated_at: record.now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const made = await find();
  if (!made) throw new Error('the subscriber was neither found nor stored');
  return { id: Number(made.id), existed: false };
}

/** A known address that now brings a phone keeps it, unless another subscriber of the account has that phone. */
async function fillMissingPhone(trx: Transaction<Database>, record: SignupRecord, found: { id: number; phone: string | null }): Promise<void> {
  if (record.email === null || record.phone === null || found.phone !== null) return;
  const taken = await trx
    .selectFrom('subscribers')
    .select('id')
    .where('account_id', '=', record.accountId)
    .where('phone', '=', record.phone)
    .executeTakeFirst();
  if (taken) return;
  await trx.updateTable('subscribers').set({ phone: record.phone, updated_at: record.now }).where('id', '=', found.id).execute();
}

/** How one list took the sign-up: joined anew, joined again after leaving, or already on it. */
async function joinList(trx: Transaction<Database>, subscriberId: number, list: JoinedList, record: SignupRecord): Promise<'new' | 'renewed' | 'already'> {
  const status: SubscriberStatus = list.doubleOptIn ? 'pending' : 'confirmed';
  const consent = { consent_text: record.consent, consented_at: record.now, source_url: record.sourceUrl, form_id: record.formId, updated_at: record.now };
  const existing = await trx
    .selectFrom('subscriptions')
    .select('status')
    .where('subscriber_id', '=', subscriberId)
    .where('list_id', '=', list.id)
    .executeTakeFirst();
  if (existing && existing.status !== 'unsubscribed') return 'already';
  if (existing) {
    await trx
      .updateTable('subscriptions')
      .set({ status, ...consent })
      .where('subscriber_id', '=', subscriberId)
      .where('list_id', '=', list.id)
      .execute();
    return 'renewed';
  }
  const inserted = await trx
    .insertInto('subscriptions')
    .values({ subscriber_id: subscriberId, list_id: list.id, status, ...consent, created_at: record.now })
    .onConflict((oc) => oc.columns(['subscriber_id', 'list_id']).doNothing())
    .returning('list_id')
    .executeTakeFirst();
  // Another sign-up of the same person joined this list a moment ago: they are on it.
  return inserted ? 'new' : 'already';
}

/**
 * One sign-up in one transaction: the subscriber and every list joined, or nothing (a failure
 * midway stores no half). already_exist when nothing changed; update when some lists were known
 * or were joined again; success when everything was new.
 */
export async function recordSignup(db: Kysely<Database>, record: SignupRecord): Promise<SignupOutcome> {
  // Read before the transaction: SQLite has one connection, and the key may be generated on first use.
  const asksByEmail = record.email !== null && record.lists.some((list) => list.doubleOptIn);
  const links = asksByEmail ? { key: await linkKey(db), origin: record.linkOrigin } : undefined;
  return db.transaction().execute(async (trx) => {
    const subscriber = await upsertSubscriber(trx, record);
    const joined: Array<'new' | 'renewed' | 'already'> = [];
    const tell = subscriptionEvents(trx, record.accountId, record.now);
    for (const list of record.lists) {
      const how = await joinList(trx, subscriber.id, list, record);
      joined.push(how);
      // Issue 21: a list without double opt-in is confirmed at once; its integrations hear of it in this transaction.
      if (how !== 'already' && !list.doubleOptIn) {
        const change = { subscriberId: subscriber.id, listId: list.id, formId: record.formId, consent: record.consent, sourceUrl: record.sourceUrl };
        await tell('subscription.confirmed', change);
      }
      // Pending anew (new, or back after unsubscribing): its confirmation email commits with it.
      if (how !== 'already' && list.doubleOptIn && links && record.email !== null) {
        await enqueueConfirmation(trx, links, {
          accountId: record.accountId,
          listId: list.id,
          subscriberId: subscriber.id,
          email: record.email,
          now: record.now,
        });
      }
    }
    const changed = joined.some((j) => j !== 'already');
    if (record.lists.length === 0) return subscriber.existed ? 'already_exist' : 'success';
    if (!changed) return 'already_exist';
    return joined.some((j) => j !== 'new') ? 'update' : 'success';
  });
}
