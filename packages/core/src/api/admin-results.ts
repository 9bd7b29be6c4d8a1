import { Type } from 'typebox';
import { ClientId, PopupId } from './ids.js';
import { OneOf, POPUP_STATUSES } from './unions.js';

/** The last millisecond of the year 9999: later instants are no calendar day anyone keeps. */
export const LATEST_MS = 253_402_300_799_999;

export const ResultsQuery = Type.Object({
  client_id: Type.Optional(ClientId),
  poptin_id: Type.Optional(PopupId),
  /** epoch ms, inclusive; default the midnight starting the 30th day back */
  from: Type.Optional(Type.Integer({ minimum: 0, maximum: LATEST_MS })),
  /** epoch ms, exclusive; default the coming midnight */
  to: Type.Optional(Type.Integer({ minimum: 0, maximum: LATEST_MS })),
  /** IANA time zone whose midnights cut the days; default UTC */
  tz: Type.Optional(Type.String({ maxLength: 64 })),
});

export const BreakdownReply = Type.Object({ key: Type.String(), views: Type.Integer(), conversions: Type.Integer(), conversion_rate: Type.Number() });
const Breakdown = Type.Array(BreakdownReply);
export const DayResultReply = Type.Object({ day: Type.String(), views: Type.Integer(), closes: Type.Integer(), conversions: Type.Integer() });

export const ResultsReply = Type.Object({
  from: Type.Number(),
  to: Type.Number(),
  series: Type.Array(DayResultReply),
  totals: Type.Object({ views: Type.Integer(), closes: Type.Integer(), conversions: Type.Integer(), conversion_rate: Type.Number() }),
  by_trigger: Breakdown,
  by_device: Breakdown,
  by_page: Breakdown,
});

export const AbVariantReply = Type.Object({
  poptin_id: Type.String(),
  name: Type.String(),
  status: OneOf(POPUP_STATUSES),
  views: Type.Integer(),
  conversions: Type.Integer(),
  conversion_rate: Type.Number(),
  interval: Type.Tuple([Type.Number(), Type.Number()]),
});

export const AbReply = Type.Object({
  test: Type.String(),
  explanation: Type.String(),
  /** epoch ms the counts start at: when the newest member of the group was created */
  since: Type.Number(),
  variants: Type.Array(AbVariantReply),
  verdict: Type.Object({
    readable: Type.Boolean(),
    reason: Type.String(),
    winner: Type.Union([Type.String(), Type.Null()]),
    p_value: Type.Union([Type.Number(), Type.Null()]),
    min_views_per_variant: Type.Integer(),
    min_conversions_per_variant: Type.Integer(),
  }),
});

/** Issue 17: one gamified pop-up's plays, prize by prize. */
export const PrizeResultsQuery = Type.Object({
  poptin_id: PopupId,
  from: Type.Optional(Type.Integer({ minimum: 0, maximum: LATEST_MS })),
  to: Type.Optional(Type.Integer({ minimum: 0, maximum: LATEST_MS })),
});

export const PrizeResultReply = Type.Object({
  prize_id: Type.String(),
  /** the label it has now, or as drawn when the owner has since removed it */
  label: Type.String(),
  /** the chance configured now, percent; null for a prize no longer offered */
  configured_chance: Type.Union([Type.Number(), Type.Null()]),
  won: Type.Boolean(),
  plays: Type.Integer(),
  /** plays of this prize over all plays, percent (0 without plays) */
  share: Type.Number(),
  /** of those plays, how many came with a lead */
  leads: Type.Integer(),
});

export const PrizeResultsReply = Type.Object({
  poptin_id: Type.String(),
  from: Type.Number(),
  to: Type.Number(),
  plays: Type.Integer(),
  wins: Type.Integer(),
  prizes: Type.Array(PrizeResultReply),
});
