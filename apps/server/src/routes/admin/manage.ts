import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { normaliseDomains, validatePopupSettings, type PopupFormat, type PopupSettings, type PopupType, type SettingsProblem } from '@beckon/core';
import {
  createPopup, createVariant, deletePopup, duplicatePopup, findOwnedPopup, keepWinner, parseSettings, updatePopup,
} from '../../repositories/poptins.js';
import { createSite, deleteSite, findOwnedSite, updateSite } from '../../repositories/sites.js';
import { sanitizeSettings } from '../../security/sanitize-design.js';
import { ErrorReply } from '../display/schemas.js';
import { siteReply } from './overview.js';
import {
  NewPopupBody, NewSiteBody, PoptinIdParams, PoptinIdReply, PopupPatchBody, SettingsErrorReply, SitePatchBody, SiteParams, SiteReply,
} from './schemas.js';

const bad = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });
const noSite = { statusCode: 404, error: 'Not Found', message: 'No such site in your account.' };
const noPopup = { statusCode: 404, error: 'Not Found', message: 'No such pop-up in your account.' };

/** A name with something in it: the schema counts characters, spaces included. */
function nameOf(name: string | undefined): string | undefined | null {
  if (name === undefined) return undefined;
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
}

/** The 400 for settings core's rules refuse: the first problem in words, every problem with its path. */
function refuseSettings(reply: FastifyReply, problems: SettingsProblem[]) {
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: `The pop-up cannot be saved: ${problems[0]!.message}${more}`, errors: problems });
}

