import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { embedSnippet, type PopupFormat, type PopupType } from '@beckon/core';
import { findOwnedPopup, listPopupsWithCounts, parseSettings } from '../../repositories/poptins.js';
import { listSites, type OwnedSite } from '../../repositories/sites.js';
import { serverOrigin, type LinkOptions } from '../../server-origin.js';
import { ErrorReply, PopupDetailReply, PopupIdParams, PopupsQuery, PopupSummariesReply, SitesReply } from '@beckon/core/api';

/** A site as the dashboard shows it, with the snippet that embeds it from this server (at `origin`). */
export function siteReply(origin: string, site: OwnedSite) {
  return {
    client_id: site.client_id,
    name: site.name,
    domains: site.domains,
    snippet: embedSnippet(origin, site.client_id),
    created_at: site.created_at,
    seen: site.seen,
    retention_days: site.retention_days,
  };
}

/** Sites and pop-ups with their counts, as the dashboard lists them. Every query takes the caller's account. */
const overviewRoutes: FastifyPluginAsyncTypebox<LinkOptions> = async (app, links) => {
  app.get(
    '/api/admin/sites',
    {
      schema: { response: { 200: SitesReply } },
    },
    async (request) => (await listSites(app.db, request.account!.id)).map((site) => siteReply(serverOrigin(links, request), site)),
  );

  app.get(
    '/api/admin/poptins',
    {
      schema: {
        querystring: PopupsQuery,
        response: { 200: PopupSummariesReply },
      },
    },
    async (request) => listPopupsWithCounts(app.db, app.dbHandle.dialect, request.account!.id, request.query.client_id),
  );

  app.get(
    '/api/admin/poptins/:id',
    {
      schema: { params: PopupIdParams, response: { 200: PopupDetailReply, 404: ErrorReply } },
    },
    async (request, reply) => {
      const row = await findOwnedPopup(app.db, request.account!.id, request.params.id);
      if (!row) return reply.notFound('No such pop-up in your account.');
      return {
        poptin_id: row.id,
        name: row.name,
        type: row.type as PopupType,
        format: row.format as PopupFormat,
        target: row.target,
        status: row.status,
        client_id: row.client_id,
        site_name: row.site_name,
        created_at: Number(row.created_at),
        updated_at: Number(row.updated_at),
        settings: parseSettings(row),
      };
    },
  );
};

export default overviewRoutes;
