import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { embedSnippet } from '@beckon/core';
import { findOwnedPopup, listPopupsWithCounts, parseSettings } from '../../repositories/poptins.js';
import { listSites, type OwnedSite } from '../../repositories/sites.js';
import { requestOrigin } from '../../plugins/static.js';
import { ErrorReply } from '../display/schemas.js';
import { PoptinIdParams, PopupDetailReply, PopupSummaryReply, SiteReply } from './schemas.js';

/** A site as the dashboard shows it, with the snippet that embeds it from this server. */
export function siteReply(request: FastifyRequest, site: OwnedSite) {
  return {
    client_id: site.client_id, name: site.name, domains: site.domains, snippet: embedSnippet(requestOrigin(request), site.client_id),
    created_at: site.created_at, seen: site.seen,
  };
}

/** Sites and pop-ups with their counts, as the dashboard lists them. Every query takes the caller's account. */
const overviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.requireAccount);

  app.get('/api/admin/sites', {
    schema: { response: { 200: Type.Array(SiteReply) } },
  }, async (request) => (await listSites(app.db, request.account!.id)).map((site) => siteReply(request, site)));

  app.get('/api/admin/poptins', {
    schema: {
      querystring: Type.Object({ client_id: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })) }),
      response: { 200: Type.Array(PopupSummaryReply) },
    },
  }, async (request) => listPopupsWithCounts(app.db, app.dbHandle.dialect, request.account!.id, request.query.client_id));

  app.get('/api/admin/poptins/:id', {
    schema: { params: PoptinIdParams, response: { 200: PopupDetailReply, 404: ErrorReply } },
  }, async (request, reply) => {
    const row = await findOwnedPopup(app.db, request.account!.id, request.params.id);
    if (!row) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such pop-up in your account.' });
    return {
      poptin_id: row.id, name: row.name, type: row.type, format: row.format, target: row.target, status: row.status,
      client_id: row.client_id, site_name: row.site_name, created_at: Number(row.created_at), updated_at: Number(row.updated_at),
      settings: parseSettings(row),
    };
  });
};

export default overviewRoutes;
