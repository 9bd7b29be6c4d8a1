import { isPopupId, POPUP_ID_LENGTH } from '@beckon/core';

/** A page is its address without the hash. */
const pageOf = (href: string) => href.split('#')[0];

/**
 * SPEC §1 single-page apps: pushState and popstate are page changes. A change of hash only is
 * not a new page. `since` is the page last displayed for: a change made before this module
 * arrived counts at once.
 */
export function watchNavigation(since: string, onPageChange: () => void): void {
  let page = pageOf(since);
  const check = () => {
    if (pageOf(location.href) === page) return;
    page = pageOf(location.href);
    onPageChange();
  };
  const push = history.pushState;
  history.pushState = function pushState(this: History, ...args: Parameters<History['pushState']>) {
    push.apply(this, args);
    check();
  };
  addEventListener('popstate', check);
  check();
}

const CLICK_PATH = new RegExp(`/click/([a-z0-9]{${POPUP_ID_LENGTH}})/?$`);
export const OPEN_ATTRIBUTE = 'data-beckon-on-click';

/**
 * SPEC §1 click display: a link to a click-display path (…/click/{id}) or any element with the
 * on-click attribute holding a 13-character pop-up id opens that pop-up instead of navigating.
 */
export function listenForClickDisplay(open: (poptinId: string) => void): void {
  document.addEventListener(
    'click',
    (event) => {
      const el = (event.target as Element | null)?.closest?.(`[${OPEN_ATTRIBUTE}],a[href]`);
      if (!el) return;
      const id = el.getAttribute(OPEN_ATTRIBUTE) ?? (el instanceof HTMLAnchorElement ? CLICK_PATH.exec(el.pathname)?.[1] : undefined);
      if (!isPopupId(id)) return;
      event.preventDefault();
      open(id);
    },
    true,
  );
}

// Read on every display, so it lives in the first download; this module is a chunk (boot.ts).
export { popupIdFromHash } from './hash-link.js';
