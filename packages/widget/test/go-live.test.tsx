import { h, options, render, type VNode } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXIT_ANIMATION_MS, formatEntry, type Block, type PopupRecord } from '@beckon/core';
import { galleryRecord } from '../src/gallery/entries.js';
import { PopupView, type PopupViewProps } from '../src/views/index.js';
import { goLive, type EarlyAction } from '../src/runtime/render/render-view.js';
import { recordActsAlone } from '../src/views/acts-alone.js';
import { ACTS_ALONE_ATTRIBUTE } from '../src/views/acts-alone-mark.js';

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

describe('what the visitor did before the live view was even fetched (mount.ts remembers it)', () => {
  const withCoupon = withMain([...record.design.screens.main!, { kind: 'coupon', code: 'SAVE10' }]);

  it.each<[string, EarlyAction, string]>([
    ['Tab, from the first field to the next control', 'tab', 'button[type=submit]'],
    ['Shift+Tab, from the first field back to the X', 'back', '.bk-close'],
  ])('%s', (_, action, next) => {
    const { root, email } = shown(record);
    email.focus();
    const shadow = root.getRootNode() as ShadowRoot;
    // The live view replays what was remembered once it takes over (goLive with early actions).
    root.replaceChildren();
    root.innerHTML = firstPaintOf(record);
    root.querySelector<HTMLInputElement>('input[name=email]')!.focus();
    goLive(root, { record, device: 'desktop', onSubmit: accepted, onClosed: () => {} }, [action], () => {});
    expect(shadow.activeElement).toBe(root.querySelector<HTMLElement>(next));
  });

  it('Tab from the last control goes round to the first', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(root);
    root.innerHTML = firstPaintOf(record);
    root.querySelector<HTMLElement>('button[type=submit]')!.focus();
    goLive(root, { record, device: 'desktop', onSubmit: accepted, onClosed: () => {} }, ['tab'], () => {});
    expect((root.getRootNode() as ShadowRoot).activeElement).toBe(root.querySelector('.bk-close'));
  });

  it('a press of another button: the same button, live, pressed again', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(root);
    root.innerHTML = firstPaintOf(withCoupon);
    const copy = root.querySelector<HTMLButtonElement>('.bk-coupon-copy')!;
    const onCouponCopy = vi.fn();
    goLive(root, { record: withCoupon, device: 'desktop', onSubmit: accepted, onClosed: () => {}, onCouponCopy }, [copy], () => {});
    expect(root.querySelector('.bk-coupon-copy')).toBe(copy);
    await vi.waitFor(() => expect(onCouponCopy).toHaveBeenCalledWith('SAVE10'));
  });
});

describe('the first paint says whether its pop-up acts by itself (what mount.ts reads)', () => {
  it.each<[string, PopupRecord, boolean]>([
    ['heading, text, an email field and a button', record, false],
    ['a coupon', withMain([...record.design.screens.main!, { kind: 'coupon', code: 'SAVE10' }]), false],
    ['owner HTML', withMain([...record.design.screens.main!, { kind: 'html', html: '<p>hi</p>' }]), false],
    ['a countdown', withMain([...record.design.screens.main!, { kind: 'countdown', ends_at: '2030-01-01T00:00:00Z' }]), true],
    ['a ticker', withMain([...record.design.screens.main!, { kind: 'ticker', messages: ['a', 'b'] }]), true],
    ['an X shown after a delay', { ...record, design_properties: { ...record.design_properties, poptin_design_show_x_after_sec: 5 } }, true],
    ['an auto close', { ...record, design_properties: { ...record.design_properties, poptin_design_auto_close: 1, poptin_design_auto_close_sec: 10 } }, true],
    ['a game', { ...record, poptin_type: 'gamified' }, true],
  ])('%s: %s', (_, popup, acts) => {
    expect(recordActsAlone(popup, 'desktop')).toBe(acts);
    const box = document.createElement('div');
    box.innerHTML = firstPaintOf(popup);
    expect(!!box.querySelector(`[role=dialog][${ACTS_ALONE_ATTRIBUTE}]`)).toBe(acts);
  });
});
