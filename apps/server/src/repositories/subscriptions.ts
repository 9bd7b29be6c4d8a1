import type { Kysely } from 'kysely';
import type { SubscriberStatus } from '@beckon/core';
import type { Database } from '../db/schema.js';
import { subscriptionEvents } from '../integrations/subscription-events.js';

/** Which subscriptions a status change is about: one subscriber's, on one list (by row id) or on all. */
export interface SubscriptionTarget {
  accountId: number;
  subscriberId: number;
  listId?: number | undefined;
}

/** Issue 21: the statuses integrations hear of. */
const EVENT_OF: Partial<Record<SubscriberStatus, 'subscription.confirmed' | 'subscription.unsubscribed'>> = {
  confirmed: 'subscription.confirmed',
  unsubscribed: 'subscription.unsubscribed',
};

/**
 * Moves subscriptions to a status (a confirmation link, an unsubscribe link, the owner's
 * Unsubscribe). Only the account's own subscriber is touched; a subscription already in the
 * status is left as it is. Answers how many changed. Issue 21: each change queues its event to
 * the integrations in the same transaction.
 */
export async function setSubscriptionStatus(db: Kysely<Database>, target: SubscriptionTarget, status: SubscriberStatus, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let changing = trx
      .selectFrom('subscriptions')
      .innerJoin('subscribers', 'subscribers.id', 'subscriptions.subscriber_id')
      .select(['subscriptions.list_id', 'subscriptions.form_id', 'subscriptions.consent_text', 'subscriptions.source_url'])
      .where('subscriptions.subscriber_id', '=', target.subscriberId)
      .where('subscribers.account_id', '=', target.accountId)
      .where('subscriptions.status', '!=', status);
    if (target.listId !== undefined) changing = changing.where('subscriptions.list_id', '=', target.listId);
    const rows = await changing.execute();
    if (rows.length === 0) return 0;
    const result = await trx
      .updateTable('subscriptions')
      .set({ status, updated_at: now })
      .where('subscriber_id', '=', target.subscriberId)
      .where('status', '!=', status)
      .where(
        'list_id',
        'in',
        rows.map((r) => r.list_id),
      )
      .executeTakeFirst();
    const event = EVENT_OF[status];
    if (event) {
      const tell = subscriptionEvents(trx, target.accountId, now);
      for (const row of rows)
        await tell(event, {
          subscriberId: target.subscriberId,
          listId: Number(row.list_id),
          formId: row.form_id === null ? null : Number(row.form_id),
          consent: row.consent_text,
          sourceUrl: row.source_url,
        });
    }
    return Number(result.numUpdatedRows);
  });
}
