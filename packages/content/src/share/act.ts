import { isShareServiceKey, shareService, type ShareServiceKey, shareTexts, t } from '@beckon/core';
import type { BarContext } from './context.js';
import { copyText } from './copy.js';
import { askMastodonInstance } from './mastodon.js';
import { openShare } from './share-window.js';

/** A click the browser should keep: a new tab or window asked for by hand. */
function byHand(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

function runAction(key: ShareServiceKey, context: BarContext): void {
  if (key === 'copy_link') {
    void copyText(context.page.url).then((copied) => {
      context.say(copied ? t(context.lang, shareTexts.linkCopied) : t(context.lang, shareTexts.copyFailed, { url: context.page.url }));
      if (copied) context.shared(key);
    });
  } else if (key === 'print') {
    context.shared(key);
    window.print();
  } else if (key === 'native') {
    navigator
      .share({ title: context.page.title, url: context.page.url })
      .then(() => context.shared(key))
      // The visitor closed the dialog: nothing was shared, nothing to say.
      .catch(() => {});
  }
}

/**
 * What a click on a service's control does. Networks open their share window (a blocked window
 * falls back to the same tab); mail, SMS and messaging apps follow their link; Mastodon asks for
 * the instance first; copy, print and the device's dialog are the kit's own. Every share made is
 * counted once.
 */
export function shareFrom(control: HTMLElement, event: MouseEvent, context: BarContext, returnTo: HTMLElement | null = control): void {
  const key = control.dataset.shareService;
  if (!isShareServiceKey(key)) return;
  const service = shareService(key);
  if (service.kind === 'action') return runAction(key, context);
  if (byHand(event)) return context.shared(key);
  if (service.kind === 'app') return context.shared(key);
  event.preventDefault();
  if (key === 'mastodon') return askMastodonInstance(context, returnTo);
  const href = control instanceof HTMLAnchorElement && control.href ? control.href : null;
  if (!href) return;
  openShare(href, key, service.kind === 'tab');
  context.shared(key);
}
