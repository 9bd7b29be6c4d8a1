import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NOTIFY_TESTS_PER_MIN } from '@beckon/core';
import { ClientIdParams, ErrorReply, NotificationPreviewQuery, NotificationPreviewReply, NotificationTestBody, NotificationTestReply } from '@beckon/core/api';
import { choiceOf, findNotificationSettings } from '../../repositories/notification-settings.js';
import { MemoryRateCounter } from '../../security/rate-counter.js';
import { serverOrigin } from '../../server-origin.js';
import { notificationLinks } from '../../notifications/links.js';
import { sampleEmail } from '../../notifications/samples.js';
import { subjectLine } from '../../notifications/email-parts.js';
import { NO_SITE } from './notifications.js';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** The account's site by client id, with its name: undefined for another account's. */
function ownedSite(app: App, accountId: number, clientId: string) {
  return app.db
    .selectFrom('sites')
    .select(['id', 'name', 'client_id'])
    .where('client_id', '=', clientId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

const NO_SMTP = 'Not sent: this server sends no email, as SMTP_URL is not set. Your settings are kept and apply once it is.';
const NO_ADDRESS = 'Not sent: save an address first, the test goes to the saved ones.';

/** An SMTP refusal in a few words: its code, not the operator's server's whole answer. */
function refusal(error: unknown): string {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? `the mail server refused it (${code})` : 'the mail server could not be reached or refused it';
}

/** Issue 21: the owner emails' templates with sample leads, and a test send to the saved addresses. */
const notificationPreviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/sites/:clientId/notifications/preview',
    {
      schema: {
        description: "A template (each_lead or daily_digest) filled with sample leads and the site's name, exactly as it is sent: subject, text and HTML.",
        params: ClientIdParams,
        querystring: NotificationPreviewQuery,
        response: { 200: NotificationPreviewReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const site = await ownedSite(app, request.account!.id, request.params.clientId);
      if (!site) return reply.notFound(NO_SITE);
      const choice = choiceOf(await findNotificationSettings(app.db, site.id));
      const origin = serverOrigin({ publicUrl: app.notifications.publicUrl }, request);
      const facts = { name: site.name, clientId: site.client_id, timeZone: choice.timeZone };
      return sampleEmail(request.query.template, facts, (day) => notificationLinks(origin, site.client_id, day), app.notifications.now());
    },
  );

  // Each test is up to 10 emails on the owner's word: so many a minute per account.
  const tests = new MemoryRateCounter();
  app.post(
    '/api/admin/sites/:clientId/notifications/test',
    {
      schema: {
        description: `Sends a template (each_lead unless told) with sample leads to the saved addresses now, not through the outbox, and answers what came of it. ${NOTIFY_TESTS_PER_MIN} a minute per account. Not sent (ok false) when this server has no SMTP_URL or no address is saved.`,
        params: ClientIdParams,
        body: NotificationTestBody,
        response: { 200: NotificationTestReply, 404: ErrorReply, 429: ErrorReply },
      },
    },
    async (request, reply) => {
      const accountId = request.account!.id;
      const site = await ownedSite(app, accountId, request.params.clientId);
      if (!site) return reply.notFound(NO_SITE);
      const send = app.mail.sendNow;
      // Like an integration's test, the answer says what came of it: nothing to send with, or nobody to send to.
      if (!send) return { ok: false, sent: 0, message: NO_SMTP };
      const choice = choiceOf(await findNotificationSettings(app.db, site.id));
      if (choice.addresses.length === 0) return { ok: false, sent: 0, message: NO_ADDRESS };
      const wait = await tests.hit(`notify-test:${accountId}`, NOTIFY_TESTS_PER_MIN);
      if (wait > 0) return reply.header('Retry-After', String(wait)).tooManyRequests(`Too many test emails; try again in ${wait} s.`);
      const origin = serverOrigin({ publicUrl: app.notifications.publicUrl }, request);
      const links = (day?: string) => notificationLinks(origin, site.client_id, day);
      const email = sampleEmail(
        request.body.template ?? 'each_lead',
        { name: site.name, clientId: site.client_id, timeZone: choice.timeZone },
        links,
        app.notifications.now(),
      );
      const failures: string[] = [];
      for (const to of choice.addresses) {
        try {
          await send({ to, subject: subjectLine(`Test: ${email.subject}`), text: email.text, html: email.html, link: links().leads, unsubscribeLink: '' });
        } catch (error) {
          request.log.warn({ err: error, to }, 'a test notification was not sent');
          failures.push(`${to}: ${refusal(error)}`);
        }
      }
      const sent = choice.addresses.length - failures.length;
      const message = failures.length === 0 ? `Sent to ${sent === 1 ? choice.addresses[0] : `${sent} addresses`}.` : `Not sent to ${failures.join('; ')}.`;
      return { ok: failures.length === 0, sent, message };
    },
  );
};

export default notificationPreviewRoutes;
