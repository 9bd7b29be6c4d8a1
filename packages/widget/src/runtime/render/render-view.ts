import { h, hydrate, render, type ComponentType } from 'preact';
import { isOn } from '@beckon/core';
import { PopupView, type PopupViewProps } from '../../views/index.js';
import type { Mounted } from './mount.js';
import { pageStore } from '../store/page-store.js';
import { createShadowHost, type HostOptions } from './shadow-host.js';

const FOCUSABLE = 'a[href],button,input:not([type=hidden]),select,textarea,[tabindex]:not([tabindex="-1"])';

/** What the visitor did before the live view arrived, replayed on it. */
export type EarlyAction = 'submit' | 'close' | 'escape';

/** Renders a view (teaser, notices) live into its own shadow host. */
export function mountView<P extends object>(component: ComponentType<P>, props: P, options: HostOptions): Mounted {
  const shell = createShadowHost(options);
  render(h(component, props), shell.root);
  return {
    host: shell.host,
    unmount() {
      render(null, shell.root);
      shell.remove();
    },
  };
}

/** What the live view asks of the store (adding to its cart) and of the catalogue (recommendations). */
function storeProps({ api, record }: PopupViewProps): Pick<PopupViewProps, 'onAddToCart' | 'loadProducts'> {
  const store = pageStore();
  return {
    onAddToCart: store ? (product, action) => store.addToCart(product, action) : undefined,
    loadProducts: api ? (block) => import('../store/recommendations.js').then((m) => m.recommendedProducts(api, record.poptin_id, block)) : undefined,
  };
}

/**
 * Whether the live view draws what the server drew. The server renders the first paint knowing
 * only the record and the device; the page may give the live view more that changes its markup:
 * the server's human check (a captcha in the form) or a store's cart (add-to-cart buttons in place
 * of links). Hydrating over different markup would leave the server's attributes on reused nodes.
 */
function drawsAsServer({ record, captcha, onAddToCart }: PopupViewProps): boolean {
  return !(isOn(record.design_properties.captcha) && captcha) && !onAddToCart;
}

/** The early actions, replayed on the live view in the order the visitor took them. */
function replay(live: HTMLElement, early: EarlyAction[]): void {
  for (const action of early) {
    if (action === 'submit') live.querySelector('form')?.requestSubmit();
    else if (action === 'close') live.querySelector<HTMLButtonElement>('.bk-close')?.click();
    else live.querySelector('[role=dialog]')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  }
}

/**
 * Makes the server-rendered first paint in `root` live. Where the live view draws the same markup
 * (nearly always), Preact hydrates it: the nodes stay, and with them what the visitor typed, the
 * focus and the caret; only listeners are attached, and no second tree is built, styled and laid
 * out (issue 22). Otherwise the live view is rendered apart and swapped in, carrying those over.
 */
export function takeOver(root: HTMLElement, props: PopupViewProps, early: EarlyAction[]): () => void {
  const live = { ...storeProps(props), ...props };
  const hydrating = root.childElementCount > 0 && drawsAsServer(live);
  if (hydrating) hydrate(h(PopupView as unknown as ComponentType<PopupViewProps>, live), root);
  const stop = hydrating ? () => render(null, root) : swapIn(root, live);
  // The host says the pop-up is live, for a page's scripts (and tests) that wait on it.
  (root.getRootNode() as ShadowRoot).host?.setAttribute('data-live', '');
  replay(root, early);
  return stop;
}

/** The live view rendered apart and swapped in for the first paint (or into an empty root). */
function swapIn(root: HTMLElement, props: PopupViewProps): () => void {
  const painted = root.childElementCount > 0;
  const live = document.createElement('div');
  render(h(PopupView as unknown as ComponentType<PopupViewProps>, { ...props, entered: painted }), live);
  const shadow = root.getRootNode() as ShadowRoot;
  const active = shadow.activeElement as HTMLInputElement | null;
  // Focus is carried by position among the focusable elements: the two trees match one to one.
  const focusIndex = active ? Array.from(root.querySelectorAll(FOCUSABLE)).indexOf(active) : -1;
  for (const field of Array.from(root.querySelectorAll<HTMLInputElement>('input[name],select[name],textarea[name]'))) {
    const twin = live.querySelector<HTMLInputElement>(`[name="${CSS.escape(field.name)}"]`);
    if (twin) twin.value = field.value;
  }
  root.replaceChildren(live);
  if (active && focusIndex >= 0) {
    const twin = live.querySelectorAll<HTMLInputElement>(FOCUSABLE)[focusIndex];
    twin?.focus({ preventScroll: true });
    if (twin && typeof active.selectionStart === 'number' && 'setSelectionRange' in twin) {
      try {
        twin.setSelectionRange(active.selectionStart, active.selectionEnd);
      } catch {
        // inputs of type email have no caret API
      }
    }
  }
  return () => render(null, live);
}
