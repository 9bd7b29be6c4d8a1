import type { PopupRecord } from '@beckon/core';
import { warn } from '@beckon/embed-kit';

/**
 * The owner's containers for inline pop-ups (`<div data-beckon-embed="{id}">`). The dashboard's
 * container code reserves the pop-up's height (field_poptin_height) with an inline min-height,
 * so the page does not move when the pop-up arrives; the pop-up fills at least that height.
 */
const SELECTOR = '[data-beckon-embed]';

export function emptyContainersOf(poptinId: string): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(SELECTOR)).filter((el) => el.dataset.beckonEmbed === poptinId && !el.dataset.beckonFilled);
}

/** Preview of an inline pop-up on a page without its container: one at the top of the content. */
export function previewContainer(poptinId: string): void {
  if (emptyContainersOf(poptinId).length > 0) return;
  const container = document.createElement('div');
  container.dataset.beckonEmbed = poptinId;
  container.style.margin = '16px auto';
  container.style.maxWidth = '720px';
  (document.querySelector('main') ?? document.body).prepend(container);
}

/**
 * A container whose pop-up this page will not show (unpublished, deleted, another site's) gives
 * its reserved space back rather than leave a hole in the page.
 */
export function releaseUnused(records: PopupRecord[]): void {
  const shown = new Set(records.map((r) => r.poptin_id));
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(SELECTOR))) {
    if (!shown.has(el.dataset.beckonEmbed ?? '') && !el.dataset.beckonFilled) el.style.setProperty('min-height', '0px');
  }
}

/** Tells the owner, once, when the reserved height is too small and the page had to move. */
export function checkReservation(container: HTMLElement, reserved: number | undefined): void {
  requestAnimationFrame(() => {
    const needed = Math.ceil(container.getBoundingClientRect().height);
    if (!reserved || needed > reserved + 1)
      warn(`reserve ${needed}px for pop-up ${container.dataset.beckonEmbed} (field_poptin_height) so the page does not shift when it appears`);
  });
}
