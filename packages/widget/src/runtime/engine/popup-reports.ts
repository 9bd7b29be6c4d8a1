import { markClosed, POPUP_EVENTS, type ClosedRequest, type CloseTrigger, type PopupEventDetail, type PopupRecord } from '@beckon/core';
import type { EngineContext } from './engine-context.js';
import { dispatchPopupEvent } from './events.js';
import { beacon } from '../network/send.js';
import { saveState, type PopupMemory } from '../visitor/visitor-state.js';
import { storeCallFields } from '../store/page-store.js';

/** What a pop-up's view and close tell the server and the page (SPEC §4 events). */
export const detailOf = (record: PopupRecord, extra: Partial<PopupEventDetail>): PopupEventDetail => ({
  poptin_id: record.poptin_id,
  poptin_type: record.poptin_type,
  poptin_name: record.poptin_name,
  ...extra,
});

/** SPEC §7 conversion-activities, for a visitor known by a conversion only; nothing in preview. */
export function reportActivity(ctx: EngineContext, record: PopupRecord, kind: 'viewed' | 'closed'): void {
  if (ctx.previewId !== null || !ctx.state.convertedEmail) return;
  void import('../visitor/activities.js').then((m) => m.reportActivity(ctx.api, ctx.clientId, ctx.state.convertedEmail, record.poptin_id, kind));
}

/** A close by the visitor (SPEC §4: a submit fires no poptinClose): remembered, told, counted. */
export function reportClosed(ctx: EngineContext, record: PopupRecord, memory: PopupMemory, trigger: string, closeTrigger: CloseTrigger): void {
  Object.assign(memory, markClosed(memory, Date.now()));
  saveState();
  dispatchPopupEvent(POPUP_EVENTS.close, detailOf(record, { trigger, close_trigger: closeTrigger }));
  if (ctx.previewId === null) {
    beacon<ClosedRequest>(`${ctx.api}/closed/${record.poptin_id}`, {
      client_id: ctx.clientId,
      url: location.href,
      converted_email: ctx.state.convertedEmail,
      visitor: ctx.visitor,
      close_trigger: closeTrigger,
      ...storeCallFields(),
    });
  }
  reportActivity(ctx, record, 'closed');
}
