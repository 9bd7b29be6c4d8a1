import {
  CAROUSEL_AUTOPLAY_MAX_MS,
  CAROUSEL_AUTOPLAY_MIN_MS,
  CAROUSEL_SLIDES_MAX,
  MENU_BREAKPOINT_MAX_PX,
  MENU_BREAKPOINT_MIN_PX,
  PAGE_PLACEHOLDER,
  PAGINATION_LINKS_MAX,
  PAGINATION_MAX_PAGES,
  PAGINATION_OFFSET_MAX_PX,
  TOC_SHOW_MORE_MAX,
  mastodonHost,
  paginationPageUrl,
} from '@beckon/core';
import { carouselConfigOf, menuConfigOf, paginationConfigOf, shareConfigOf, tocConfigOf, type KitForm } from './kit-form.js';

export interface KitProblem {
  /** the form field it is about, for aria-describedby (`toc.stickyOffset`) */
  path: string;
  message: string;
}

/** The typed text reads as exactly the number the kit will use: otherwise the kit fell back. */
const readAs = (typed: string, used: number) => /^\s*-?\d+\s*$/.test(typed) && Number(typed) === used;

function tocProblems(toc: KitForm['toc']): KitProblem[] {
  const config = tocConfigOf(toc);
  const problems: KitProblem[] = [];
  if (!toc.levels.length) problems.push({ path: 'toc.levels', message: 'Tick at least one heading level: with none, the table lists h2 and h3.' });
  if (!/^\s*\d+\s*$/.test(toc.scrollOffset)) problems.push({ path: 'toc.scrollOffset', message: 'The scroll offset is a whole number of pixels, 0 or more.' });
  if (toc.stickyOn.length && !readAs(toc.stickyOffset, config.stickyOffset))
    problems.push({
      path: 'toc.stickyOffset',
      message: `The sticky offset is a whole number of pixels, 0 or more; visitors would get ${config.stickyOffset}.`,
    });
  if (!readAs(toc.showMore, config.showMore))
    problems.push({ path: 'toc.showMore', message: `Entries before “Show more” is a whole number from 0 to ${TOC_SHOW_MORE_MAX}.` });
  return problems;
}

function shareProblems(share: KitForm['share']): KitProblem[] {
  const config = shareConfigOf(share);
  const problems: KitProblem[] = [];
  if (!share.services.length) problems.push({ path: 'share.services', message: 'Pick at least one service: with none, visitors get the six default ones.' });
  if (share.counts && !config.clientId) problems.push({ path: 'share.clientId', message: 'Choose the site to count shares for: without one, no counts show.' });
  // core gives the fallback ('' here) for anything that is not a host
  if (share.mastodon.trim() && !mastodonHost(share.mastodon, ''))
    problems.push({
      path: 'share.mastodon',
      message: `“${share.mastodon.trim()}” is not a server name like mastodon.social; visitors would get ${config.mastodon}.`,
    });
  if (share.layout === 'vertical' && !readAs(share.offset, config.offset))
    problems.push({
      path: 'share.offset',
      message: `The distance from the edge is a whole number of pixels, −400 to 400; visitors would get ${config.offset}.`,
    });
  return problems;
}

function menuProblems(menu: KitForm['menu']): KitProblem[] {
  if (menu.breakpoint !== 'width' || readAs(menu.width, menuConfigOf(menu).breakpoint)) return [];
  return [{ path: 'menu.width', message: `The width is a whole number of pixels from ${MENU_BREAKPOINT_MIN_PX} to ${MENU_BREAKPOINT_MAX_PX}.` }];
}

