import {
  CONTENT_DEVICES,
  CONTENT_TABLET_MAX_WIDTH_PX,
  CAROUSEL_AUTOPLAY_DEFAULT_MS,
  type CarouselConfig,
  type MenuConfig,
  type PaginationConfig,
  type ShareConfig,
  type TocConfig,
} from '@beckon/core';
import { KIT_DEFAULTS } from './kit-form.js';

/**
 * Each part's data attributes from core's config types, the inverse of core's read*Config:
 * only what differs from the kit's defaults is written, so the markup stays short and a default
 * the kit changes later reaches every page that never chose otherwise. An empty value is a bare
 * attribute (`data-toc-hidden`).
 */
export type Attributes = Array<[name: string, value: string]>;

/** `2-4` for a run of levels, else `2,4`. */
export function levelsValue(levels: readonly number[]): string {
  const run = levels.length > 1 && levels.every((level, i) => i === 0 || level === levels[i - 1]! + 1);
  return run ? `${levels[0]}-${levels[levels.length - 1]}` : levels.join(',');
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((item, i) => item === b[i]);

export function tocAttributes(config: TocConfig): Attributes {
  const base = KIT_DEFAULTS.toc;
  const out: Attributes = [];
  if (!sameList(config.levels, base.levels)) out.push(['data-toc-levels', levelsValue(config.levels)]);
  if (config.scrollOffset !== base.scrollOffset) out.push(['data-toc-offset', String(config.scrollOffset)]);
  if (config.smoothScroll !== base.smoothScroll) out.push(['data-toc-smooth', String(config.smoothScroll)]);
  if (config.hiddenByDefault) out.push(['data-toc-hidden', '']);
  if (config.hiddenOn.length) out.push(['data-toc-hidden-on', config.hiddenOn.join(' ')]);
  if (config.stickyOn.length) out.push(['data-toc-sticky', config.stickyOn.length === CONTENT_DEVICES.length ? '' : config.stickyOn.join(' ')]);
  if (config.stickyOn.length && config.stickyOffset !== base.stickyOffset) out.push(['data-toc-sticky-offset', String(config.stickyOffset)]);
  if (config.showMore !== base.showMore) out.push(['data-toc-show-more', String(config.showMore)]);
  if (config.source) out.push(['data-toc-source', config.source]);
  if (config.affix) out.push(['data-toc-affix', config.affix]);
  return out;
}

/** The services are always written: the list is what the owner chose the bar for. */
export function shareAttributes(config: ShareConfig): Attributes {
  const base = KIT_DEFAULTS.share;
  const out: Attributes = [['data-share-services', config.services.join(' ')]];
  if (config.layout !== base.layout) out.push(['data-share-layout', config.layout]);
  if (config.more !== base.more) out.push(['data-share-more', String(config.more)]);
  if (config.native) out.push(['data-share-native', '']);
  if (config.counts && config.clientId) out.push(['data-share-counts', ''], ['data-share-client', config.clientId]);
  if (config.url) out.push(['data-share-url', config.url]);
  if (config.title) out.push(['data-share-title', config.title]);
  if (config.mastodon !== base.mastodon) out.push(['data-share-mastodon', config.mastodon]);
  if (config.offset !== base.offset) out.push(['data-share-offset', String(config.offset)]);
  if (config.hidden) out.push(['data-share-hidden', '']);
  return out;
}

export function menuAttributes(config: MenuConfig): Attributes {
  if (config.breakpoint === KIT_DEFAULTS.menu.breakpoint) return [];
  return [['data-menu-breakpoint', config.breakpoint === CONTENT_TABLET_MAX_WIDTH_PX ? 'tablet' : String(config.breakpoint)]];
}

export function carouselAttributes(config: CarouselConfig): Attributes {
  const base = KIT_DEFAULTS.carousel;
  const out: Attributes = [];
  if (config.slides.desktop !== base.slides.desktop) out.push(['data-carousel-slides', String(config.slides.desktop)]);
  if (config.slides.tablet !== base.slides.tablet) out.push(['data-carousel-slides-tablet', String(config.slides.tablet)]);
  if (config.slides.mobile !== base.slides.mobile) out.push(['data-carousel-slides-mobile', String(config.slides.mobile)]);
  if (config.loop) out.push(['data-carousel-loop', '']);
  if (config.autoplay) out.push(['data-carousel-autoplay', config.autoplay === CAROUSEL_AUTOPLAY_DEFAULT_MS ? '' : String(config.autoplay)]);
  return out;
}

/**
 * The address template is always written (without it the links stay plain links), as core read
 * it, else as typed, so the owner sees what the problem is about. The page this document is
 * (data-pagination-current) is written for page 1: the server writes each page's own.
 */
export function paginationAttributes(config: PaginationConfig, typedUrl: string): Attributes {
  const base = KIT_DEFAULTS.pagination;
  const out: Attributes = [['data-pagination-url', config.template ?? typedUrl.trim()]];
  if (config.first) out.push(['data-pagination-first', config.first]);
  if (config.fragment) out.push(['data-pagination-fragment', config.fragment]);
  if (config.total) out.push(['data-pagination-total', String(config.total)]);
  out.push(['data-pagination-current', '1']);
  if (config.links !== base.links) out.push(['data-pagination-links', String(config.links)]);
  if (config.offset !== base.offset) out.push(['data-pagination-offset', String(config.offset)]);
  if (config.smooth !== base.smooth) out.push(['data-pagination-smooth', String(config.smooth)]);
  return out;
}
