import type { Kysely } from 'kysely';
import { NOTIFY_SENT_EMAIL_KEEP_MS } from '@beckon/core';
import { pruneNotificationEmails } from '../repositories/notification-outbox.js';
import type { Database } from '../db/schema.js';
import { sendDigests } from './digest-sender.js';
import { sendLeadEmails } from './lead-sender.js';
import type { SenderContext } from './site-row.js';
import { PollingWorker } from '../jobs/polling-worker.js';

/** How often the worker looks when not nudged: a paced email waits at most this much past its minute. */
export const NOTIFICATION_POLL_MS = 10_000;

interface WorkerLog {
  error(details: object, message: string): void;
}

export interface NotificationWorkerOptions {
  db: Kysely<Database>;
  log: WorkerLog;
  origin: SenderContext['origin'];
  /** emails were queued: the outbox worker should look now */
  queued(): void;
  now?: () => number;
  pollMs?: number;
}

/**
 * Turns waiting lead notices into paced emails and sends due digests, both into the outbox. It
 * holds no state of its own: every decision is a claim in the database (lead-sender.ts,
 * digest-sender.ts), so any number of instances may run it, and a restart loses nothing.
 */
export class NotificationWorker extends PollingWorker {
  private readonly now: () => number;

  constructor(private readonly options: NotificationWorkerOptions) {
    super(options.pollMs ?? NOTIFICATION_POLL_MS);
    this.now = options.now ?? Date.now;
  }

  protected async pass(): Promise<void> {
    const { db, log, origin } = this.options;
    const ctx: SenderContext = { db, now: this.now(), origin };
    let queued = 0;
    try {
      queued += await sendLeadEmails(ctx);
    } catch (error) {
      log.error({ err: error }, 'new-lead emails could not be queued; trying again at the next poll');
    }
    try {
      queued += await sendDigests(ctx, (siteId, error) => log.error({ err: error, site_id: siteId }, 'a daily digest could not be queued'));
    } catch (error) {
      log.error({ err: error }, 'daily digests could not be read; trying again at the next poll');
    }
    if (queued > 0) this.options.queued();
    try {
      await pruneNotificationEmails(db, ctx.now - NOTIFY_SENT_EMAIL_KEEP_MS);
    } catch (error) {
      log.error({ err: error }, 'old notification emails could not be deleted; trying again at the next poll');
    }
  }
}
