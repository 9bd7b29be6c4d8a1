import { adoptStyles } from '@beckon/embed-kit';

/**
 * Inline !important on the host element wins over any page rule: `all:initial` undoes whatever a
 * hostile or careless page stylesheet does to it (hide, transform, filter) and stops inherited
 * page styles reaching the pop-up; the rest places it above the page, or in the flow of an
 * embed container, where it takes its space like any block. The page's font alone comes through,
 * for a pop-up set to "the page's own font" (design.theme.font inherit); every other view names its own.
 */
const FLOATING_HOST =
  'all:initial!important;font-family:inherit!important;display:block!important;position:fixed!important;top:0!important;left:0!important;z-index:2147483647!important';
const INLINE_HOST = 'all:initial!important;font-family:inherit!important;display:block!important;position:relative!important';

export interface HostOptions {
  css: string;
  nonce: string | undefined;
  /** modal views make the page behind inert and give focus back when they go */
  modal?: boolean;
  /** render in this element's flow instead of over the page */
  container?: HTMLElement | undefined;
}

export interface ShadowHost {
  host: HTMLElement;
  /** where the view goes, inside the open shadow root */
  root: HTMLElement;
  remove(): void;
}

/**
 * Where a modal's focus goes when it opens (WAI-ARIA dialog): its form's first field, else its
 * first button. Two queries, not one selector list: the close button comes first in the markup.
 */
export function firstFocusTarget(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>('input:not([type=hidden]),select,textarea') ?? root.querySelector<HTMLElement>('button');
}

/** An isolated place for one view: a host element with an open shadow root and its styles. */
export function createShadowHost(options: HostOptions): ShadowHost {
  const host = document.createElement('beckon-popup');
  host.setAttribute('style', options.container ? INLINE_HOST : FLOATING_HOST);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, options.css, options.nonce);
  const root = document.createElement('div');
  shadow.appendChild(root);

  const returnFocusTo = document.activeElement as HTMLElement | null;
  const madeInert: Element[] = [];
  (options.container ?? document.body).appendChild(host);
  if (options.modal) {
    for (const sibling of Array.from(document.body.children)) {
      if (sibling !== host && sibling.tagName !== 'BECKON-POPUP' && !sibling.hasAttribute('inert')) {
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
  }
  return {
    host,
    root,
    remove() {
      host.remove();
      for (const el of madeInert) el.removeAttribute('inert');
      if (options.modal && returnFocusTo?.isConnected) returnFocusTo.focus?.({ preventScroll: true });
    },
  };
}
