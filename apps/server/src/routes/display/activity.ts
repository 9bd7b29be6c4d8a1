import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SESSION_RECORD_TTL_MS, isValidEmail, normaliseEmail } from '@beckon/core';
import { logLimit, recordActivity, recordSessionBeat } from '../../repositories/activity.js';
import { ClientIdParams, ErrorReply, OkReply } from './schemas.js';

const Email = Type.String({ maxLength: 254 });
const Url = Type.String({ maxLength: 2048 });
const notFound = { statusCode: 404, error: 'Not Found', message: 'Unknown client id.' };
const badEmail = { statusCode: 400, error: 'Bad Request', message: 'email is not a valid address' };

/** SPEC §7 calls that follow a known visitor and the upgrade prompt. */
const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/display/conversion-activities/:clientId', {
    schema: {
      params: ClientIdParams,
      body: Type.Object({ email: Email, poptin_id: Type.String({ maxLength: 64 }), activity: Type.Union([Type.Literal('viewed'), Type.Literal('closed')]), url: Url }),
      response: { 200: OkReply, 400: ErrorReply, 404: ErrorReply },
    },
    // Beacons answer a few bytes: they skip the compression hooks every other request pays for.
    compress: false,
  }, async (request, reply) => {
    const compiled = await app.siteConfig.site(request.params.clientId);
    const site = compiled?.site;
    if (!site || !compiled.byId.has(request.body.poptin_id)) return reply.code(404).send(notFound);
    if (!isValidEmail(request.body.email)) return reply.code(400).send(badEmail);
    await recordActivity(app.writes, site.id, { ...request.body, email: normaliseEmail(request.body.email) });
    return { success: true };
  });

  app.post('/api/display/total-website-session/:clientId', {
    schema: { params: ClientIdParams, body: Type.Object({ email: Email, url: Url }), response: { 200: OkReply, 400: ErrorReply, 404: ErrorReply } },
    compress: false,
  }, async (request, reply) => {
    const site = (await app.siteConfig.site(request.params.clientId))?.site;
    if (!site) return reply.code(404).send(notFound);
    if (!isValidEmail(request.body.email)) return reply.code(400).send(badEmail);
    await recordSessionBeat(app.writes, site.id, normaliseEmail(request.body.email), request.body.url, SESSION_RECORD_TTL_MS);
    return { success: true };
  });

  app.get('/api/display/limitLogs/:clientId', {
    schema: {
      params: ClientIdParams,
      querystring: Type.Object({ status: Type.Union([Type.Literal('viewed'), Type.Literal('clicked'), Type.Literal('closed')]), id: Type.String({ maxLength: 256 }) }),
      response: { 200: OkReply, 404: ErrorReply },
    },
  }, async (request, reply) => {
    const site = (await app.siteConfig.site(request.params.clientId))?.site;
    if (!site) return reply.code(404).send(notFound);
    await logLimit(app.writes, site.id, request.query.status, request.query.id);
    return { success: true };
  });
};

export default activityRoutes;
