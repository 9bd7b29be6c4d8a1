import { PAGINATION_DEFAULT_PAGE_LINKS } from '../constants.js';

/** The page links a post grid shows: a window of page numbers, and previous/next when they exist. */
export interface PageWindow {
  pages: number[];
  previous: number | null;
  next: number | null;
}

/**
 * SPEC §9: 5 page links by default, the current page as near their middle as the ends allow
 * (page 1 of 9 shows 1-5; page 5 shows 3-7; page 9 shows 5-9). Out-of-range input is pulled in.
 */
export function pageWindow(current: number, total: number, size: number = PAGINATION_DEFAULT_PAGE_LINKS): PageWindow {
  const last = Number.isFinite(total) ? Math.max(1, Math.floor(total)) : 1;
  const page = Number.isFinite(current) ? Math.min(last, Math.max(1, Math.floor(current))) : 1;
  const width = Number.isFinite(size) ? Math.min(last, Math.max(1, Math.floor(size))) : Math.min(last, PAGINATION_DEFAULT_PAGE_LINKS);
  const start = Math.min(Math.max(1, page - Math.floor((width - 1) / 2)), last - width + 1);
  return {
    pages: Array.from({ length: width }, (_, i) => start + i),
    previous: page > 1 ? page - 1 : null,
    next: page < last ? page + 1 : null,
  };
}

/** SPEC §7: the marker a site's pagination answer holds when there are no more posts. */
export const NO_POST_MARKER = 'no-post';

/**
 * An answer ends the list when it is the bare marker, or carries it as a class or a
 * data-no-post attribute (a site that wraps the marker in its own element).
 */
export function isNoPostAnswer(html: string): boolean {
  if (html.trim() === NO_POST_MARKER) return true;
  return /\bclass\s*=\s*["'][^"']*(?<![\w-])no-post(?![\w-])[^"']*["']|\sdata-no-post[\s=>/]/i.test(html);
}
