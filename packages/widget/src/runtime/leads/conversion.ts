import {
  CAPTCHA_TOKEN_FIELD,
  CONSENT_PENDING_FIELD,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  SUBMISSION_ID_FIELD,
  type ConversionRequest,
  type PopupRecord,
  type SubmittedField,
} from '@beckon/core';
import { consented } from '@beckon/embed-kit';
import type { SubmitGuard } from '../../views/types.js';
import type { VisitorState } from '../visitor/visitor-state.js';
import { storeCallFields } from '../store/page-store.js';

function operatingSystem(): string {
  const ua = navigator.userAgent;
  const known: Array<[RegExp, string]> = [
    [/Windows/, 'Windows'],
    [/Android/, 'Android'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Mac OS X/, 'macOS'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ];
  return known.find(([re]) => re.test(ua))?.[1] ?? 'other';
}

export interface ConversionContext {
  clientId: string;
  visitor: string;
  trigger: string;
  viewId: string;
  referrer: string;
  state: VisitorState;
  guard: SubmitGuard;
}

/** SPEC §7 conversion: form-encoded, field values under their keys plus newExtraFields. */
export function conversionPayload(record: PopupRecord, fields: SubmittedField[], ctx: ConversionContext): Record<string, string> {
  const base: ConversionRequest = {
    url: location.href,
    p_target: String(record.poptin_target),
    // SPEC §7: the consent checkbox's answer, when the form has one.
    checkbox_checked: fields.find((f) => f.type === 'consent')?.value ?? '',
    referrer: ctx.referrer,
    previous_url: ctx.state.previousUrl,
    trigger: ctx.trigger,
    poptin_id: record.poptin_id,
    title: document.title,
    client_id: ctx.clientId,
    visitor: ctx.visitor,
    facebook_messanger_data_ref: '',
    origin_landing_page: ctx.state.sessionPages[0] ?? location.href,
    previous_visited_pages: ctx.state.sessionPages.slice(0, -1).join(','),
    all_visited_pages: ctx.state.allPages.join(','),
    browser_language: navigator.language,
    operating_system: operatingSystem(),
    newExtraFields: JSON.stringify(fields),
    leader_request_cookie: '',
    extra_button: '',
    coupon: record.design_properties.coupon?.code ?? '',
    poptin_view_id: ctx.viewId,
    ...storeCallFields(),
  };
  const payload: Record<string, string> = {};
  for (const [key, value] of Object.entries(base)) if (typeof value === 'string') payload[key] = value;
  for (const field of fields) if (!(field.field_key in payload)) payload[field.field_key] = field.value;
  payload[HONEYPOT_FIELD] = ctx.guard.honeypot;
  payload[FILL_TIME_FIELD] = String(Math.round(ctx.guard.fillMs));
  payload[SUBMISSION_ID_FIELD] = submissionId();
  if (ctx.guard.captchaToken !== undefined) payload[CAPTCHA_TOKEN_FIELD] = ctx.guard.captchaToken;
  // Consent mode: no view was recorded to name, so the server should not count that against the lead.
  if (!consented()) payload[CONSENT_PENDING_FIELD] = '1';
  return payload;
}

/** Random enough that two visitors' submits never share one; retries reuse the payload, so its id. */
function submissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
