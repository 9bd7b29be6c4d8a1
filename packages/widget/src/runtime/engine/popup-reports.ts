import {
  markClosed,
  POPUP_EVENTS,
  type ClosedRequest,
  type CloseTrigger,
  type PopupEventDetail,
  type PopupRecord,
  type ViewedRequest,
  type ViewResponse,
} from '@beckon/core';
import { warn } from '@beckon/embed-kit';
import type { EngineContext } from './engine-context.js';
import { dispatchPopupEvent } from './events.js';
import { beacon, postJson } from '../network/send.js';
import { saveState, type PopupMemory } from '../visitor/visitor-state.js';

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

/** Records the view; its id ties a later conversion to it ('' in preview or when the call failed). */
export function recordView(ctx: EngineContext, record: PopupRecord, trigger: string): Promise<string> {
  if (ctx.previewId !== null) return Promise.resolve('');
  return postJson<ViewResponse, ViewedRequest>(`${ctx.api}/viewed/${record.poptin_id}`, {
    viewer_id: record.viewer_id,
    trigger,
    client_id: ctx.clientId,
    type: ctx.device,
    url: location.href,
    converted_email: ctx.state.convertedEmail,
    visitor: ctx.visitor,
  }).then(
    (r) => String(r.poptin_view_id ?? ''),
    (error: unknown) => {
      warn('view not recorded', error);
      return '';
    },
  );
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
    });
  }
  reportActivity(ctx, record, 'closed');
}
