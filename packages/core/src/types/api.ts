/**
 * SPEC §7 request payloads of the visitor-facing calls, field names exactly as the spec.
 * Naming at this boundary: `{clientId}` / `client_id` is the site's client id from the embed
 * snippet; `visitor` is the visitor's own id (client id cookie of §3/§9); `viewer_id` is the
 * public id of the account that owns the pop-up (the pop-up record carries it).
 */
export interface StoreFields {
  store_integration?: string;
  store_integration_customer_id?: string;
}

export interface DisplayRequest extends StoreFields {
  domain: string;
  referrer: string;
  previous_url: string;
  cookies: string;
  triggers: string;
  cc: string;
  poptin_forms_id: string[];
  if_mobile: boolean;
  page_title: string;
  origin_landing_page: string;
  if_page_refreshed: boolean;
  poptin_viewed_url: string;
  previous_visited_pages: string[];
  all_visited_pages: string[];
  wix_cart_id?: string;
  cart_total?: number;
  cart_product_ids?: string[];
  preview_poptin_id?: string;
  cancel_visitor_count?: boolean;
  converted_email?: string;
  /** Beckon: the visitor's id, so a visitor always sees the same A/B variant */
  visitor?: string;
}

export type DeviceType = 'mobile' | 'desktop';

export interface ViewedRequest extends StoreFields {
  viewer_id: string;
  trigger: string;
  client_id: string;
  type: DeviceType;
  url: string;
  converted_email?: string;
  visitor?: string;
}

export interface ClosedRequest extends StoreFields {
  client_id: string;
  url: string;
  converted_email?: string;
  visitor?: string;
  /** Beckon: which close trigger of §4 closed it */
  close_trigger?: string;
}

/** One submitted field in newExtraFields. */
export interface SubmittedField { field_key: string; label: string; type: string; value: string }

/** SPEC §7 conversion: sent form-encoded; every value is a string on the wire. */
export interface ConversionRequest extends StoreFields {
  url: string;
  p_target: string;
  checkbox_checked: string;
  referrer: string;
  previous_url: string;
  trigger: string;
  poptin_id: string;
  title: string;
  client_id: string;
  visitor: string;
  facebook_messanger_data_ref: string;
  origin_landing_page: string;
  previous_visited_pages: string;
  all_visited_pages: string;
  browser_language: string;
  operating_system: string;
  /** JSON array of SubmittedField */
  newExtraFields: string;
  leader_request_cookie: string;
  extra_button: string;
  coupon: string;
  poptin_view_id: string;
  /** field values travel as their field_key */
  [fieldKey: string]: string | undefined;
}

/** The names of the conversion fields that are context, not the visitor's answers. */
export const CONVERSION_CONTEXT_FIELDS = [
  'url', 'p_target', 'checkbox_checked', 'referrer', 'previous_url', 'trigger', 'poptin_id', 'title', 'client_id',
  'visitor', 'facebook_messanger_data_ref', 'origin_landing_page', 'previous_visited_pages', 'all_visited_pages',
  'store_integration', 'store_integration_customer_id', 'browser_language', 'operating_system', 'newExtraFields',
  'leader_request_cookie', 'extra_button', 'coupon', 'poptin_view_id',
] as const;
