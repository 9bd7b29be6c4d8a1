import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConfirmationsQuery, ConfirmationsReply } from '@beckon/core/api';
import { listConfirmations } from '../../repositories/outbox.js';

/** Issue 18: the owner's confirmation emails; without SMTP, the only way their links reach anyone. */
const confirmationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/confirmations',
    {
      schema: {
        description:
          "Your lists' confirmation emails, newest first, each with its signed link and whether it was sent. smtp false: SMTP_URL is not set, " +
          'nothing is sent, and you pass these links on yourself.',
        querystring: ConfirmationsQuery,
        response: { 200: ConfirmationsReply },
      },
    },
    async (request) => ({
      smtp: app.mail.smtp,
      confirmations: await listConfirmations(app.db, request.account!.id, request.query),
    }),
  );
};

export default confirmationRoutes;
