import { describe, expect, it } from 'vitest';
import { readCarouselConfig, readMenuConfig, readPaginationConfig, readShareConfig, readTocConfig } from '@beckon/core';
import { defaultKitForm, kitConfigs, type KitForm } from '../../src/pages/content-kit/kit-form.js';
import { escapeHtml, kitMarkup, kitParts } from '../../src/pages/content-kit/kit-markup.js';
import { kitProblems } from '../../src/pages/content-kit/kit-problems.js';
import { previewDocument } from '../../src/pages/content-kit/kit-preview.js';

const ORIGIN = 'https://beckon.example.com';
const CLIENT = 'site_AbC-123';

type Change = (form: KitForm) => void;
const formWith = (...changes: Change[]) => {
  const form = defaultKitForm();
  changes.forEach((change) => change(form));
  return form;
};
const toc: Change = (f) => void (f.toc.enabled = true);
const share: Change = (f) => void (f.share.enabled = true);
const menu: Change = (f) => void (f.menu.enabled = true);
const carousel: Change = (f) => void (f.carousel.enabled = true);
const pagination: Change = (f) => void (f.pagination.enabled = true);

/** The part's opening tag, as pasted. */
const openingTag = (html: string | null) => html?.split('\n')[0];

describe('the markup, setting by setting', () => {
  it('is the script tag alone while every part is off', () => {
    expect(kitMarkup(kitParts(defaultKitForm()), `${ORIGIN}/`)).toBe(
      `<!-- The content kit, once per page (the <head> is fine) -->\n<script type="module" src="${ORIGIN}/sdk/content.js"></script>`,
    );
  });

  it.each<[string, Change, string]>([
    ['nothing but the defaults', () => {}, '<nav data-beckon-toc aria-labelledby="beckon-toc-title">'],
    ['levels h2 to h4, as a range', (f) => void (f.toc.levels = [2, 3, 4]), '<nav data-beckon-toc aria-labelledby="beckon-toc-title" data-toc-levels="2-4">'],
    ['levels h2 and h4, as a list', (f) => void (f.toc.levels = [2, 4]), '<nav data-beckon-toc aria-labelledby="beckon-toc-title" data-toc-levels="2,4">'],
    ['folded at first', (f) => void (f.toc.hidden = true), '<nav data-beckon-toc aria-labelledby="beckon-toc-title" data-toc-hidden>'],
    [
      'folded on phones and tablets',
      (f) => void (f.toc.hiddenOn = ['mobile', 'tablet']),
      '<nav data-beckon-toc aria-labelledby="beckon-toc-title" data-toc-hidden-on="mobile tablet">',
    ],
    [
      'sticky everywhere',
      (f) => void (f.toc.stickyOn = ['mobile', 'tablet', 'desktop']),
      '<nav data-beckon-toc aria-labelledby="beckon-toc-title" data-toc-sticky>',
    ],
    [
      'sticky on desktops, 80 px down',
      (f) => Object.assign(f.toc, { stickyOn: ['desktop'], stickyOffset: '80' }),
      '<nav data-beckon-toc aria-labelledby="beckon-toc-title" data-toc-sticky="desktop" data-toc-sticky-offset="80">',
    ],
    ['a sticky offset without stickiness is not written', (f) => void (f.toc.stickyOffset = '80'), '<nav data-beckon-toc aria-labelledby="beckon-toc-title">'],
    ['a scroll offset of 30 or less is not used', (f) => void (f.toc.scrollOffset = '30'), '<nav data-beckon-toc aria-labelledby="beckon-toc-title">'],
    ['a scroll offset above 30', (f) => void (f.toc.scrollOffset = '64'), '<nav data-beckon-toc aria-labelledby="beckon-toc-title" data-toc-offset="64">'],
    ['no smooth scroll', (f) => void (f.toc.smooth = false), '<nav data-beckon-toc aria-labelledby="beckon-toc-title" data-toc-smooth="false">'],
    ['show more after 5', (f) => void (f.toc.showMore = '5'), '<nav data-beckon-toc aria-labelledby="beckon-toc-title" data-toc-show-more="5">'],
    ['Hebrew', (f) => void (f.lang = 'he'), '<nav data-beckon-toc aria-labelledby="beckon-toc-title" lang="he">'],
  ])('table of contents: %s', (_name, change, tag) => {
    expect(openingTag(kitParts(formWith(toc, change)).toc)).toBe(tag);
  });

  it.each<[string, Change, string]>([
    ['the default services', () => {}, '<div data-beckon-share data-share-services="facebook x linkedin whatsapp email copy_link"></div>'],
    [
      'services in the chosen order',
      (f) => void (f.share.services = ['claude', 'mastodon', 'x']),
      '<div data-beckon-share data-share-services="claude mastodon x"></div>',
    ],
    [
      'vertical',
      (f) => void (f.share.layout = 'vertical'),
      '<div data-beckon-share data-share-services="facebook x linkedin whatsapp email copy_link" data-share-layout="vertical"></div>',
    ],
    [
      'vertical, 20 px from the edge, slid away',
      (f) => Object.assign(f.share, { services: ['x'], layout: 'vertical', offset: '20', hidden: true }),
      '<div data-beckon-share data-share-services="x" data-share-layout="vertical" data-share-offset="20" data-share-hidden></div>',
    ],
    [
      'the offset means nothing in a row',
      (f) => Object.assign(f.share, { services: ['x'], offset: '20', hidden: true }),
      '<div data-beckon-share data-share-services="x"></div>',
    ],
    [
      'no More button',
      (f) => Object.assign(f.share, { services: ['x'], more: false }),
      '<div data-beckon-share data-share-services="x" data-share-more="false"></div>',
    ],
    [
      'the device’s dialog',
      (f) => Object.assign(f.share, { services: ['x'], native: true }),
      '<div data-beckon-share data-share-services="x" data-share-native></div>',
    ],
    [
      'counts for a site',
      (f) => Object.assign(f.share, { services: ['x'], counts: true, clientId: CLIENT }),
      `<div data-beckon-share data-share-services="x" data-share-counts data-share-client="${CLIENT}"></div>`,
    ],
    [
      'counts without a site are not written',
      (f) => Object.assign(f.share, { services: ['x'], counts: true, clientId: '' }),
      '<div data-beckon-share data-share-services="x"></div>',
    ],
    [
      'a Mastodon server, as its host',
      (f) => Object.assign(f.share, { services: ['mastodon'], mastodon: ' https://Fosstodon.org/ ' }),
      '<div data-beckon-share data-share-services="mastodon" data-share-mastodon="fosstodon.org"></div>',
    ],
    [
      'Hebrew',
      (f) => Object.assign(f, { lang: 'he', share: { ...f.share, services: ['facebook'] } }),
      '<div data-beckon-share data-share-services="facebook" lang="he"></div>',
    ],
  ])('share bar: %s', (_name, change, tag) => {
    expect(kitParts(formWith(share, change)).share).toBe(tag);
  });

  it.each<[string, Change, string]>([
    ['phones, the default', () => {}, '<nav data-beckon-menu aria-label="Sections">'],
    ['tablets', (f) => void (f.menu.breakpoint = 'tablet'), '<nav data-beckon-menu aria-label="Sections" data-menu-breakpoint="tablet">'],
    [
      'a width of 900 px',
      (f) => Object.assign(f.menu, { breakpoint: 'width', width: '900' }),
      '<nav data-beckon-menu aria-label="Sections" data-menu-breakpoint="900">',
    ],
    [
      'a width out of bounds falls back to phones',
      (f) => Object.assign(f.menu, { breakpoint: 'width', width: '100' }),
      '<nav data-beckon-menu aria-label="Sections">',
    ],
  ])('mobile menu: %s', (_name, change, tag) => {
    expect(openingTag(kitParts(formWith(menu, change)).menu)).toBe(tag);
  });

  it.each<[string, Change, string]>([
    ['the defaults', () => {}, '<section data-beckon-carousel aria-labelledby="beckon-carousel-title">'],
    [
      'slides per device',
      (f) => Object.assign(f.carousel, { desktop: '4', tablet: '3', mobile: '2' }),
      '<section data-beckon-carousel aria-labelledby="beckon-carousel-title" data-carousel-slides="4" data-carousel-slides-tablet="3" data-carousel-slides-mobile="2">',
    ],
    ['loop', (f) => void (f.carousel.loop = true), '<section data-beckon-carousel aria-labelledby="beckon-carousel-title" data-carousel-loop>'],
    [
      'autoplay at the default pace',
      (f) => void (f.carousel.autoplay = true),
      '<section data-beckon-carousel aria-labelledby="beckon-carousel-title" data-carousel-autoplay>',
    ],
    [
      'autoplay every 10 s',
      (f) => Object.assign(f.carousel, { autoplay: true, seconds: '10' }),
      '<section data-beckon-carousel aria-labelledby="beckon-carousel-title" data-carousel-autoplay="10000">',
    ],
    ['a pace set while autoplay is off', (f) => void (f.carousel.seconds = '10'), '<section data-beckon-carousel aria-labelledby="beckon-carousel-title">'],
  ])('carousel: %s', (_name, change, tag) => {
    expect(openingTag(kitParts(formWith(carousel, change)).carousel)).toBe(tag);
  });
});

