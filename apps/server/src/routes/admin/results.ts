import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { abVerdict, knownZone, POPUP_ID_LENGTH, wallTime, zonedToEpoch } from '@beckon/core';
import { abGroup, findAccountPopup, findAccountSite, results } from '../../repositories/results.js';
import { ErrorReply } from '../display/schemas.js';

/** Days shown when the owner does not say: the last 30, today included. */
export const DEFAULT_RESULT_DAYS = 30;
/** The longest range one answer covers (two years of days, with a leap day). */
export const MAX_RESULT_DAYS = 731;
const DAY_MS = 86_400_000;
/** The last millisecond of the year 9999: later instants are no calendar day anyone keeps. */
const LATEST_MS = 253_402_300_799_999;

const PoptinId = Type.String({ pattern: `^[a-z0-9]{${POPUP_ID_LENGTH}}$` });
const Breakdown = Type.Array(Type.Object({ key: Type.String(), views: Type.Integer(), conversions: Type.Integer(), conversion_rate: Type.Number() }));

const bad = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });
const notFound = (message: string) => ({ statusCode: 404, error: 'Not Found', message });

/** The midnight starting the zone's calendar day `offsetDays` after the one holding `at`. */
function dayStart(at: number, zone: string, offsetDays = 0): number {
  const wall = wallTime(at, zone);
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day) + offsetDays * DAY_MS);
  return zonedToEpoch({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: 0, minute: 0, second: 0 }, zone);
}

/** Results: views, closes and conversions over time, their breakdowns, and A/B verdicts. */
const resultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.requireAccount);
  const dialect = app.dbHandle.dialect;

  app.get('/api/admin/results', {
    schema: {
      description: 'Views, closes and conversions of one site (client_id) or one pop-up (poptin_id) per day in the given time zone, with breakdowns by trigger, device and page (spam leads never count).',
      querystring: Type.Object({
        client_id: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
        poptin_id: Type.Optional(PoptinId),
        /** epoch ms, inclusive; default the midnight starting the 30th day back */
        from: Type.Optional(Type.Integer({ minimum: 0, maximum: LATEST_MS })),
        /** epoch ms, exclusive; default the coming midnight */
        to: Type.Optional(Type.Integer({ minimum: 0, maximum: LATEST_MS })),
        /** IANA time zone whose midnights cut the days; default UTC */
        tz: Type.Optional(Type.String({ maxLength: 64 })),
      }),
      response: {
        200: Type.Object({
          from: Type.Number(), to: Type.Number(),
          series: Type.Array(Type.Object({ day: Type.String(), views: Type.Integer(), closes: Type.Integer(), conversions: Type.Integer() })),
          totals: Type.Object({ views: Type.Integer(), closes: Type.Integer(), conversions: Type.Integer(), conversion_rate: Type.Number() }),
          by_trigger: Breakdown, by_device: Breakdown, by_page: Breakdown,
        }),
        400: ErrorReply, 404: ErrorReply,
      },
    },
  }, async (request, reply) => {
    const { query } = request;
    const accountId = request.account!.id;
    if ((query.client_id === undefined) === (query.poptin_id === undefined)) {
      return reply.code(400).send(bad('Ask for the results of one site (client_id) or one pop-up (poptin_id).'));
    }
    const zone = knownZone(query.tz?.trim() || 'UTC');
    if (!zone) return reply.code(400).send(bad(`"${query.tz}" is not a time zone this server knows; use an IANA name such as Europe/London or Asia/Jerusalem.`));
    const to = query.to ?? dayStart(Date.now(), zone, 1);
    const from = query.from ?? dayStart(to - 1, zone, 1 - DEFAULT_RESULT_DAYS);
    if (from >= to) return reply.code(400).send(bad('The start of the range (from) must come before its end (to).'));
    if (to - from > MAX_RESULT_DAYS * DAY_MS) return reply.code(400).send(bad(`Ask for at most ${MAX_RESULT_DAYS} days at a time.`));

    let scope: { siteId: number } | { poptinId: string };
    if (query.client_id !== undefined) {
      const site = await findAccountSite(app.db, accountId, query.client_id);
      if (!site) return reply.code(404).send(notFound('No such site in your account.'));
      scope = { siteId: site.id };
    } else {
      const popup = await findAccountPopup(app.db, accountId, query.poptin_id!);
      if (!popup) return reply.code(404).send(notFound('No such pop-up in your account.'));
      scope = { poptinId: popup.id };
    }
    return results(app.db, dialect, scope, { from, to, zone });
  });

  app.get('/api/admin/poptins/:id/ab', {
    schema: {
      description: 'The A/B group of a pop-up (its parent and variants) side by side, with a statistical verdict and when it may be read. Counted since the newest variant was created; spam leads never count.',
      params: Type.Object({ id: PoptinId }),
      response: {
        200: Type.Object({
          test: Type.String(),
          explanation: Type.String(),
          /** epoch ms the counts start at: when the newest member of the group was created */
          since: Type.Number(),
          variants: Type.Array(Type.Object({
            poptin_id: Type.String(), name: Type.String(), status: Type.String(), views: Type.Integer(), conversions: Type.Integer(),
            conversion_rate: Type.Number(), interval: Type.Tuple([Type.Number(), Type.Number()]),
          })),
          verdict: Type.Object({
            readable: Type.Boolean(), reason: Type.String(), winner: Type.Union([Type.String(), Type.Null()]),
            p_value: Type.Union([Type.Number(), Type.Null()]), min_views_per_variant: Type.Integer(), min_conversions_per_variant: Type.Integer(),
          }),
        }),
        404: ErrorReply,
      },
    },
  }, async (request, reply) => {
    const group = await abGroup(app.db, request.account!.id, request.params.id);
    if (!group) return reply.code(404).send(notFound('No such pop-up in your account.'));
    const verdict = abVerdict(group.members.map((m) => ({ id: m.poptin_id, label: m.name, views: m.views, conversions: m.conversions })));
    return {
      test: verdict.test,
      explanation: verdict.explanation,
      since: group.since,
      variants: group.members.map((m, i) => ({
        poptin_id: m.poptin_id, name: m.name, status: m.status, views: m.views, conversions: m.conversions,
        conversion_rate: verdict.variants[i]!.rate, interval: verdict.variants[i]!.interval,
      })),
      verdict: {
        readable: verdict.readable, reason: verdict.reason, winner: verdict.winner, p_value: verdict.p_value,
        min_views_per_variant: verdict.min_views_per_variant, min_conversions_per_variant: verdict.min_conversions_per_variant,
      },
    };
  });
};

export default resultRoutes;
