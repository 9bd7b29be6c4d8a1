import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { frameScale } from '../../src/editor/PreviewFrame.js';
import { renderEditor } from './support.js';

/**
 * Issue 23, polish d: the desktop preview, a 1024 px window scaled into the editor's column, was
 * too small to judge. "Fit" keeps it in the column (and says the scale); "100%" draws it at its
 * true CSS size, the preview taking the editor's whole width and scrolling when it must.
 */

/** The column the preview has: a ResizeObserver that reports this width for any element. */
const COLUMN = 512;

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback([{ contentRect: { width: COLUMN } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const box = () => document.querySelector<HTMLElement>('.ed-frame-box')!;
const frame = () => document.querySelector<HTMLIFrameElement>('iframe.ed-frame')!;
const status = () => document.querySelector('.ed-preview-status')!.textContent!;

describe('the desktop preview’s zoom', () => {
  it('the scale: never enlarged, 1 at 100%', () => {
    expect(frameScale('fit', 512, 1024)).toBe(0.5);
    expect(frameScale('fit', 2000, 1024)).toBe(1);
    expect(frameScale('actual', 512, 1024)).toBe(1);
  });

  it('fits the column at first, and says at what scale', async () => {
    renderEditor();
    await screen.findByRole('radio', { name: 'Fit' });
    await waitFor(() => expect(box().dataset.scale).toBe('0.500'));
    expect(frame().style.transform).toBe('scale(0.5)');
    expect(frame().style.width).toBe('1024px');
    expect(box().style.height).toBe('360px');
    await waitFor(() => expect(status()).toMatch(/^Main form screen on a desktop window shown at 50%, English/));
    expect(document.querySelector('.ed-preview')!.classList.contains('ed-preview-actual')).toBe(false);
  });

  it('100% draws the window at its true size, in a box that scrolls and a keyboard can reach', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('radio', { name: '100%' }));
    expect(box().dataset.zoom).toBe('actual');
    expect(box().dataset.scale).toBe('1.000');
    expect(frame().style.transform).toBe('none');
    expect(frame().style.width).toBe('1024px');
    expect(frame().style.height).toBe('720px');
    expect(box().tabIndex).toBe(0);
    expect(box().classList.contains('ed-frame-actual')).toBe(true);
    // The preview takes the editor's width (editor.css: .ed-body:has(.ed-preview-actual)).
    expect(document.querySelector('.ed-preview')!.classList.contains('ed-preview-actual')).toBe(true);
    expect(status()).toMatch(/^Main form screen on a desktop window at its true size, English/);
    await user.click(screen.getByRole('radio', { name: 'Fit' }));
    expect(box().dataset.scale).toBe('0.500');
  });

  it('the phone has no zoom: it is drawn at its size where it fits', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('radio', { name: '100%' }));
    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    expect(screen.queryByRole('radio', { name: '100%' })).toBeNull();
    expect(box().dataset.zoom).toBe('fit');
    expect(frame().style.width).toBe('375px');
    await user.click(screen.getByRole('radio', { name: 'Desktop' }));
    // The owner's choice is kept for the desktop.
    expect(box().dataset.zoom).toBe('actual');
  });
});
