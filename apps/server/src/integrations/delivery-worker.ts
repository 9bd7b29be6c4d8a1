import type { Kysely } from 'kysely';
import { DELIVERY_TIMEOUT_MS, type LeadEvent } from '@beckon/core';
import type { Database } from '../db/schema.js';
import { disableIntegration, integrationById } from '../repositories/integrations.js';
import { claimDelivery, dueDeliveryIds, failOpenDeliveries, recordAttempt, type DeliveryRow } from '../repositories/integration-deliveries.js';
import { nextAttemptAt } from './backoff.js';
import { dispatch, type ConnectorTable } from './dispatch.js';
import type { ConnectorBaseUrls } from './connector-base-urls.js';
import type { EndpointRules } from './endpoint-guard.js';
import type { DeliveryOutcome } from './outcome.js';
import type { SecretBox } from './secrets.js';
import { openTarget } from './target.js';

/** How often the worker looks for due deliveries when nothing nudged it: a lead's own delivery goes at once. */
export const DELIVERY_POLL_MS = 1_000;
/** How long a claimed delivery is this worker's: longer than any attempt (DELIVERY_TIMEOUT_MS) and its bookkeeping. */
export const DELIVERY_LEASE_MS = 30_000;
/** Deliveries in flight at once, each to a different endpoint: a slow one holds only its own line. */
export const DELIVERY_CONCURRENCY = 8;

interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DeliveryWorkerOptions {
  db: Kysely<Database>;
  box: SecretBox;
  rules: EndpointRules;
  log: WorkerLog;
  /** told when Beckon disabled an integration (410 Gone), so compiled configs drop it */
  disabled(siteId: number): Promise<void>;
  /** tests: the clock due times, leases and backoff are read on, and the jitter's randomness */
  now?: (() => number) | undefined;
  random?: (() => number) | undefined;
  pollMs?: number | undefined;
  connectorBaseUrls?: ConnectorBaseUrls | undefined;
  connectors?: ConnectorTable | undefined;
}

/**
 * Delivers the queue. Each delivery is claimed by one conditional UPDATE, so any number of workers
 * on one database deliver it once at a time; one that dies mid-send leaves its claim to lapse and
 * whoever looks next sends it again (at least once). Only the head of each integration's line is
 * ever due, so one endpoint receives its events in order while others' lines move on.
 */
export class DeliveryWorker {
  private readonly now: () => number;
  private readonly inflight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private looking: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    this.schedule();
  }

  /** Right after a commit that queued deliveries: look now rather than at the next poll. */
  nudge(): void {
    void this.fill();
  }

  /** Tests: resolves once nothing due is left and nothing is in flight. */
  async drain(): Promise<void> {
    for (;;) {
      await this.fill();
      if (this.inflight.size === 0 && !this.looking) return;
      await Promise.all([...this.inflight]);
      await this.looking;
    }
  }

  /** No new claims; the attempts in flight finish and are recorded, so a restart does not repeat them. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.looking;
    await Promise.all([...this.inflight]);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.fill().finally(() => this.schedule()), this.options.pollMs ?? DELIVERY_POLL_MS);
    // A poll never keeps the process alive.
    this.timer.unref();
  }

  /** Starts due deliveries up to the concurrency; a call while a look runs makes it look once more. */
  private fill(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.looking) {
      this.again = true;
      return this.looking;
    }
    this.looking = this.look().finally(() => {
      this.looking = undefined;
      if (this.again) {
        this.again = false;
        void this.fill();
      }
    });
    return this.looking;
  }

  private async look(): Promise<void> {
    const { db } = this.options;
    try {
      while (!this.stopped) {
        const free = DELIVERY_CONCURRENCY - this.inflight.size;
        if (free <= 0) return;
        const ids = await dueDeliveryIds(db, this.now(), free);
        let started = 0;
        for (const id of ids) {
          if (this.stopped) return;
          const now = this.now();
          const row = await claimDelivery(db, id, now, now + DELIVERY_LEASE_MS);
          if (!row) continue;
          started += 1;
          const running: Promise<void> = this.deliver(row).finally(() => {
            this.inflight.delete(running);
            void this.fill();
          });
          this.inflight.add(running);
        }
        if (started === 0) return;
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'the delivery queue could not be read; trying again at the next poll');
    }
  }

  /** One attempt of one claimed delivery, recorded whatever it came to. */
  private async deliver(row: DeliveryRow): Promise<void> {
    try {
      const started = performance.now();
      const attemptedAt = this.now();
      const outcome = await this.attempt(row, attemptedAt);
      if (outcome === 'disabled') {
        await this.record(row, { ok: false, retry: false, status: null, message: 'Not sent: the integration is disabled.' }, attemptedAt, null, false);
        return;
      }
      await this.record(row, outcome, attemptedAt, Math.round(performance.now() - started), true);
    } catch (error) {
      // Its claim lapses and the delivery is tried again: at least once, never lost.
      this.options.log.error({ err: error, delivery_id: Number(row.id) }, 'a delivery could not be recorded; it will be tried again');
    }
  }

  private async attempt(row: DeliveryRow, now: number): Promise<DeliveryOutcome | 'disabled'> {
    const integration = await integrationById(this.options.db, Number(row.integration_id));
    if (!integration || integration.enabled !== 1) return 'disabled';
    let target;
    try {
      target = openTarget(integration, this.options.box, now);
    } catch {
      return { ok: false, retry: false, status: null, message: 'The secret could not be opened: was BECKON_SECRETS_KEY changed? Rotate the secret.' };
    }
    const event = JSON.parse(row.payload) as LeadEvent;
    return dispatch(event, target, {
      rules: this.options.rules,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      now,
      connectorBaseUrls: this.options.connectorBaseUrls,
      connectors: this.options.connectors,
    });
  }

  private async record(row: DeliveryRow, outcome: DeliveryOutcome, attemptedAt: number, durationMs: number | null, counted: boolean): Promise<void> {
    const { db } = this.options;
    const attempts = Number(row.attempts) + (counted ? 1 : 0);
    const firstAttemptAt = row.first_attempt_at === null ? attemptedAt : Number(row.first_attempt_at);
    const next = outcome.ok || !outcome.retry ? null : nextAttemptAt(firstAttemptAt, this.now(), attempts, outcome.retryAfterMs, this.options.random);
    const status = outcome.ok ? 'delivered' : next === null ? 'failed' : 'retrying';
    const givenUp = !outcome.ok && outcome.retry && next === null;
    await recordAttempt(db, Number(row.id), {
      attempts,
      status,
      lastStatus: outcome.status,
      error: outcome.ok ? '' : givenUp ? `Given up after a day of retries. ${outcome.message}` : outcome.message,
      response: outcome.response ?? '',
      durationMs,
      attemptedAt,
      firstAttemptAt,
      nextAttemptAt: next ?? undefined,
    });
    if (outcome.gone) await this.disable(Number(row.integration_id));
  }

  /** 410 Gone: the endpoint is turned off with a note, and its waiting deliveries given up. */
  private async disable(integrationId: number): Promise<void> {
    const reason = 'Disabled by Beckon: the endpoint answered 410 Gone. Turn it on again once it accepts events.';
    const siteId = await disableIntegration(this.options.db, integrationId, reason, this.now());
    await failOpenDeliveries(this.options.db, integrationId, 'Not sent: the endpoint answered 410 Gone and was disabled.');
    this.options.log.warn({ integration_id: integrationId }, 'webhook endpoint answered 410 Gone: disabled');
    if (siteId !== undefined) await this.options.disabled(siteId);
  }
}
