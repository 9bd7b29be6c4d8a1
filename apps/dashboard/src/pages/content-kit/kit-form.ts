import {
  CONTENT_MOBILE_MAX_WIDTH_PX,
  CONTENT_TABLET_MAX_WIDTH_PX,
  SHARE_DEFAULT_SERVICES,
  readCarouselConfig,
  readMenuConfig,
  readPaginationConfig,
  readShareConfig,
  readTocConfig,
  type CarouselConfig,
  type ContentDevice,
  type MenuConfig,
  type PaginationConfig,
  type ShareConfig,
  type ShareServiceKey,
  type TocConfig,
} from '@beckon/core';

/** The language the parts speak: the page's own (no attribute), or one the owner names. */
export type KitLanguage = 'page' | 'en' | 'he';

/**
 * What the owner sets, as typed: numbers stay text until core reads them, so a value the kit
 * would not read is shown as a problem instead of being silently fixed.
 */
export interface KitForm {
  lang: KitLanguage;
  toc: {
    enabled: boolean;
    title: string;
    levels: number[];
    hidden: boolean;
    hiddenOn: ContentDevice[];
    stickyOn: ContentDevice[];
    stickyOffset: string;
    scrollOffset: string;
    smooth: boolean;
    showMore: string;
  };
  share: {
    enabled: boolean;
    services: ShareServiceKey[];
    layout: 'horizontal' | 'vertical';
    more: boolean;
    native: boolean;
    counts: boolean;
    clientId: string;
    mastodon: string;
    offset: string;
    hidden: boolean;
  };
  menu: { enabled: boolean; breakpoint: 'mobile' | 'tablet' | 'width'; width: string };
  carousel: { enabled: boolean; desktop: string; tablet: string; mobile: string; loop: boolean; autoplay: boolean; seconds: string };
  pagination: {
    enabled: boolean;
    /** The paginated address with {page}; required. */
    url: string;
    /** Page 1's own address; empty: the template's page 1. */
    first: string;
    /** A fragment endpoint with {page}; empty: pages are fetched from their own addresses. */
    fragment: string;
    /** Pages in all; empty: counted from the links, then until a 'no-post' answer. */
    total: string;
    links: string;
    offset: string;
    smooth: boolean;
  };
}

const none = () => null;

/** The kit's own defaults, read by core from an element with no attributes at all. */
export const KIT_DEFAULTS = {
  toc: readTocConfig(none),
  share: readShareConfig(none),
  menu: readMenuConfig(none),
  carousel: readCarouselConfig(none),
  pagination: readPaginationConfig(none),
};

export function defaultKitForm(): KitForm {
  const { toc, share, carousel, pagination } = KIT_DEFAULTS;
  return {
    lang: 'page',
    toc: {
      enabled: false,
      title: '',
      levels: [...toc.levels],
      hidden: toc.hiddenByDefault,
      hiddenOn: [...toc.hiddenOn],
      stickyOn: [...toc.stickyOn],
      stickyOffset: String(toc.stickyOffset),
      scrollOffset: String(toc.scrollOffset),
      smooth: toc.smoothScroll,
      showMore: String(toc.showMore),
    },
    share: {
      enabled: false,
      services: [...SHARE_DEFAULT_SERVICES],
      layout: share.layout,
      more: share.more,
      native: share.native,
      counts: share.counts,
      clientId: '',
      mastodon: share.mastodon,
      offset: String(share.offset),
      hidden: share.hidden,
    },
    menu: { enabled: false, breakpoint: 'mobile', width: String(CONTENT_TABLET_MAX_WIDTH_PX) },
    carousel: {
      enabled: false,
      desktop: String(carousel.slides.desktop),
      tablet: String(carousel.slides.tablet),
      mobile: String(carousel.slides.mobile),
      loop: carousel.loop,
      autoplay: false,
      seconds: '6',
    },
    pagination: {
      enabled: false,
      url: '/blog/page/{page}/',
      first: '/blog/',
      fragment: '',
      total: '',
      links: String(pagination.links),
      offset: String(pagination.offset),
      smooth: pagination.smooth,
    },
  };
}

