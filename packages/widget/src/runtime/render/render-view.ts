import { h, render, type ComponentType } from 'preact';
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
 * Replaces the server-rendered first paint in `root` with the live pop-up, carrying over what
 * the visitor typed, where the focus and caret were, and any action they took meanwhile.
 */
export function takeOver(root: HTMLElement, props: PopupViewProps, early: EarlyAction[]): () => void {
  const painted = root.childElementCount > 0;
  const live = document.createElement('div');
  render(h(PopupView as unknown as ComponentType<PopupViewProps>, { ...storeProps(props), ...props, entered: painted }), live);
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
  for (const action of early) {
    if (action === 'submit') live.querySelector('form')?.requestSubmit();
    else if (action === 'close') live.querySelector<HTMLButtonElement>('.bk-close')?.click();
    else live.querySelector('[role=dialog]')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  }
  return () => render(null, live);
}
