import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { normaliseDomains, validatePopupSettings, type PopupFormat, type PopupSettings, type PopupType, type SettingsProblem } from '@beckon/core';
import { findOwnedPopup, parseSettings } from '../../repositories/poptins.js';
import { findOwnedSite, ownedSiteId } from '../../repositories/sites.js';
import { sanitizeSettings } from '../../security/sanitize-design.js';
import { siteReply } from './overview.js';
import { refuseLooseRetention } from './site-retention-input.js';
import { serverOrigin, type LinkOptions } from '../../server-origin.js';
import {
  ClientIdParams,
  ErrorReply,
  KeepWinnerBody,
  NewPopupBody,
  NewSiteBody,
  PoptinIdReply,
  PopupIdParams,
  PopupPatchBody,
  SettingsErrorReply,
  SitePatchBody,
  SiteReply,
} from '@beckon/core/api';

const NO_SITE = 'No such site in your account.';
const NO_POPUP = 'No such pop-up in your account.';

/** A name with something in it: the schema counts characters, spaces included. */
function nameOf(name: string | undefined): string | undefined | null {
  if (name === undefined) return undefined;
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
}

/** The 400 for settings core's rules refuse: the first problem in words, every problem with its path. */
function refuseSettings(reply: FastifyReply, problems: SettingsProblem[]) {
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  return reply.send(Object.assign(reply.server.httpErrors.badRequest(`The pop-up cannot be saved: ${problems[0]!.message}${more}`), { errors: problems }));
}

/** Creating, changing and deleting sites; every query is scoped to the caller's account. */
const siteChanges: FastifyPluginAsyncTypebox<LinkOptions> = async (app, links) => {
  app.post(
    '/api/admin/sites',
    {
      preValidation: refuseLooseRetention,
      schema: { body: NewSiteBody, response: { 201: SiteReply, 400: ErrorReply } },
    },
    async (request, reply) => {
      const name = nameOf(request.body.name);
      if (!name) return reply.badRequest('Give the site a name.');
      const domains = normaliseDomains(request.body.domains ?? []);
      if ('error' in domains) return reply.badRequest(domains.error);
      const accountId = request.account!.id;
      const created = await app.configWrites.createSite(accountId, name, domains.domains, request.body.retention_days ?? null);
      return reply.code(201).send(siteReply(serverOrigin(links, request), (await findOwnedSite(app.db, accountId, created.client_id))!));
    },
  );

  app.patch(
    '/api/admin/sites/:clientId',
    {
      preValidation: refuseLooseRetention,
      schema: { params: ClientIdParams, body: SitePatchBody, response: { 200: SiteReply, 400: ErrorReply, 404: ErrorReply } },
    },
    async (request, reply) => {
      const name = nameOf(request.body.name);
      if (name === null) return reply.badRequest('Give the site a name.');
      const domains = request.body.domains === undefined ? undefined : normaliseDomains(request.body.domains);
      if (domains && 'error' in domains) return reply.badRequest(domains.error);
      const site = await app.configWrites.updateSite(request.account!.id, request.params.clientId, {
        name,
        domains: domains?.domains,
        retentionDays: request.body.retention_days,
      });
      if (!site) return reply.notFound(NO_SITE);
      return siteReply(serverOrigin(links, request), site);
    },
  );

  app.delete(
    '/api/admin/sites/:clientId',
    {
      schema: {
        description: 'Deletes the site with its pop-ups, their views, closes and leads, and its store data.',
        params: ClientIdParams,
        response: { 204: Type.Null(), 404: ErrorReply },
      },
    },
    async (request, reply) => {
      if (!(await app.configWrites.deleteSite(request.account!.id, request.params.clientId))) return reply.notFound(NO_SITE);
      return reply.code(204).send(null);
    },
  );
};

/** Creating a pop-up in one of the caller's sites, its settings checked by core's rules. */
const popupCreation: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/admin/poptins',
    {
      schema: { body: NewPopupBody, response: { 201: PoptinIdReply, 400: SettingsErrorReply, 404: ErrorReply } },
    },
    async (request, reply) => {
      const { body } = request;
      const accountId = request.account!.id;
      const siteId = await ownedSiteId(app.db, accountId, body.client_id);
      if (siteId === undefined) return reply.notFound(NO_SITE);
      const name = nameOf(body.name);
      if (!name) return reply.badRequest('Give the pop-up a name.');
      const { settings } = body;
      const problems = validatePopupSettings(settings, { type: body.type, format: body.format });
      // A variant joins a group of its own site only (the display call groups a site's pop-ups).
      const parentId = settings.ab_test_parent_id;
      if (parentId && (await findOwnedPopup(app.db, accountId, parentId))?.site_id !== siteId) {
        problems.push({ path: 'ab_test_parent_id', message: 'An A/B variant must name a pop-up of the same site.' });
      }
      if (problems.length > 0) return refuseSettings(reply, problems);
      const poptinId = await app.configWrites.createPopup({
        accountId,
        siteId,
        name,
        type: body.type,
        format: body.format,
        target: body.target,
        status: body.status,
        settings: sanitizeSettings(settings),
      });
      return reply.code(201).send({ poptin_id: poptinId });
    },
  );
};

