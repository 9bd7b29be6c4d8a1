import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { INTEGRATIONS_PER_SITE_MAX, WEBHOOK_SECRET_OVERLAP_MS } from '@beckon/core';
import {
  ClientIdParams,
  ErrorReply,
  IntegrationIdParams,
  IntegrationPatchBody,
  IntegrationsReply,
  IntegrationWithSecretReply,
  IntegrationReply,
  NewIntegrationBody,
} from '@beckon/core/api';
import { ownedSiteId } from '../../repositories/sites.js';
import {
  countSiteIntegrations,
  createIntegration,
  deleteIntegration,
  findIntegration,
  listIntegrations,
  updateIntegration,
  type IntegrationChange,
} from '../../repositories/integrations.js';
import { newWebhookSecret, secretHint } from '../../integrations/secrets.js';
import { checkPopups, checkUrl, openSettings, sealSettings, toIntegrationReply, type Refusal } from './integrations-input.js';

export const NO_INTEGRATION = 'No such integration in your account.';
const NO_SITE = 'No such site in your account.';
const NAME_IT = 'Give the integration a name.';

function refuse(reply: FastifyReply, refusal: Refusal) {
  return reply.send(Object.assign(reply.server.httpErrors.badRequest(refusal.message), { field: refusal.field }));
}

/** The caller's integration, as answered. */
async function owned(app: FastifyInstance, accountId: number, id: number) {
  const row = await findIntegration(app.db, accountId, id);
  return row && toIntegrationReply(row, app.integrations.now(), app.integrations.box);
}

