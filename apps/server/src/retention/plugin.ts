import fp from 'fastify-plugin';
import { RetentionWorker } from './retention-worker.js';
import type { SweepReport } from './sweep.js';

/** Tests only: the clock, the pace, and whether the timer runs at all. */
export interface RetentionOptions {
  now?: (() => number) | undefined;
  intervalMs?: number | undefined;
  firstLookMs?: number | undefined;
  batchRows?: number | undefined;
  /** no timer; tests call app.retention.sweep() themselves */
  manual?: boolean | undefined;
}

/** What the app offers of the sweep: one now, as the timer would run it (tests, and later an operator's call). */
export interface RetentionService {
  sweep(whenDue?: 'due' | 'now'): Promise<SweepReport | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    retention: RetentionService;
  }
}

/** Issue 21: the retention sweep, started once the app is ready and stopped before the database closes. */
export default fp<{ options?: RetentionOptions | undefined }>(
  async (app, { options = {} }) => {
    const worker = new RetentionWorker({
      db: app.db,
      log: app.log,
      now: options.now,
      intervalMs: options.intervalMs,
      firstLookMs: options.firstLookMs,
      batchRows: options.batchRows,
    });
    app.decorate('retention', { sweep: (whenDue?: 'due' | 'now') => worker.sweep(whenDue) });
    if (!options.manual) app.addHook('onReady', async () => worker.start());
    // Before onClose destroys the database: the batch in flight commits first.
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'retention', dependencies: ['database'] },
);
