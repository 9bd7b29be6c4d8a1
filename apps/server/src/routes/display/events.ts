import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { recordClose, recordView } from '../../repositories/events.js';
import { ClosedBody, ErrorReply, OkReply, PopupIdParams, ViewedBody, ViewReply } from '@beckon/core/api';
import { refuse, shownPopup } from './shown-popup.js';

export function unknownPopup(reply: FastifyReply) {
  return reply.notFound('Unknown pop-up for this client.');
}

/** SPEC §7 viewed and closed beacons. */
const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/display/viewed/:id',
    {
      schema: { params: PopupIdParams, body: ViewedBody, response: { 200: ViewReply, 403: ErrorReply, 404: ErrorReply } },
      // Beacons answer a few bytes: they skip the compression hooks every other request pays for.
      compress: false,
    },
    async (request, reply) => {
      const { body } = request;
      // The pop-up must be published in the site the beacon names, on its domains; otherwise nothing is written.
      const shown = await shownPopup(app, request, body.client_id, request.params.id, body.url);
      if (!shown.ok) return refuse(reply, shown);
      const popup = shown.popup.owner;
      if (popup.viewer_id !== body.viewer_id) return unknownPopup(reply);
      const id = await recordView(app.writes, popup, {
        visitor: body.visitor ?? null,
        trigger: body.trigger ?? '',
        device: body.type ?? 'desktop',
        url: body.url,
      });
      return { poptin_view_id: String(id) };
    },
  );

  app.post(
    '/api/display/closed/:id',
    {
      schema: { params: PopupIdParams, body: ClosedBody, response: { 200: OkReply, 404: ErrorReply } },
      compress: false,
    },
    async (request, reply) => {
      const { body } = request;
      const popup = (await app.siteConfig.popupOfSite(body.client_id, request.params.id))?.owner;
      if (!popup) return unknownPopup(reply);
      await recordClose(app.writes, popup, { visitor: body.visitor ?? null, close_trigger: body.close_trigger ?? null, url: body.url });
      return { success: true };
    },
  );
};

export default eventRoutes;
