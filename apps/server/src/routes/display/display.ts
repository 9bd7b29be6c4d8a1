import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { publicCaptcha, type CaptchaSettings } from '../../security/captcha.js';
import { DisplayAnswers, sendAnswer, type DisplayRequest } from './answer.js';
import { ClientIdParams, DisplayBody, DisplayReply, ErrorReply, PopupIdParams } from '@beckon/core/api';

// Documents the answer for /docs; the route sends JSON text it builds itself (answer.ts), so
// every §3 field of the record, known or future, goes out as stored.

export interface DisplayOptions {
  /** a header set by a trusted proxy or CDN with the visitor's ISO country (cf-ipcountry, …) */
  countryHeader: string | undefined;
  captcha?: CaptchaSettings | undefined;
  /** BECKON_UPGRADE_URL: sent with a real plan limit only, for the visitor's upgrade notice */
  upgradeUrl?: string | undefined;
}

/** The page a link was followed from, when the browser said and it is an address. */
function refererUrl(referer: string | undefined): URL | null {
  if (!referer) return null;
  try {
    return new URL(referer);
  } catch {
    return null;
  }
}

/** SPEC §7 display and click-display calls: which pop-ups this page view may show. */
const displayRoutes: FastifyPluginAsyncTypebox<DisplayOptions> = async (app, options) => {
  const answers = new DisplayAnswers(app.db, app.writes, {
    countryHeader: options.countryHeader?.toLowerCase(),
    captcha: publicCaptcha(options.captcha),
    upgradeUrl: options.upgradeUrl,
  });

  /** A display call whose site is not in memory yet (or whose answer must wait): the same, with promises. */
  async function displayLater(request: DisplayRequest & { params: { clientId: string } }, reply: FastifyReply): Promise<void> {
    const compiled = await app.siteConfig.site(request.params.clientId);
    if (!compiled) return reply.notFound('Unknown client id.');
    if (!request.body.preview_poptin_id) app.snippetSeen.record(compiled.site.id, request.body.poptin_viewed_url);
    sendAnswer(request, reply, await answers.later(request, compiled));
    return reply;
  }

  app.post(
    '/api/display/:clientId',
    {
      schema: { params: ClientIdParams, body: DisplayBody, response: { 200: DisplayReply, 404: ErrorReply } },
      compress: false,
    },
    // Not an async function: the usual call is answered before it returns, with no promise made.
    (request, reply) => {
      const compiled = app.siteConfig.ready(request.params.clientId);
      if (compiled === undefined) return displayLater(request, reply);
      const answer = answers.now(request, compiled);
      if (answer === undefined) return displayLater(request, reply);
      if (!request.body.preview_poptin_id) app.snippetSeen.record(compiled.site.id, request.body.poptin_viewed_url);
      sendAnswer(request, reply, answer);
      return undefined;
    },
  );

  // SPEC §7 click-display path: the payload of a display call, answered with just that pop-up.
  app.post(
    '/api/display/click/:id',
    {
      schema: { params: PopupIdParams, body: DisplayBody, response: { 200: DisplayReply, 404: ErrorReply } },
      compress: false,
    },
    async (request, reply) => {
      const found = await app.siteConfig.popup(request.params.id);
      if (!found) return reply.notFound('Unknown pop-up.');
      sendAnswer(request, reply, answers.now(request, found.compiled, request.params.id) ?? (await answers.later(request, found.compiled, request.params.id)));
      return reply;
    },
  );

  // SPEC §7 GET click/{id}: a click-display link followed without the widget goes back to the
  // page it came from, which then opens the pop-up (#beckon-open=…).
  app.get('/api/display/click/:id', { schema: { params: PopupIdParams } }, async (request, reply) => {
    const owner = (await app.siteConfig.popup(request.params.id))?.popup;
    if (!owner) return reply.notFound('Unknown pop-up.');
    const back = refererUrl(request.headers.referer);
    if (!back || !/^https?:$/.test(back.protocol)) return reply.badRequest('Open this link from the page that shows it.');
    back.hash = `beckon-open=${owner.id}`;
    return reply.redirect(back.toString(), 302);
  });
};

export default displayRoutes;
