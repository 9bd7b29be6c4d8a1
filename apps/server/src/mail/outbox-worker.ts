import type { Kysely, Selectable } from 'kysely';
import { OUTBOX_RETRY_DELAYS_MS } from '@beckon/core';
import type { Database, OutboxTable } from '../db/schema.js';
import { claimOutboxRow, dueOutboxIds, markOutboxAttemptFailed, markOutboxSent, stillPending } from '../repositories/outbox.js';
import type { SendEmail } from './transport.js';
import { PollingWorker } from '../jobs/polling-worker.js';

/** How often the worker looks for due emails when nothing nudged it: a sign-up's own email goes at once. */
export const OUTBOX_POLL_MS = 2_000;
/** How long a claimed row is this worker's: longer than any send (transport.ts bounds SMTP's waits). */
export const OUTBOX_LEASE_MS = 5 * 60_000;
/** Rows read per look; the look repeats while it finds this many. */
const BATCH = 20;

interface WorkerLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  send: SendEmail;
  log: WorkerLog;
  /** the clock due times and leases are read on (tests move it) */
  now?: () => number;
  pollMs?: number;
}

/**
 * Sends the outbox. Each row is claimed by one conditional UPDATE (repositories/outbox.ts), so any
 * number of workers on one database send it once; a worker that dies mid-send leaves its claim to
 * lapse, and the row is sent by whoever looks next. Sends one at a time: confirmation emails are few,
 * and owners' notifications are paced per site (notifications/pacing.ts).
 */
export class OutboxWorker extends PollingWorker {
  private readonly now: () => number;

  constructor(private readonly options: OutboxWorkerOptions) {
    super(options.pollMs ?? OUTBOX_POLL_MS);
    this.now = options.now ?? Date.now;
  }

  /** Sends every due row, batch after batch. */
  protected async pass(): Promise<void> {
    try {
      while (!this.stopped && (await this.look()) === BATCH);
    } catch (error) {
      this.options.log.error({ err: error }, 'the outbox could not be read; trying again at the next poll');
    }
  }

  /** One look: how many due rows it found. */
  private async look(): Promise<number> {
    const { db } = this.options;
    const ids = await dueOutboxIds(db, this.now(), BATCH);
    for (const id of ids) {
      if (this.stopped) break;
      const now = this.now();
      const row = await claimOutboxRow(db, id, now, now + OUTBOX_LEASE_MS);
      if (row) await this.sendOne(row);
    }
    return ids.length;
  }

  private async sendOne(row: Selectable<OutboxTable>): Promise<void> {
    const { db, send, log } = this.options;
    const id = Number(row.id);
    const attempts = Number(row.attempts) + 1;
    // A confirmation is news only while its subscription waits; an owner's notification always is.
    if (row.kind === 'confirmation' && !(await stillPending(db, row))) {
      await markOutboxAttemptFailed(db, id, {
        attempts: Number(row.attempts),
        error: 'Not sent: the subscription no longer waits for confirmation.',
        retryAt: null,
      });
      return;
    }
    let messageId: string;
    try {
      messageId = await send({
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        html: row.html,
        link: row.link,
        unsubscribeLink: row.unsubscribe_link,
      });
    } catch (error) {
      const delay = OUTBOX_RETRY_DELAYS_MS[attempts - 1];
      const retryAt = delay === undefined ? null : this.now() + delay;
      const message = error instanceof Error ? error.message : String(error);
      log.warn(
        { outbox_id: id, attempts, retry_at: retryAt, err: message },
        retryAt === null ? `${row.kind} email given up` : `${row.kind} email not sent; retrying later`,
      );
      await markOutboxAttemptFailed(db, id, { attempts, error: message, retryAt });
      return;
    }
    await markOutboxSent(db, id, { attempts, messageId, now: this.now() });
  }
}
