import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, vi } from 'vitest';
import { leadPopupDesign, type Language, type PopupRecord } from '@beckon/core';
import { PopupView, type PopupViewProps } from '../../src/views/index.js';

/** A lead lightbox record with a thank-you screen; tests change what they are about. */
export function popupRecord(overrides: Partial<PopupRecord> = {}, lang: Language = 'en'): PopupRecord {
  return {
    poptin_id: 'abcdefghijklm',
    poptin_name: 'Welcome',
    poptin_type: 'lightbox',
    poptin_format: 'format_1',
    poptin_target: 'lead',
    account_id: 'acc',
    viewer_id: 'viewer',
    display: 1,
    design_properties: { poptin_design_thank_screen: 1 },
    design: leadPopupDesign(lang),
    ...overrides,
  };
}

/**
 * A fresh element to render into for each test, on fake timers (from `now` when given), cleaned
 * up after it. Returns a getter: the element changes from test to test.
 */
export function renderRoot(now?: Date): () => HTMLDivElement {
  let root: HTMLDivElement;
  beforeEach(() => {
    vi.useFakeTimers();
    if (now) vi.setSystemTime(now);
    root = document.createElement('div');
    document.body.appendChild(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
    vi.useRealTimers();
  });
  return () => root;
}

/** Renders a PopupView with spies for what it reports. */
export function mountPopupView(root: HTMLElement, props: Partial<PopupViewProps> = {}) {
  const onSubmit = vi.fn<PopupViewProps['onSubmit']>(async () => ({ ok: true }));
  const onClosed = vi.fn<PopupViewProps['onClosed']>();
  act(() => render(h(PopupView, { record: popupRecord(), device: 'desktop', onSubmit, onClosed, ...props }), root));
  return { onSubmit: props.onSubmit ?? onSubmit, onClosed: props.onClosed ?? onClosed };
}
