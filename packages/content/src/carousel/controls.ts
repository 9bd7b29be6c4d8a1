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

/** Elements that may be a group (ARIA in HTML); any other slide (an li, an article) gets a div of its own for the role. */
const GROUP_ELEMENTS = new Set(['DIV', 'SECTION']);

/**
 * The ARIA carousel pattern's slides: groups with the roledescription "slide", named "2 of 5".
 * The list's own semantics give way to these: the list and its items are role=none, and since an
 * li may not be a group (ARIA in HTML), an item's content moves into a div
 * (beckon-carousel__group) that carries the slide's role and name. The item stays the slide the
 * kit moves, hides and styles.
 */
export function markSlides(list: HTMLElement, slides: readonly HTMLElement[], lang: Language): void {
  list.setAttribute('role', 'none');
  slides.forEach((slide, index) => {
    slide.classList.add('beckon-carousel__slide');
    let group = slide;
    if (!GROUP_ELEMENTS.has(slide.tagName)) {
      group = document.createElement('div');
      group.className = 'beckon-carousel__group';
      group.append(...slide.childNodes);
      for (const name of ['aria-label', 'aria-labelledby']) {
        const value = slide.getAttribute(name);
        if (value === null) continue;
        group.setAttribute(name, value);
        slide.removeAttribute(name);
      }
      slide.setAttribute('role', 'none');
      slide.appendChild(group);
    }
    group.setAttribute('role', 'group');
    group.setAttribute('aria-roledescription', 'slide');
    if (!group.hasAttribute('aria-label') && !group.hasAttribute('aria-labelledby')) {
      group.setAttribute('aria-label', t(lang, contentTexts.carouselSlide, { n: String(index + 1), total: String(slides.length) }));
    }
  });
}
