import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { SweepLease } from './sweep-lease.js';
import { sweepRetention, type SweepReport } from './sweep.js';

/** A sweep an hour: a row goes within an hour of turning N days old. */
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** The first look comes soon after a start: a server redeployed more often than hourly still sweeps. */
export const RETENTION_FIRST_LOOK_MS = 60 * 1000;
/** How long a sweep's claim lasts without renewal: an instance that died mid-sweep holds it no longer. */
export const RETENTION_LEASE_MS = 5 * 60 * 1000;

interface WorkerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RetentionWorkerOptions {
  db: Kysely<Database>;
  log: WorkerLog;
  /** tests: the clock cutoffs and the lease are read on, and the pace */
  now?: (() => number) | undefined;
  intervalMs?: number | undefined;
  firstLookMs?: number | undefined;
  batchRows?: number | undefined;
}

/**
 * Issue 21: sweeps expired data on a timer. Every instance runs one; the lease (sweep-lease.ts)
 * lets one of them sweep each hour, and another take over if that one dies midway.
 */
export class RetentionWorker {
  private readonly now: () => number;
  private readonly lease: SweepLease;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<SweepReport | undefined> | undefined;
  private stopped = false;

  constructor(private readonly options: RetentionWorkerOptions) {
    this.now = options.now ?? Date.now;
    this.lease = new SweepLease(options.db, randomUUID(), RETENTION_LEASE_MS);
  }

  start(): void {
    this.schedule(this.options.firstLookMs ?? RETENTION_FIRST_LOOK_MS);
  }

  /** Stops between two batches; what was deleted stays deleted, the rest waits for the next sweep. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /**
   * A sweep now if one is due (`due`), or whenever no other instance is sweeping (`now`: the
   * operator asked). Undefined when another instance has the lease.
   */
  sweep(whenDue: 'due' | 'now' = 'due'): Promise<SweepReport | undefined> {
    this.running ??= this.run(whenDue).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.sweep().finally(() => this.schedule(this.options.intervalMs ?? RETENTION_SWEEP_INTERVAL_MS)), ms);
    // The sweep never keeps the process alive.
    this.timer.unref();
  }

  private async run(whenDue: 'due' | 'now'): Promise<SweepReport | undefined> {
    if (this.stopped) return undefined;
    const started = this.now();
    try {
      if (!(await this.lease.take(started, whenDue))) return undefined;
      let renewedAt = started;
      const report = await sweepRetention(this.options.db, {
        now: started,
        batchRows: this.options.batchRows,
        keepGoing: async () => {
          if (this.stopped) return false;
          // Renewed a few times per lease, not before every batch: one extra write per batch would double the sweep's writes.
          if (this.now() - renewedAt < RETENTION_LEASE_MS / 3) return true;
          renewedAt = this.now();
          return this.lease.renew(renewedAt);
        },
      });
      // A sweep cut short is due again at once (another instance carries on); a whole one in an hour.
      await this.lease.release(report.complete ? started + (this.options.intervalMs ?? RETENTION_SWEEP_INTERVAL_MS) : 0);
      const deleted = Object.entries(report).filter(([key, n]) => key !== 'sites' && typeof n === 'number' && n > 0);
      if (deleted.length > 0) this.options.log.info({ retention: report }, 'retention sweep deleted expired data');
      return report;
    } catch (error) {
      this.options.log.error({ err: error }, 'the retention sweep failed; it is tried again at the next one');
      await this.lease.release(0).catch(() => undefined);
      return undefined;
    }
  }
}
