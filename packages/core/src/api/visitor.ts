import { Type } from 'typebox';
import type { DisplayResponse } from '../types/responses.js';
import { PopupId } from './ids.js';
import { CLIENT_ID_PATTERN } from '../validators/popup-id.js';
import { DEVICE_TYPES, NOTIFICATION_STATUSES, OneOf, VISITOR_ACTIVITIES } from './unions.js';

/** Limits that keep one visitor request small: URLs, ids, free text. */
const Url = Type.String({ maxLength: 2048 });
const Short = Type.String({ maxLength: 256 });
const Text = Type.String({ maxLength: 8192 });
const StringList = Type.Array(Url, { maxItems: 100 });
const Email = Type.String({ maxLength: 254 });

const StoreFields = {
  store_integration: Type.Optional(Short),
  store_integration_customer_id: Type.Optional(Short),
};

/**
 * SPEC §7 display payload; every field optional so an old or partial widget still gets an answer.
 * Naming at this boundary: `{clientId}` / `client_id` is the site's client id from the embed
 * snippet; `visitor` is the visitor's own id (client id cookie of §3/§9); `viewer_id` is the
 * public id of the account that owns the pop-up.
 */
export const DisplayBody = Type.Object({
  domain: Type.Optional(Short),
  referrer: Type.Optional(Url),
  previous_url: Type.Optional(Url),
  cookies: Type.Optional(Text),
  triggers: Type.Optional(Text),
  cc: Type.Optional(Short),
  poptin_forms_id: Type.Optional(Type.Array(Short, { maxItems: 100 })),
  if_mobile: Type.Optional(Type.Boolean()),
  page_title: Type.Optional(Short),
  origin_landing_page: Type.Optional(Url),
  if_page_refreshed: Type.Optional(Type.Boolean()),
  poptin_viewed_url: Type.Optional(Url),
  previous_visited_pages: Type.Optional(StringList),
  all_visited_pages: Type.Optional(StringList),
  wix_cart_id: Type.Optional(Short),
  cart_total: Type.Optional(Type.Number({ minimum: 0 })),
  cart_product_ids: Type.Optional(Type.Array(Short, { maxItems: 500 })),
  preview_poptin_id: Type.Optional(PopupId),
  cancel_visitor_count: Type.Optional(Type.Boolean()),
  converted_email: Type.Optional(Short),
  /** Beckon: the visitor's id, so a visitor always sees the same A/B variant */
  visitor: Type.Optional(Short),
  ...StoreFields,
});

/** SPEC §3 display response: the pop-up records are kept as compiled, so the schema does not list them. */
export const DisplayReply = Type.Unsafe<DisplayResponse>({ type: 'object', additionalProperties: true });

export const ViewedBody = Type.Object({
  viewer_id: Short,
  trigger: Type.Optional(Short),
  client_id: Short,
  type: Type.Optional(OneOf(DEVICE_TYPES)),
  url: Url,
  converted_email: Type.Optional(Short),
  visitor: Type.Optional(Short),
  ...StoreFields,
});

/** SPEC §3 view response. */
export const ViewReply = Type.Object({ poptin_view_id: Type.String() });

export const ClosedBody = Type.Object({
  client_id: Short,
  url: Url,
  converted_email: Type.Optional(Short),
  visitor: Type.Optional(Short),
  /** Beckon: which close trigger of §4 closed it */
  close_trigger: Type.Optional(Short),
  ...StoreFields,
});

/** A conversion value: form-encoded, so always a string. */
const FormValue = Type.String({ maxLength: 8192 });

/**
 * SPEC §7 conversion: form-encoded, every value a string; unknown keys are field values. The
 * context fields are listed for readers; any other key is checked as the values are.
 */
export const ConversionBody = Type.Object(
  {
    poptin_id: PopupId,
    client_id: Short,
    url: Url,
    /** JSON array of SubmittedField */
    newExtraFields: Type.Optional(Type.String({ maxLength: 65536 })),
    poptin_view_id: Type.Optional(Type.String({ maxLength: 32 })),
    p_target: Type.Optional(FormValue),
    checkbox_checked: Type.Optional(FormValue),
    referrer: Type.Optional(FormValue),
    previous_url: Type.Optional(FormValue),
    trigger: Type.Optional(FormValue),
    title: Type.Optional(FormValue),
    visitor: Type.Optional(FormValue),
    facebook_messanger_data_ref: Type.Optional(FormValue),
    origin_landing_page: Type.Optional(FormValue),
    previous_visited_pages: Type.Optional(FormValue),
    all_visited_pages: Type.Optional(FormValue),
    browser_language: Type.Optional(FormValue),
    operating_system: Type.Optional(FormValue),
    leader_request_cookie: Type.Optional(FormValue),
    extra_button: Type.Optional(FormValue),
    coupon: Type.Optional(FormValue),
    store_integration: Type.Optional(FormValue),
    store_integration_customer_id: Type.Optional(FormValue),
  },
  { additionalProperties: FormValue, maxProperties: 200 },
);

/** SPEC §3 conversion response. */
export const ConversionReply = Type.Object({
  success: Type.Boolean(),
  conversion_id: Type.String(),
  integration: Type.Object({ conversion_code: Type.String() }),
});

/** Issue 4: a converted visitor's view or close, reported by email. */
export const ActivityBody = Type.Object({ email: Email, poptin_id: Type.String({ maxLength: 64 }), activity: OneOf(VISITOR_ACTIVITIES), url: Url });
export const SessionBody = Type.Object({ email: Email, url: Url });
export const NotificationQuery = Type.Object({ status: OneOf(NOTIFICATION_STATUSES), id: Type.String({ maxLength: 256 }) });

export const EmailDomainsReply = Type.Object({ domains: Type.Array(Type.String()) });

export const TemplateQuery = Type.Object({ device: Type.Optional(OneOf(DEVICE_TYPES)) });

/** A visitor's own id as the widget makes it (24 hex digits), or any id a host page passes: bounded, no spaces. */
const VisitorId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

/**
 * Issue 17: a visitor plays a gamified pop-up. The server draws the prize, records the play and
 * only then tells the prize; a second play of the same pop-up by the same visitor answers the first.
 */
export const PlayBody = Type.Object({
  client_id: Type.String({ pattern: CLIENT_ID_PATTERN }),
  visitor: VisitorId,
  url: Url,
  poptin_view_id: Type.Optional(Type.String({ maxLength: 32 })),
});

const PrizeRedirectReply = Type.Object({
  redirect_to_url: Type.String(),
  redirect_close: Type.Boolean(),
  redirect_close_delay: Type.Number(),
});

/** SPEC §3 gamified prize as told after the draw: label, code and redirect settings, never the chances. */
export const PlayReply = Type.Object({
  play_id: Type.String(),
  prize_id: Type.String(),
  label: Type.String(),
  code: Type.String(),
  won: Type.Boolean(),
  redirect_to: Type.Boolean(),
  redirect_to_options: PrizeRedirectReply,
  replayed: Type.Boolean(),
});
