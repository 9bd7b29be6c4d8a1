import { Type, type Static } from 'typebox';
import { SHARE_SERVICE_KEYS, SHARE_SERVICE_KEY_MAX_LENGTH, type ShareServiceKey } from '../content/share-services.js';

export { SHARE_SERVICE_KEYS, isShareServiceKey, type ShareServiceKey } from '../content/share-services.js';

/**
 * Issue 20: Beckon counts the shares its share bar makes (in place of the WordPress plugin's
 * heateor_sss_sharing_count and the networks' graph endpoints of SPEC §7).
 */

/** Browsers and search engines stop at about 2,000 characters; a page's address is counted under this many. */
export const MAX_SHARE_URL_LENGTH = 2048;
/** A site counts shares of at most this many pages; a new page past it is refused, the counted ones go on. */
export const MAX_SHARE_PAGES_PER_SITE = 10_000;
/** A page asks its counts once per address (SPEC §5); a minute of caching spares the server a busy page's reloads. */
export const SHARE_COUNTS_MAX_AGE_SECONDS = 60;
/** The owner's listing pages this many pages of a site at most. */
export const MAX_SHARE_REPORT_PAGE = 500;

/** Query parameters that name a campaign or a click, not a page: one article shared from a newsletter is still one page. */
const TRACKING_PARAMETER = /^(utm_[a-z_]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|_ga)$/i;

/** The query without its tracking parameters, every other pair exactly as sent ("" when none is left). */
function withoutTracking(search: string): string {
  const pairs = search.replace(/^\?/, '').split('&');
  const kept = pairs.filter((pair) => pair !== '' && !TRACKING_PARAMETER.test(pair.split('=')[0]!));
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}

/**
 * The address a share is counted under, so that one page has one row: http(s) only, no user or
 * password, no fragment, no campaign parameters, the host lowercased and the default port
 * dropped (the URL parser's own rules). Null when it is no such address or is longer than
 * MAX_SHARE_URL_LENGTH once normalised.
 */
export function normaliseShareUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  // "https://a.example/x?" and "…/x#top" name the same page as "https://a.example/x".
  const text = `${url.origin}${url.pathname}${withoutTracking(url.search)}`;
  return text.length <= MAX_SHARE_URL_LENGTH ? text : null;
}

const ShareUrl = Type.String({
  minLength: 1,
  maxLength: MAX_SHARE_URL_LENGTH,
  description: `The page's address (http or https, at most ${MAX_SHARE_URL_LENGTH} characters); its fragment and campaign parameters (utm_*, fbclid, gclid and the like) are dropped, so one page is counted once.`,
});

/** An enum, not a union of literals: its refusal reads "must be equal to one of the allowed values", and /docs lists them. */
const ServiceKey = Type.Unsafe<ShareServiceKey>({
  type: 'string',
  enum: [...SHARE_SERVICE_KEYS],
  maxLength: SHARE_SERVICE_KEY_MAX_LENGTH,
  description: `The share service: one of ${SHARE_SERVICE_KEYS.join(', ')}.`,
});

// ---- the visitor's side ----

export const ShareBody = Type.Object({ url: ShareUrl, service: ServiceKey });
export const ShareRecordedReply = Type.Object({
  success: Type.Boolean(),
  /** the address the share was counted under */
  url: Type.String(),
});

export const ShareCountsQuery = Type.Object({ url: ShareUrl });
export const ShareCountsReply = Type.Object({
  url: Type.String({ description: 'The address the counts are kept under.' }),
  total: Type.Integer({ description: 'Shares of the page through every service.' }),
  counts: Type.Record(Type.String(), Type.Integer(), { description: 'Shares per service key; a service nobody shared through is absent.' }),
});

// ---- the owner's side ----

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A calendar day in UTC, YYYY-MM-DD.' });

export const ShareReportQuery = Type.Object({
  /** first day counted, included; default the 30th day back */
  from: Type.Optional(Day),
  /** last day counted, included; default today (UTC) */
  to: Type.Optional(Day),
  limit: Type.Integer({ minimum: 1, maximum: MAX_SHARE_REPORT_PAGE, default: 25 }),
  offset: Type.Integer({ minimum: 0, maximum: 1e9, default: 0 }),
});

export const ServiceCountReply = Type.Object({ service: Type.String(), count: Type.Integer() });

export const SharedPageReply = Type.Object({
  url: Type.String(),
  total: Type.Integer(),
  /** most shared first */
  services: Type.Array(ServiceCountReply),
});

export const ShareReportReply = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** pages shared at least once in the range, over every page of the listing */
  total_pages: Type.Integer(),
  /** shares in the range, every page and service */
  shares: Type.Integer(),
  /** shares in the range per service, most first */
  by_service: Type.Array(ServiceCountReply),
  /** this page of the listing, the most shared first */
  pages: Type.Array(SharedPageReply, { maxItems: MAX_SHARE_REPORT_PAGE }),
});

export type ShareRequest = Static<typeof ShareBody>;
export type ShareCountsResponse = Static<typeof ShareCountsReply>;
export type ShareReportResponse = Static<typeof ShareReportReply>;
export type SharedPageResponse = Static<typeof SharedPageReply>;
export type ServiceCountResponse = Static<typeof ServiceCountReply>;
