import {
  POPUP_EVENTS, timeTriggerDelayMs, isValidEmail, t, texts,
  type CloseTrigger, type DisplayResponse, type PopupEventDetail, type PopupRecord, type SubmittedField, type ViewResponse,
} from '@beckon/core';
import type { SubmitOutcome } from '../views/index.js';
import { sendConversion } from './conversion.js';
import { displayRequest } from './display-request.js';
import type { Embed } from './embed.js';
import { callSubmitCallback, dispatchPopupEvent } from './events.js';
import { warn } from './log.js';
import { mountPopup } from './mount.js';
import { beacon, postJson, RejectedError } from './transport.js';
import { convertedEmail, isMobileDevice, rememberConvertedEmail, visitorId } from './visitor.js';

/** SPEC §4: only one of these is on screen at a time; the others wait their turn. */
const EXCLUSIVE_TYPES = new Set(['lightbox', 'gamified', 'fullpage']);
const MODAL_TYPES = EXCLUSIVE_TYPES;

export interface Widget {
  open(poptinId: string): void;
}

export async function boot(embed: Embed): Promise<Widget> {
  const visitor = visitorId();
  const mobile = isMobileDevice();
  const device = mobile ? 'mobile' : 'desktop';
  const api = `${embed.origin}/api/display`;
  const shown = new Set<string>();
  const waiting: Array<{ record: PopupRecord; trigger: string }> = [];
  let exclusiveOpen = false;

  let records: PopupRecord[] = [];
  try {
    const response = await postJson<DisplayResponse>(`${api}/${encodeURIComponent(embed.clientId)}`, displayRequest(visitor, mobile, convertedEmail()));
    // SPEC §8: display failures are silent; a not_allowed answer stops display.
    if (response.display === 'allowed' && Array.isArray(response.poptins)) records = response.poptins;
  } catch (error) {
    warn('display request failed', error);
  }

  const detailOf = (record: PopupRecord, extra: Partial<PopupEventDetail> = {}): PopupEventDetail => ({
    poptin_id: record.poptin_id, poptin_type: record.poptin_type, poptin_name: record.poptin_name, ...extra,
  });

  function show(record: PopupRecord, trigger: string): void {
    if (shown.has(record.poptin_id)) return;
    const exclusive = EXCLUSIVE_TYPES.has(record.poptin_type);
    if (exclusive && exclusiveOpen) {
      waiting.push({ record, trigger });
      return;
    }
    shown.add(record.poptin_id);
    if (exclusive) exclusiveOpen = true;

    let viewId = Promise.resolve('');
    viewId = postJson<ViewResponse>(`${api}/viewed/${record.poptin_id}`, {
      viewer_id: record.viewer_id, trigger, client_id: embed.clientId, type: device, url: location.href,
      converted_email: convertedEmail(), visitor,
    }).then((r) => String(r.poptin_view_id ?? ''), (error: unknown) => {
      warn('view not recorded', error);
      return '';
    });

    const onSubmit = async (fields: SubmittedField[]): Promise<SubmitOutcome> => {
      try {
        const response = await sendConversion(record, fields, { origin: embed.origin, clientId: embed.clientId, visitor, trigger, viewId: await viewId });
        if (!response.success) return { ok: false, message: t(record.design.lang, texts.sendFailed) };
        const email = fields.find((f) => f.type === 'email' && isValidEmail(f.value));
        if (email) rememberConvertedEmail(email.value);
        const values = Object.fromEntries(fields.map((f) => [f.field_key, f.value]));
        dispatchPopupEvent(POPUP_EVENTS.submit, detailOf(record, { trigger, fields: values }));
        callSubmitCallback(detailOf(record, { trigger, fields: values }));
        return { ok: true };
      } catch (error) {
        warn('conversion failed', error);
        return { ok: false, message: error instanceof RejectedError ? error.message : t(record.design.lang, texts.sendFailed) };
      }
    };

    const onClosed = (closeTrigger: CloseTrigger) => {
      mounted.unmount();
      // SPEC §4: a pop-up that went away because it was submitted fires no poptinClose.
      if (closeTrigger !== 'submit') {
        dispatchPopupEvent(POPUP_EVENTS.close, detailOf(record, { trigger, close_trigger: closeTrigger }));
        beacon(`${api}/closed/${record.poptin_id}`, { client_id: embed.clientId, url: location.href, converted_email: convertedEmail(), visitor, close_trigger: closeTrigger });
      }
      if (exclusive) {
        exclusiveOpen = false;
        const next = waiting.shift();
        if (next) show(next.record, next.trigger);
      }
    };

    const mounted = mountPopup({ record, device, onSubmit, onClosed }, { modal: MODAL_TYPES.has(record.poptin_type), nonce: embed.nonce });
    dispatchPopupEvent(POPUP_EVENTS.view, detailOf(record, { trigger }));
  }

  for (const record of records) {
    const delay = timeTriggerDelayMs(record);
    const trigger = delay > 0 ? 'display_after_sec_active' : 'page_load';
    setTimeout(() => show(record, trigger), delay);
  }

  return {
    open(poptinId: string) {
      const record = records.find((r) => r.poptin_id === poptinId);
      if (record) show(record, 'on_click');
      else warn(`no pop-up ${poptinId} for this page`);
    },
  };
}