/** Creating, changing and deleting sites and pop-ups; every query is scoped to the caller's account. */
const manageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.requireAccount);

  // ---- sites ----

  app.post('/api/admin/sites', {
    schema: { body: NewSiteBody, response: { 201: SiteReply, 400: ErrorReply } },
  }, async (request, reply) => {
    const name = nameOf(request.body.name);
    if (!name) return reply.code(400).send(bad('Give the site a name.'));
    const domains = normaliseDomains(request.body.domains ?? []);
    if ('error' in domains) return reply.code(400).send(bad(domains.error));
    const accountId = request.account!.id;
    const created = await createSite(app.db, accountId, name, domains.domains);
    // The id may have been asked for (and remembered as unknown) before it existed.
    await app.configChanges.publish({ clientId: created.client_id });
    return reply.code(201).send(siteReply(request, (await findOwnedSite(app.db, accountId, created.client_id))!));
  });

  app.patch('/api/admin/sites/:clientId', {
    schema: { params: SiteParams, body: SitePatchBody, response: { 200: SiteReply, 400: ErrorReply, 404: ErrorReply } },
  }, async (request, reply) => {
    const name = nameOf(request.body.name);
    if (name === null) return reply.code(400).send(bad('Give the site a name.'));
    const domains = request.body.domains === undefined ? undefined : normaliseDomains(request.body.domains);
    if (domains && 'error' in domains) return reply.code(400).send(bad(domains.error));
    const site = await updateSite(app.db, request.account!.id, request.params.clientId, { name, domains: domains?.domains });
    if (!site) return reply.code(404).send(noSite);
    await app.configChanges.publish({ clientId: site.client_id });
    return siteReply(request, site);
  });

  app.delete('/api/admin/sites/:clientId', {
    schema: {
      description: 'Deletes the site with its pop-ups, their views, closes and leads, and its store data.',
      params: SiteParams, response: { 204: Type.Null(), 404: ErrorReply },
    },
  }, async (request, reply) => {
    if (!(await deleteSite(app.db, request.account!.id, request.params.clientId))) return reply.code(404).send(noSite);
    await app.configChanges.publish({ clientId: request.params.clientId });
    return reply.code(204).send(null);
  });

  // ---- pop-ups ----

  app.post('/api/admin/poptins', {
    schema: { body: NewPopupBody, response: { 201: PoptinIdReply, 400: SettingsErrorReply, 404: ErrorReply } },
  }, async (request, reply) => {
    const { body } = request;
    const accountId = request.account!.id;
    const site = await app.db.selectFrom('sites').select(['id']).where('client_id', '=', body.client_id).where('account_id', '=', accountId).executeTakeFirst();
    if (!site) return reply.code(404).send(noSite);
    const name = nameOf(body.name);
    if (!name) return reply.code(400).send(bad('Give the pop-up a name.'));
    const settings = body.settings as unknown as PopupSettings;
    const problems = validatePopupSettings(settings, { type: body.type, format: body.format as PopupFormat });
    // A variant joins a group of its own site only (the display call groups a site's pop-ups).
    const parentId = settings.ab_test_parent_id;
    if (parentId && (await findOwnedPopup(app.db, accountId, parentId))?.site_id !== site.id) {
      problems.push({ path: 'ab_test_parent_id', message: 'An A/B variant must name a pop-up of the same site.' });
    }
    if (problems.length > 0) return refuseSettings(reply, problems);
    const poptinId = await createPopup(app.db, {
      accountId, siteId: site.id, name, type: body.type, format: body.format as PopupFormat,
      target: body.target, status: body.status, settings: sanitizeSettings(settings),
    });
    await app.configChanges.publish({ siteId: site.id });
    return reply.code(201).send({ poptin_id: poptinId });
  });

  app.patch('/api/admin/poptins/:id', {
    schema: { params: PoptinIdParams, body: PopupPatchBody, response: { 200: PoptinIdReply, 400: SettingsErrorReply, 404: ErrorReply } },
  }, async (request, reply) => {
    const accountId = request.account!.id;
    const row = await findOwnedPopup(app.db, accountId, request.params.id);
    if (!row) return reply.code(404).send(noPopup);
    const name = nameOf(request.body.name);
    if (name === null) return reply.code(400).send(bad('Give the pop-up a name.'));
    let settings: PopupSettings | undefined;
    if (request.body.settings) {
      // A/B membership changes only through the variant and keep-winner calls, which keep the group whole.
      const stored = parseSettings(row);
      settings = { ...(request.body.settings as unknown as PopupSettings), ab_test: stored.ab_test ?? 0, ab_test_parent_id: stored.ab_test_parent_id ?? null };
      const problems = validatePopupSettings(settings, { type: row.type as PopupType, format: row.format as PopupFormat });
      if (problems.length > 0) return refuseSettings(reply, problems);
      settings = sanitizeSettings(settings);
    }
    const siteId = await updatePopup(app.db, accountId, request.params.id, { name, status: request.body.status, settings });
    if (siteId === undefined) return reply.code(404).send(noPopup);
    await app.configChanges.publish({ siteId });
    return { poptin_id: request.params.id };
  });

  app.post('/api/admin/poptins/:id/duplicate', {
    schema: { description: 'A draft copy named "<name> (copy)", outside any A/B test.', params: PoptinIdParams, response: { 201: PoptinIdReply, 404: ErrorReply } },
  }, async (request, reply) => {
    const copy = await duplicatePopup(app.db, request.account!.id, request.params.id);
    if (!copy) return reply.code(404).send(noPopup);
    await app.configChanges.publish({ siteId: copy.siteId });
    return reply.code(201).send({ poptin_id: copy.poptinId });
  });

  app.delete('/api/admin/poptins/:id', {
    schema: {
      description: 'Deletes the pop-up with its views and closes; its leads stay, listed as a deleted pop-up\'s.',
      params: PoptinIdParams, response: { 204: Type.Null(), 404: ErrorReply },
    },
  }, async (request, reply) => {
    const siteId = await deletePopup(app.db, request.account!.id, request.params.id);
    if (siteId === undefined) return reply.code(404).send(noPopup);
    await app.configChanges.publish({ siteId });
    return reply.code(204).send(null);
  });

  app.post('/api/admin/poptins/:id/variants', {
    schema: {
      description: 'A new A/B variant: a draft copy in the pop-up\'s test (the pop-up leads a new test when it is in none).',
      params: PoptinIdParams, response: { 201: PoptinIdReply, 404: ErrorReply },
    },
  }, async (request, reply) => {
    const variant = await createVariant(app.db, request.account!.id, request.params.id);
    if (!variant) return reply.code(404).send(noPopup);
    await app.configChanges.publish({ siteId: variant.siteId });
    return reply.code(201).send({ poptin_id: variant.poptinId });
  });

  app.post('/api/admin/poptins/:id/keep-winner', {
    schema: {
      description: 'Ends the A/B test of the pop-up: the named member stays published outside any test, the others are unpublished.',
      params: PoptinIdParams, body: Type.Object({ poptin_id: PoptinIdParams.properties.id }), response: { 200: PoptinIdReply, 400: ErrorReply, 404: ErrorReply },
    },
  }, async (request, reply) => {
    const result = await keepWinner(app.db, request.account!.id, request.params.id, request.body.poptin_id);
    if (result === undefined) return reply.code(404).send(noPopup);
    if (result === 'not_in_group') return reply.code(400).send(bad('That pop-up is not part of this A/B test.'));
    await app.configChanges.publish({ siteId: result });
    return { poptin_id: request.body.poptin_id };
  });
};

export default manageRoutes;
