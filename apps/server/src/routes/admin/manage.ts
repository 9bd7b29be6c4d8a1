import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FORMAT_COUNTS, POPUP_ID_LENGTH, type PopupFormat, type PopupSettings } from '@beckon/core';
import { createPopup, updatePopup } from '../../repositories/poptins.js';
import { createSite } from '../../repositories/sites.js';
import { sanitizeSettings } from '../../security/sanitize-design.js';
import { ErrorReply } from '../display/schemas.js';
import { NewPopupBody, PopupPatchBody } from './schemas.js';

const bad = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });

/** Creating and changing sites and pop-ups; every write is scoped to the caller's account. */
const manageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.requireAccount);

  app.post('/api/admin/sites', {
    schema: {
      body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 120 }), domains: Type.Optional(Type.Array(Type.String({ maxLength: 253 }), { maxItems: 50 })) }),
      response: { 201: Type.Object({ client_id: Type.String(), name: Type.String() }) },
    },
  }, async (request, reply) => {
    const site = await createSite(app.db, request.account!.id, request.body.name, request.body.domains ?? []);
    // The id may have been asked for (and remembered as unknown) before it existed.
    await app.configChanges.publish({ clientId: site.client_id });
    return reply.code(201).send({ client_id: site.client_id, name: site.name });
  });

  app.post('/api/admin/poptins', {
    schema: { body: NewPopupBody, response: { 201: Type.Object({ poptin_id: Type.String() }), 400: ErrorReply, 404: ErrorReply } },
  }, async (request, reply) => {
    const { body } = request;
    const site = await app.db.selectFrom('sites').select(['id']).where('client_id', '=', body.client_id).where('account_id', '=', request.account!.id).executeTakeFirst();
    if (!site) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such site in your account.' });
    const formats = FORMAT_COUNTS[body.type];
    const number = Number(body.format.slice('format_'.length));
    if (formats !== undefined && number > formats) return reply.code(400).send(bad(`${body.type} has formats 1 to ${formats}.`));
    const poptinId = await createPopup(app.db, {
      accountId: request.account!.id, siteId: site.id, name: body.name, type: body.type, format: body.format as PopupFormat,
      target: body.target, status: body.status, settings: sanitizeSettings(body.settings as unknown as PopupSettings),
    });
    await app.configChanges.publish({ siteId: site.id });
    return reply.code(201).send({ poptin_id: poptinId });
  });

  app.patch('/api/admin/poptins/:id', {
    schema: {
      params: Type.Object({ id: Type.String({ pattern: `^[a-z0-9]{${POPUP_ID_LENGTH}}$` }) }),
      body: PopupPatchBody,
      response: { 200: Type.Object({ poptin_id: Type.String() }), 404: ErrorReply },
    },
  }, async (request, reply) => {
    const siteId = await updatePopup(app.db, request.account!.id, request.params.id, {
      name: request.body.name, status: request.body.status,
      settings: request.body.settings ? sanitizeSettings(request.body.settings as unknown as PopupSettings) : undefined,
    });
    if (siteId === undefined) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such pop-up in your account.' });
    await app.configChanges.publish({ siteId });
    return { poptin_id: request.params.id };
  });
};

export default manageRoutes;
