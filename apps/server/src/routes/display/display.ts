import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { pageHost, t, texts, type DisplayResponse } from '@beckon/core';
import { decideDisplay } from '../../display/decide.js';
import { firstPaint, hasCountdown } from '../../render/popup-html.js';
import { compressAnswer, deflateHead, type DeflatedHead } from '../../render/compress-answer.js';
import type { CompiledPopup, CompiledSite } from '../../display/site-config.js';
import { logLimit } from '../../repositories/activity.js';
import { publicCaptcha, type CaptchaSettings } from '../../security/captcha.js';
import { ClientIdParams, DisplayBody, DisplayReply, ErrorReply, PopupIdParams } from '@beckon/core/api';

// Documents the answer for /docs; the route sends JSON text it builds itself (see respond), so
// every §3 field of the record, known or future, goes out as stored.

export interface DisplayOptions {
  /** a header set by a trusted proxy or CDN with the visitor's ISO country (cf-ipcountry, …) */
  countryHeader: string | undefined;
  captcha?: CaptchaSettings | undefined;
  /** BECKON_UPGRADE_URL: sent with a real plan limit only, for the visitor's upgrade notice */
  upgradeUrl?: string | undefined;
}

function firstLanguage(header: string | undefined): string {
  return header?.split(',')[0]?.split(';')[0]?.trim().slice(0, 16) ?? '';
}

/**
 * A blocked account's every page view would add a row; one per site and reason a minute tells
 * the owner just as much.
 */
const BLOCKED_LOG_EVERY_MS = 60_000;

/** Distinct pop-up sets (device × A/B pick × targeting) a compiled site keeps deflated. */
const HEADS_PER_SITE = 64;
const heads = new WeakMap<CompiledSite, Map<string, DeflatedHead>>();

/**
 * `{"poptins":[…]` for these pop-ups, deflated once per compiled site: a new config is a new
 * compiled site, so an owner's edit is never answered from an old head. A countdown's first
 * paint shows the time left, so its answers are made afresh.
 */
function answerHead(compiled: CompiledSite, popups: CompiledPopup[], device: 'desktop' | 'mobile'): DeflatedHead {
  let kept = heads.get(compiled);
  if (!kept) heads.set(compiled, (kept = new Map()));
  const key = `${device}|${popups.map((p) => p.id).join(',')}`;
  const found = kept.get(key);
  if (found) return found;
  const head = deflateHead(`{"poptins":[${popups.map((p) => firstPaint(p, device).json).join(',')}]`);
  if (kept.size < HEADS_PER_SITE && !popups.some((p) => hasCountdown(p.record))) kept.set(key, head);
  return head;
}

/** The visitor's country as the proxy's header names it (options.countryHeader), when it is a country code. */
function countryOf(options: DisplayOptions, request: FastifyRequest): string | null {
  const value = options.countryHeader ? request.headers[options.countryHeader.toLowerCase()] : undefined;
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(code) ? code : null;
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

interface EnvelopeFacts {
  request: FastifyRequest;
  options: DisplayOptions;
  site: CompiledSite['site'];
  decision: Awaited<ReturnType<typeof decideDisplay>>;
  country: string | null;
  cc: string | undefined;
  captcha: ReturnType<typeof publicCaptcha>;
}

/** Everything of the answer but its pop-ups: the verdict and what the widget learns of the visitor. */
function answerEnvelope({ request, options, site, decision, country, cc, captcha }: EnvelopeFacts): Omit<DisplayResponse, 'poptins'> {
  const limited = decision.verdict === 'not_allowed';
  // A foreign page gets an ordinary answer with nothing in it: the widget stays silent there.
  return {
    display: limited ? 'not_allowed' : 'allowed',
    message: limited ? decision.message : '',
    // Only with a plan limit: every other answer goes without it, bytes on the hottest path.
    ...(limited ? { upgrade_url: options.upgradeUrl ?? null } : {}),
    country: country ?? '',
    country_code: country ?? '',
    cc: country ?? cc ?? '',
    ip: request.ip,
    lang: firstLanguage(request.headers['accept-language']),
    if_freemium: site.plan === 'free',
    is_client_restriction: Boolean(site.restricted),
    client_restriction_setting: site.client_restriction_setting,
    wix_cart_details: null,
    captcha,
  };
}

function sendAnswer(request: FastifyRequest, reply: FastifyReply, json: { head: DeflatedHead; tail: string }) {
  const { body, encoding } = compressAnswer(json, request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding').type('application/json; charset=utf-8').send(body);
}

/** SPEC §7 display and click-display calls: which pop-ups this page view may show. */
const displayRoutes: FastifyPluginAsyncTypebox<DisplayOptions> = async (app, options) => {
  const captcha = publicCaptcha(options.captcha);
  const lastBlockedLog = new Map<string, number>();
  async function logBlocked(request: FastifyRequest, siteId: number, message: string): Promise<void> {
    const key = `${siteId}:${message}`;
    const now = Date.now();
    if (now - (lastBlockedLog.get(key) ?? -Infinity) < BLOCKED_LOG_EVERY_MS) return;
    if (lastBlockedLog.size > 10_000) lastBlockedLog.clear();
    lastBlockedLog.set(key, now);
    await logLimit(app.writes, siteId, 'blocked', message).catch((err: unknown) => request.log.warn({ err }, 'limit log not written'));
  }

  /**
   * The answer as JSON text: the envelope is small and per visitor, the records are large and the
   * same for everyone on a device until the owner changes them, so theirs is serialised once.
   */
  async function respond(
    request: FastifyRequest,
    compiled: CompiledSite,
    body: Static<typeof DisplayBody>,
    only?: string,
  ): Promise<{ head: DeflatedHead; tail: string }> {
    const { site } = compiled;
    const country = countryOf(options, request);
    const device = body.if_mobile ? 'mobile' : 'desktop';
    const decision = await decideDisplay(app.db, compiled, {
      visitor: body.visitor || request.ip,
      url: body.poptin_viewed_url ?? '',
      referrer: body.referrer ?? '',
      device,
      country,
      previewId: body.preview_poptin_id,
      now: Date.now(),
      // Looked up only for a site that lists domains: the Origin the browser set, else the page's own address.
      host: compiled.domains.length === 0 ? null : (pageHost(request.headers.origin, body.poptin_viewed_url) ?? (body.domain?.trim().toLowerCase() || null)),
    });
    if (decision.verdict === 'not_allowed') await logBlocked(request, site.id, decision.message);
    if (decision.verdict === 'foreign_domain') await logBlocked(request, site.id, t('en', texts.domainNotAllowed));
    const popups = decision.verdict === 'allowed' ? decision.popups.filter((p) => !only || p.id === only) : [];
    request.displayDecision = { verdict: decision.verdict, popups: popups.length };
    const envelope = answerEnvelope({ request, options, site, decision, country, cc: body.cc, captcha });
    return { head: answerHead(compiled, popups, device), tail: `,${JSON.stringify(envelope).slice(1)}` };
  }

  app.post(
    '/api/display/:clientId',
    {
      schema: { params: ClientIdParams, body: DisplayBody, response: { 200: DisplayReply, 404: ErrorReply } },
      compress: false,
    },
    async (request, reply) => {
      const compiled = await app.siteConfig.site(request.params.clientId);
      if (!compiled) return reply.notFound('Unknown client id.');
      if (!request.body.preview_poptin_id) app.snippetSeen.record(compiled.site.id, request.body.poptin_viewed_url);
      return sendAnswer(request, reply, await respond(request, compiled, request.body));
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
      return sendAnswer(request, reply, await respond(request, found.compiled, request.body, request.params.id));
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
