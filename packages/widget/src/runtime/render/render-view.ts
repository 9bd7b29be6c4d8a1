import { h, hydrate, render, type ComponentType } from 'preact';
import { isOn } from '@beckon/core';
import { recordActsAlone } from '../../views/acts-alone.js';
import { PopupView, type PopupViewProps } from '../../views/index.js';
import { holdsEdits } from '../../views/form-values.js';
import type { Mounted } from './mount.js';
import { pageStore } from '../store/page-store.js';
import { createShadowHost, type HostOptions } from './shadow-host.js';
import { VISITOR_ACTS } from './visitor-acts.js';

const FOCUSABLE = 'a[href],button,input:not([type=hidden]),select,textarea,[tabindex]:not([tabindex="-1"])';

/**
 * What the visitor did before the live view arrived, replayed on it: a submit, a close, Escape,
 * Tab forward ('tab') or back ('back') in a modal, or a press of another button (the element).
 */
export type EarlyAction = 'submit' | 'close' | 'escape' | 'tab' | 'back' | Element;

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
    else if (action === 'escape') live.querySelector('[role=dialog]')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    else if (action === 'tab' || action === 'back') moveFocus(live, action === 'back');
    // A hydrated first paint keeps its nodes: the button pressed is the live one.
    else if (live.contains(action)) (action as HTMLElement).click();
  }
}

/** Tab in a modal, as the live view's dialog keeps it: to the next (or previous) control, round within the pop-up. */
function moveFocus(live: HTMLElement, back: boolean): void {
  const items = Array.from(live.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.matches('[disabled],[tabindex="-1"]'));
  if (items.length === 0) return;
  const at = items.indexOf((live.getRootNode() as ShadowRoot).activeElement as HTMLElement);
  items[at < 0 ? (back ? items.length - 1 : 0) : (at + (back ? -1 : 1) + items.length) % items.length]!.focus({ preventScroll: true });
}

/** What mount.ts listens for on the first paint, to replay it on the live view. */
const REMEMBERED = ['submit', 'click', 'keydown'];

/** Whether the pop-up does something by itself once shown (views/acts-alone.ts), or a store's cart makes it act. */
function actsOnItsOwn(view: PopupViewProps): boolean {
  return !!view.onAddToCart || recordActsAlone(view.record, view.device);
}

/**
 * Makes a pop-up live, from its server-rendered first paint when it has one (mount.ts). A first
 * paint that does nothing by itself stays as it is until the visitor acts on it: the page pays
 * for the live view only when someone uses it (issue 22). The visitor's first press, key, click,
 * submit or edit makes it live in that event's capture, so the event itself reaches the live
 * view's handlers. Anything done before this chunk arrived (mount.ts `remember`) makes it live at once.
 */
export function goLive(root: HTMLElement, props: PopupViewProps, early: EarlyAction[], remember: EventListener): () => void {
  const view = { ...storeProps(props), ...props };
  let stop: (() => void) | null = null;
  const wake = () => {
    for (const type of VISITOR_ACTS) root.removeEventListener(type, wake, true);
    for (const type of REMEMBERED) root.removeEventListener(type, remember);
    stop ??= takeOver(root, view, early);
  };
  if (root.childElementCount === 0 || early.length > 0 || actsOnItsOwn(view) || holdsEdits(root)) wake();
  else {
    for (const type of VISITOR_ACTS) root.addEventListener(type, wake, true);
    markLive(root);
  }
  return () => {
    if (stop) stop();
    else for (const type of VISITOR_ACTS) root.removeEventListener(type, wake, true);
  };
}

/**
 * The host says the pop-up is live: whatever the visitor does next is handled by the live view.
 * For a page's scripts (and tests) that wait on it. `data-live` alone (mount.ts) says the first
 * paint remembers what the visitor does for the live view, still on its way; "view", that it is here.
 */
function markLive(root: HTMLElement): void {
  (root.getRootNode() as ShadowRoot).host?.setAttribute('data-live', 'view');
}

/**
 * Makes the server-rendered first paint in `root` live. Where the live view draws the same markup
 * (nearly always), Preact hydrates it: the nodes stay, and with them what the visitor typed, the
 * focus and the caret; only listeners are attached, and no second tree is built, styled and laid
 * out (issue 22). Otherwise the live view is rendered apart and swapped in, carrying those over.
 */
export function takeOver(root: HTMLElement, live: PopupViewProps, early: EarlyAction[]): () => void {
  const hydrating = root.childElementCount > 0 && drawsAsServer(live);
  if (hydrating) hydrate(h(PopupView as unknown as ComponentType<PopupViewProps>, live), root);
  const stop = hydrating ? () => render(null, root) : swapIn(root, live);
  markLive(root);
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
