import { describe, expect, it } from 'vitest';
import {
  isPaginationAdminMode,
  PAGINATION_ANSWER_MAX_CHARS,
  PAGINATION_OFFSET_PX,
  PAGINATION_SCROLL_MS,
  paginationAnswerFits,
  paginationFetchUrl,
  paginationPageUrl,
  readPaginationConfig,
} from '../../src/index.js';

const BASE = 'https://journal.example/blog/page/3/?utm=x#top';
const BLOG = { template: '/blog/page/{page}/', first: '/blog/' };

describe('a page’s address (SPEC §2: page 1 its own URL, later pages the template)', () => {
  it.each([
    [BLOG, 1, 'https://journal.example/blog/'],
    [BLOG, 2, 'https://journal.example/blog/page/2/'],
    [BLOG, 12, 'https://journal.example/blog/page/12/'],
    [{ template: '/blog/page/{page}/', first: null }, 1, 'https://journal.example/blog/page/1/'],
    [{ template: '?paged={page}&sort={page}', first: null }, 4, 'https://journal.example/blog/page/3/?paged=4&sort=4'],
    [{ template: 'https://journal.example/news/{page}#posts', first: null }, 2, 'https://journal.example/news/2'],
    [{ template: 'page/{page}/', first: null }, 5, 'https://journal.example/blog/page/3/page/5/'],
  ])('%j, page %d → %s', (config, page, url) => {
    expect(paginationPageUrl(config, page, BASE)).toBe(url);
  });

  it.each([
    ['another origin', { template: 'https://evil.example/blog/{page}/', first: null }, 2],
    ['protocol-relative to another host', { template: '//evil.example/{page}', first: null }, 2],
    ['a first page elsewhere', { template: '/blog/page/{page}/', first: 'https://evil.example/' }, 1],
    ['javascript:', { template: 'javascript:alert({page})', first: null }, 2],
    ['data:', { template: 'data:text/html,{page}', first: null }, 2],
    ['no template', { template: null, first: '/blog/' }, 2],
    ['page 0', BLOG, 0],
    ['a fraction', BLOG, 2.5],
    ['NaN', BLOG, Number.NaN],
    ['past the bound', BLOG, 100_001],
  ])('refuses %s', (_name, config, page) => {
    expect(paginationPageUrl(config, page, BASE)).toBeNull();
  });
});

describe('where a page is fetched from: a fragment endpoint, else the page’s own address', () => {
  const FRAGMENT = { ...BLOG, fragment: '/blog/fragment/{page}/?grid=1' };
  it.each([
    ['no fragment endpoint: page 1’s own URL', { ...BLOG, fragment: null }, 1, 'https://journal.example/blog/'],
    ['no fragment endpoint: page 2’s own URL', { ...BLOG, fragment: null }, 2, 'https://journal.example/blog/page/2/'],
    ['the fragment of page 1 (not the first page’s own URL)', FRAGMENT, 1, 'https://journal.example/blog/fragment/1/?grid=1'],
    ['the fragment of page 4', FRAGMENT, 4, 'https://journal.example/blog/fragment/4/?grid=1'],
    ['a fragment endpoint elsewhere: the page’s own URL', { ...BLOG, fragment: 'https://evil.example/{page}' }, 2, 'https://journal.example/blog/page/2/'],
  ])('%s', (_name, config, page, url) => {
    expect(paginationFetchUrl(config, page, BASE)).toBe(url);
  });

  it('fetches nothing for a page without an address of its own', () => {
    expect(paginationFetchUrl({ template: null, first: null, fragment: '/blog/fragment/{page}/' }, 2, BASE)).toBeNull();
    expect(paginationFetchUrl({ ...BLOG, fragment: '/blog/fragment/{page}/' }, 0, BASE)).toBeNull();
  });
});

describe('admin mode (SPEC §2: the address is not rewritten)', () => {
  it.each([
    [false, '', false],
    [false, 'home blog', false],
    [true, '', true],
    [false, 'wp-admin', true],
    [false, 'home admin-bar logged-in', true],
    [false, 'not-admin-bar', false],
    [false, 'admin-barred', false],
  ])('flag %s, body class %j → %s', (flag, classes, admin) => {
    expect(isPaginationAdminMode(flag, classes)).toBe(admin);
  });
});

describe('an answer’s size bound (Beckon: 2,000,000 characters)', () => {
  const long = 'x'.repeat(PAGINATION_ANSWER_MAX_CHARS + 1);
  it.each([
    ['no length, no text yet', null, undefined, true],
    ['a declared length within', '5120', undefined, true],
    ['a declared length over', String(PAGINATION_ANSWER_MAX_CHARS + 1), undefined, false],
    ['an unreadable declared length, text measured', 'lots', '<p>ok</p>', true],
    ['a text over the bound', null, long, false],
    ['a declared length that lied', '10', long, false],
  ])('%s', (_name, declared, text, fits) => {
    expect(paginationAnswerFits(declared, text)).toBe(fits);
  });
});

describe('a post grid’s attributes (safe defaults)', () => {
  const read = (attributes: Record<string, string>) => readPaginationConfig((name) => attributes[name] ?? null);

  it('defaults: window of 5, 160 px offset, smooth, page 1, total unknown', () => {
    expect(read({ 'data-pagination-url': '/blog/page/{page}/' })).toEqual({
      template: '/blog/page/{page}/',
      first: null,
      fragment: null,
      current: 1,
      total: null,
      links: 5,
      offset: PAGINATION_OFFSET_PX,
      smooth: true,
      admin: false,
    });
    expect(PAGINATION_SCROLL_MS).toBe(1000);
  });

  it.each([
    [{ 'data-pagination-url': '/blog/' }, 'template', null],
    [{ 'data-pagination-url': `/${'x'.repeat(2000)}{page}` }, 'template', null],
    [{ 'data-pagination-total': '7', 'data-pagination-current': '3' }, 'current', 3],
    [{ 'data-pagination-total': '7', 'data-pagination-current': '9' }, 'current', 1],
    [{ 'data-pagination-total': '0' }, 'total', null],
    [{ 'data-pagination-total': '7 pages' }, 'total', null],
    [{ 'data-pagination-total': '100001' }, 'total', null],
    [{ 'data-pagination-links': '7' }, 'links', 7],
    [{ 'data-pagination-links': '99' }, 'links', 5],
    [{ 'data-pagination-offset': '80' }, 'offset', 80],
    [{ 'data-pagination-offset': '-1' }, 'offset', 160],
    [{ 'data-pagination-smooth': 'false' }, 'smooth', false],
    [{ 'data-pagination-admin': '' }, 'admin', true],
    [{ 'data-pagination-admin': 'maybe' }, 'admin', false],
    [{ 'data-pagination-first': '  /blog/ ' }, 'first', '/blog/'],
    [{ 'data-pagination-fragment': '/blog/{page}/grid/' }, 'fragment', '/blog/{page}/grid/'],
    [{ 'data-pagination-fragment': '/blog/grid/' }, 'fragment', null],
  ])('%j → %s %j', (attributes, key, value) => {
    expect(read(attributes)[key as keyof ReturnType<typeof read>]).toEqual(value);
  });
});
