import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmailDomainsReply } from '@beckon/core/api';
import { FREE_MAIL_DOMAINS } from '../../security/free-mail.js';

/** SPEC §7/§5: the blocked (free-mail) email domains, for forms that take business emails only. */
const emailDomainRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The same answer every time: built once, not per request.
  const answer = { domains: [...FREE_MAIL_DOMAINS] };
  app.get(
    '/api/display/blocked-email-domains',
    {
      schema: { response: { 200: EmailDomainsReply } },
    },
    async (_request, reply) => {
      // The list changes with releases only: browsers and caches may keep it for a day.
      reply.header('Cache-Control', 'public, max-age=86400');
      return answer;
    },
  );
};

export default emailDomainRoutes;
