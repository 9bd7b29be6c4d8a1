import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SESSION_RECORD_TTL_MS, isValidEmail, normaliseEmail } from '@beckon/core';
import { logLimit, recordActivity, recordSessionBeat } from '../../repositories/activity.js';
import { ActivityBody, ClientIdParams, ErrorReply, NotificationQuery, OkReply, SessionBody } from '@beckon/core/api';

const UNKNOWN_CLIENT = 'Unknown client id.';
const BAD_EMAIL = 'email is not a valid address';

/** SPEC §7 calls that follow a known visitor and the upgrade prompt. */
const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/display/conversion-activities/:clientId',
    {
      schema: {
        params: ClientIdParams,
        body: ActivityBody,
        response: { 200: OkReply, 400: ErrorReply, 404: ErrorReply },
      },
      // Beacons answer a few bytes: they skip the compression hooks every other request pays for.
      compress: false,
    },
    async (request, reply) => {
      const compiled = await app.siteConfig.site(request.params.clientId);
      const site = compiled?.site;
      if (!site || !compiled.byId.has(request.body.poptin_id)) return reply.notFound(UNKNOWN_CLIENT);
      if (!isValidEmail(request.body.email)) return reply.badRequest(BAD_EMAIL);
      await recordActivity(app.writes, site.id, { ...request.body, email: normaliseEmail(request.body.email) });
      return { success: true };
    },
  );

  app.post(
    '/api/display/total-website-session/:clientId',
    {
      schema: { params: ClientIdParams, body: SessionBody, response: { 200: OkReply, 400: ErrorReply, 404: ErrorReply } },
      compress: false,
    },
    async (request, reply) => {
      const site = (await app.siteConfig.site(request.params.clientId))?.site;
      if (!site) return reply.notFound(UNKNOWN_CLIENT);
      if (!isValidEmail(request.body.email)) return reply.badRequest(BAD_EMAIL);
      await recordSessionBeat(app.writes, site.id, normaliseEmail(request.body.email), request.body.url, SESSION_RECORD_TTL_MS);
      return { success: true };
    },
  );

  app.get(
    '/api/display/limitLogs/:clientId',
    {
      schema: {
        params: ClientIdParams,
        querystring: NotificationQuery,
        response: { 200: OkReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const site = (await app.siteConfig.site(request.params.clientId))?.site;
      if (!site) return reply.notFound(UNKNOWN_CLIENT);
      await logLimit(app.writes, site.id, request.query.status, request.query.id);
      return { success: true };
    },
  );
};

export default activityRoutes;
