import {
  type CarouselConfig,
  carouselKey,
  clampPosition,
  contentTexts,
  deviceForWidth,
  isCarousel,
  type Language,
  lastPosition,
  readCarouselConfig,
  slidesInView,
  stepPosition,
} from '@beckon/core';
import { everyFrame, freshId, prefersReducedMotion } from '../dom/frame.js';
import { languageOf } from '../dom/language.js';
import { warn } from '../dom/log.js';
import { addPageStyles } from '../dom/page-styles.js';
import { addAutoplay } from './autoplay.js';
import { controlButton, labelRegion, markSlides, positionText } from './controls.js';
import { carouselCss } from './styles.js';
import { addSwipe } from './swipe.js';

/** One carousel: its parts, and the first slide in view. */
interface Carousel {
  root: HTMLElement;
  list: HTMLElement;
  slides: HTMLElement[];
  config: CarouselConfig;
  lang: Language;
  previous: HTMLButtonElement;
  next: HTMLButtonElement;
  status: HTMLElement;
  position: number;
  inView: number;
}

/** Right to left by the nearest dir attribute, else by the computed direction. */
function isRtl(element: Element): boolean {
  const dir = element.closest('[dir]')?.getAttribute('dir')?.toLowerCase();
  if (dir === 'rtl' || dir === 'ltr') return dir === 'rtl';
  return getComputedStyle(element).direction === 'rtl';
}

/** Puts the row in place; slides out of view are inert (no focus, not read), the ends' buttons disabled. */
function render(carousel: Carousel, announce: boolean): void {
  const { root, list, slides, position, inView } = carousel;
  root.style.setProperty('--beckon-carousel-in-view', String(inView));
  const sign = isRtl(root) ? 1 : -1;
  list.style.transform = position ? `translateX(calc(${sign} * ${position} * (100% + var(--beckon-carousel-gap)) / ${inView}))` : '';
  slides.forEach((slide, index) => {
    const shown = index >= position && index < position + inView;
    slide.toggleAttribute('inert', !shown);
    if (shown) slide.removeAttribute('aria-hidden');
    else slide.setAttribute('aria-hidden', 'true');
  });
  const last = lastPosition(slides.length, inView);
  carousel.previous.setAttribute('aria-disabled', String(last === 0 || (!carousel.config.loop && position === 0)));
  carousel.next.setAttribute('aria-disabled', String(last === 0 || (!carousel.config.loop && position === last)));
  if (announce) carousel.status.textContent = positionText(carousel.lang, position, inView, slides.length);
}

/** Focus inside a slide that just left the view goes to the first slide in view (or the region). */
function keepFocus(carousel: Carousel): void {
  const active = document.activeElement;
  if (!carousel.slides.some((slide) => slide.hasAttribute('inert') && slide.contains(active))) return;
  const target = carousel.slides[carousel.position]?.querySelector<HTMLElement>('a[href], button, input, select, textarea, [tabindex]');
  (target ?? carousel.root).focus();
}

function moveTo(carousel: Carousel, position: number, announce = true): void {
  const next = clampPosition(position, carousel.slides.length, carousel.inView);
  if (next === carousel.position) return;
  carousel.position = next;
  render(carousel, announce);
  keepFocus(carousel);
}

function step(carousel: Carousel, direction: -1 | 1, wrap = carousel.config.loop): void {
  moveTo(carousel, stepPosition(carousel.position, direction, carousel.slides.length, carousel.inView, wrap));
}

/** Arrow keys (mirrored in right to left), Home and End, wherever focus is in the carousel but a field. */
function addKeys(carousel: Carousel): void {
  carousel.root.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement | null;
    if (event.altKey || event.ctrlKey || event.metaKey || target?.closest?.('input, textarea, select, [contenteditable]')) return;
    const action = carouselKey(event.key, isRtl(carousel.root));
    if (!action) return;
    event.preventDefault();
    if (action === 'first') moveTo(carousel, 0);
    else if (action === 'last') moveTo(carousel, lastPosition(carousel.slides.length, carousel.inView));
    else step(carousel, action === 'next' ? 1 : -1);
  });
}