/** Changing, copying and deleting pop-ups; every query is scoped to the caller's account. */
const popupChanges: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/api/admin/poptins/:id',
    {
      schema: { params: PopupIdParams, body: PopupPatchBody, response: { 200: PoptinIdReply, 400: SettingsErrorReply, 404: ErrorReply } },
    },
    async (request, reply) => {
      const accountId = request.account!.id;
      const row = await findOwnedPopup(app.db, accountId, request.params.id);
      if (!row) return reply.notFound(NO_POPUP);
      const name = nameOf(request.body.name);
      if (name === null) return reply.badRequest('Give the pop-up a name.');
      let settings: PopupSettings | undefined;
      if (request.body.settings) {
        // A/B membership changes only through the variant and keep-winner calls, which keep the group whole.
        const stored = parseSettings(row);
        settings = { ...request.body.settings, ab_test: stored.ab_test ?? 0, ab_test_parent_id: stored.ab_test_parent_id ?? null };
        const problems = validatePopupSettings(settings, { type: row.type as PopupType, format: row.format as PopupFormat });
        if (problems.length > 0) return refuseSettings(reply, problems);
        settings = sanitizeSettings(settings);
      }
      const siteId = await app.configWrites.updatePopup(accountId, request.params.id, { name, status: request.body.status, settings });
      if (siteId === undefined) return reply.notFound(NO_POPUP);
      return { poptin_id: request.params.id };
    },
  );

  app.post(
    '/api/admin/poptins/:id/duplicate',
    {
      schema: {
        description: 'A draft copy named "<name> (copy)", outside any A/B test.',
        params: PopupIdParams,
        response: { 201: PoptinIdReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const copy = await app.configWrites.duplicatePopup(request.account!.id, request.params.id);
      if (!copy) return reply.notFound(NO_POPUP);
      return reply.code(201).send({ poptin_id: copy.poptinId });
    },
  );

  app.delete(
    '/api/admin/poptins/:id',
    {
      schema: {
        description: "Deletes the pop-up with its views and closes; its leads stay, listed as a deleted pop-up's.",
        params: PopupIdParams,
        response: { 204: Type.Null(), 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const siteId = await app.configWrites.deletePopup(request.account!.id, request.params.id);
      if (siteId === undefined) return reply.notFound(NO_POPUP);
      return reply.code(204).send(null);
    },
  );
};

/** A/B tests: a new variant, and the end of a test with its winner. */
const abTestChanges: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/admin/poptins/:id/variants',
    {
      schema: {
        description: "A new A/B variant: a draft copy in the pop-up's test (the pop-up leads a new test when it is in none).",
        params: PopupIdParams,
        response: { 201: PoptinIdReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const variant = await app.configWrites.createVariant(request.account!.id, request.params.id);
      if (!variant) return reply.notFound(NO_POPUP);
      return reply.code(201).send({ poptin_id: variant.poptinId });
    },
  );

  app.post(
    '/api/admin/poptins/:id/keep-winner',
    {
      schema: {
        description: 'Ends the A/B test of the pop-up: the named member stays published outside any test, the others are unpublished.',
        params: PopupIdParams,
        body: KeepWinnerBody,
        response: { 200: PoptinIdReply, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const result = await app.configWrites.keepWinner(request.account!.id, request.params.id, request.body.poptin_id);
      if (result === undefined) return reply.notFound(NO_POPUP);
      if (result === 'not_in_group') return reply.badRequest('That pop-up is not part of this A/B test.');
      return { poptin_id: request.body.poptin_id };
    },
  );
};

const manageRoutes: FastifyPluginAsyncTypebox<LinkOptions> = async (app, links) => {
  await app.register(siteChanges, links);
  await app.register(popupCreation);
  await app.register(popupChanges);
  await app.register(abTestChanges);
};

export default manageRoutes;
