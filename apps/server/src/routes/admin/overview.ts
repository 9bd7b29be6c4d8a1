import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { embedSnippet, POPUP_ID_LENGTH } from '@beckon/core';
import { listPopupsWithCounts } from '../../repositories/poptins.js';
import { listLeads } from '../../repositories/leads.js';
import { listSites } from '../../repositories/sites.js';
import { requestOrigin } from '../../plugins/static.js';

const LeadField = Type.Object({ field_key: Type.String(), label: Type.String(), type: Type.String(), value: Type.String() });

/** The first dashboard slice: sites, pop-ups with counts, leads. Every query takes the caller's account. */
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

  app.get('/api/admin/leads', {
    schema: {
      querystring: Type.Object({
        poptin_id: Type.Optional(Type.String({ pattern: `^[a-z0-9]{${POPUP_ID_LENGTH}}$` })),
        limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
        offset: Type.Integer({ minimum: 0, default: 0 }),
        /** 1 lists the submissions marked as automated too (honeypot, too fast) */
        spam: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
      }),
      response: {
        200: Type.Array(Type.Object({
          id: Type.String(), poptin_id: Type.String(), poptin_name: Type.String(), email: Type.Union([Type.String(), Type.Null()]),
          url: Type.String(), referrer: Type.String(), trigger: Type.String(), fields: Type.Array(LeadField),
          spam: Type.Union([Type.String(), Type.Null()]), created_at: Type.Number(),
        })),
      },
    },
  }, async (request) => listLeads(app.db, request.account!.id, {
    poptinId: request.query.poptin_id, limit: request.query.limit, offset: request.query.offset, includeSpam: request.query.spam === '1',
  }));
};

export default overviewRoutes;
