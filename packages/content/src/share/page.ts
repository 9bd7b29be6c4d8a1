import type { ShareConfig, SharedPage } from '@beckon/core';

/**
 * The page a bar shares: the address it was told, else the page's canonical link, else its own
 * address without the fragment (a reader's place in the page is not a different page); the
 * title it was told, else the document's.
 */
export function sharedPage(config: ShareConfig): SharedPage {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel~="canonical"][href]')?.href;
  let url = config.url ?? canonical ?? location.href;
  try {
    const parsed = new URL(url, location.href);
    parsed.hash = '';
    url = parsed.href;
  } catch {
    url = location.href.split('#')[0]!;
  }
  return { url, title: config.title ?? document.title.replace(/\s+/g, ' ').trim() };
}

/** The Beckon server that served content.js: counts are asked from and sent to it. */
export function serverOrigin(): string {
  const script = document.querySelector<HTMLScriptElement>('script[src*="/sdk/content"]');
  try {
    return new URL(script?.src ?? location.href, location.href).origin;
  } catch {
    return location.origin;
  }
}
