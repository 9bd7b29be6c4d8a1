import type { PopupRecord, ViewedRequest, ViewResponse } from '@beckon/core';
import { consented, nextTask, warn } from '@beckon/embed-kit';
import type { EngineContext } from './engine-context.js';
import { postJson } from '../network/send.js';
import { storeCallFields } from '../store/page-store.js';

/**
 * SPEC §7 viewed call: records the view; its id ties a later conversion to it ('' in preview or
 * when the call failed). Sent in the task after the one that shows the pop-up, from the first
 * download: it came with the live view's chunk, which now waits for the visitor (issue 22).
 * Not sent at all while the visitor's consent is awaited or refused (issue 21), nor later.
 */
export function recordView(ctx: EngineContext, record: PopupRecord, trigger: string): Promise<string> {
  if (ctx.previewId !== null || !consented()) return Promise.resolve('');
  const request: ViewedRequest = {
    viewer_id: record.viewer_id,
    trigger,
    client_id: ctx.clientId,
    type: ctx.device,
    url: location.href,
    converted_email: ctx.state.convertedEmail,
    visitor: ctx.visitor,
    ...storeCallFields(),
  };
  // Sent from the task after the one that shows the pop-up: a request costs the host page's main
  // thread 7–15 ms at 4× CPU, which the first paint need not wait for (issue 22).
  return nextTask()
    .then(() => postJson<ViewResponse, ViewedRequest>(`${ctx.api}/viewed/${record.poptin_id}`, request))
    .then(
      (r) => String(r.poptin_view_id ?? ''),
      (error: unknown) => {
        warn('view not recorded', error);
        return '';
      },
    );
}
