import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Language } from '@beckon/core';
import { OneClickUnsubscribeBody, SignedLinkQuery } from '@beckon/core/api';
import { linkTarget } from '../../repositories/lists.js';
import { setSubscriptionStatus } from '../../repositories/subscriptions.js';
import { linkKey } from '../../mail/link-key.js';
import { badLinkPage, confirmedPage, LINK_PAGE_HEADERS, unsubscribedPage, unsubscribeQuestionPage } from '../../mail/link-pages.js';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH, verifyLink, type LinkPurpose } from '../../mail/signed-link.js';

const Html = (description: string) => Type.String({ description: `text/html: ${description}` });
const BAD_LINK = Html('the link is not valid, was changed, or has expired (sign up again)');

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).headers(LINK_PAGE_HEADERS).type('text/html; charset=utf-8').send(body);
}

/** The list and subscription a token names, or the page saying why the link does not work. */
async function target(app: FastifyInstance, token: string | undefined, purpose: LinkPurpose, reply: FastifyReply) {
  const check = token === undefined ? ({ ok: false, reason: 'invalid' } as const) : verifyLink(await linkKey(app.db), token, purpose, app.mail.now());
  if (!check.ok) return void (await html(reply, 400, badLinkPage('en', check.reason)));
  const { subscriberId, listId } = check.payload;
  const list = await linkTarget(app.db, subscriberId, listId);
  if (!list) return void (await html(reply, 400, badLinkPage('en', 'invalid')));
  return { ...list, lang: list.lang as Language, subscriberId, listId, accountId: Number(list.account_id) };
}

/** A token that failed the schema is no token: the handler answers with its page, not a JSON error. */
const tokenOf = (request: { validationError?: Error; query: { t?: string } }) => (request.validationError ? undefined : request.query.t);

/**
 * Issue 18: the links in confirmation emails. Signed (mail/signed-link.ts), so they need no log-in
 * and name nothing a visitor could change; under the visitor API's per-IP rate limit.
 */
const signupLinksRoute: FastifyPluginAsyncTypebox = async (app) => {
  // RFC 8058 lets a mail client post multipart/form-data; the token is in the address, the body is not read.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));

  app.get(
    CONFIRM_PATH,
    {
      attachValidation: true,
      schema: {
        description:
          "A confirmation email's link: the pending subscription becomes confirmed (again: still confirmed), then a 303 to the list's thank-you page, " +
          'or a page saying so. A link that was changed, has expired (after 7 days) or whose subscriber left is a 400 page.',
        querystring: SignedLinkQuery,
        response: { 200: Html('the subscription is confirmed'), 303: Type.Null({ description: "the list's thank-you page" }), 400: BAD_LINK },
      },
    },
    async (request, reply) => {
      const found = await target(app, tokenOf(request), 'confirm', reply);
      if (!found) return reply;
      // An unsubscribed person's old confirmation link does not sign them up again.
      if (found.status !== 'pending' && found.status !== 'confirmed') return html(reply, 400, badLinkPage(found.lang, 'invalid'));
      if (found.status === 'pending') {
        await setSubscriptionStatus(
          app.db,
          { accountId: found.accountId, subscriberId: found.subscriberId, listId: found.listId },
          'confirmed',
          app.mail.now(),
        );
      }
      if (found.thank_you_url) return reply.headers(LINK_PAGE_HEADERS).redirect(found.thank_you_url, 303);
      return html(reply, 200, confirmedPage(found.lang, found.name));
    },
  );

  app.get(
    UNSUBSCRIBE_PATH,
    {
      attachValidation: true,
      schema: {
        description: "An email's unsubscribe link: a page asking to confirm with a button. It never unsubscribes by itself, since mail scanners fetch links.",
        querystring: SignedLinkQuery,
        response: { 200: Html('the question, with a button that POSTs here'), 400: BAD_LINK },
      },
    },
    async (request, reply) => {
      const token = tokenOf(request);
      const found = await target(app, token, 'unsubscribe', reply);
      if (!found) return reply;
      return html(reply, 200, unsubscribeQuestionPage(found.lang, found.name, `${UNSUBSCRIBE_PATH}?t=${token}`));
    },
  );

  app.post(
    UNSUBSCRIBE_PATH,
    {
      attachValidation: true,
      // The page's button and RFC 8058 clients send a body; a bodiless POST unsubscribes just the same.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        description:
          "Unsubscribes the link's subscriber from its list: RFC 8058 one-click (form-encoded List-Unsubscribe=One-Click, from the List-Unsubscribe-Post header) " +
          "or the unsubscribe page's button. Idempotent.",
        querystring: SignedLinkQuery,
        body: OneClickUnsubscribeBody,
        response: { 200: Html('unsubscribed'), 400: BAD_LINK },
      },
    },
    async (request, reply) => {
      const found = await target(app, tokenOf(request), 'unsubscribe', reply);
      if (!found) return reply;
      await setSubscriptionStatus(
        app.db,
        { accountId: found.accountId, subscriberId: found.subscriberId, listId: found.listId },
        'unsubscribed',
        app.mail.now(),
      );
      return html(reply, 200, unsubscribedPage(found.lang, found.name));
    },
  );
};

export default signupLinksRoute;
