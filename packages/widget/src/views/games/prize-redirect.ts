import type { CloseTrigger, PrizeFlowNext } from '@beckon/core';
import type { PopupViewProps } from '../types.js';
import type { Later } from '../use-closing.js';

export type PrizeRedirect = Omit<Extract<PrizeFlowNext, { kind: 'redirect' }>, 'afterMs'>;

/**
 * SPEC §3 redirect_to_options: a won prize's address, in a new tab when the pop-up is to close
 * after it (redirect_close), else in this one. Previews (no onRedirect) send nobody anywhere.
 */
export function followPrizeRedirect(
  redirect: PrizeRedirect,
  onRedirect: PopupViewProps['onRedirect'],
  later: Later,
  close: (trigger: CloseTrigger, converted?: boolean) => void,
  converted: boolean,
): void {
  if (!onRedirect) return;
  if (redirect.newTab) {
    const opened = window.open(redirect.url, '_blank');
    // SPEC §8: a blocked new tab falls back to a same-tab redirect.
    if (opened) opened.opener = null;
    else onRedirect(redirect.url);
    if (redirect.closeAfterMs !== null) later(redirect.closeAfterMs, () => close('submit', converted));
    return;
  }
  onRedirect(redirect.url);
  close('submit', converted);
}