describe('the markup of post-grid pagination, setting by setting', () => {
  const DEFAULT_TAG =
    '<section id="posts" data-beckon-pagination data-pagination-url="/blog/page/{page}/" data-pagination-first="/blog/" data-pagination-current="1">';
  it.each<[string, Change, string]>([
    ['the defaults: the address of page N and of page 1, written as page 1', () => {}, DEFAULT_TAG],
    [
      'no first page: the template’s page 1',
      (f) => void (f.pagination.first = ''),
      '<section id="posts" data-beckon-pagination data-pagination-url="/blog/page/{page}/" data-pagination-current="1">',
    ],
    [
      'a fragment endpoint, 7 pages, 3 numbers, 80 px, no smooth scroll',
      (f) => Object.assign(f.pagination, { fragment: '/blog/page/{page}/?grid=1', total: '7', links: '3', offset: '80', smooth: false }),
      '<section id="posts" data-beckon-pagination data-pagination-url="/blog/page/{page}/" data-pagination-first="/blog/" data-pagination-fragment="/blog/page/{page}/?grid=1" data-pagination-total="7" data-pagination-current="1" data-pagination-links="3" data-pagination-offset="80" data-pagination-smooth="false">',
    ],
    [
      'values the kit would not read are not written',
      (f) => Object.assign(f.pagination, { total: 'many', links: '99', offset: '-5', fragment: '/grid/' }),
      DEFAULT_TAG,
    ],
    [
      'Hebrew',
      (f) => void (f.lang = 'he'),
      '<section id="posts" data-beckon-pagination data-pagination-url="/blog/page/{page}/" data-pagination-first="/blog/" data-pagination-current="1" lang="he">',
    ],
  ])('%s', (_name, change, tag) => {
    expect(openingTag(kitParts(formWith(pagination, change)).pagination)).toBe(tag);
  });

  it('writes page 1 of the grid with its links as the kit keeps them: the window, page 1 current, Next', () => {
    const html = kitParts(formWith(pagination, (f) => Object.assign(f.pagination, { total: '9', links: '3' }))).pagination!;
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('[data-pagination-grid] > article')).toHaveLength(3);
    const links = [...doc.querySelectorAll('nav[data-pagination-nav] a')];
    expect(
      links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-label'), a.getAttribute('aria-current'), a.getAttribute('rel')]),
    ).toEqual([
      ['1', '/blog/', 'Page 1', 'page', null],
      ['2', '/blog/page/2/', 'Page 2', null, null],
      ['3', '/blog/page/3/', 'Page 3', null, null],
      ['Next', '/blog/page/2/', null, null, 'next'],
    ]);
    expect(doc.querySelector('nav')!.getAttribute('aria-label')).toBe('Pages');
  });

  it('without a total, names as many pages as the window holds; in Hebrew, Hebrew words', () => {
    const doc = new DOMParser().parseFromString(kitParts(formWith(pagination, (f) => void (f.lang = 'he'))).pagination!, 'text/html');
    expect([...doc.querySelectorAll('nav a')].map((a) => a.textContent)).toEqual(['1', '2', '3', '4', '5', 'הבא']);
    expect(doc.querySelector('nav a')!.getAttribute('aria-label')).toBe('עמוד 1');
  });

  it('goes in the markup after the share bar, and in the preview with its links still (the frame cannot load pages)', () => {
    const parts = kitParts(formWith(share, pagination));
    const markup = kitMarkup(parts, ORIGIN);
    expect(markup.indexOf('data-beckon-pagination')).toBeGreaterThan(markup.indexOf('data-beckon-share'));
    expect(markup).toContain('<!-- Post-grid pagination: your server writes every page of posts in this shape');
    const preview = new DOMParser().parseFromString(previewDocument(parts, '', 'en'), 'text/html');
    expect(preview.querySelector('[data-beckon-pagination] nav')!.hasAttribute('inert')).toBe(true);
    expect(preview.querySelectorAll('[data-pagination-grid] > article')).toHaveLength(3);
  });
});

