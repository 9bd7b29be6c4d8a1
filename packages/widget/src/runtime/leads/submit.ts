import {
  isValidEmail,
  markConverted,
  normaliseEmail,
  POPUP_EVENTS,
  t,
  texts,
  type ConversionResponse,
  type PopupRecord,
  type SubmittedField,
} from '@beckon/core';
import type { SubmitGuard, SubmitOutcome } from '../../views/types.js';
import { conversionPayload } from './conversion.js';
import { callSubmitCallback, dispatchPopupEvent } from '../engine/events.js';
import { warn } from '@beckon/embed-kit';
import { postFormWithRetry, RejectedError } from '../network/transport.js';
import { popupMemory, saveState, type VisitorState } from '../visitor/visitor-state.js';

export interface SubmitContext {
  api: string;
  referrer: string;
  clientId: string;
  visitor: string;
  trigger: string;
  viewId: Promise<string>;
  state: VisitorState;
  preview: boolean;
  guard: SubmitGuard;
}

/**
 * SPEC §4 submit: the conversion is sent (form-encoded, §7) and acknowledged only once stored;
 * then the email is remembered, the pop-up marked converted, and poptinSubmit fired. In preview
 * nothing is sent (§1: submission is not functional there) but the visitor's flow is the same.
 */
export async function submitLead(record: PopupRecord, fields: SubmittedField[], ctx: SubmitContext): Promise<SubmitOutcome> {
  const lang = record.design.lang;
  try {
    if (!ctx.preview) {
      const url = `${ctx.api}/conversion/${encodeURIComponent(record.viewer_id)}`;
      const payload = conversionPayload(record, fields, {
        clientId: ctx.clientId,
        visitor: ctx.visitor,
        trigger: ctx.trigger,
        viewId: await ctx.viewId,
        referrer: ctx.referrer,
        state: ctx.state,
        guard: ctx.guard,
      });
      const response = await postFormWithRetry<ConversionResponse>(url, payload);
      if (!response.success) return { ok: false, message: t(lang, texts.sendFailed) };
      const email = fields.find((f) => f.type === 'email' && isValidEmail(f.value));
      if (email) ctx.state.convertedEmail = normaliseEmail(email.value);
      const memory = popupMemory(ctx.state, record.poptin_id, record.poptin_type);
      Object.assign(memory, markConverted(memory, Date.now()));
      saveState();
    }
    const detail = {
      poptin_id: record.poptin_id,
      poptin_type: record.poptin_type,
      poptin_name: record.poptin_name,
      trigger: ctx.trigger,
      fields: Object.fromEntries(fields.map((f) => [f.field_key, f.value])),
    };
    dispatchPopupEvent(POPUP_EVENTS.submit, detail);
    callSubmitCallback(detail);
    return { ok: true };
  } catch (error) {
    warn('conversion failed', error);
    return { ok: false, message: error instanceof RejectedError ? error.message : t(lang, texts.sendFailed) };
  }
}