function carouselProblems(carousel: KitForm['carousel']): KitProblem[] {
  const config = carouselConfigOf(carousel);
  const problems: KitProblem[] = [];
  for (const device of ['desktop', 'tablet', 'mobile'] as const) {
    if (!readAs(carousel[device], config.slides[device]))
      problems.push({
        path: `carousel.${device}`,
        message: `Slides on ${device === 'mobile' ? 'phones' : `${device}s`}: a whole number from 1 to ${CAROUSEL_SLIDES_MAX}.`,
      });
  }
  const seconds = Number(carousel.seconds.trim().replace(',', '.'));
  if (carousel.autoplay && !(seconds * 1000 >= CAROUSEL_AUTOPLAY_MIN_MS && seconds * 1000 <= CAROUSEL_AUTOPLAY_MAX_MS))
    problems.push({
      path: 'carousel.seconds',
      message: `The pace is ${CAROUSEL_AUTOPLAY_MIN_MS / 1000} to ${CAROUSEL_AUTOPLAY_MAX_MS / 1000} seconds; visitors would get ${config.autoplay / 1000}.`,
    });
  return problems;
}

/**
 * Whether the kit would fetch from an address as written, on a page of the same site: core's own
 * rule (paginationPageUrl), on a stand-in page of the site, or of the address's own site when it
 * names one (the dashboard cannot know the owner's domain; an address elsewhere is theirs to know).
 */
function usableAddress(written: string): boolean {
  const template = written.includes(PAGE_PLACEHOLDER);
  let base = 'https://your-site.invalid/blog/';
  try {
    base = new URL(written.split(PAGE_PLACEHOLDER).join('2')).origin;
  } catch {
    // a path: the stand-in site's
  }
  return paginationPageUrl(template ? { template: written, first: null } : { template: null, first: written }, template ? 2 : 1, base) !== null;
}

function paginationProblems(pagination: KitForm['pagination']): KitProblem[] {
  const config = paginationConfigOf(pagination);
  const problems: KitProblem[] = [];
  if (!config.template)
    problems.push({
      path: 'pagination.url',
      message: `The page address needs ${PAGE_PLACEHOLDER} where the number goes, like /blog/page/${PAGE_PLACEHOLDER}/; without it, visitors get plain links.`,
    });
  else if (!usableAddress(config.template))
    problems.push({ path: 'pagination.url', message: 'The page address is a path or an http(s) address of your site; visitors would get plain links.' });
  if (pagination.first.trim() && !(config.first && usableAddress(config.first)))
    problems.push({ path: 'pagination.first', message: 'The first page’s address is a path or an http(s) address of your site.' });
  if (pagination.fragment.trim() && !(config.fragment && usableAddress(config.fragment)))
    problems.push({
      path: 'pagination.fragment',
      message: `The fragment address needs ${PAGE_PLACEHOLDER} where the number goes, on your site; visitors’ pages would be fetched whole from their own addresses.`,
    });
  if (pagination.total.trim() && !readAs(pagination.total, config.total ?? -1))
    problems.push({
      path: 'pagination.total',
      message: `Pages in all is a whole number from 1 to ${PAGINATION_MAX_PAGES.toLocaleString('en')}; visitors would get as many as your links name, then more until a “no-post” answer.`,
    });
  if (!readAs(pagination.links, config.links))
    problems.push({
      path: 'pagination.links',
      message: `Page numbers shown is a whole number from 1 to ${PAGINATION_LINKS_MAX}; visitors would get ${config.links}.`,
    });
  if (!readAs(pagination.offset, config.offset))
    problems.push({
      path: 'pagination.offset',
      message: `The space above the posts is a whole number of pixels from 0 to ${PAGINATION_OFFSET_MAX_PX}; visitors would get ${config.offset}.`,
    });
  return problems;
}

/** What would make visitors get something other than what the form shows, for the enabled parts. */
export function kitProblems(form: KitForm): KitProblem[] {
  return [
    ...(form.toc.enabled ? tocProblems(form.toc) : []),
    ...(form.share.enabled ? shareProblems(form.share) : []),
    ...(form.pagination.enabled ? paginationProblems(form.pagination) : []),
    ...(form.menu.enabled ? menuProblems(form.menu) : []),
    ...(form.carousel.enabled ? carouselProblems(form.carousel) : []),
  ];
}
