import { visitorConsentOf, type ConsentMode } from '@beckon/core';
import { consented, setConsented, warn } from '@beckon/embed-kit';

/**
 * Consent mode in the first download, kept small: the visitor's answer opens or closes the embed
 * kit's gate, which every cookie, storage write and beacon passes. Only 'granted' opens it. The
 * rest (erasing after a denial, reading the consent platforms) is a chunk that only pages in
 * consent mode fetch.
 */
let waiting: (() => void) | undefined;
/** the boot, on a page in consent mode, until the consent platforms have been read once */
let afterRead: (() => void) | undefined;

/** The visitor's answer, from the page's `Beckon('consent', …)` or its consent platform. */
export function sayConsent(value: unknown): void {
  const state = visitorConsentOf(value);
  if (!state) return warn(`unknown consent ${String(value)}`);
  setConsented(state === 'granted');
  if (consented()) {
    // the boot, when the pop-ups wait for a grant
    waiting?.();
    waiting = undefined;
  }
  import('./consent-chunk.js')
    .then((m) => m.afterConsent(state, sayConsent))
    .catch((error: unknown) => warn('consent mode could not load', error))
    .then(() => {
      const go = afterRead;
      afterRead = undefined;
      go?.();
    });
}

/** Consent mode as the loader's attributes ask; `show` (the boot) runs now, or once the visitor grants. */
export function startConsent(mode: ConsentMode, queued: () => void, show: () => void): void {
  if (mode.required) sayConsent('pending');
  // The page's queued commands come after the attribute: its own `Beckon('consent', …)` has the last word.
  queued();
  const go = () => (mode.popupsWait && !consented() ? (waiting = show) : show());
  // The platforms are read before anything shows: a visitor who consented on an earlier page has
  // this page's views counted too (the platform's answer is there by then, where it keeps one).
  if (mode.required) afterRead = go;
  else go();
}
