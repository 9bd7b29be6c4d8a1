import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

export interface NotificationToQueue {
  accountId: number;
  addresses: string[];
  subject: string;
  text: string;
  html: string;
  /** the dashboard link the email leads to (it names the sender's host when MAIL_FROM is unset) */
  link: string;
  now: number;
}

/**
 * An owner's email in the outbox, one row per address (each retried on its own, and no address
 * shown to the others), in the caller's transaction: it commits with the pacing or digest claim
 * that decided it, so it is queued exactly once. The outbox worker sends it like a confirmation.
 */
export async function enqueueNotification(trx: Transaction<Database>, item: NotificationToQueue): Promise<void> {
  if (item.addresses.length === 0) return;
  await trx
    .insertInto('outbox')
    .values(
      item.addresses.map((to) => ({
        kind: 'notification' as const,
        account_id: item.accountId,
        list_id: 0,
        subscriber_id: 0,
        to_address: to,
        subject: item.subject,
        text: item.text,
        html: item.html,
        link: item.link,
        unsubscribe_link: '',
        next_attempt_at: item.now,
        locked_until: null,
        created_at: item.now,
        sent_at: null,
      })),
    )
    .execute();
}

/** Deletes owners' emails finished (sent or given up) before `before`; confirmations are the lists' record and stay. */
export async function pruneNotificationEmails(db: Kysely<Database>, before: number): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where('kind', '=', 'notification')
    .where('status', 'in', ['sent', 'failed'])
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
