/** How a conversation link ended up opened, for tests and for the caller's curiosity. */
export type OpenedBy = 'tab' | 'anchor' | 'same-tab';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Opens a conversation link in a new tab with no referrer and no opener (SPEC §7), falling back
 * as SPEC §8 says when the tab is blocked: an anchor click (some blockers stop window.open but not
 * links), then the same tab.
 *
 * window.open(url, '_blank', 'noreferrer') cannot be used: with noreferrer (or noopener) the
 * HTML standard makes window.open return null even when the tab opened, so a blocked tab could
 * not be told apart and every open would fall through to a second one. So a blank tab is opened
 * (its handle says it was not blocked), its opener cut, and it navigates itself from a document
 * whose referrer policy is no-referrer: the messaging app never learns which page sent the visitor.
 */
export function openInNewTab(url: string, win: Window = window): OpenedBy {
  let tab: Window | null;
  try {
    tab = win.open('about:blank', '_blank');
  } catch {
    tab = null;
  }
  if (tab) {
    try {
      tab.opener = null;
      const blank = tab.document;
      blank.open();
      blank.write(`<!doctype html><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=${escapeAttribute(url)}">`);
      blank.close();
    } catch {
      // a tab we cannot write to (a browser that isolates it): send it on directly
      tab.location.replace(url);
    }
    return 'tab';
  }
  const doc = win.document;
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.target = '_blank';
  anchor.rel = 'noreferrer noopener';
  anchor.style.display = 'none';
  let followed: boolean;
  try {
    (doc.body ?? doc.documentElement).appendChild(anchor);
    followed = anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: win }));
  } catch {
    followed = false;
  } finally {
    anchor.remove();
  }
  if (followed) return 'anchor';
  win.location.assign(url);
  return 'same-tab';
}
