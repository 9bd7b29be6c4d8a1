import {
  contentTexts,
  isPaginationAdminMode,
  type Language,
  type PaginationConfig,
  paginationFetchUrl,
  paginationPageUrl,
  readPaginationConfig,
  t,
} from '@beckon/core';
import { freshId } from '../dom/frame.js';
import { languageOf } from '../dom/language.js';
import { warn } from '../dom/log.js';
import { addPageStyles } from '../dom/page-styles.js';
import { fetchPage } from './fetch-page.js';
import { markArrival, pageInState, pushPage } from './history.js';
import { followLink } from './navigate.js';
import { highestLinkedPage, renderPageLinks } from './nav.js';
import { scrollToGrid } from './scroll.js';
import { paginationCss } from './styles.js';

/** One post grid: its pages loaded so far (each a group), the one shown, and how far the list goes. */
interface Grid {
  key: string;
  nav: HTMLElement;
  status: HTMLElement;
  config: PaginationConfig;
  lang: Language;
  /** Where the grid is found in a fetched page. */
  selectors: string[];
  groups: Map<number, HTMLElement>;
  current: number;
  last: number;
  /** The grid did not say how many pages it has: the list grows until a 'no-post' answer. */
  open: boolean;
  /** SPEC §2: in admin mode the address is never rewritten. */
  admin: boolean;
  urlOf: (page: number) => string | null;
  /** Where a page is fetched from: the fragment endpoint, else its own address. */
  sourceOf: (page: number) => string | null;
  /** The page being fetched, and how to cancel it. */
  pending: { page: number; cancel: AbortController } | null;
}

const GRID = '[data-pagination-grid]';

function renderLinks(grid: Grid): void {
  renderPageLinks(grid.nav, { current: grid.current, last: grid.last, links: grid.config.links, lang: grid.lang, urlOf: grid.urlOf });
}

function announce(grid: Grid, text: string): void {
  grid.status.textContent = text;
}

/** The page's grid fades and says it is busy while the next page loads (SPEC §4: a loading class). */
function setLoading(grid: Grid, loading: boolean): void {
  const shown = grid.groups.get(grid.current);
  shown?.classList.toggle('beckon-pagination__grid--loading', loading);
  if (loading) shown?.setAttribute('aria-busy', 'true');
  else shown?.removeAttribute('aria-busy');
}

