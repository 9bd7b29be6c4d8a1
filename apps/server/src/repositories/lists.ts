import type { Kysely } from 'kysely';
import { SUBSCRIBER_STATUSES, type Language, type ListKind, type SubscriberStatus } from '@beckon/core';
import type { Database } from '../db/schema.js';
import { randomId } from '../security/ids.js';

/** A list's public id: 12 characters of [a-z0-9] (core's LIST_ID_PATTERN). */
export const newListId = (): string => randomId(12);

/** A list as the dashboard sees it. */
export interface OwnedList {
  id: string;
  name: string;
  kind: ListKind;
  double_opt_in: boolean;
  confirm_subject: string;
  confirm_text: string;
  thank_you_url: string;
  lang: Language;
  counts: Record<SubscriberStatus, number>;
  created_at: number;
  updated_at: number;
}

const noCounts = (): Record<SubscriberStatus, number> => ({ pending: 0, confirmed: 0, unsubscribed: 0 });

/** The account's lists, oldest first, each with its subscribers counted by status. */
export async function listLists(db: Kysely<Database>, accountId: number): Promise<OwnedList[]> {
  const rows = await db.selectFrom('lists').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
  const counts = await db
    .selectFrom('subscriptions')
    .innerJoin('lists', 'lists.id', 'subscriptions.list_id')
    .select(['subscriptions.list_id', 'subscriptions.status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('lists.account_id', '=', accountId)
    .groupBy(['subscriptions.list_id', 'subscriptions.status'])
    .execute();
  const byList = new Map<number, Record<SubscriberStatus, number>>();
  for (const c of counts) {
    if (!(SUBSCRIBER_STATUSES as readonly string[]).includes(c.status)) continue;
    const entry = byList.get(Number(c.list_id)) ?? noCounts();
    entry[c.status] = Number(c.n);
    byList.set(Number(c.list_id), entry);
  }
  return rows.map((row) => ({
    id: row.public_id,
    name: row.name,
    kind: row.kind,
    double_opt_in: row.double_opt_in === 1,
    confirm_subject: row.confirm_subject,
    confirm_text: row.confirm_text,
    thank_you_url: row.thank_you_url,
    lang: row.lang,
    counts: byList.get(Number(row.id)) ?? noCounts(),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  }));
}

/** A double opt-in list's confirmation email and thank-you page, as stored (checked by the route). */
export interface ListEmailSettings {
  confirm_subject?: string | undefined;
  confirm_text?: string | undefined;
  thank_you_url?: string | undefined;
  lang?: Language | undefined;
}

/** Only the settings given: a patch leaves the others as they are. */
function emailColumns(settings: ListEmailSettings): ListEmailSettings {
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}

export async function createList(
  db: Kysely<Database>,
  accountId: number,
  list: { name: string; kind: ListKind; doubleOptIn: boolean; email?: ListEmailSettings },
): Promise<string> {
  const now = Date.now();
  const publicId = newListId();
  await db
    .insertInto('lists')
    .values({
      account_id: accountId,
      public_id: publicId,
      name: list.name,
      kind: list.kind,
      double_opt_in: list.doubleOptIn ? 1 : 0,
      ...emailColumns(list.email ?? {}),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return publicId;
}

/** False when the account has no such list. */
export async function updateList(
  db: Kysely<Database>,
  accountId: number,
  publicId: string,
  patch: { name?: string | undefined; doubleOptIn?: boolean | undefined; email?: ListEmailSettings },
): Promise<boolean> {
  const result = await db
    .updateTable('lists')
    .set({
      updated_at: Date.now(),
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.doubleOptIn === undefined ? {} : { double_opt_in: patch.doubleOptIn ? 1 : 0 }),
      ...emailColumns(patch.email ?? {}),
    })
    .where('public_id', '=', publicId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The list and its subscriptions go together; the subscribers stay (they may be on other lists).
 * Forms that offered it simply stop finding it. False when the account has no such list.
 */
export async function deleteList(db: Kysely<Database>, accountId: number, publicId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const list = await trx.deleteFrom('lists').where('public_id', '=', publicId).where('account_id', '=', accountId).returning('id').executeTakeFirst();
    if (!list) return false;
    await trx.deleteFrom('subscriptions').where('list_id', '=', list.id).execute();
    // Its confirmation emails, sent or not: one still queued would ask to join a list that is gone.
    await trx.deleteFrom('outbox').where('list_id', '=', list.id).execute();
    return true;
  });
}

/** The account's lists among these public ids (others', and unknown ids, are not among them). */
export async function ownedListsByPublicId(db: Kysely<Database>, accountId: number, publicIds: readonly string[]) {
  if (publicIds.length === 0) return [];
  return db
    .selectFrom('lists')
    .select(['id', 'public_id', 'kind', 'double_opt_in'])
    .where('account_id', '=', accountId)
    .where('public_id', 'in', [...publicIds])
    .execute();
}

/**
 * What a signed link names (display/signup-links.ts): the list, by row id, with the subscriber's
 * status on it (null when they are not on it, e.g. deleted by the owner).
 */
export function linkTarget(db: Kysely<Database>, subscriberId: number, listId: number) {
  return db
    .selectFrom('lists')
    .leftJoin('subscriptions', (join) => join.onRef('subscriptions.list_id', '=', 'lists.id').on('subscriptions.subscriber_id', '=', subscriberId))
    .select(['lists.account_id', 'lists.name', 'lists.lang', 'lists.thank_you_url', 'subscriptions.status'])
    .where('lists.id', '=', listId)
    .executeTakeFirst();
}
