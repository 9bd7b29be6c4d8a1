import { Type } from 'typebox';

/** The largest monthly view cap an operator can set. */
export const MAX_VIEW_CAP = 2_000_000_000;
export const MAX_RESTRICTION_SETTING_LENGTH = 255;

// ajv would coerce null to 0 for a plain integer ("no cap" would become "no views"): `nullable` keeps null.
const ViewCap = Type.Unsafe<number | null>({ type: 'integer', nullable: true, minimum: 0, maximum: MAX_VIEW_CAP });
const NoControlText = `^[^\\u0000-\\u001f\\u007f-\\u009f<>]{0,${MAX_RESTRICTION_SETTING_LENGTH}}$`;

export const PlanBody = Type.Object(
  { max_monthly_views: Type.Optional(ViewCap), freemium: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export const PlanReply = Type.Object({
  viewer_id: Type.String(),
  email: Type.String(),
  plan: Type.String(),
  max_monthly_views: Type.Union([Type.Integer(), Type.Null()]),
});

export const RestrictionBody = Type.Object(
  {
    restricted: Type.Boolean(),
    client_restriction_setting: Type.Optional(Type.Union([Type.Null(), Type.String({ pattern: NoControlText })])),
  },
  { additionalProperties: false },
);
export const RestrictionReply = Type.Object({
  client_id: Type.String(),
  restricted: Type.Boolean(),
  client_restriction_setting: Type.Union([Type.Null(), Type.String()]),
});
