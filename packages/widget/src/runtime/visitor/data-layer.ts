import { readPageGlobal } from '@beckon/embed-kit';
import { DATA_LAYER_EVENTS, DATA_LAYER_GLOBAL, HONEYPOT_FIELD, type PopupRecord } from '@beckon/core';

const FIELD_TAGS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/**
 * Pushes a pop-up form field's focus or blur to the page's tag-manager data layer, when the page
 * has one; pages without it are left untouched. The type and target are taken from the event as it
 * happens: once dispatched, an event from inside a shadow root no longer names its target.
 */
export function pushFieldEvent(type: string, target: EventTarget | null, record: PopupRecord): void {
  const dataLayer = readPageGlobal(DATA_LAYER_GLOBAL);
  const field = target as HTMLInputElement | null;
  if (!Array.isArray(dataLayer) || !field || !FIELD_TAGS.has(field.tagName) || !field.name || field.name === HONEYPOT_FIELD) return;
  dataLayer.push({
    event: type === 'focusin' ? DATA_LAYER_EVENTS.focus : DATA_LAYER_EVENTS.blur,
    poptin_id: record.poptin_id,
    poptin_name: record.poptin_name,
    field_key: field.name,
  });
}