function registerList(app: Parameters<FastifyPluginAsyncTypebox>[0]) {
  app.get(
    '/api/admin/sites/:clientId/integrations',
    {
      schema: {
        description:
          "The site's integrations: webhook endpoints and email-service connectors. Secrets are never answered: a connector's settings come with its API key and header values masked (••••, last 4 characters).",
        params: ClientIdParams,
        response: { 200: IntegrationsReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const accountId = request.account!.id;
      const siteId = await ownedSiteId(app.db, accountId, request.params.clientId);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      const now = app.integrations.now();
      return (await listIntegrations(app.db, accountId, siteId)).map((row) => toIntegrationReply(row, now, app.integrations.box));
    },
  );
}

function registerCreate(app: Parameters<FastifyPluginAsyncTypebox>[0]) {
  app.post(
    '/api/admin/sites/:clientId/integrations',
    {
      schema: {
        description:
          'Adds an integration. A webhook needs its https address and answers its signing secret (whsec_…) here, once. ' +
          "popups limits conversions to those pop-ups (empty: all); events picks what is sent. A connector's settings are checked by it and stored encrypted.",
        params: ClientIdParams,
        body: NewIntegrationBody,
        response: { 201: IntegrationWithSecretReply, 400: ErrorReply, 404: ErrorReply, 409: ErrorReply },
      },
    },
    async (request, reply) => {
      const accountId = request.account!.id;
      const body = request.body;
      const siteId = await ownedSiteId(app.db, accountId, request.params.clientId);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      const name = body.name.trim();
      if (!name) return refuse(reply, { ok: false, message: NAME_IT, field: 'name' });
      const url = checkUrl(body.kind, body.url, app.integrations.rules);
      if (!url.ok) return refuse(reply, url);
      if (body.kind === 'webhook' && url.url === undefined) return refuse(reply, { ok: false, message: 'A webhook needs its address.', field: 'url' });
      const popups = await checkPopups(app.db, siteId, body.popups);
      if (!popups.ok) return refuse(reply, popups);
      const settings = sealSettings(body.kind, body.settings, app.integrations.box, app.integrations.rules, app.integrations.connectors);
      if (!settings.ok) return refuse(reply, settings);
      if (body.kind !== 'webhook' && settings.sealed === undefined)
        return refuse(reply, { ok: false, message: 'A connector needs its settings.', field: 'settings' });
      if ((await countSiteIntegrations(app.db, siteId)) >= INTEGRATIONS_PER_SITE_MAX)
        return reply.conflict(`A site may have at most ${INTEGRATIONS_PER_SITE_MAX} integrations.`);
      const secret = body.kind === 'webhook' ? newWebhookSecret() : null;
      const now = app.integrations.now();
      const id = await createIntegration(app.db, {
        accountId,
        siteId,
        kind: body.kind,
        name,
        url: url.url ?? '',
        enabled: body.enabled ?? true,
        events: body.events,
        popups: body.popups ?? [],
        secret: secret === null ? '' : app.integrations.box.seal(secret),
        secretHint: secret === null ? '' : secretHint(secret),
        settings: settings.sealed ?? '',
        now,
      });
      await app.configChanges.publish({ siteId });
      return reply.code(201).send({ integration: (await owned(app, accountId, id))!, secret });
    },
  );
}

function registerUpdate(app: Parameters<FastifyPluginAsyncTypebox>[0]) {
  app.patch(
    '/api/admin/integrations/:id',
    {
      schema: {
        description:
          'Renames, re-addresses, turns on or off, or changes what an integration is sent. Turning it on clears a note Beckon left when it turned it off. ' +
          "A connector's settings are replaced whole; an API key or header value sent back masked as answered (or an API key left out) keeps the stored one.",
        params: IntegrationIdParams,
        body: IntegrationPatchBody,
        response: { 200: IntegrationReply, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const accountId = request.account!.id;
      const id = Number(request.params.id);
      const found = await findIntegration(app.db, accountId, id);
      if (!found) return reply.notFound(NO_INTEGRATION);
      const body = request.body;
      const name = body.name?.trim();
      if (name === '') return refuse(reply, { ok: false, message: NAME_IT, field: 'name' });
      const url = checkUrl(found.kind, body.url, app.integrations.rules);
      if (!url.ok) return refuse(reply, url);
      const popups = await checkPopups(app.db, Number(found.site_id), body.popups);
      if (!popups.ok) return refuse(reply, popups);
      const { box, rules, connectors } = app.integrations;
      const settings = sealSettings(found.kind, body.settings, box, rules, connectors, openSettings(found.settings, box));
      if (!settings.ok) return refuse(reply, settings);
      const change: IntegrationChange = { name, url: url.url, enabled: body.enabled, events: body.events, popups: body.popups, settings: settings.sealed };
      const siteId = await updateIntegration(app.db, accountId, id, change, app.integrations.now());
      if (siteId === undefined) return reply.notFound(NO_INTEGRATION);
      await app.configChanges.publish({ siteId });
      return (await owned(app, accountId, id))!;
    },
  );
}

function registerDelete(app: Parameters<FastifyPluginAsyncTypebox>[0]) {
  app.delete(
    '/api/admin/integrations/:id',
    {
      schema: {
        description: 'Deletes the integration and its delivery log; deliveries still waiting are not sent.',
        params: IntegrationIdParams,
        response: { 204: Type.Null(), 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const siteId = await deleteIntegration(app.db, request.account!.id, Number(request.params.id));
      if (siteId === undefined) return reply.notFound(NO_INTEGRATION);
      await app.configChanges.publish({ siteId });
      return reply.code(204).send(null);
    },
  );
}

function registerRotate(app: Parameters<FastifyPluginAsyncTypebox>[0]) {
  app.post(
    '/api/admin/integrations/:id/rotate-secret',
    {
      schema: {
        description:
          'A new signing secret for a webhook, answered here once. For 24 hours Beckon signs with both (two v1= in Beckon-Signature), so the receiver can switch without losing events.',
        params: IntegrationIdParams,
        response: { 200: IntegrationWithSecretReply, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const accountId = request.account!.id;
      const id = Number(request.params.id);
      const found = await findIntegration(app.db, accountId, id);
      if (!found) return reply.notFound(NO_INTEGRATION);
      if (found.kind !== 'webhook') return refuse(reply, { ok: false, message: 'Only a webhook has a signing secret.', field: 'kind' });
      const secret = newWebhookSecret();
      const now = app.integrations.now();
      const rotated = {
        secret: app.integrations.box.seal(secret),
        hint: secretHint(secret),
        previous: found.secret,
        previousUntil: now + WEBHOOK_SECRET_OVERLAP_MS,
      };
      await updateIntegration(app.db, accountId, id, { secret: rotated }, now);
      return { integration: (await owned(app, accountId, id))!, secret };
    },
  );
}

/** Issue 21: a site's integrations. Every call takes the caller's account: another owner's ids are 404. */
const integrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerList(app);
  registerCreate(app);
  registerUpdate(app);
  registerDelete(app);
  registerRotate(app);
};

export default integrationRoutes;
