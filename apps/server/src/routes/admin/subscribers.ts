import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorReply, SubscriberIdParams, SubscribersPageReply, SubscribersQuery } from '@beckon/core/api';
import { deleteSubscriber, listSubscribers } from '../../repositories/subscribers.js';

/** Issue 18: the owner's subscribers, searched and filtered by list and status, and deleted. */
const subscriberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/subscribers',
    {
      schema: {
        description: 'Your subscribers, newest first, each with every list they are on; q searches the email and the phone.',
        querystring: SubscribersQuery,
        response: { 200: SubscribersPageReply },
      },
    },
    async (request) => {
      const { list, status, q, limit, offset } = request.query;
      return listSubscribers(app.db, request.account!.id, { list, status, q }, { limit, offset });
    },
  );

  app.delete(
    '/api/admin/subscribers/:id',
    {
      schema: {
        description: 'Deletes the subscriber and every subscription of theirs.',
        params: SubscriberIdParams,
        response: { 204: Type.Null(), 404: ErrorReply },
      },
    },
    async (request, reply) => {
      if (!(await deleteSubscriber(app.db, request.account!.id, Number(request.params.id)))) return reply.notFound('No such subscriber in your account.');
      return reply.code(204).send(null);
    },
  );
};

export default subscriberRoutes;
