import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { POPUP_ID_LENGTH } from '@beckon/core';
import { listLeads } from '../../repositories/leads.js';

const LeadField = Type.Object({ field_key: Type.String(), label: Type.String(), type: Type.String(), value: Type.String() });

/** The owner's leads: listed, searched, exported and forgotten. Every query takes the caller's account. */
const leadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.requireAccount);

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

export default leadRoutes;
