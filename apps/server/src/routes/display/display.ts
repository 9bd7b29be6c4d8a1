import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { DisplayResponse } from '@beckon/core';
import { findSiteByClientId } from '../../repositories/sites.js';
import { popupsForDisplay, toPopupRecord } from '../../repositories/poptins.js';
import { ClientIdParams, DisplayBody, ErrorReply } from './schemas.js';

function firstLanguage(header: string | undefined): string {
  return header?.split(',')[0]?.split(';')[0]?.trim().slice(0, 16) ?? '';
}

// The record's shape is core's type; serialising it whole keeps every §3 field, known or future.
const DisplayReply = Type.Unsafe<DisplayResponse>({ type: 'object', additionalProperties: true });

/** SPEC §7 POST /api/display/{clientId}: the pop-ups this page may show. */
const displayRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/display/:clientId', {
    schema: { params: ClientIdParams, body: DisplayBody, response: { 200: DisplayReply, 404: ErrorReply } },
  }, async (request, reply) => {
    const site = await findSiteByClientId(app.db, request.params.clientId);
    if (!site) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Unknown client id.' });
    const rows = await popupsForDisplay(app.db, site.id, request.body.preview_poptin_id);
    const cc = request.body.cc ?? '';
    const response: DisplayResponse = {
      display: 'allowed',
      message: '',
      poptins: rows.map((row) => toPopupRecord(row, site.viewer_id)),
      country: '',
      country_code: cc,
      cc,
      ip: request.ip,
      lang: firstLanguage(request.headers['accept-language']),
      if_freemium: false,
      is_client_restriction: false,
      client_restriction_setting: null,
      wix_cart_details: null,
    };
    return reply.header('Cache-Control', 'no-store').send(response);
  });
};

export default displayRoute;
