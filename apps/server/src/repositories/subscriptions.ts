import type { Kysely } from 'kysely';
import type { SubscriberStatus } from '@beckon/core';
import type { Database } from '../db/schema.js';

/** Which subscriptions a status change is about: one subscriber's, on one list (by row id) or on all. */
export interface SubscriptionTarget {
  accountId: number;
  subscriberId: number;
  listId?: number | undefined;
}

/**
 * Moves subscriptions to a status (a confirmation link, an unsubscribe link, the owner's
 * Unsubscribe). Only the account's own subscriber is touched; a subscription already in the
 * status is left as it is. Answers how many changed.
 */
export async function setSubscriptionStatus(db: Kysely<Database>, target: SubscriptionTarget, status: SubscriberStatus, now: number): Promise<number> {
  let update = db
    .updateTable('subscriptions')
    .set({ status, updated_at: now })
    .where('subscriber_id', '=', target.subscriberId)
    .where('status', '!=', status)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('subscribers')
          .select('subscribers.id')
          .where('subscribers.id', '=', target.subscriberId)
          .where('subscribers.account_id', '=', target.accountId),
      ),
    );
  if (target.listId !== undefined) update = update.where('list_id', '=', target.listId);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
