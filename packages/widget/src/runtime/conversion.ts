import type { ConversionRequest, ConversionResponse, PopupRecord, SubmittedField } from '@beckon/core';
import { postFormWithRetry } from './transport.js';
import { operatingSystem } from './visitor.js';

export interface ConversionContext {
  origin: string;
  clientId: string;
  visitor: string;
  trigger: string;
  viewId: string;
}

/** SPEC §7 conversion: form-encoded, field values under their keys plus newExtraFields. */
export function conversionPayload(record: PopupRecord, fields: SubmittedField[], ctx: ConversionContext): Record<string, string> {
  const base: ConversionRequest = {
    url: location.href,
    p_target: String(record.poptin_target),
    checkbox_checked: '',
    referrer: document.referrer,
    previous_url: document.referrer,
    trigger: ctx.trigger,
    poptin_id: record.poptin_id,
    title: document.title,
    client_id: ctx.clientId,
    visitor: ctx.visitor,
    facebook_messanger_data_ref: '',
    origin_landing_page: location.href,
    previous_visited_pages: '',
    all_visited_pages: location.href,
    browser_language: navigator.language,
    operating_system: operatingSystem(),
    newExtraFields: JSON.stringify(fields),
    leader_request_cookie: '',
    extra_button: '',
    coupon: record.design_properties.coupon?.code ?? '',
    poptin_view_id: ctx.viewId,
  };
  const payload: Record<string, string> = {};
  for (const [key, value] of Object.entries(base)) if (typeof value === 'string') payload[key] = value;
  for (const field of fields) if (!(field.field_key in payload)) payload[field.field_key] = field.value;
  return payload;
}

export function sendConversion(record: PopupRecord, fields: SubmittedField[], ctx: ConversionContext): Promise<ConversionResponse> {
  const url = `${ctx.origin}/api/display/conversion/${encodeURIComponent(record.viewer_id)}`;
  return postFormWithRetry<ConversionResponse>(url, conversionPayload(record, fields, ctx));
}
