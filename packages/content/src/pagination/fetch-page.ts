import { isNoPostAnswer, PAGINATION_FETCH_TIMEOUT_MS, paginationAnswerFits } from '@beckon/core';

/** What a page's answer gave: its grid, the end of the list, nothing usable, or a newer click took over. */
export type PageAnswer = { kind: 'page'; grid: HTMLElement } | { kind: 'end' } | { kind: 'failed' } | { kind: 'aborted' };

/**
 * The grid of a fetched page, as inert nodes of this document: DOMParser runs no script, and the
 * script elements and on* handlers it kept are dropped before the grid joins the live page.
 */
function gridOf(html: string, selectors: readonly string[]): HTMLElement | null {
  const answer = new DOMParser().parseFromString(html, 'text/html');
  let grid: HTMLElement | null = null;
  for (const selector of selectors) {
    grid ??= answer.querySelector<HTMLElement>(selector);
  }
  if (!grid) return null;
  grid.querySelectorAll('script').forEach((script) => script.remove());
  for (const element of [grid, ...grid.querySelectorAll('*')]) {
    for (const name of element.getAttributeNames()) if (/^on/i.test(name)) element.removeAttribute(name);
  }
  return document.importNode(grid, true);
}

async function read(url: string, signal: AbortSignal): Promise<string | null> {
  // same-origin: a redirect to another site fails here, and the plain link decides instead.
  const response = await fetch(url, { mode: 'same-origin', credentials: 'same-origin', headers: { Accept: 'text/html' }, signal });
  const type = response.headers.get('Content-Type') ?? 'text/html';
  if (!response.ok || !/^text\/(html|plain)\b/i.test(type)) return null;
  if (!paginationAnswerFits(response.headers.get('Content-Length'))) return null;
  const text = await response.text();
  return paginationAnswerFits(null, text) ? text : null;
}

/**
 * Page N from the site's own paginated URL (or a fragment endpoint answering with the grid
 * alone): the grid found by `selectors`, or the end of the list when the answer is SPEC §7's
 * 'no-post' marker or a grid with no posts. Anything else (dead network, non-2xx, no grid, too
 * large, too slow) is 'failed', and the caller follows the plain link.
 */
export async function fetchPage(url: string, selectors: readonly string[], cancel: AbortSignal): Promise<PageAnswer> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  cancel.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(stop, PAGINATION_FETCH_TIMEOUT_MS);
  try {
    const html = await read(url, controller.signal);
    if (html === null) return { kind: 'failed' };
    if (isNoPostAnswer(html)) return { kind: 'end' };
    const grid = gridOf(html, selectors);
    if (!grid) return { kind: 'failed' };
    return grid.children.length ? { kind: 'page', grid } : { kind: 'end' };
  } catch {
    return cancel.aborted ? { kind: 'aborted' } : { kind: 'failed' };
  } finally {
    clearTimeout(timer);
    cancel.removeEventListener('abort', stop);
  }
}
