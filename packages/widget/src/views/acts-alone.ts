import { isOn, type PopupRecord } from '@beckon/core';
import { screensFor } from './popup-screens.js';
import type { PopupViewProps } from './types.js';

/** Block kinds that do nothing until the visitor acts on them (no timer, no fetch at display). */
const WAITING_KINDS: ReadonlySet<string> = new Set(['heading', 'text', 'image', 'fields', 'button', 'coupon', 'html']);

/**
 * Whether a pop-up does something by itself once shown, by its record alone: a game, a countdown,
 * a ticker, recommendations, a delayed X or an auto close. Such a pop-up goes live at once; any
 * other waits for the visitor (runtime/render/mount.ts and render-view.ts, issue 22). A store's
 * cart is the page's, not the record's: render-view.ts adds it.
 */
export function recordActsAlone(record: PopupRecord, device: PopupViewProps['device']): boolean {
  const p = record.design_properties;
  return (
    record.poptin_type === 'gamified' ||
    Number(p.poptin_design_show_x_after_sec) > 0 ||
    isOn(p.poptin_design_auto_close) ||
    !(screensFor(record, device).main ?? []).every((block) => WAITING_KINDS.has(block.kind))
  );
}
