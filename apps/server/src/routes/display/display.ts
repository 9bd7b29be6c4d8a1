import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { DisplayResponse, PopupRecord } from '@beckon/core';
import { decideDisplay } from '../../display/decide.js';
import { logLimit } from '../../repositories/activity.js';
import { findPopupOwner } from '../../repositories/poptins.js';
import { findSiteByClientId, type DisplaySite } from '../../repositories/sites.js';
import { ClientIdParams, DisplayBody, ErrorReply, PopupIdParams } from './schemas.js';

// The record's shape is core's type; serialising it whole keeps every §3 field, known or future.
const DisplayReply = Type.Unsafe<DisplayResponse>({ type: 'object', additionalProperties: true });

export interface DisplayOptions {
  /** a header set by a trusted proxy or CDN with the visitor's ISO country (cf-ipcountry, …) */
  countryHeader: string | undefined;
  captcha?: CaptchaSettings | undefined;
}

function firstLanguage(header: string | undefined): string {
  return header?.split(',')[0]?.split(';')[0]?.trim().slice(0, 16) ?? '';
}

/** SPEC §7 display and click-display calls: which pop-ups this page view may show. */
import { publicCaptcha, type CaptchaSettings } from '../../security/captcha.js';

const displayRoutes: FastifyPluginAsyncTypebox<DisplayOptions> = async (app, options) => {
  const countryOf = (request: FastifyRequest): string | null => {
    const value = options.countryHeader ? request.headers[options.countryHeader.toLowerCase()] : undefined;
    const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
    return /^[A-Z]{2}$/.test(code) ? code : null;
  };

  async function respond(request: FastifyRequest, site: DisplaySite, body: Static<typeof DisplayBody>, only?: string): Promise<DisplayResponse> {
    const country = countryOf(request);
    const decision = await decideDisplay(app.db, site, {
      visitor: body.visitor || request.ip,
      url: body.poptin_viewed_url ?? '',
      referrer: body.referrer ?? '',
      device: body.if_mobile ? 'mobile' : 'desktop',
      country,
      previewId: body.preview_poptin_id,
      now: Date.now(),
    });
    if (decision.verdict === 'not_allowed') await logLimit(app.db, site.id, 'blocked', decision.message);
    const poptins: PopupRecord[] = decision.verdict === 'allowed' ? decision.records.filter((r) => !only || r.poptin_id === only) : [];
    return {
      display: decision.verdict,
      message: decision.verdict === 'not_allowed' ? decision.message : '',
      poptins,
      country: country ?? '',
      country_code: country ?? '',
      cc: country ?? body.cc ?? '',
      ip: request.ip,
      lang: firstLanguage(request.headers['accept-language']),
      if_freemium: site.plan === 'free',
      is_client_restriction: Boolean(site.restricted),
      client_restriction_setting: site.client_restriction_setting,
      wix_cart_details: null,
      captcha: publicCaptcha(options.captcha),
    };
  }

  app.post('/api/display/:clientId', {
    schema: { params: ClientIdParams, body: DisplayBody, response: { 200: DisplayReply, 404: ErrorReply } },
  }, async (request, reply) => {
    const site = await findSiteByClientId(app.db, request.params.clientId);
    if (!site) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Unknown client id.' });
    return reply.header('Cache-Control', 'no-store').send(await respond(request, site, request.body));
  });

  // SPEC §7 click-display path: the payload of a display call, answered with just that pop-up.
  app.post('/api/display/click/:id', {
    schema: { params: PopupIdParams, body: DisplayBody, response: { 200: DisplayReply, 404: ErrorReply } },
  }, async (request, reply) => {
    const owner = await findPopupOwner(app.db, request.params.id);
    const site = owner && (await findSiteByClientId(app.db, owner.client_id));
    if (!site) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Unknown pop-up.' });
    return reply.header('Cache-Control', 'no-store').send(await respond(request, site, request.body, request.params.id));
  });

  // SPEC §7 GET click/{id}: a click-display link followed without the widget goes back to the
  // page it came from, which then opens the pop-up (#beckon-open=…).
  app.get('/api/display/click/:id', { schema: { params: PopupIdParams } }, async (request, reply) => {
    const owner = await findPopupOwner(app.db, request.params.id);
    if (!owner) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Unknown pop-up.' });
    let back: URL | null = null;
    try {
      back = request.headers.referer ? new URL(request.headers.referer) : null;
    } catch {
      back = null;
    }
    if (!back || !/^https?:$/.test(back.protocol)) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Open this link from the page that shows it.' });
    back.hash = `beckon-open=${owner.id}`;
    return reply.redirect(back.toString(), 302);
  });
};

export default displayRoutes;