/** Keyboard and screen-reader users go on from the new page's first post: its heading, else its first link. */
function focusFirstPost(group: HTMLElement): void {
  const target = group.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? group.querySelector<HTMLElement>('a[href]') ?? group;
  if (target.localName !== 'a' && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Shows only page `page` (SPEC §4); a click also rewrites the address, scrolls to the grid and moves focus. */
function show(grid: Grid, page: number, fromHistory: boolean): void {
  for (const [n, group] of grid.groups) group.hidden = n !== page;
  grid.current = page;
  renderLinks(grid);
  const n = String(page);
  announce(
    grid,
    grid.open ? t(grid.lang, contentTexts.paginationPositionOpen, { n }) : t(grid.lang, contentTexts.paginationPosition, { n, total: String(grid.last) }),
  );
  if (fromHistory) return;
  const url = grid.urlOf(page);
  if (url && !grid.admin) pushPage(grid.key, page, url);
  const group = grid.groups.get(page)!;
  scrollToGrid(group, grid.config.offset, grid.config.smooth);
  focusFirstPost(group);
}

/** A fetched page's grid joins the others in page order, hidden until shown. */
function addGroup(grid: Grid, page: number, element: HTMLElement): void {
  element.classList.add('beckon-pagination__grid');
  element.dataset.paginationPage = String(page);
  if (element.id && document.getElementById(element.id)) element.removeAttribute('id');
  element.hidden = true;
  const pages = [...grid.groups.keys()].sort((a, b) => a - b);
  const after = pages.find((n) => n > page);
  if (after !== undefined) grid.groups.get(after)!.before(element);
  else grid.groups.get(pages[pages.length - 1]!)!.after(element);
  grid.groups.set(page, element);
  if (grid.open) grid.last = Math.max(grid.last, page + 1);
}

/** SPEC §7: a 'no-post' answer ends the list at the page before; there is no next any more. */
function endList(grid: Grid, page: number): void {
  const hadFocus = grid.nav.contains(document.activeElement);
  grid.open = false;
  grid.last = Math.max(grid.current, Math.max(...grid.groups.keys()), page - 1);
  renderLinks(grid);
  announce(grid, t(grid.lang, contentTexts.paginationEnd));
  if (hadFocus || document.activeElement === document.body) grid.nav.querySelector<HTMLElement>('[aria-current=page]')?.focus();
}

/**
 * Page `page`: shown when already loaded, else fetched (from the fragment endpoint, else its own
 * address), appended, shown. What cannot be fetched is followed as a plain link to the page's own
 * address; a newer click cancels an older one.
 */
async function go(grid: Grid, page: number, fromHistory: boolean): Promise<void> {
  const url = grid.urlOf(page);
  if (!url || grid.pending?.page === page || (page === grid.current && !grid.pending)) return;
  grid.pending?.cancel.abort();
  setLoading(grid, false);
  grid.pending = null;
  if (grid.groups.has(page)) return show(grid, page, fromHistory);
  const pending = { page, cancel: new AbortController() };
  grid.pending = pending;
  setLoading(grid, true);
  const answer = await fetchPage(grid.sourceOf(page) ?? url, grid.selectors, pending.cancel.signal);
  if (grid.pending !== pending) return;
  grid.pending = null;
  setLoading(grid, false);
  if (answer.kind === 'failed') return followLink(url);
  if (answer.kind === 'end') return endList(grid, page);
  if (answer.kind === 'page') {
    addGroup(grid, page, answer.grid);
    show(grid, page, fromHistory);
  }
}

function listen(grid: Grid): void {
  grid.nav.addEventListener('click', (event) => {
    // A new tab, a new window, a download: the browser's, as with any link.
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-page]');
    if (!link || !grid.nav.contains(link)) return;
    event.preventDefault();
    void go(grid, Number(link.dataset.page), false);
  });
  if (grid.admin) return;
  markArrival(grid.key, grid.current);
  window.addEventListener('popstate', (event) => {
    const page = pageInState(event.state, grid.key);
    if (page !== null && page !== grid.current) void go(grid, page, true);
  });
}

function navOf(root: HTMLElement, first: HTMLElement): HTMLElement {
  const nav = root.querySelector<HTMLElement>('[data-pagination-nav]') ?? [...root.querySelectorAll<HTMLElement>('nav')].find((n) => !first.contains(n));
  if (nav) return nav;
  const made = document.createElement('nav');
  first.after(made);
  return made;
}

function selectorsFor(root: HTMLElement): string[] {
  const own = root.id ? [`[id="${root.id.replace(/["\\]/g, '\\$&')}"] ${GRID}`] : [];
  return [...own, `[data-beckon-pagination] ${GRID}`, GRID];
}

/** Enhances one post grid; one without a grid, a usable URL template or a second page is left as it is. */
export function enhancePagination(root: HTMLElement, key: string): void {
  if (root.classList.contains('beckon-pagination')) return;
  const first = root.querySelector<HTMLElement>(GRID);
  const config = readPaginationConfig((name) => root.getAttribute(name));
  const base = window.location.href;
  const urlOf = (page: number) => paginationPageUrl(config, page, base);
  if (!first || !urlOf(1) || !urlOf(config.current)) return;
  const nav = navOf(root, first);
  const last = config.total ?? Math.max(highestLinkedPage(nav), config.current + 1);
  if (last < 2) return;
  addPageStyles(paginationCss);
  const lang = languageOf(root);
  const status = document.createElement('div');
  status.className = 'beckon-pagination__status';
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  status.id = freshId('beckon-pagination-status');
  first.classList.add('beckon-pagination__grid');
  first.dataset.paginationPage = String(config.current);
  if (!nav.hasAttribute('aria-label') && !nav.hasAttribute('aria-labelledby')) nav.setAttribute('aria-label', t(lang, contentTexts.paginationLabel));
  nav.classList.add('beckon-pagination__nav');
  nav.after(status);
  root.classList.add('beckon-pagination');
  const admin = isPaginationAdminMode(config.admin, document.body?.className ?? '');
  const grid: Grid = {
    key,
    nav,
    status,
    config,
    lang,
    selectors: selectorsFor(root),
    groups: new Map([[config.current, first]]),
    current: config.current,
    last,
    open: config.total === null,
    admin,
    urlOf,
    sourceOf: (page) => paginationFetchUrl(config, page, base),
    pending: null,
  };
  renderLinks(grid);
  listen(grid);
}

/** Every post grid on the page; one that fails is skipped with a note, the others go on. */
export function enhance(elements: readonly Element[]): void {
  elements.forEach((element, index) => {
    try {
      if (element instanceof HTMLElement) enhancePagination(element, element.id || String(index));
    } catch (error) {
      warn('a post grid could not be enhanced; its page links stay plain links', error);
    }
  });
}
