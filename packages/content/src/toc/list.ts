import type { TocEntry } from './headings.js';
import { ensureAnchor, headingText, linkTarget } from './headings.js';

function entryItem(heading: HTMLElement): { item: HTMLLIElement; link: HTMLAnchorElement } {
  const item = document.createElement('li');
  item.className = 'beckon-toc__item';
  const link = document.createElement('a');
  link.className = 'beckon-toc__link';
  link.href = `#${encodeURIComponent(ensureAnchor(heading))}`;
  link.textContent = headingText(heading);
  item.appendChild(link);
  return { item, link };
}

/**
 * A nested ordered list that follows the headings' levels: an h3 after an h2 goes into the h2's
 * item; a jump of two levels nests once, so no empty item is ever made.
 */
export function buildList(headings: readonly HTMLElement[]): { list: HTMLOListElement; entries: TocEntry[] } {
  const list = document.createElement('ol');
  list.className = 'beckon-toc__list';
  const entries: TocEntry[] = [];
  const levelOf = (heading: HTMLElement) => Number(heading.tagName.slice(1)) || 2;
  const stack = [{ level: Math.min(...headings.map(levelOf)), list: list as HTMLOListElement }];
  for (const heading of headings) {
    const level = levelOf(heading);
    while (stack.length > 1 && stack[stack.length - 1]!.level > level) stack.pop();
    let top = stack[stack.length - 1]!;
    if (level > top.level && top.list.lastElementChild) {
      const nested = document.createElement('ol');
      nested.className = 'beckon-toc__list';
      top.list.lastElementChild.appendChild(nested);
      top = { level, list: nested };
      stack.push(top);
    }
    const { item, link } = entryItem(heading);
    top.list.appendChild(item);
    entries.push({ heading, link });
  }
  return { list, entries };
}

/** The publisher's own list (server-rendered, working without the script): its same-page links whose targets exist. */
export function ownList(nav: HTMLElement): { list: HTMLOListElement | HTMLUListElement; entries: TocEntry[] } | null {
  const list = nav.querySelector<HTMLOListElement | HTMLUListElement>('ol, ul');
  if (!list) return null;
  const entries: TocEntry[] = [];
  for (const link of list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    const heading = linkTarget(link);
    if (!heading) continue;
    link.classList.add('beckon-toc__link');
    entries.push({ heading, link });
  }
  list.classList.add('beckon-toc__list');
  return { list, entries };
}
