import { frequencyAllows, isInlineType, isOn, pageCountGate, type PopupRecord } from '@beckon/core';
import { arm } from './arm.js';
import { containers, type EngineContext, type StillCurrent } from './engine-context.js';
import type { PopupScreen } from './popup-screen.js';
import { pageStore, waitsForCart } from '../store/page-store.js';

function hasFilters(record: PopupRecord): boolean {
  return Boolean(
    record.js_filter?.display_if_specific_js?.length ||
    record.cookie_filter?.length ||
    record.engagement_with_other_poptin_filter ||
    isOn(record.source_code_target_active),
  );
}

/**
 * One pop-up of the display response: in preview (SPEC §1) only the previewed one, at once;
 * otherwise what the visitor's browser still decides (frequency, page count, §3 filters), then
 * its teaser and its triggers.
 */
export async function consider(ctx: EngineContext, record: PopupRecord, current: StillCurrent, screen: PopupScreen, disarms: Array<() => void>): Promise<void> {
  const inline = isInlineType(record.poptin_type);
  if (ctx.previewId !== null) {
    if (record.poptin_id !== ctx.previewId) return;
    if (!inline) return screen.show(record, 'preview');
    (await containers()).previewContainer(record.poptin_id);
    return screen.placeEmbedded(record, current);
  }
  if (inline) return screen.placeEmbedded(record, current);
  // On-click pop-ups wait for their link or button.
  if (isOn(record.on_click)) return;
  const memory = ctx.state.popups[record.poptin_id];
  if (!frequencyAllows(record, memory, { number: ctx.state.visit, now: Date.now() })) return;
  if (!pageCountGate(record, { pagesViewed: ctx.state.sessionPages.length, firedThisSession: memory?.pageCountFiredVisit === ctx.state.visit })) return;
  if (hasFilters(record)) {
    const { recordPassesFilters } = await import('./filter-environment.js');
    if (!current() || !recordPassesFilters(record, ctx.state)) return;
  }
  if (isOn(record.is_teasers_on) && record.design.teaser) {
    const { showTeaser } = await import('../page/teaser.js');
    if (!current()) return;
    screen.addTeaser(record.poptin_id, showTeaser(record, { nonce: ctx.nonce, open: () => screen.show(record, 'teaser') }));
  }
  const show = (trigger: string) => screen.show(record, trigger);
  // SPEC §3 cart triggers: only a store's page (the store chunk) arms them, while its cart matches.
  if (waitsForCart(record)) return pageStore()?.gate(record, (armed, own) => arm(ctx, record, () => armed() && current(), own, show), disarms);
  await arm(ctx, record, current, disarms, show);
}
