import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { blockKindsOf, type DeviceType, type PopupRecord } from '@beckon/core';
import { PopupView, recordCssOf } from '@beckon/widget/views';
import { gameViews } from '@beckon/widget/views/games';

/**
 * The record's `poptin` HTML (SPEC §3, §7): the pop-up's first screen rendered from its design
 * by the same React views the widget and the dashboard use. The widget shows it at once and
 * its interactive layer takes over a moment later, so the first paint needs no view code.
 */
const noop = () => {};
const accepted = async () => ({ ok: true as const });

export function renderPopupHtml(record: PopupRecord, device: DeviceType): string {
  // A game's first paint shows the wheel, the card or the boxes at rest (issue 17).
  const games = record.poptin_type === 'gamified' ? gameViews : undefined;
  return renderToString(createElement(PopupView, { record, device, onSubmit: accepted, onClosed: noop, games }));
}

/** A countdown shows the time left now, so a pop-up with one (on any screen, a phone's too) is rendered fresh each time. */
export const hasCountdown = (record: PopupRecord) => blockKindsOf(record.design).has('countdown');

/** What the display call and the template serve of one pop-up on one device. */
export interface FirstPaint {
  html: string;
  /** the whole record with its `poptin`, as the display response carries it */
  json: string;
}

/** Anything holding a record that lives exactly as long as that record's version: a compiled pop-up. */
export interface Paintable {
  record: PopupRecord;
  painted?: Partial<Record<DeviceType, FirstPaint>>;
}

/**
 * Rendered once per compiled pop-up and device: a change compiles a new pop-up, so nothing here
 * can outlive the version it was rendered from, and it goes when its compiled site goes.
 */
export function firstPaint(popup: Paintable, device: DeviceType): FirstPaint {
  const cached = popup.painted?.[device];
  if (cached) return cached;
  const html = renderPopupHtml(popup.record, device);
  // A type's and its blocks' stylesheet parts travel with its record (issues 23, 22), so the
  // first lightbox with a form alone carries none.
  const css = recordCssOf(popup.record);
  const painted = { html, json: JSON.stringify({ ...popup.record, poptin: html, ...(css ? { poptin_css: css } : {}) }) };
  if (!hasCountdown(popup.record)) popup.painted = { ...popup.painted, [device]: painted };
  return painted;
}

/** Where a published pop-up's template is served (SPEC §3 poptin_url), relative to this server. */
export function popupTemplatePath(poptinId: string): string {
  return `/api/display/template/${poptinId}`;
}
