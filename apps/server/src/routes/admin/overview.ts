import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { embedSnippet, POPUP_ID_LENGTH } from '@beckon/core';
import { listPopupsWithCounts } from '../../repositories/poptins.js';
import { listSites } from '../../repositories/sites.js';
import { requestOrigin } from '../../plugins/static.js';

/** Sites and pop-ups with their counts, as the dashboard lists them. Every query takes the caller's account. */
const overviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.requireAccount);

  app.get('/api/admin/sites', {
    schema: { response: { 200: Type.Array(Type.Object({ client_id: Type.String(), name: Type.String(), snippet: Type.String() })) } },
  }, async (request) => {
    const sites = await listSites(app.db, request.account!.id);
    return sites.map((s) => ({ client_id: s.client_id, name: s.name, snippet: embedSnippet(requestOrigin(request), s.client_id) }));
  });

  app.get('/api/admin/poptins', {
    schema: {
      response: {
        200: Type.Array(Type.Object({
          poptin_id: Type.String(), name: Type.String(), type: Type.String(), format: Type.String(), target: Type.String(),
          status: Type.String(), site_name: Type.String(), client_id: Type.String(), created_at: Type.Number(),
          views: Type.Number(), closes: Type.Number(), conversions: Type.Number(),
        })),
      },
    },
  }, async (request) => listPopupsWithCounts(app.db, request.account!.id));
};

export default overviewRoutes;