/** Raw attributes, as the form would write them; core then reads them exactly as the kit does. */
type Raw = Record<string, string | null>;
const reader = (raw: Raw) => (name: string) => raw[name] ?? null;
const flag = (on: boolean) => (on ? '' : 'false');

function stickyValue(devices: ContentDevice[]): string | null {
  return devices.length ? devices.join(' ') : null;
}

export function tocConfigOf(toc: KitForm['toc']): TocConfig {
  return readTocConfig(
    reader({
      'data-toc-levels': toc.levels.join(','),
      'data-toc-offset': toc.scrollOffset,
      'data-toc-smooth': flag(toc.smooth),
      'data-toc-hidden': toc.hidden ? '' : null,
      'data-toc-hidden-on': toc.hiddenOn.join(' ') || null,
      'data-toc-sticky': stickyValue(toc.stickyOn),
      // the offset means nothing to a table that never sticks
      'data-toc-sticky-offset': toc.stickyOn.length ? toc.stickyOffset : null,
      'data-toc-show-more': toc.showMore,
    }),
  );
}

export function shareConfigOf(share: KitForm['share']): ShareConfig {
  return readShareConfig(
    reader({
      'data-share-services': share.services.join(' '),
      'data-share-layout': share.layout,
      'data-share-more': flag(share.more),
      'data-share-native': share.native ? '' : null,
      'data-share-counts': share.counts ? '' : null,
      'data-share-client': share.counts ? share.clientId : null,
      'data-share-mastodon': share.mastodon,
      'data-share-offset': share.layout === 'vertical' ? share.offset : null,
      'data-share-hidden': share.layout === 'vertical' && share.hidden ? '' : null,
    }),
  );
}

export function menuConfigOf(menu: KitForm['menu']): MenuConfig {
  const breakpoint = menu.breakpoint === 'width' ? menu.width : menu.breakpoint;
  return readMenuConfig(reader({ 'data-menu-breakpoint': breakpoint }));
}

/** Seconds as typed, in the ms the attribute holds ('' when it is no number). */
function milliseconds(seconds: string): string {
  const value = Number(seconds.trim().replace(',', '.'));
  return seconds.trim() && Number.isFinite(value) ? String(Math.round(value * 1000)) : '';
}

export function carouselConfigOf(carousel: KitForm['carousel']): CarouselConfig {
  return readCarouselConfig(
    reader({
      'data-carousel-slides': carousel.desktop,
      'data-carousel-slides-tablet': carousel.tablet,
      'data-carousel-slides-mobile': carousel.mobile,
      'data-carousel-loop': carousel.loop ? '' : null,
      'data-carousel-autoplay': carousel.autoplay ? milliseconds(carousel.seconds) || 'true' : null,
    }),
  );
}

export function paginationConfigOf(pagination: KitForm['pagination']): PaginationConfig {
  return readPaginationConfig(
    reader({
      'data-pagination-url': pagination.url,
      'data-pagination-first': pagination.first,
      'data-pagination-fragment': pagination.fragment,
      'data-pagination-total': pagination.total,
      'data-pagination-links': pagination.links,
      'data-pagination-offset': pagination.offset,
      'data-pagination-smooth': flag(pagination.smooth),
    }),
  );
}

export interface KitConfigs {
  toc: TocConfig | null;
  share: ShareConfig | null;
  menu: MenuConfig | null;
  carousel: CarouselConfig | null;
  pagination: PaginationConfig | null;
}

/** Each enabled part's settings as visitors will get them; null for a part turned off. */
export function kitConfigs(form: KitForm): KitConfigs {
  return {
    toc: form.toc.enabled ? tocConfigOf(form.toc) : null,
    share: form.share.enabled ? shareConfigOf(form.share) : null,
    menu: form.menu.enabled ? menuConfigOf(form.menu) : null,
    carousel: form.carousel.enabled ? carouselConfigOf(form.carousel) : null,
    pagination: form.pagination.enabled ? paginationConfigOf(form.pagination) : null,
  };
}

/** The menu's device breakpoints, for the form's words. */
export const MENU_DEVICE_WIDTHS = { mobile: CONTENT_MOBILE_MAX_WIDTH_PX, tablet: CONTENT_TABLET_MAX_WIDTH_PX } as const;
