import { isOn } from '../flags.js';
import type { PopupRecord } from '../types/popup.js';

/**
 * SPEC §3 if_poptin_credit: the credit shows only when the owner turned it on. It is words, not a
 * link: a self-hosted install has no product site to send visitors to, and a link away from the
 * owner's page would cost them the visitor.
 */
export function showsCredit(record: Pick<PopupRecord, 'if_poptin_credit'>): boolean {
  return isOn(record.if_poptin_credit);
}
