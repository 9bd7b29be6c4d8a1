import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientIdParams, ErrorReply, ShareReportQuery, ShareReportReply } from '@beckon/core/api';
import { ownedSiteId } from '../../repositories/sites.js';
import { shareDay, shareReport, type ShareRange } from '../../repositories/share-counts.js';
import { DEFAULT_RESULT_DAYS, MAX_RESULT_DAYS } from './results.js';

const DAY_MS = 86_400_000;

/** Midnight UTC starting a YYYY-MM-DD day; undefined for a day no calendar has (2026-02-30). */
function dayStart(day: string): number | undefined {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(at) && shareDay(at) === day ? at : undefined;
}

/** The days asked for, both included: the last DEFAULT_RESULT_DAYS (UTC) unless the owner says. */
export function shareRange(query: { from?: string | undefined; to?: string | undefined }, now = Date.now()): ShareRange | { error: string } {
  const to = query.to ?? shareDay(now);
  const toStart = dayStart(to);
  if (toStart === undefined) return { error: `"${to}" is not a calendar day (YYYY-MM-DD).` };
  const from = query.from ?? shareDay(toStart - (DEFAULT_RESULT_DAYS - 1) * DAY_MS);
  const fromStart = dayStart(from);
  if (fromStart === undefined) return { error: `"${from}" is not a calendar day (YYYY-MM-DD).` };
  if (fromStart > toStart) return { error: 'The first day of the range (from) must not come after its last (to).' };
  if ((toStart - fromStart) / DAY_MS + 1 > MAX_RESULT_DAYS) return { error: `Ask for at most ${MAX_RESULT_DAYS} days at a time.` };
  return { from, to };
}

/** Issue 20: how often a site's pages were shared through the share bar, for the Results page. */
const shareCountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/sites/:clientId/shares',
    {
      schema: {
        description:
          "Shares of the caller's own site's pages through the content kit's share bar in a range of UTC days (from and to included, YYYY-MM-DD; the last 30 unless they say): the most shared pages first, each with its shares per service, a page of the listing at a time, with the range's totals per service.",
        params: ClientIdParams,
        querystring: ShareReportQuery,
        response: { 200: ShareReportReply, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const range = shareRange(request.query);
      if ('error' in range) return reply.badRequest(range.error);
      const siteId = await ownedSiteId(app.db, request.account!.id, request.params.clientId);
      if (siteId === undefined) return reply.notFound('No such site in your account.');
      const { limit, offset } = request.query;
      return { ...range, ...(await shareReport(app.db, siteId, range, { limit, offset })) };
    },
  );
};

export default shareCountRoutes;
