import type { Kysely, Selectable, Transaction } from 'kysely';
import type { IntegrationEventName } from '@beckon/core';
import type { DeliveryStatus } from '@beckon/core/api';
import type { Database, IntegrationDeliveriesTable } from '../db/schema.js';

export type DeliveryRow = Selectable<IntegrationDeliveriesTable>;

/** Statuses still on their way: they hold their integration's line. */
const OPEN: DeliveryStatus[] = ['pending', 'retrying'];

export interface DeliveryToQueue {
  accountId: number;
  integrationId: number;
  eventId: string;
  event: IntegrationEventName;
  /** the LeadEvent's JSON, exactly as it will be sent */
  payload: string;
  now: number;
}

/** Queues deliveries in the caller's transaction, in one statement: they commit with what they tell of, or not at all. */
export async function enqueueDeliveries(trx: Transaction<Database> | Kysely<Database>, items: DeliveryToQueue[]): Promise<void> {
  if (items.length === 0) return;
  await trx
    .insertInto('integration_deliveries')
    .values(
      items.map((item) => ({
        account_id: item.accountId,
        integration_id: item.integrationId,
        event_id: item.eventId,
        event: item.event,
        payload: item.payload,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: item.now,
        locked_until: null,
        first_attempt_at: null,
        last_attempt_at: null,
        last_status: null,
        last_error: '',
        last_response: '',
        duration_ms: null,
        created_at: item.now,
        delivered_at: null,
      })),
    )
    .execute();
}

/**
 * Candidates a worker may try now: of each integration's open deliveries only the oldest (its
 * head of line), and only when its time has come and no worker holds it. A later delivery to one
 * endpoint so waits while an earlier one is retrying; other endpoints' lines move on.
 */
export async function dueDeliveryIds(db: Kysely<Database>, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('integration_deliveries as d')
    .select('d.id')
    .where('d.status', 'in', OPEN)
    .where('d.next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('d.locked_until', 'is', null), eb('d.locked_until', '<', now)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('integration_deliveries as e')
            .select('e.id')
            .whereRef('e.integration_id', '=', 'd.integration_id')
            .where('e.status', 'in', OPEN)
            .whereRef('e.id', '<', 'd.id'),
        ),
      ),
    )
    .orderBy('d.next_attempt_at')
    .orderBy('d.id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** One delivery claimed until `lockedUntil`, by one UPDATE repeating the due test: of two racing workers one wins. */
export async function claimDelivery(db: Kysely<Database>, id: number, now: number, lockedUntil: number): Promise<DeliveryRow | undefined> {
  const claimed = await db
    .updateTable('integration_deliveries')
    .set({ locked_until: lockedUntil })
    .where('id', '=', id)
    .where('status', 'in', OPEN)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('integration_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What one attempt came to, as the log keeps it. */
export interface AttemptRecord {
  attempts: number;
  status: DeliveryStatus;
  lastStatus: number | null;
  error: string;
  response: string;
  durationMs: number | null;
  attemptedAt: number;
  firstAttemptAt: number;
  /** when to try again; only for 'retrying' */
  nextAttemptAt?: number | undefined;
}

export async function recordAttempt(db: Kysely<Database>, id: number, record: AttemptRecord): Promise<void> {
  await db
    .updateTable('integration_deliveries')
    .set({
      status: record.status,
      attempts: record.attempts,
      last_status: record.lastStatus,
      last_error: record.error.slice(0, 500),
      last_response: record.response.slice(0, 2048),
      duration_ms: record.durationMs,
      last_attempt_at: record.attemptedAt,
      first_attempt_at: record.firstAttemptAt,
      locked_until: null,
      ...(record.nextAttemptAt === undefined ? {} : { next_attempt_at: record.nextAttemptAt }),
      ...(record.status === 'delivered' ? { delivered_at: record.attemptedAt } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export interface DeliveryPage {
  status?: DeliveryStatus | undefined;
  before?: number | undefined;
  limit: number;
}

/** An integration's deliveries, newest first, a page at a time (the caller checked the integration is the owner's). */
export async function listDeliveries(db: Kysely<Database>, integrationId: number, page: DeliveryPage): Promise<{ rows: DeliveryRow[]; next: number | null }> {
  let query = db.selectFrom('integration_deliveries').selectAll().where('integration_id', '=', integrationId);
  if (page.status !== undefined) query = query.where('status', '=', page.status);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .execute();
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  return { rows: shown, next: more ? Number(shown[shown.length - 1]!.id) : null };
}

export function findDelivery(db: Kysely<Database>, integrationId: number, id: number): Promise<DeliveryRow | undefined> {
  return db.selectFrom('integration_deliveries').selectAll().where('id', '=', id).where('integration_id', '=', integrationId).executeTakeFirst();
}

/**
 * Resend: the same event (same id, so the receiver can tell) queued again at the back of its
 * integration's line, as a new delivery; the old one's log stays as it was.
 */
export async function requeueDelivery(db: Kysely<Database>, row: DeliveryRow, now: number): Promise<number> {
  const inserted = await db
    .insertInto('integration_deliveries')
    .values({
      account_id: row.account_id,
      integration_id: row.integration_id,
      event_id: row.event_id,
      event: row.event,
      payload: row.payload,
      next_attempt_at: now,
      locked_until: null,
      first_attempt_at: null,
      last_attempt_at: null,
      last_status: null,
      duration_ms: null,
      created_at: now,
      delivered_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Open deliveries of an integration Beckon disabled: given up, so they no longer hold anything. */
export async function failOpenDeliveries(db: Kysely<Database>, integrationId: number, reason: string): Promise<void> {
  await db
    .updateTable('integration_deliveries')
    .set({ status: 'failed', last_error: reason.slice(0, 500), locked_until: null })
    .where('integration_id', '=', integrationId)
    .where('status', 'in', OPEN)
    .execute();
}
