import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Static } from 'typebox';
import { isKnownTimeZone, isValidEmail, normaliseEmail } from '@beckon/core';
import { ClientIdParams, ErrorReply, NotificationSettingsBody, NotificationSettingsReply } from '@beckon/core/api';
import { ownedSiteId } from '../../repositories/sites.js';
import { choiceOf, findNotificationSettings, saveNotificationSettings, type NotificationChoice } from '../../repositories/notification-settings.js';
import { serverOrigin } from '../../server-origin.js';

export const NO_SITE = 'No such site in your account.';
/** Longer than any scheme, host name and port together: a longer origin came from a forged Host. */
const MAX_LINK_ORIGIN = 300;

type App = Parameters<FastifyPluginAsyncTypebox>[0];
type Reply = Static<typeof NotificationSettingsReply>;

function refuse(reply: FastifyReply, message: string, field: string) {
  return reply.send(Object.assign(reply.server.httpErrors.badRequest(message), { field }));
}

/** The site's settings as answered: stored, or the defaults before the first save. */
async function settingsReply(app: App, siteId: number, clientId: string): Promise<Reply> {
  const row = await findNotificationSettings(app.db, siteId);
  const choice = choiceOf(row);
  return {
    client_id: clientId,
    enabled: choice.enabled,
    addresses: choice.addresses,
    mode: choice.mode,
    digest_hour: choice.digestHour,
    time_zone: choice.timeZone,
    smtp: app.mail.smtp,
    last_digest_day: row?.last_digest_day ?? '',
    last_lead_email_at: row?.last_lead_email_at == null ? null : Number(row.last_lead_email_at),
    updated_at: row ? Number(row.updated_at) : null,
  };
}

/** Each address checked (a 400 names `addresses.N`), normalised, duplicates dropped. */
function checkAddresses(addresses: string[]): { ok: true; addresses: string[] } | { ok: false; message: string; field: string } {
  const kept: string[] = [];
  for (const [i, given] of addresses.entries()) {
    if (!isValidEmail(given)) return { ok: false, message: `"${given.slice(0, 80)}" is not an email address.`, field: `addresses.${i}` };
    const address = normaliseEmail(given);
    if (!kept.includes(address)) kept.push(address);
  }
  return { ok: true, addresses: kept };
}

/** Issue 21: who hears of a site's leads, and how. */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/sites/:clientId/notifications',
    {
      schema: {
        description:
          "The site's owner notifications: whether they are on, the addresses, each lead (paced: one email a minute at most, 10 an hour) or a daily digest at an hour of the owner's time zone, and whether this server can send email (SMTP_URL).",
        params: ClientIdParams,
        response: { 200: NotificationSettingsReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const siteId = await ownedSiteId(app.db, request.account!.id, request.params.clientId);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      return settingsReply(app, siteId, request.params.clientId);
    },
  );

  app.put(
    '/api/admin/sites/:clientId/notifications',
    {
      schema: {
        description:
          'Saves the whole settings. Saved whether or not this server can send email; a 400 names the field at fault (addresses.N, time_zone). Turning them on needs an address.',
        params: ClientIdParams,
        body: NotificationSettingsBody,
        response: { 200: NotificationSettingsReply, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const accountId = request.account!.id;
      const siteId = await ownedSiteId(app.db, accountId, request.params.clientId);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      const body = request.body;
      const addresses = checkAddresses(body.addresses);
      if (!addresses.ok) return refuse(reply, addresses.message, addresses.field);
      if (body.enabled && addresses.addresses.length === 0) return refuse(reply, 'Add an address to send the notifications to.', 'addresses');
      if (!isKnownTimeZone(body.time_zone)) return refuse(reply, `"${body.time_zone}" is not a time zone this server knows.`, 'time_zone');
      const choice: NotificationChoice = {
        enabled: body.enabled,
        addresses: addresses.addresses,
        mode: body.mode,
        digestHour: body.digest_hour,
        timeZone: body.time_zone,
      };
      const origin = serverOrigin({ publicUrl: app.notifications.publicUrl }, request);
      await saveNotificationSettings(app.db, { id: siteId, accountId }, choice, origin.length > MAX_LINK_ORIGIN ? '' : origin, app.notifications.now());
      // The compiled site carries whether a lead queues a notice: every instance hears of it.
      await app.configChanges.publish({ siteId });
      return settingsReply(app, siteId, request.params.clientId);
    },
  );
};

export default notificationRoutes;
