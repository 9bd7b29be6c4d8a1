import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { DeviceType, PopupRecord } from '@beckon/core';
import { PopupView } from '@beckon/widget/views';

/**
 * The record's `poptin` HTML (SPEC §3, §7): the pop-up's first screen rendered from its design
 * by the same React views the widget and the dashboard use. The widget shows it at once and
 * its interactive layer takes over a moment later, so the first paint needs no view code.
 * Rendering is memoised per record version and device: the display call is the hot path.
 */
const cache = new Map<string, string>();
const MAX_ENTRIES = 5_000;

const noop = () => {};
const accepted = async () => ({ ok: true as const });

const render = (record: PopupRecord, device: DeviceType) =>
  renderToString(createElement(PopupView, { record, device, onSubmit: accepted, onClosed: noop }));

/** A countdown shows the time left now, so a pop-up with one is rendered fresh each time. */
export const hasCountdown = (record: PopupRecord) =>
  Object.values(record.design.screens).some((blocks) => blocks?.some((b) => b.kind === 'countdown'));

export function popupHtml(record: PopupRecord, device: DeviceType, version: number): string {
  if (hasCountdown(record)) return render(record, device);
  const key = `${record.poptin_id}:${version}:${device}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = render(record, device);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, html);
  }
  return html;
}

/** Where a published pop-up's template is served (SPEC §3 poptin_url), relative to this server. */
export function popupTemplatePath(poptinId: string): string {
  return `/api/display/template/${poptinId}`;
}
