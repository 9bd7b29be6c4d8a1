import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { accountIdByPublicIdOrEmail, MAX_VIEW_CAP, setPlan } from '../../repositories/accounts.js';
import { MAX_RESTRICTION_SETTING_LENGTH, setRestriction } from '../../repositories/sites.js';
import { ClientIdParams, ErrorReply, ViewerIdParams } from '../display/schemas.js';

// ajv would coerce null to 0 for a plain integer ("no cap" would become "no views"): `nullable` keeps null.
const ViewCap = Type.Unsafe<number | null>({ type: 'integer', nullable: true, minimum: 0, maximum: MAX_VIEW_CAP });
const NoControlText = `^[^\\u0000-\\u001f\\u007f-\\u009f<>]{0,${MAX_RESTRICTION_SETTING_LENGTH}}$`;

const PlanReply = Type.Object({
  viewer_id: Type.String(), email: Type.String(), plan: Type.String(), max_monthly_views: Type.Union([Type.Integer(), Type.Null()]),
});
const RestrictionReply = Type.Object({
  client_id: Type.String(), restricted: Type.Boolean(), client_restriction_setting: Type.Union([Type.String(), Type.Null()]),
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Issue 15: the operator of a Beckon sets plans (SPEC §6 limits the server enforces). An operator
 * is not an owner: no session, a bearer token from BECKON_OPERATOR_TOKEN. Without one, the calls
 * do not exist.
 */
const operatorRoutes: FastifyPluginAsyncTypebox<{ token: string | undefined }> = async (app, { token }) => {
  if (!token) return;
  const expected = digest(token);
  // Hashes first: equal lengths for timingSafeEqual, and nothing learned from how long a wrong token is.
  const isOperator = (request: FastifyRequest): boolean => {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    return match !== null && timingSafeEqual(digest(match[1]!), expected);
  };
  const requireOperator = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isOperator(request)) await reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'Operator calls need Authorization: Bearer with BECKON_OPERATOR_TOKEN.' });
  };

  app.patch('/api/admin/operator/accounts/:viewerId', {
    onRequest: [app.limits.login, requireOperator],
    schema: {
      description: 'Operator only: an account\'s monthly view cap (null: none) and freemium flag.',
      params: ViewerIdParams,
      body: Type.Object({ max_monthly_views: Type.Optional(ViewCap), freemium: Type.Optional(Type.Boolean()) }, { additionalProperties: false, minProperties: 1 }),
      response: { 200: PlanReply, 400: ErrorReply, 403: ErrorReply, 404: ErrorReply, 429: ErrorReply },
    },
  }, async (request, reply) => {
    const accountId = await accountIdByPublicIdOrEmail(app.db, { publicId: request.params.viewerId });
    const account = accountId === undefined ? undefined : await setPlan(app.db, accountId, request.body);
    if (!account) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No account with this viewer id.' });
    // Every site of the account reads the plan from the compiled config.
    await app.configChanges.publish({ all: true });
    return account;
  });

  app.patch('/api/admin/operator/sites/:clientId', {
    onRequest: [app.limits.login, requireOperator],
    schema: {
      description: 'Operator only: a site\'s client restriction (restricted sites show visitors the plan notice).',
      params: ClientIdParams,
      body: Type.Object({
        restricted: Type.Boolean(),
        client_restriction_setting: Type.Optional(Type.Union([Type.Null(), Type.String({ pattern: NoControlText })])),
      }, { additionalProperties: false }),
      response: { 200: RestrictionReply, 400: ErrorReply, 403: ErrorReply, 404: ErrorReply, 429: ErrorReply },
    },
  }, async (request, reply) => {
    const { restricted, client_restriction_setting: setting } = request.body;
    const site = await setRestriction(app.db, request.params.clientId, { restricted, ...(setting !== undefined ? { setting } : {}) });
    if (!site) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No site with this client id.' });
    await app.configChanges.publish({ clientId: site.client_id });
    return site;
  });
};

export default operatorRoutes;
