import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Issue 21, data retention and the sign-up lists. A confirmed subscriber stays: the list is the
 * owner's, kept with its consent record, and leaves it only by unsubscribing or by the owner's
 * hand. An unconfirmed sign-up (pending: its confirmation link was never followed, and the link
 * expired long before) is only personal data kept without a purpose, so the sweep deletes it
 * once older than the retention, with its confirmation emails and, when it was the person's
 * last subscription, the person's address.
 *
 * Whose retention: a sign-up made through a sign-up form of a site goes by that site's. One made
 * through a pop-up, an import or a form of no site belongs to the account, not to a site; it goes
 * only once every site of the account has a retention, by the longest of them, so no site that
 * keeps its data has it deleted.
 */

/** One subscription: a person on a list. */
interface Pending {
  subscriber_id: number;
  list_id: number;
}

/** A batch of the unconfirmed sign-ups made through a site's sign-up forms before `before`. */
export function pendingOfSite(db: Kysely<Database>, siteId: number, before: number, limit: number): Promise<Pending[]> {
  return db
    .selectFrom('subscriptions')
    .select(['subscriber_id', 'list_id'])
    .where('form_id', 'in', db.selectFrom('signup_forms').select('id').where('site_id', '=', siteId))
    .where('status', '=', 'pending')
    .where('consented_at', '<', before)
    .limit(limit)
    .execute();
}

/** A batch of the account's unconfirmed sign-ups made before `before` through no site's form. */
export function pendingOfAccount(db: Kysely<Database>, accountId: number, before: number, limit: number): Promise<Pending[]> {
  return db
    .selectFrom('subscriptions')
    .innerJoin('lists', 'lists.id', 'subscriptions.list_id')
    .select(['subscriptions.subscriber_id', 'subscriptions.list_id'])
    .where('lists.account_id', '=', accountId)
    .where('subscriptions.status', '=', 'pending')
    .where('subscriptions.consented_at', '<', before)
    .where((eb) =>
      eb.or([
        eb('subscriptions.form_id', 'is', null),
        eb('subscriptions.form_id', 'in', eb.selectFrom('signup_forms').select('id').where('account_id', '=', accountId).where('site_id', 'is', null)),
      ]),
    )
    .limit(limit)
    .execute();
}

/**
 * Deletes these sign-ups if still unconfirmed and older than `before` (a confirmation between the
 * read and here keeps its subscription), their confirmation emails, and each person left on no
 * list. One small transaction per batch; the number of subscriptions deleted.
 */
export async function deletePending(db: Kysely<Database>, batch: Pending[], before: number): Promise<number> {
  if (batch.length === 0) return 0;
  const byList = new Map<number, number[]>();
  for (const row of batch) byList.set(Number(row.list_id), [...(byList.get(Number(row.list_id)) ?? []), Number(row.subscriber_id)]);
  const people = [...new Set(batch.map((row) => Number(row.subscriber_id)))];
  return db.transaction().execute(async (trx) => {
    let deleted = 0;
    for (const [listId, subscriberIds] of byList) {
      const result = await trx
        .deleteFrom('subscriptions')
        .where('list_id', '=', listId)
        .where('subscriber_id', 'in', subscriberIds)
        .where('status', '=', 'pending')
        .where('consented_at', '<', before)
        .executeTakeFirst();
      deleted += Number(result.numDeletedRows);
      await trx.deleteFrom('outbox').where('list_id', '=', listId).where('subscriber_id', 'in', subscriberIds).where('created_at', '<', before).execute();
    }
    await trx
      .deleteFrom('subscribers')
      .where('id', 'in', people)
      .where('created_at', '<', before)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('subscriptions').select('subscriptions.list_id').whereRef('subscriptions.subscriber_id', '=', 'subscribers.id'))),
      )
      .where((eb) => eb.not(eb.exists(eb.selectFrom('outbox').select('outbox.id').whereRef('outbox.subscriber_id', '=', 'subscribers.id'))))
      .execute();
    return deleted;
  });
}
