import { Type } from 'typebox';
import { RETENTION_DAYS_MAX, RETENTION_DAYS_MIN } from '../constants.js';

const SiteName = Type.String({ minLength: 1, maxLength: 120 });
/** as the owner types them; normalised to host names by the route */
const Domains = Type.Array(Type.String({ maxLength: 2048 }), { maxItems: 200 });
/**
 * Issue 21: delete the site's leads and activity after this many days; null keeps everything.
 * `nullable` rather than a union: ajv would coerce null to 0 for a plain integer. The route
 * checks the raw value too (core's retentionDaysProblem), so nothing is coerced into a deletion.
 */
const RetentionDays = Type.Unsafe<number | null>({
  type: 'integer',
  nullable: true,
  minimum: RETENTION_DAYS_MIN,
  maximum: RETENTION_DAYS_MAX,
  description: "Delete the site's leads and activity older than this many days (swept hourly); null keeps everything.",
});
export const NewSiteBody = Type.Object({ name: SiteName, domains: Type.Optional(Domains), retention_days: Type.Optional(RetentionDays) });
export const SitePatchBody = Type.Object({ name: Type.Optional(SiteName), domains: Type.Optional(Domains), retention_days: Type.Optional(RetentionDays) });

export const SiteSeenReply = Type.Object({ at: Type.Number(), url: Type.String() });

export const SiteReply = Type.Object({
  client_id: Type.String(),
  name: Type.String(),
  domains: Type.Array(Type.String()),
  /** the script tag to paste into the site's pages */
  snippet: Type.String(),
  created_at: Type.Number(),
  /** the last page where the widget asked for this site's pop-ups (at most once a minute); null until then */
  seen: Type.Union([SiteSeenReply, Type.Null()]),
  /** issue 21: days its leads and activity are kept; null: kept until deleted by hand */
  retention_days: Type.Union([Type.Integer(), Type.Null()]),
});
export const SitesReply = Type.Array(SiteReply);
