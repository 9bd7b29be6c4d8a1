import { popupCss } from '../../views/styles.js';
import type { PopupViewProps } from '../../views/types.js';
import type { EarlyAction } from './render-view.js';
import { readPageGlobal, warn } from '@beckon/embed-kit';
import { DATA_LAYER_GLOBAL, isOn } from '@beckon/core';
import { createShadowHost, firstFocusTarget, type HostOptions } from './shadow-host.js';
import { pageStore } from '../store/page-store.js';
import { ACTS_ALONE_ATTRIBUTE } from '../../views/acts-alone-mark.js';
import { VISITOR_ACTS } from './visitor-acts.js';

export interface Mounted {
  host: HTMLElement;
  unmount: () => void;
}

/**
 * Shows a pop-up: at once from the server-rendered HTML of its record (SPEC §3 `poptin`), then
 * live when the interactive views (a chunk, fetched now) take over: at once for a pop-up that
 * acts by itself, else at the visitor's first act (render-view.ts goLive). What the visitor does
 * before the chunk arrives is kept and replayed, so nothing typed or clicked is lost.
 */
export function mountPopup(props: PopupViewProps, options: Omit<HostOptions, 'css'>): Mounted {
  // One mention of popupCss: the minifier inlines the constant at each. Its type's and blocks'
  // parts come with its record (views/type-css.ts recordCssOf), so the first paint is laid out right.
  const shell = createShadowHost({ ...options, css: popupCss + (props.record.poptin_css ?? '') + (props.games?.css ?? '') });
  shell.host.dataset.poptinId = props.record.poptin_id;
  // The tag manager's field events are a chunk, fetched only on a page that has a data layer.
  for (const type of ['focusin', 'focusout'] as const)
    shell.root.addEventListener(
      type,
      ({ target }) => readPageGlobal(DATA_LAYER_GLOBAL) && void import('../visitor/data-layer.js').then((m) => m.pushFieldEvent(type, target, props.record)),
    );
  const early: EarlyAction[] = [];
  const remember = (event: Event) => {
    const el = event.target as Element;
    const key = (event as KeyboardEvent).key;
    const button = event.type === 'click' && el.closest?.('button[type=button]');
    if (event.type === 'submit') {
      event.preventDefault();
      early.push('submit');
    } else if (button) early.push(button.matches('.bk-close,.bk-button-secondary') ? 'close' : button);
    else if (key === 'Escape') early.push('escape');
    else if (key === 'Tab' && options.modal) {
      // The dialog keeps the focus from the first key (WAI-ARIA): the live view moves it.
      event.preventDefault();
      early.push((event as KeyboardEvent).shiftKey ? 'back' : 'tab');
    }
  };
  const shownAt = Date.now();
  let stop: (() => void) | null = null;
  let gone = false;
  let giveRoomBack: (() => void) | null = null;
  if (props.record.poptin) {
    shell.root.innerHTML = props.record.poptin;
    for (const type of ['submit', 'click', 'keydown']) shell.root.addEventListener(type, remember);
    // After the first paint, not in its task: focusing forces the style and layout that the frame
    // would do anyway, doubling the task that shows the pop-up (issue 22).
    if (options.modal) requestAnimationFrame(() => setTimeout(() => firstFocusTarget(shell.root)?.focus({ preventScroll: true })));
  }
  // A bar that pushes the page (issue 23) shows once the page made room for it, never over the
  // heading first; its first paint says whether it pushes (views/layout.ts), a covering bar waits for nothing.
  if (props.record.poptin_type === 'bar' && !options.container && (!props.record.poptin || shell.root.querySelector('.bk-push'))) {
    shell.root.hidden = true;
    import('./page-space.js')
      .then((m) => {
        if (!gone) giveRoomBack = m.holdPageSpace(shell.root);
      })
      .catch((error: unknown) => warn('the bar could not make room on the page', error))
      .finally(() => (shell.root.hidden = false));
  }
  let asked = false;
  const fetchLive = () => {
    if (asked) return;
    asked = true;
    for (const type of VISITOR_ACTS) shell.root.removeEventListener(type, fetchLive, true);
    import('./render-view.js').then(
      ({ goLive }) => {
        if (!gone) stop = goLive(shell.root, { ...props, shownAt }, early, remember);
      },
      (error: unknown) => warn('the pop-up could not become interactive', error),
    );
  };
  // A first paint that does nothing by itself waits for the visitor before its live view is even
  // fetched: most visitors never use a pop-up, and the chunk costs the page (issue 22). What they
  // do before it arrives is remembered and replayed (render-view.ts), so the host is live now.
  const actsAlone =
    !props.record.poptin ||
    !!shell.root.querySelector(`[${ACTS_ALONE_ATTRIBUTE}]`) ||
    !!pageStore() ||
    (isOn(props.record.design_properties.captcha) && !!props.captcha);
  if (actsAlone) fetchLive();
  else {
    for (const type of VISITOR_ACTS) shell.root.addEventListener(type, fetchLive, true);
    shell.host.setAttribute('data-live', '');
  }
  return {
    host: shell.host,
    unmount() {
      gone = true;
      stop?.();
      giveRoomBack?.();
      shell.remove();
    },
  };
}
