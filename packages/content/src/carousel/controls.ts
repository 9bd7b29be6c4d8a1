import { contentTexts, type Language, t, type Text } from '@beckon/core';

/** A round button with a drawn icon; its name is the kit's words, in the carousel's language. */
export function controlButton(kind: 'previous' | 'next' | 'pause', label: Text, lang: Language): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `beckon-carousel__button beckon-carousel__${kind}`;
  button.setAttribute('aria-label', t(lang, label));
  const icon = document.createElement('span');
  icon.className = kind === 'pause' ? 'beckon-carousel__pause-icon' : 'beckon-carousel__arrow';
  icon.setAttribute('aria-hidden', 'true');
  button.appendChild(icon);
  return button;
}

/** Where the carousel stands, for the polite announcement: "Slide 2 of 5", or "Slides 2 to 4 of 5". */
export function positionText(lang: Language, position: number, inView: number, total: number): string {
  const n = String(position + 1);
  if (inView === 1) return t(lang, contentTexts.carouselPosition, { n, total: String(total) });
  return t(lang, contentTexts.carouselPositions, { n, last: String(position + inView), total: String(total) });
}

/** The region's name: the publisher's label, else its first heading, else "Carousel". */
export function labelRegion(root: HTMLElement, lang: Language, freshId: (prefix: string) => string): void {
  if (root.hasAttribute('aria-label') || root.hasAttribute('aria-labelledby')) return;
  const heading = root.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6, [data-carousel-title]');
  if (heading) {
    heading.id ||= freshId('beckon-carousel-title');
    root.setAttribute('aria-labelledby', heading.id);
  } else root.setAttribute('aria-label', t(lang, contentTexts.carouselLabel));
}

/** The ARIA carousel pattern's slides: groups named "2 of 5"; the list's own semantics give way to them. */
export function markSlides(list: HTMLElement, slides: readonly HTMLElement[], lang: Language): void {
  list.setAttribute('role', 'none');
  slides.forEach((slide, index) => {
    slide.classList.add('beckon-carousel__slide');
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    if (!slide.hasAttribute('aria-label') && !slide.hasAttribute('aria-labelledby')) {
      slide.setAttribute('aria-label', t(lang, contentTexts.carouselSlide, { n: String(index + 1), total: String(slides.length) }));
    }
  });
}
