import { h, render } from 'preact';
import { PopupView, popupCss, type PopupViewProps } from '../views/index.js';

/**
 * Inline !important on the host element wins over any page rule: `all:initial` undoes whatever a
 * hostile or careless page stylesheet does to it (hide, transform, filter) and stops inherited
 * page styles reaching the pop-up; the rest places it above the page.
 */
const HOST_STYLE = 'all:initial!important;display:block!important;position:fixed!important;top:0!important;left:0!important;z-index:2147483647!important';

let sheet: CSSStyleSheet | null = null;

function adoptStyles(shadow: ShadowRoot, nonce: string | undefined): void {
  try {
    sheet ??= new CSSStyleSheet();
    if (sheet.cssRules.length === 0) sheet.replaceSync(popupCss);
    shadow.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement('style');
    if (nonce) style.nonce = nonce;
    style.textContent = popupCss;
    shadow.appendChild(style);
  }
}

export interface Mounted { host: HTMLElement; unmount: () => void }

/** Renders a pop-up into its own open shadow root; modal ones make the page behind inert. */
export function mountPopup(props: PopupViewProps, options: { modal: boolean; nonce: string | undefined }): Mounted {
  const host = document.createElement('beckon-popup');
  host.setAttribute('style', HOST_STYLE);
  host.dataset.poptinId = props.record.poptin_id;
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, options.nonce);
  const root = document.createElement('div');
  shadow.appendChild(root);

  const returnFocusTo = document.activeElement as HTMLElement | null;
  const madeInert: Element[] = [];
  document.body.appendChild(host);
  if (options.modal) {
    for (const sibling of Array.from(document.body.children)) {
      if (sibling !== host && !sibling.hasAttribute('inert') && sibling.tagName !== 'BECKON-POPUP') {
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
  }
  render(h(PopupView, props), root);

  return {
    host,
    unmount() {
      render(null, root);
      host.remove();
      for (const el of madeInert) el.removeAttribute('inert');
      if (options.modal && returnFocusTo?.isConnected) returnFocusTo.focus?.({ preventScroll: true });
    },
  };
}