describe('the markup reads back as the settings', () => {
  const everything = formWith(toc, share, pagination, menu, carousel, (f) => {
    Object.assign(f.toc, {
      levels: [2, 3, 4],
      hidden: true,
      hiddenOn: ['mobile'],
      stickyOn: ['desktop'],
      stickyOffset: '12',
      scrollOffset: '70',
      smooth: false,
      showMore: '8',
    });
    Object.assign(f.share, {
      services: ['mastodon', 'claude', 'print'],
      layout: 'vertical',
      more: false,
      native: true,
      counts: true,
      clientId: CLIENT,
      mastodon: 'hachyderm.io',
      offset: '5',
      hidden: true,
    });
    Object.assign(f.menu, { breakpoint: 'width', width: '900' });
    Object.assign(f.carousel, { desktop: '5', tablet: '3', mobile: '1', loop: true, autoplay: true, seconds: '12' });
    Object.assign(f.pagination, {
      url: '/news?page={page}',
      first: '/news',
      fragment: '/news/grid/{page}',
      total: '40',
      links: '7',
      offset: '0',
      smooth: false,
    });
  });

  it.each([
    ['all defaults', formWith(toc, share, pagination, menu, carousel)],
    ['every setting changed', everything],
  ])('core reads the pasted elements as the form’s settings: %s', (_name, form) => {
    const doc = new DOMParser().parseFromString(kitMarkup(kitParts(form), ORIGIN), 'text/html');
    const read = (selector: string) => {
      const element = doc.querySelector(selector)!;
      return (name: string) => element.getAttribute(name);
    };
    const configs = kitConfigs(form);
    expect(readTocConfig(read('[data-beckon-toc]'))).toEqual(configs.toc);
    expect(readShareConfig(read('[data-beckon-share]'))).toEqual(configs.share);
    expect(readMenuConfig(read('[data-beckon-menu]'))).toEqual(configs.menu);
    expect(readCarouselConfig(read('[data-beckon-carousel]'))).toEqual(configs.carousel);
    expect(readPaginationConfig(read('[data-beckon-pagination]'))).toEqual(configs.pagination);
  });
});

