import { Type } from 'typebox';
import { POPUP_ID_LENGTH } from '@beckon/core';

/** Limits that keep one visitor request small: URLs, ids, free text. */
const Url = Type.String({ maxLength: 2048 });
const Short = Type.String({ maxLength: 256 });
const Text = Type.String({ maxLength: 8192 });
const StringList = Type.Array(Url, { maxItems: 100 });

/** A site's client id as every call names it. */
export const CLIENT_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
export const ClientIdParams = Type.Object({ clientId: Type.String({ pattern: CLIENT_ID_PATTERN }) });
export const PopupIdParams = Type.Object({ id: Type.String({ pattern: `^[a-z0-9]{${POPUP_ID_LENGTH}}$` }) });
export const ViewerIdParams = Type.Object({ viewerId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });

const StoreFields = {
  store_integration: Type.Optional(Short),
  store_integration_customer_id: Type.Optional(Short),
};

/** SPEC §7 display payload; every field optional so an old or partial widget still gets an answer. */
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
  preview_poptin_id: Type.Optional(Type.String({ pattern: `^[a-z0-9]{${POPUP_ID_LENGTH}}$` })),
  cancel_visitor_count: Type.Optional(Type.Boolean()),
  converted_email: Type.Optional(Short),
  visitor: Type.Optional(Short),
  ...StoreFields,
});

export const ViewedBody = Type.Object({
  viewer_id: Short,
  trigger: Type.Optional(Short),
  client_id: Short,
  type: Type.Optional(Type.Union([Type.Literal('mobile'), Type.Literal('desktop')])),
  url: Url,
  converted_email: Type.Optional(Short),
  visitor: Type.Optional(Short),
  ...StoreFields,
});

export const ClosedBody = Type.Object({
  client_id: Short,
  url: Url,
  converted_email: Type.Optional(Short),
  visitor: Type.Optional(Short),
  close_trigger: Type.Optional(Short),
  ...StoreFields,
});

/** SPEC §7 conversion: form-encoded, every value a string; unknown keys are field values. */
export const ConversionBody = Type.Object({
  poptin_id: Type.String({ pattern: `^[a-z0-9]{${POPUP_ID_LENGTH}}$` }),
  client_id: Short,
  url: Url,
  newExtraFields: Type.Optional(Type.String({ maxLength: 65536 })),
  poptin_view_id: Type.Optional(Type.String({ maxLength: 32 })),
}, { additionalProperties: Type.String({ maxLength: 8192 }), maxProperties: 200 });

/** `field` names the submitted field at fault, when one is. */
export const ErrorReply = Type.Object({ statusCode: Type.Number(), error: Type.String(), message: Type.String(), field: Type.Optional(Type.String()) });
export const OkReply = Type.Object({ success: Type.Boolean() });
