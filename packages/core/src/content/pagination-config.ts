import {
  PAGINATION_ANSWER_MAX_CHARS,
  PAGINATION_DEFAULT_PAGE_LINKS,
  PAGINATION_LINKS_MAX,
  PAGINATION_MAX_PAGES,
  PAGINATION_OFFSET_MAX_PX,
  PAGINATION_OFFSET_PX,
} from '../constants.js';
import { type AttributeReader, flagAttribute, integerAttribute } from './config-attributes.js';

/** The page-number placeholder of a paginated URL template (SPEC §2: later pages through a template). */
export const PAGE_PLACEHOLDER = '{page}';

/** Beckon's own bound: characters of a URL template or first-page URL an attribute may hold. */
export const PAGINATION_URL_MAX_LENGTH = 2000;

/** A post grid's settings, in the kit's own attribute words. */
export interface PaginationConfig {
  /** The paginated URL with `{page}`, e.g. `/blog/page/{page}/`; null when missing or unusable. */
  template: string | null;
  /** Page 1's own URL (`/blog/`); null: the template's page 1. */
  first: string | null;
  /**
   * A fragment endpoint with `{page}` (`/blog/page/{page}/?fragment=1`) answering with the grid
   * alone: the kit fetches pages from it, while links and the address stay the pages' own URLs.
   * Null when missing or unusable: pages are fetched from their own URLs.
   */
  fragment: string | null;
  /** The page this document is. */
  current: number;
  /** How many pages there are; null when the grid does not say (the list then ends at a 'no-post' answer). */
  total: number | null;
  /** Page links in the window (SPEC §9: 5). */
  links: number;
  /** Px left above the grid's top when scrolling to it (SPEC §9: 160). */
  offset: number;
  smooth: boolean;
  /** The publisher marked the page as an admin view: the address is never rewritten. */
  admin: boolean;
}

function urlAttribute(value: string | null): string | null {
  const text = value?.trim() ?? '';
  return text && text.length <= PAGINATION_URL_MAX_LENGTH ? text : null;
}

/** Every setting from the element's data-pagination-* attributes; a bad value falls back, never throws. */
/** A URL template: it holds the page-number placeholder, else it is none. */
function templateAttribute(value: string | null): string | null {
  const template = urlAttribute(value);
  return template?.includes(PAGE_PLACEHOLDER) ? template : null;
}

export function readPaginationConfig(read: AttributeReader): PaginationConfig {
  const total = integerAttribute(read('data-pagination-total'), 0, 1, PAGINATION_MAX_PAGES);
  return {
    template: templateAttribute(read('data-pagination-url')),
    first: urlAttribute(read('data-pagination-first')),
    fragment: templateAttribute(read('data-pagination-fragment')),
    current: integerAttribute(read('data-pagination-current'), 1, 1, total || PAGINATION_MAX_PAGES),
    total: total || null,
    links: integerAttribute(read('data-pagination-links'), PAGINATION_DEFAULT_PAGE_LINKS, 1, PAGINATION_LINKS_MAX),
    offset: integerAttribute(read('data-pagination-offset'), PAGINATION_OFFSET_PX, 0, PAGINATION_OFFSET_MAX_PX),
    smooth: flagAttribute(read('data-pagination-smooth'), true),
    admin: flagAttribute(read('data-pagination-admin'), false),
  };
}

/**
 * Page `page`'s address, absolute: page 1 its own URL (`first`, else the template's page 1),
 * later pages the template. Null when it cannot be one the kit may fetch: not a whole page number
 * in range, no template, or not on the page's own origin over http(s) (the kit only reads the
 * site's own pages, never another's).
 */
export function paginationPageUrl(config: Pick<PaginationConfig, 'template' | 'first'>, page: number, base: string): string | null {
  if (!Number.isInteger(page) || page < 1 || page > PAGINATION_MAX_PAGES) return null;
  const written = page === 1 && config.first ? config.first : config.template?.split(PAGE_PLACEHOLDER).join(String(page));
  if (!written) return null;
  try {
    const origin = new URL(base).origin;
    const url = new URL(written, base);
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Where the kit fetches page `page` from: the fragment endpoint when there is a usable one (on the
 * page's own origin), else the page's own address (the grid then taken out of the whole page).
 * Null when the page has no address of its own: a page the links cannot name is never fetched.
 */
export function paginationFetchUrl(config: Pick<PaginationConfig, 'template' | 'first' | 'fragment'>, page: number, base: string): string | null {
  const own = paginationPageUrl(config, page, base);
  if (!own || !config.fragment) return own;
  return paginationPageUrl({ template: config.fragment, first: null }, page, base) ?? own;
}

/**
 * SPEC §2: the address is not rewritten in admin mode: when the publisher says so
 * (data-pagination-admin), or on a WordPress page its editor or admin bar is showing on.
 */
export function isPaginationAdminMode(flagged: boolean, bodyClasses: string): boolean {
  return flagged || /(^|\s)(wp-admin|admin-bar)(\s|$)/.test(bodyClasses);
}

/**
 * An answer the kit may read: a declared length (Content-Length) or the text's own within the
 * bound. A missing or unreadable declared length does not refuse; the text is measured after.
 */
export function paginationAnswerFits(declaredLength: string | null, text?: string): boolean {
  if (declaredLength !== null && /^\s*\d+\s*$/.test(declaredLength) && Number(declaredLength) > PAGINATION_ANSWER_MAX_CHARS) return false;
  return text === undefined || text.length <= PAGINATION_ANSWER_MAX_CHARS;
}