describe('hostile input', () => {
  const HOSTILE = `Tips "quoted" & <script>alert('x')</script>`;

  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('writes a title with quotes and angle brackets as text, not as markup', () => {
    const parts = kitParts(formWith(toc, (f) => void (f.toc.title = HOSTILE)));
    expect(parts.toc).toContain('data-toc-title>Tips &quot;quoted&quot; &amp; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</p>');
    const doc = new DOMParser().parseFromString(kitMarkup(parts, ORIGIN), 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelector('[data-toc-title]')!.textContent).toBe(HOSTILE);
    const preview = new DOMParser().parseFromString(previewDocument(parts, '', 'en'), 'text/html');
    expect(preview.querySelectorAll('script')).toHaveLength(0);
    expect(preview.querySelector('[data-toc-title]')!.textContent).toBe(HOSTILE);
  });

  it.each([
    ['a Mastodon server with markup in it', (f: KitForm) => void (f.share.mastodon = 'evil"><img src=x onerror=alert(1)>')],
    ['a client id with markup in it', (f: KitForm) => Object.assign(f.share, { counts: true, clientId: '"><img src=x onerror=alert(1)>' })],
  ])('keeps %s out of the markup, and says so', (_name, change) => {
    const form = formWith(share, change);
    const html = kitParts(form).share!;
    expect(html).not.toMatch(/<img|onerror/);
    expect(kitProblems(form)).toHaveLength(1);
  });

  it('escapes the server origin of the script tag', () => {
    expect(kitMarkup(kitParts(defaultKitForm()), 'https://a.example"><x')).toContain('src="https://a.example&quot;&gt;&lt;x/sdk/content.js"');
  });
});

