import { contentTexts, type Language, pageWindow, t } from '@beckon/core';

/** What the page links show: where the visitor is, how far the list goes, and each page's address. */
export interface LinksView {
  current: number;
  last: number;
  links: number;
  lang: Language;
  urlOf: (page: number) => string | null;
}

function pageLink(page: number, url: string, text: string, label?: string): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.className = 'beckon-pagination__link';
  link.href = url;
  link.dataset.page = String(page);
  link.textContent = text;
  if (label) link.setAttribute('aria-label', label);
  item.appendChild(link);
  return item;
}

/**
 * The nav's links, rewritten: previous, a window of page numbers (core's pageWindow, SPEC §9: 5),
 * next. Each is a real link to the page's own address, so a new tab, a copied link or the kit's
 * failure still lands on the page; the one shown carries aria-current="page".
 */
export function renderPageLinks(nav: HTMLElement, view: LinksView): void {
  const { pages, previous, next } = pageWindow(view.current, view.last, view.links);
  const list = document.createElement('ul');
  list.className = 'beckon-pagination__list';
  const add = (page: number | null, text: string, rel?: string) => {
    const url = page === null ? null : view.urlOf(page);
    if (page === null || !url) return;
    const item = pageLink(page, url, text, rel ? undefined : t(view.lang, contentTexts.paginationPage, { n: String(page) }));
    if (rel) item.firstElementChild!.setAttribute('rel', rel);
    else item.firstElementChild!.classList.add('beckon-pagination__number');
    if (page === view.current && !rel) item.firstElementChild!.setAttribute('aria-current', 'page');
    list.appendChild(item);
  };
  add(previous, t(view.lang, contentTexts.paginationPrevious), 'prev');
  for (const page of pages) add(page, String(page));
  add(next, t(view.lang, contentTexts.paginationNext), 'next');
  nav.replaceChildren(list);
}

/** The highest page the server's own links name, for a grid that does not say how many pages it has. */
export function highestLinkedPage(nav: HTMLElement): number {
  let highest = 0;
  for (const link of nav.querySelectorAll('a[href]')) {
    const text = link.textContent?.trim() ?? '';
    if (/^\d{1,6}$/.test(text)) highest = Math.max(highest, Number(text));
  }
  return highest;
}
