import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply, SUBSCRIBER_IMPORT_MAX_ROWS, SubscriberImportBody, SubscriberImportReply } from '@beckon/core/api';
import { ownedListsByPublicId } from '../../repositories/lists.js';
import { importSubscribers } from '../../repositories/subscriber-import.js';
import { serverOrigin, type LinkOptions } from '../../server-origin.js';

/**
 * A full batch must fit: a row is at most 254 + 40 + 1000 characters, up to 3 bytes each in UTF-8,
 * plus its keys; 4 KiB a row holds that, where the app's 64 KiB would stop a batch at a few hundred.
 */
export const IMPORT_BODY_LIMIT = SUBSCRIBER_IMPORT_MAX_ROWS * 4 * 1024;

/** Issue 18: the owner's CSV, parsed in the dashboard, joins one of their lists in batches. */
const subscriberImportRoutes: FastifyPluginAsyncTypebox<LinkOptions> = async (app, options) => {
  app.post(
    '/api/admin/subscribers/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        description:
          `Up to ${SUBSCRIBER_IMPORT_MAX_ROWS} rows join one of your lists as sign-ups would: pending rows get the confirmation email. ` +
          'Someone who unsubscribed from the list is not put back. dry_run checks every row and stores nothing.',
        body: SubscriberImportBody,
        response: { 200: SubscriberImportReply, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const accountId = request.account!.id;
      const [list] = await ownedListsByPublicId(app.db, accountId, [request.body.list]);
      if (!list) return reply.notFound('No such list in your account.');
      const doubleOptIn = list.double_opt_in === 1 && list.kind === 'email';
      const status = request.body.status ?? (doubleOptIn ? 'pending' : 'confirmed');
      if (status === 'pending' && list.kind !== 'email') {
        return reply.badRequest('An SMS list sends no confirmation: import its numbers as confirmed.');
      }
      const result = await importSubscribers(app.db, {
        accountId,
        list: { id: Number(list.id), kind: list.kind },
        rows: request.body.rows,
        status,
        dryRun: request.body.dry_run === true,
        now: Date.now(),
        // Pending rows get the confirmation email, its link pointing where sign-ups' links point.
        linkOrigin: serverOrigin({ publicUrl: options.publicUrl }, request),
      });
      if (status === 'pending' && request.body.dry_run !== true) app.mail.nudge();
      return result;
    },
  );
};

export default subscriberImportRoutes;
