import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { abVerdict, knownZone, wallTime, zonedToEpoch, type PopupSettings } from '@beckon/core';
import { AbReply, ErrorReply, PopupIdParams, PrizeResultsQuery, PrizeResultsReply, ResultsQuery, ResultsReply } from '@beckon/core/api';
import { abGroup, findAccountPopup, findAccountSite, results } from '../../repositories/results.js';
import { prizeCounts } from '../../repositories/plays.js';
import { prizeResults } from '../../games/prize-results.js';

/** Days shown when the owner does not say: the last 30, today included. */
export const DEFAULT_RESULT_DAYS = 30;
/** The longest range one answer covers (two years of days, with a leap day). */
export const MAX_RESULT_DAYS = 731;
const DAY_MS = 86_400_000;

/** The midnight starting the zone's calendar day `offsetDays` after the one holding `at`. */
function dayStart(at: number, zone: string, offsetDays = 0): number {
  const wall = wallTime(at, zone);
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day) + offsetDays * DAY_MS);
  return zonedToEpoch({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: 0, minute: 0, second: 0 }, zone);
}

/** The range an answer covers: the one asked for, else the last DEFAULT_RESULT_DAYS days of the zone, today included. */
function resultRange(query: { from?: number | undefined; to?: number | undefined }, zone: string): { from: number; to: number } | { error: string } {
  const to = query.to ?? dayStart(Date.now(), zone, 1);
  const from = query.from ?? dayStart(to - 1, zone, 1 - DEFAULT_RESULT_DAYS);
  if (from >= to) return { error: 'The start of the range (from) must come before its end (to).' };
  if (to - from > MAX_RESULT_DAYS * DAY_MS) return { error: `Ask for at most ${MAX_RESULT_DAYS} days at a time.` };
  return { from, to };
}

/** The A/B group's members side by side with core's verdict on them. */
function abReply(group: NonNullable<Awaited<ReturnType<typeof abGroup>>>): Static<typeof AbReply> {
  const verdict = abVerdict(group.members.map((m) => ({ id: m.poptin_id, label: m.name, views: m.views, conversions: m.conversions })));
  return {
    test: verdict.test,
    explanation: verdict.explanation,
    since: group.since,
    variants: group.members.map((m, i) => ({
      poptin_id: m.poptin_id,
      name: m.name,
      status: m.status,
      views: m.views,
      conversions: m.conversions,
      conversion_rate: verdict.variants[i]!.rate,
      interval: verdict.variants[i]!.interval,
    })),
    verdict: {
      readable: verdict.readable,
      reason: verdict.reason,
      winner: verdict.winner,
      p_value: verdict.p_value,
      min_views_per_variant: verdict.min_views_per_variant,
      min_conversions_per_variant: verdict.min_conversions_per_variant,
    },
  };
}

/** The Fastify instance a TypeBox plugin receives. */
type ResultApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** Issue 17: how often each prize of a game was drawn, against the chance configured. */
function prizesRoute(app: ResultApp): void {
  app.get(
    '/api/admin/results/prizes',
    {
      schema: {
        description:
          "A gamified pop-up's plays prize by prize (days in UTC, the last 30 unless from/to say): each prize configured now with its chance, then prizes drawn before and since removed; how often each was drawn, its share of all plays, and the plays that came with a lead (spam leads never count).",
        querystring: PrizeResultsQuery,
        response: { 200: PrizeResultsReply, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const range = resultRange(query, 'UTC');
      if ('error' in range) return reply.badRequest(range.error);
      const popup = await findAccountPopup(app.db, request.account!.id, query.poptin_id);
      if (!popup) return reply.notFound('No such pop-up in your account.');
      const configured = (JSON.parse(popup.settings) as PopupSettings).prizes;
      const counts = await prizeCounts(app.db, popup.id, range.from, range.to);
      return { poptin_id: popup.id, ...range, ...prizeResults(Array.isArray(configured) ? configured : [], counts) };
    },
  );
}

/** Results: views, closes and conversions over time, their breakdowns, and A/B verdicts. */
const resultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dialect = app.dbHandle.dialect;

  app.get(
    '/api/admin/results',
    {
      schema: {
        description:
          'Views, closes and conversions of one site (client_id) or one pop-up (poptin_id) per day in the given time zone, with breakdowns by trigger, device and page (spam leads never count).',
        querystring: ResultsQuery,
        response: {
          200: ResultsReply,
          400: ErrorReply,
          404: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const accountId = request.account!.id;
      if ((query.client_id === undefined) === (query.poptin_id === undefined)) {
        return reply.badRequest('Ask for the results of one site (client_id) or one pop-up (poptin_id).');
      }
      const zone = knownZone(query.tz?.trim() || 'UTC');
      if (!zone) return reply.badRequest(`"${query.tz}" is not a time zone this server knows; use an IANA name such as Europe/London or Asia/Jerusalem.`);
      const range = resultRange(query, zone);
      if ('error' in range) return reply.badRequest(range.error);
      const { from, to } = range;

      let scope: { siteId: number } | { poptinId: string };
      if (query.client_id !== undefined) {
        const site = await findAccountSite(app.db, accountId, query.client_id);
        if (!site) return reply.notFound('No such site in your account.');
        scope = { siteId: site.id };
      } else {
        const popup = await findAccountPopup(app.db, accountId, query.poptin_id!);
        if (!popup) return reply.notFound('No such pop-up in your account.');
        scope = { poptinId: popup.id };
      }
      return results(app.db, dialect, scope, { from, to, zone });
    },
  );

  prizesRoute(app);

  app.get(
    '/api/admin/poptins/:id/ab',
    {
      schema: {
        description:
          'The A/B group of a pop-up (its parent and variants) side by side, with a statistical verdict and when it may be read. Counted since the newest variant was created; spam leads never count.',
        params: PopupIdParams,
        response: {
          200: AbReply,
          404: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const group = await abGroup(app.db, request.account!.id, request.params.id);
      if (!group) return reply.notFound('No such pop-up in your account.');
      return abReply(group);
    },
  );
};

export default resultRoutes;
