/**
 * SPEC §7 request payloads of the visitor-facing calls, field names exactly as the spec.
 * Naming at this boundary: `{clientId}` / `client_id` is the site's client id from the embed
 * snippet; `visitor` is the visitor's own id (client id cookie of §3/§9); `viewer_id` is the
 * public id of the account that owns the pop-up (the pop-up record carries it).
 */
export type { DisplayRequest, ViewedRequest, ClosedRequest, ConversionRequest, ActivityRequest, SessionRequest, PlayRequest } from '../api/types.js';

export type DeviceType = 'mobile' | 'desktop';

/** One submitted field in newExtraFields. */
export interface SubmittedField {
  field_key: string;
  label: string;
  type: string;
  value: string;
}

/** The names of the conversion fields that are context, not the visitor's answers. */
export const CONVERSION_CONTEXT_FIELDS = [
  'url',
  'p_target',
  'checkbox_checked',
  'referrer',
  'previous_url',
  'trigger',
  'poptin_id',
  'title',
  'client_id',
  'visitor',
  'facebook_messanger_data_ref',
  'origin_landing_page',
  'previous_visited_pages',
  'all_visited_pages',
  'store_integration',
  'store_integration_customer_id',
  'browser_language',
  'operating_system',
  'newExtraFields',
  'leader_request_cookie',
  'extra_button',
  'coupon',
  'poptin_view_id',
] as const;
