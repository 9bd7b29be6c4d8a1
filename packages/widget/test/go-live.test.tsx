import { h, options, render, type VNode } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXIT_ANIMATION_MS, formatEntry, type Block, type PopupRecord } from '@beckon/core';
import { galleryRecord } from '../src/gallery/entries.js';
import { PopupView, type PopupViewProps } from '../src/views/index.js';
import { goLive, type EarlyAction } from '../src/runtime/render/render-view.js';

/**
 * Issue 22: a first paint that does nothing by itself becomes live only when the visitor acts on
 * it, in that act's own event, so the page pays for the live view only when someone uses it.
 */
const record = galleryRecord({ type: 'lightbox', format: 'format_1', screen: 'main' }, 'en', formatEntry('lightbox', 'format_1'));
const accepted = async () => ({ ok: true as const });

let rendered = 0;
const counted = options.vnode;
beforeEach(() => {
  rendered = 0;
  options.vnode = (vnode: VNode) => {
    rendered += 1;
    counted?.(vnode);
  };
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  options.vnode = counted;
  vi.useRealTimers();
  document.body.replaceChildren();
});

function firstPaintOf(popup: PopupRecord): string {
  const box = document.createElement('div');
  render(h(PopupView, { record: popup, device: 'desktop', onSubmit: accepted, onClosed: () => {} }), box);
  const html = box.innerHTML;
  render(null, box);
  return html;
}

function shown(popup: PopupRecord, early: EarlyAction[] = []) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = document.createElement('div');
  host.attachShadow({ mode: 'open' }).append(root);
  root.innerHTML = firstPaintOf(popup);
  const onClosed = vi.fn();
  const onSubmit = vi.fn(accepted);
  const remember = vi.fn();
  rendered = 0;
  const props: PopupViewProps = { record: popup, device: 'desktop', onSubmit, onClosed, shownAt: Date.now() };
  const stop = goLive(root, props, early, remember);
  return { host, root, onClosed, onSubmit, stop, email: root.querySelector<HTMLInputElement>('input[name=email]')! };
}

const withMain = (blocks: Block[]): PopupRecord => ({ ...record, design: { ...record.design, screens: { ...record.design.screens, main: blocks } } });

describe('a first paint that does nothing by itself', () => {
  it('stays as it is, marked live, until the visitor acts', () => {
    const { host } = shown(record);
    expect(rendered).toBe(0);
    expect(host.hasAttribute('data-live')).toBe(true);
  });

  it('goes live on the first key, and that key is handled: Escape closes', () => {
    const { email, onClosed } = shown(record);
    email.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(rendered).toBeGreaterThan(0);
    vi.advanceTimersByTime(EXIT_ANIMATION_MS);
    expect(onClosed.mock.calls[0]?.[0]).toBe('cancel_click');
  });

  it('goes live on the first press, and the click that follows closes', () => {
    const { root, onClosed } = shown(record);
    const x = root.querySelector<HTMLButtonElement>('.bk-close')!;
    x.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(rendered).toBeGreaterThan(0);
    x.click();
    vi.advanceTimersByTime(EXIT_ANIMATION_MS);
    expect(onClosed.mock.calls[0]?.[0]).toBe('x_click');
  });

  it('goes live on a click alone (assistive technology sends no press)', () => {
    const { root, onClosed } = shown(record);
    root.querySelector<HTMLButtonElement>('.bk-close')!.click();
    vi.advanceTimersByTime(EXIT_ANIMATION_MS);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('goes live on an edit without a key (autofill), keeping what was filled in', () => {
    const { email } = shown(record);
    email.value = 'ada@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    expect(rendered).toBeGreaterThan(0);
    expect(email.isConnected && email.value).toBe('ada@example.com');
  });

  it('stops listening when it goes before anyone acted', () => {
    const { email, stop } = shown(record);
    stop();
    email.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(rendered).toBe(0);
  });
});

describe('live at once', () => {
  it.each<[string, PopupRecord]>([
    ['a countdown', withMain([...record.design.screens.main!, { kind: 'countdown', ends_at: '2030-01-01T00:00:00Z' }])],
    ['a ticker', withMain([...record.design.screens.main!, { kind: 'ticker', messages: ['a', 'b'] }])],
    ['an X shown after a delay', { ...record, design_properties: { ...record.design_properties, poptin_design_show_x_after_sec: 5 } }],
    ['an auto close', { ...record, design_properties: { ...record.design_properties, poptin_design_auto_close: 1, poptin_design_auto_close_sec: 10 } }],
  ])('a pop-up with %s', (_, popup) => {
    shown(popup);
    expect(rendered).toBeGreaterThan(0);
  });

  it('what the visitor did before the chunk came (replayed at once)', () => {
    const { onClosed } = shown(record, ['close']);
    expect(rendered).toBeGreaterThan(0);
    vi.advanceTimersByTime(EXIT_ANIMATION_MS);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('a form the visitor already typed into', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(root);
    root.innerHTML = firstPaintOf(record);
    root.querySelector<HTMLInputElement>('input[name=email]')!.value = 'ada@';
    rendered = 0;
    goLive(root, { record, device: 'desktop', onSubmit: accepted, onClosed: () => {} }, [], () => {});
    expect(rendered).toBeGreaterThan(0);
  });
});
