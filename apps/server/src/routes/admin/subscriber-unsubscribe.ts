import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorReply, SubscriberIdParams, SubscriberUnsubscribeBody } from '@beckon/core/api';
import { ownedListsByPublicId } from '../../repositories/lists.js';
import { ownedSubscriber } from '../../repositories/subscriber-import.js';
import { setSubscriptionStatus } from '../../repositories/subscriptions.js';

export const UnsubscribeReply = Type.Object({
  /** how many of their subscriptions changed; those already unsubscribed are not counted */
  unsubscribed: Type.Integer(),
});

/** Issue 18: the owner unsubscribes someone (who asked by email, say) from one list or from all. */
const subscriberUnsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/admin/subscribers/:id/unsubscribe',
    {
      schema: {
        description: 'Unsubscribes the subscriber from the list named, or from every list when none is. They stay listed as unsubscribed.',
        params: SubscriberIdParams,
        body: SubscriberUnsubscribeBody,
        response: { 200: UnsubscribeReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const accountId = request.account!.id;
      const subscriber = await ownedSubscriber(app.db, accountId, Number(request.params.id));
      if (!subscriber) return reply.notFound('No such subscriber in your account.');
      let listId: number | undefined;
      if (request.body.list !== undefined) {
        const [list] = await ownedListsByPublicId(app.db, accountId, [request.body.list]);
        if (!list) return reply.notFound('No such list in your account.');
        listId = Number(list.id);
      }
      const unsubscribed = await setSubscriptionStatus(app.db, { accountId, subscriberId: subscriber.id, listId }, 'unsubscribed', Date.now());
      return { unsubscribed };
    },
  );
};

export default subscriberUnsubscribeRoutes;
