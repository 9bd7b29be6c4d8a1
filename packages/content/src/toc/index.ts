import { deviceForWidth, readTocConfig, tocCookieName, type TocConfig } from '@beckon/core';
import { warn } from '../dom/log.js';
import { everyFrame, safeQuery } from '../dom/frame.js';
import { languageOf } from '../dom/language.js';
import { addPageStyles } from '../dom/page-styles.js';
import { collectHeadings, headingSource, type TocEntry } from './headings.js';
import { buildList, ownList } from './list.js';
import { activeMarker, stickyKeeper } from './reading.js';
import { focusHeading, scrollToHeading } from './scroll.js';
import { addShowMore } from './show-more.js';
import { tocCss } from './styles.js';
import { addToggle, startsHidden } from './toggle.js';

/** The publisher's list, else one built from the article's headings (anchors added where missing). */
function tableList(nav: HTMLElement, config: TocConfig): { list: HTMLElement; entries: TocEntry[] } | null {
  const own = ownList(nav);
  if (own) return own.entries.length ? own : null;
  const headings = collectHeadings(headingSource(nav, config), config.levels, nav);
  if (!headings.length) return null;
  const built = buildList(headings);
  nav.appendChild(built.list);
  return built;
}

/** The list and its show-more button in one box, which the toggle hides and shows. */
function wrapBody(list: HTMLElement): HTMLElement {
  const body = document.createElement('div');
  body.className = 'beckon-toc__body';
  list.before(body);
  body.appendChild(list);
  return body;
}

function jumpOnClick(nav: HTMLElement, entries: readonly TocEntry[], config: TocConfig): void {
  nav.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a');
    const entry = entries.find((candidate) => candidate.link === link);
    // A click meant for a new tab or window is the browser's.
    if (!entry || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    scrollToHeading(entry.heading, config.scrollOffset, config.smoothScroll);
    try {
      history.pushState(history.state, '', entry.link.getAttribute('href'));
    } catch {
      // A sandboxed page without history still scrolls.
    }
    focusHeading(entry.heading);
  });
}

function followReading(nav: HTMLElement, entries: readonly TocEntry[], config: TocConfig): void {
  const tasks = [activeMarker(entries, config.scrollOffset)];
  const container = config.stickyOn.length ? (safeQuery(document, config.affix) ?? nav.parentElement) : null;
  if (container) {
    const sticksHere = () => config.stickyOn.includes(deviceForWidth(window.innerWidth));
    tasks.push(stickyKeeper(nav, container, config.stickyOffset, sticksHere));
  }
  const update = everyFrame(() => tasks.forEach((task) => task()));
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update, { passive: true });
  update();
}

/** Enhances one table of contents (the `index`-th on the page); a table with nothing to list is left as it is. */
export function enhanceToc(nav: HTMLElement, index: number): void {
  if (nav.classList.contains('beckon-toc')) return;
  const config = readTocConfig((name) => nav.getAttribute(name));
  const table = tableList(nav, config);
  if (!table) return;
  addPageStyles(tocCss);
  const lang = languageOf(nav);
  const cookieName = tocCookieName(index);
  const body = wrapBody(table.list);
  addShowMore(body, table.list, config.showMore, lang);
  addToggle(nav, body, lang, cookieName, startsHidden(config, cookieName));
  nav.classList.add('beckon-toc');
  jumpOnClick(nav, table.entries, config);
  followReading(nav, table.entries, config);
}

/** Every table of contents on the page; one that fails is skipped with a note, the others go on. */
export function enhance(elements: readonly Element[]): void {
  elements.forEach((element, index) => {
    try {
      if (element instanceof HTMLElement) enhanceToc(element, index);
    } catch (error) {
      warn('a table of contents could not be enhanced; it stays as written', error);
    }
  });
}