/** The number in view follows the screen: 3 on desktops, 2 on tablets, 1 on phones (SPEC §9). */
function fitToScreen(carousel: Carousel): void {
  const inView = slidesInView(deviceForWidth(window.innerWidth), carousel.slides.length, carousel.config.slides);
  if (inView === carousel.inView) return;
  carousel.inView = inView;
  carousel.position = clampPosition(carousel.position, carousel.slides.length, inView);
  render(carousel, false);
}

/** The previous and next buttons (and pause, with autoplay) above the slides, and the polite status. */
function addControls(carousel: Carousel, viewport: HTMLElement): void {
  const controls = document.createElement('div');
  controls.className = 'beckon-carousel__controls';
  for (const button of [carousel.previous, carousel.next]) button.setAttribute('aria-controls', carousel.list.id);
  carousel.previous.addEventListener('click', () => carousel.previous.getAttribute('aria-disabled') !== 'true' && step(carousel, -1));
  carousel.next.addEventListener('click', () => carousel.next.getAttribute('aria-disabled') !== 'true' && step(carousel, 1));
  const { autoplay } = carousel.config;
  // WCAG 2.2.2 asks for a way to stop motion; a visitor who asked for less motion gets none.
  if (autoplay && !prefersReducedMotion()) {
    controls.appendChild(addAutoplay(carousel.root, carousel.status, autoplay, carousel.lang, () => step(carousel, 1, true)));
  }
  controls.append(carousel.previous, carousel.next);
  viewport.before(controls);
  controls.after(carousel.status);
}

/** Enhances one carousel; a list of fewer than two slides (SPEC §9) is left as it is. */
export function enhanceCarousel(root: HTMLElement): void {
  if (root.classList.contains('beckon-carousel')) return;
  const list = root.querySelector<HTMLElement>('[data-carousel-list]') ?? root.querySelector<HTMLElement>('ul, ol');
  const slides = list ? ([...list.children].filter((child) => child instanceof HTMLElement) as HTMLElement[]) : [];
  if (!list || !isCarousel(slides.length)) return;
  addPageStyles(carouselCss);
  const lang = languageOf(root);
  const status = document.createElement('div');
  status.className = 'beckon-carousel__status';
  status.setAttribute('aria-live', 'polite');
  status.setAttribute('aria-atomic', 'true');
  const carousel: Carousel = {
    root,
    list,
    slides,
    config: readCarouselConfig((name) => root.getAttribute(name)),
    lang,
    previous: controlButton('previous', contentTexts.carouselPrevious, lang),
    next: controlButton('next', contentTexts.carouselNext, lang),
    status,
    position: 0,
    inView: 0,
  };
  const viewport = document.createElement('div');
  viewport.className = 'beckon-carousel__viewport';
  list.before(viewport);
  viewport.appendChild(list);
  list.id ||= freshId('beckon-carousel-list');
  list.classList.add('beckon-carousel__list');
  root.classList.add('beckon-carousel');
  root.setAttribute('role', 'region');
  root.setAttribute('aria-roledescription', 'carousel');
  if (!root.hasAttribute('tabindex')) root.setAttribute('tabindex', '-1');
  labelRegion(root, lang, freshId);
  markSlides(list, slides, lang);
  addControls(carousel, viewport);
  addKeys(carousel);
  addSwipe(
    viewport,
    () => isRtl(root),
    (direction) => step(carousel, direction),
  );
  fitToScreen(carousel);
  window.addEventListener(
    'resize',
    everyFrame(() => fitToScreen(carousel)),
    { passive: true },
  );
}

/** Every carousel on the page; one that fails is skipped with a note, the others go on. */
export function enhance(elements: readonly Element[]): void {
  for (const element of elements) {
    try {
      if (element instanceof HTMLElement) enhanceCarousel(element);
    } catch (error) {
      warn('a carousel could not be enhanced; its slides stay a list', error);
    }
  }
}
