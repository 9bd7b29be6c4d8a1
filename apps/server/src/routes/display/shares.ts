import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostAllowed, hostOf, pageHost, t, texts } from '@beckon/core';
import {
  ClientIdParams,
  ErrorReply,
  MAX_SHARE_PAGES_PER_SITE,
  MAX_SHARE_URL_LENGTH,
  normaliseShareUrl,
  SHARE_COUNTS_MAX_AGE_SECONDS,
  ShareBody,
  ShareCountsQuery,
  ShareCountsReply,
  ShareRecordedReply,
} from '@beckon/core/api';
import { pageShareCounts, recordShare } from '../../repositories/share-counts.js';
import { DEFAULT_SHARE_LIMITS, shareLimit, type ShareLimits } from './share-limits.js';

const UNKNOWN_CLIENT = 'Unknown client id.';
const BAD_URL = `url must be an http or https address of at most ${MAX_SHARE_URL_LENGTH} characters.`;
const SITE_FULL = `This site already counts the shares of ${MAX_SHARE_PAGES_PER_SITE.toLocaleString('en')} pages, the most it keeps: shares of pages counted before go on, a new page is not counted.`;

/**
 * The site whose page this is, when it may be: a site with allowed domains counts only pages on
 * them, asked from them (Origin or Referer; a call that tells no host is judged by the page
 * alone). 'foreign' for a page elsewhere, undefined for an unknown client id.
 */
async function pageSite(app: FastifyInstance, request: FastifyRequest, clientId: string, url: string): Promise<number | 'foreign' | undefined> {
  const compiled = await app.siteConfig.site(clientId);
  if (!compiled) return undefined;
  const { domains } = compiled;
  if (domains.length === 0) return compiled.site.id;
  const caller = pageHost(request.headers.origin, request.headers.referer);
  const pageOk = hostAllowed(hostOf(url) ?? '', domains);
  return pageOk && (caller === null || hostAllowed(caller, domains)) ? compiled.site.id : 'foreign';
}

const RECORD_DESCRIPTION = [
  "Issue 20: counts one share of a page through a service of the content kit's share bar (Beckon's own call, in place of SPEC §7's heateor_sss_sharing_count and the networks' graph endpoints).",
  'Sent as JSON, text/plain like the other beacons (no CORS preflight). The url is normalised (no fragment, no utm_*/fbclid/gclid parameters, http or https only), so one page is counted under one address; the answer names it.',
  `A site with allowed domains counts only pages on them, sent from them (else 403). Counts are kept per page, service and UTC day. A site counts at most ${MAX_SHARE_PAGES_PER_SITE.toLocaleString('en')} pages: a share of a new page past that answers 409, pages counted before go on.`,
  `Limited to ${DEFAULT_SHARE_LIMITS.perAddress} shares a minute per address and ${DEFAULT_SHARE_LIMITS.perSite.toLocaleString('en')} per site, on top of the visitor API's limits (429 with Retry-After).`,
].join(' ');

const READ_DESCRIPTION = [
  "Issue 20: a page's share counts per service key since counting began, and their total; a page nobody shared answers total 0 and no counts.",
  `The url is normalised as when counting. Cacheable for ${SHARE_COUNTS_MAX_AGE_SECONDS} s (Cache-Control: public); a page asks once per address it shows counts for.`,
  'A site with allowed domains answers only for pages on them, asked from them (else 403).',
].join(' ');

/** Issue 20: the share bar's counts, as the content kit records and reads them. */
const shareRoutes: FastifyPluginAsyncTypebox<{ limits?: ShareLimits }> = async (app, options) => {
  app.post(
    '/api/display/shares/:clientId',
    {
      onRequest: shareLimit(options.limits ?? DEFAULT_SHARE_LIMITS),
      schema: {
        description: RECORD_DESCRIPTION,
        params: ClientIdParams,
        body: ShareBody,
        response: { 200: ShareRecordedReply, 400: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply, 429: ErrorReply },
      },
      // A beacon's answer is a few bytes: no compression hooks.
      compress: false,
    },
    async (request, reply) => {
      const url = normaliseShareUrl(request.body.url);
      if (url === null) return reply.badRequest(BAD_URL);
      // The schema took only a catalogued service (core's SHARE_SERVICE_KEYS).
      const { service } = request.body;
      const siteId = await pageSite(app, request, request.params.clientId, url);
      if (siteId === undefined) return reply.notFound(UNKNOWN_CLIENT);
      if (siteId === 'foreign') return reply.forbidden(t('en', texts.domainNotAllowed));
      const outcome = await recordShare(app.writes, { siteId, url, service });
      if (outcome === 'full') return reply.conflict(SITE_FULL);
      return { success: true, url };
    },
  );

  app.get(
    '/api/display/shares/:clientId',
    {
      schema: {
        description: READ_DESCRIPTION,
        params: ClientIdParams,
        querystring: ShareCountsQuery,
        response: { 200: ShareCountsReply, 400: ErrorReply, 403: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const url = normaliseShareUrl(request.query.url);
      if (url === null) return reply.badRequest(BAD_URL);
      const siteId = await pageSite(app, request, request.params.clientId, url);
      if (siteId === undefined) return reply.notFound(UNKNOWN_CLIENT);
      if (siteId === 'foreign') return reply.forbidden(t('en', texts.domainNotAllowed));
      const { total, counts } = await pageShareCounts(app.db, siteId, url);
      return reply.header('Cache-Control', `public, max-age=${SHARE_COUNTS_MAX_AGE_SECONDS}`).send({ url, total, counts });
    },
  );
};

export default shareRoutes;
