import fp from 'fastify-plugin';
import { NotificationWorker } from './worker.js';

/** Issue 21, owner notifications: tests move the clock and drive the worker themselves. */
export interface NotificationOptions {
  now?: (() => number) | undefined;
  pollMs?: number | undefined;
  /** tests only: no worker runs; they call drain() themselves */
  manual?: boolean | undefined;
}

/** What routes ask of the owner notifications. */
export interface NotificationService {
  now(): number;
  /** PUBLIC_URL's origin, when set: the emails' links use it */
  publicUrl: string | undefined;
  /** a lead was queued for its owner */
  nudge(): void;
  /** tests: one pass of the senders, then the outbox */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
  }
}

/**
 * The senders' worker: started with the server when SMTP_URL is set. Without SMTP no lead is
 * queued for its owner (conversion.ts asks app.mail.smtp) and no digest is made, so nothing piles
 * up to flood the owner's inbox the day SMTP is configured; the settings are kept meanwhile.
 */
export default fp<{ options?: NotificationOptions | undefined; publicUrl?: string | undefined }>(
  async (app, { options = {}, publicUrl }) => {
    const now = options.now ?? app.mail.now;
    if (!app.mail.smtp) {
      app.decorate('notifications', { now, publicUrl, nudge: () => undefined, drain: async () => undefined });
      return;
    }
    const worker = new NotificationWorker({
      db: app.db,
      log: app.log,
      origin: (row) => publicUrl ?? row.link_origin,
      queued: () => app.mail.nudge(),
      now,
      pollMs: options.pollMs,
    });
    app.decorate('notifications', {
      now,
      publicUrl,
      nudge: () => (options.manual ? undefined : worker.nudge()),
      drain: async () => {
        await worker.drain();
        await app.mail.drain();
      },
    });
    if (!options.manual) app.addHook('onReady', async () => worker.start());
    // Before the database closes: a pass under way finishes its transaction first.
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'notifications', dependencies: ['database', 'mail'] },
);
