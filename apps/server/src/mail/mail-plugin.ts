import fp from 'fastify-plugin';
import { useLinkSecret } from './link-key.js';
import { OutboxWorker } from './outbox-worker.js';
import { smtpSender, type SendEmail } from './transport.js';

/** The confirmation emails' settings (SMTP_URL, MAIL_FROM, BECKON_LINK_SECRET). */
export interface MailOptions {
  /** unset: nothing is sent, emails wait in the outbox and the dashboard lists their links */
  smtpUrl?: string | undefined;
  /** the From of every email; Beckon <no-reply@{public host}> when unset */
  from?: string | undefined;
  /** signs confirm and unsubscribe links; a key generated and stored in the database when unset */
  linkSecret?: string | undefined;
  /** tests only: the clock links expire and emails fall due on, and the worker's poll */
  now?: (() => number) | undefined;
  pollMs?: number | undefined;
}

/** What routes ask of the mail: whether it is sent, the clock, and a nudge after queuing. */
export interface MailService {
  smtp: boolean;
  now(): number;
  /** a commit queued an email: send it now rather than at the next poll */
  nudge(): void;
  /** tests: resolves once every due email was tried */
  drain(): Promise<void>;
  /** issue 21: sends one email now, outside the outbox (an owner's test send); unset without SMTP */
  sendNow?: SendEmail | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

const NO_SMTP = 'SMTP_URL is not set: confirmation emails are not sent; the dashboard lists their links';

/** Issue 18: the outbox worker, started when SMTP_URL is set and stopped before the database closes. */
export default fp<{ options?: MailOptions | undefined; publicUrl?: string | undefined }>(
  async (app, { options = {}, publicUrl }) => {
    if (options.linkSecret) useLinkSecret(app.db, options.linkSecret);
    const now = options.now ?? Date.now;
    if (!options.smtpUrl) {
      app.log.warn(NO_SMTP);
      app.decorate('mail', { smtp: false, now, nudge: () => undefined, drain: async () => undefined });
      return;
    }
    if (!publicUrl) app.log.warn('PUBLIC_URL is not set: confirmation links name the address each sign-up reached this server at');
    const sender = smtpSender(options.smtpUrl, options.from);
    const worker = new OutboxWorker({ db: app.db, send: sender.send, log: app.log, now, pollMs: options.pollMs });
    app.decorate('mail', { smtp: true, now, nudge: () => worker.nudge(), drain: () => worker.drain(), sendNow: sender.send });
    app.addHook('onReady', async () => worker.start());
    // Before onClose destroys the database: the email being sent is marked sent first.
    app.addHook('preClose', async () => {
      await worker.stop();
      sender.close();
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
