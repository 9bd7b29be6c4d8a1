import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountIdByPublicIdOrEmail } from '../../repositories/accounts.js';
import { ClientIdParams, ErrorReply, PlanBody, PlanReply, RestrictionBody, RestrictionReply, ViewerIdParams } from '@beckon/core/api';

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
    if (!isOperator(request)) await reply.forbidden('Operator calls need Authorization: Bearer with BECKON_OPERATOR_TOKEN.');
  };

  app.patch(
    '/api/admin/operator/accounts/:viewerId',
    {
      onRequest: [app.limits.login, requireOperator],
      schema: {
        description: "Operator only: an account's monthly view cap (null: none) and freemium flag.",
        params: ViewerIdParams,
        body: PlanBody,
        response: { 200: PlanReply, 400: ErrorReply, 403: ErrorReply, 404: ErrorReply, 429: ErrorReply },
      },
    },
    async (request, reply) => {
      const accountId = await accountIdByPublicIdOrEmail(app.db, { publicId: request.params.viewerId });
      const account = accountId === undefined ? undefined : await app.configWrites.setPlan(accountId, request.body);
      if (!account) return reply.notFound('No account with this viewer id.');
      return account;
    },
  );

  app.patch(
    '/api/admin/operator/sites/:clientId',
    {
      onRequest: [app.limits.login, requireOperator],
      schema: {
        description: "Operator only: a site's client restriction (restricted sites show visitors the plan notice).",
        params: ClientIdParams,
        body: RestrictionBody,
        response: { 200: RestrictionReply, 400: ErrorReply, 403: ErrorReply, 404: ErrorReply, 429: ErrorReply },
      },
    },
    async (request, reply) => {
      const { restricted, client_restriction_setting: setting } = request.body;
      const site = await app.configWrites.setRestriction(request.params.clientId, { restricted, ...(setting !== undefined ? { setting } : {}) });
      if (!site) return reply.notFound('No site with this client id.');
      return site;
    },
  );
};

export default operatorRoutes;
