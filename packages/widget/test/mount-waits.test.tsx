import { h, render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatEntry, type PopupRecord } from '@beckon/core';
import { galleryRecord } from '../src/gallery/entries.js';
import { PopupView } from '../src/views/index.js';

/**
 * Issue 22: the live view's chunk is fetched when the visitor acts on a pop-up that does nothing
 * by itself, not when it shows; what they do meanwhile is remembered for it (render-view.ts replays it).
 */
const goLive = vi.hoisted(() => vi.fn((..._args: unknown[]) => () => {}));
vi.mock('../src/runtime/render/render-view.js', () => ({ goLive }));
const { mountPopup } = await import('../src/runtime/render/mount.js');

const base = galleryRecord({ type: 'lightbox', format: 'format_1', screen: 'main' }, 'en', formatEntry('lightbox', 'format_1'));

function withFirstPaint(record: PopupRecord): PopupRecord {
  const box = document.createElement('div');
  render(h(PopupView, { record, device: 'desktop', onSubmit: async () => ({ ok: true as const }), onClosed: () => {} }), box);
  const poptin = box.innerHTML;
  render(null, box);
  return { ...record, poptin };
}

function mount(record: PopupRecord) {
  const mounted = mountPopup(
    { record, device: 'desktop', onSubmit: async () => ({ ok: true as const }), onClosed: () => {} },
    { modal: true, nonce: undefined },
  );
  const root = mounted.host.shadowRoot!;
  return { mounted, root, email: root.querySelector<HTMLInputElement>('input[name=email]')! };
}

afterEach(() => {
  goLive.mockClear();
  document.body.replaceChildren();
});

describe('a pop-up that does nothing by itself', () => {
  it('is shown and marked live without its live view, which comes at the first act', async () => {
    const { mounted, email } = mount(withFirstPaint(base));
    await vi.dynamicImportSettled();
    expect(goLive).not.toHaveBeenCalled();
    expect(mounted.host.hasAttribute('data-live')).toBe(true);
    email.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await vi.dynamicImportSettled();
    expect(goLive).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Tab', false, 'tab'],
    ['Tab', true, 'back'],
  ])('remembers %s (shift %s) for the live view, keeping the focus in the dialog', async (key, shiftKey, action) => {
    const { email } = mount(withFirstPaint(base));
    const press = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, composed: true, cancelable: true });
    email.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    await vi.dynamicImportSettled();
    expect(goLive.mock.calls[0]?.[2]).toEqual([action]);
  });

  it('remembers a press of another button as that button, and of the X as a close', async () => {
    const record = withFirstPaint({
      ...base,
      design: { ...base.design, screens: { ...base.design.screens, main: [...base.design.screens.main!, { kind: 'coupon', code: 'SAVE10' }] } },
    });
    const { root } = mount(record);
    const copy = root.querySelector<HTMLButtonElement>('.bk-coupon-copy')!;
    copy.click();
    root.querySelector<HTMLButtonElement>('.bk-close')!.click();
    await vi.dynamicImportSettled();
    expect(goLive.mock.calls[0]?.[2]).toEqual([copy, 'close']);
  });
});

describe('fetched at once', () => {
  it.each<[string, PopupRecord]>([
    [
      'a pop-up with a countdown',
      withFirstPaint({
        ...base,
        design: {
          ...base.design,
          screens: { ...base.design.screens, main: [...base.design.screens.main!, { kind: 'countdown', ends_at: '2030-01-01T00:00:00Z' }] },
        },
      }),
    ],
    [
      'a pop-up with an auto close',
      withFirstPaint({ ...base, design_properties: { ...base.design_properties, poptin_design_auto_close: 1, poptin_design_auto_close_sec: 10 } }),
    ],
    ['a record without a first paint', { ...base, poptin: '' }],
  ])('%s', async (_, record) => {
    const { mounted } = mount(record);
    await vi.dynamicImportSettled();
    expect(goLive).toHaveBeenCalledTimes(1);
    mounted.unmount();
  });
});