describe('problems', () => {
  it.each<[string, Change, string]>([
    ['no heading level', (f) => Object.assign(f.toc, { enabled: true, levels: [] }), 'toc.levels'],
    ['a scroll offset that is no number', (f) => Object.assign(f.toc, { enabled: true, scrollOffset: 'tall' }), 'toc.scrollOffset'],
    ['a negative sticky offset', (f) => Object.assign(f.toc, { enabled: true, stickyOn: ['desktop'], stickyOffset: '-4' }), 'toc.stickyOffset'],
    ['show more beyond its bound', (f) => Object.assign(f.toc, { enabled: true, showMore: '501' }), 'toc.showMore'],
    ['no service', (f) => Object.assign(f.share, { enabled: true, services: [] }), 'share.services'],
    ['counts without a site', (f) => Object.assign(f.share, { enabled: true, counts: true }), 'share.clientId'],
    ['a vertical offset out of bounds', (f) => Object.assign(f.share, { enabled: true, layout: 'vertical', offset: '900' }), 'share.offset'],
    ['a menu width out of bounds', (f) => Object.assign(f.menu, { enabled: true, breakpoint: 'width', width: '100' }), 'menu.width'],
    ['seven slides', (f) => Object.assign(f.carousel, { enabled: true, desktop: '7' }), 'carousel.desktop'],
    ['autoplay every second', (f) => Object.assign(f.carousel, { enabled: true, autoplay: true, seconds: '1' }), 'carousel.seconds'],
    ['a page address without {page}', (f) => Object.assign(f.pagination, { enabled: true, url: '/blog/page/' }), 'pagination.url'],
    ['a javascript: page address', (f) => Object.assign(f.pagination, { enabled: true, url: 'javascript:go({page})' }), 'pagination.url'],
    ['a data: first page', (f) => Object.assign(f.pagination, { enabled: true, first: 'data:text/html,hi' }), 'pagination.first'],
    ['a fragment address without {page}', (f) => Object.assign(f.pagination, { enabled: true, fragment: '/grid/' }), 'pagination.fragment'],
    ['pages in all that is no number', (f) => Object.assign(f.pagination, { enabled: true, total: '0' }), 'pagination.total'],
    ['sixteen page numbers', (f) => Object.assign(f.pagination, { enabled: true, links: '16' }), 'pagination.links'],
    ['a negative space above the posts', (f) => Object.assign(f.pagination, { enabled: true, offset: '-1' }), 'pagination.offset'],
  ])('%s', (_name, change, path) => {
    expect(kitProblems(formWith(change)).map((p) => p.path)).toEqual([path]);
  });

  it('finds none in the defaults of every part, and none in a part turned off', () => {
    expect(kitProblems(formWith(toc, share, pagination, menu, carousel))).toEqual([]);
    expect(kitProblems(formWith(pagination, (f) => Object.assign(f.pagination, { url: 'https://journal.example/blog/{page}', total: '12' })))).toEqual([]);
    expect(kitProblems(formWith((f) => Object.assign(f.share, { services: [], counts: true })))).toEqual([]);
  });
});
