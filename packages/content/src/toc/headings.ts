import { headingSlug, type TocConfig, uniqueSlug } from '@beckon/core';
import { safeQuery } from '../dom/frame.js';

/** A heading the table lists, and the link that leads to it. */
export interface TocEntry {
  heading: HTMLElement;
  link: HTMLAnchorElement;
}

/** The heading's words as a reader sees them: whitespace collapsed. */
export function headingText(heading: Element): string {
  return (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Where the headings are: the configured element, else the nearest article or main, else the body. */
export function headingSource(nav: HTMLElement, config: TocConfig): ParentNode {
  return safeQuery(document, config.source) ?? nav.closest('article, main') ?? document.querySelector('article, main') ?? document.body;
}

/** The headings of the configured levels, in order; none inside the table itself, none empty, none marked data-toc-skip. */
export function collectHeadings(source: ParentNode, levels: readonly number[], nav: HTMLElement): HTMLElement[] {
  const selector = levels.map((level) => `h${level}`).join(',');
  return [...source.querySelectorAll<HTMLElement>(selector)].filter(
    (heading) => !nav.contains(heading) && !heading.closest('[data-toc-skip]') && headingText(heading) !== '',
  );
}

/** The heading's anchor: its own id when it has one, else a new one from its words (unique on the page). */
export function ensureAnchor(heading: HTMLElement): string {
  if (heading.id) return heading.id;
  heading.id = uniqueSlug(headingSlug(headingText(heading)), (id) => document.getElementById(id) !== null);
  return heading.id;
}

/** The element a same-page link points at, or null for any other link. */
export function linkTarget(link: HTMLAnchorElement): HTMLElement | null {
  const href = link.getAttribute('href') ?? '';
  if (!href.startsWith('#') || href.length < 2) return null;
  let id = href.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A stray % names the id as written.
  }
  return document.getElementById(id);
}
