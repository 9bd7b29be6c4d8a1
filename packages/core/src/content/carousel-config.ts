import { CAROUSEL_AUTOPLAY_DEFAULT_MS, CAROUSEL_AUTOPLAY_MAX_MS, CAROUSEL_AUTOPLAY_MIN_MS, CAROUSEL_SLIDES_MAX } from '../constants.js';
import { CAROUSEL_DEFAULT_SLIDES, type SlidesPerDevice } from './carousel.js';
import { type AttributeReader, flagAttribute, integerAttribute } from './config-attributes.js';

/** A carousel's settings, in the kit's own attribute words. */
export interface CarouselConfig {
  slides: SlidesPerDevice;
  /** The previous and next buttons go round from one end to the other. */
  loop: boolean;
  /** Ms between moves, or 0: no autoplay unless the publisher asks for it. */
  autoplay: number;
}

/**
 * `data-carousel-autoplay`: absent or off is none; present alone (or `true`) is every 6 s; a
 * number of ms between 3,000 and 60,000 is that; any other number keeps the default pace.
 */
export function parseAutoplay(value: string | null): number {
  if (value === null) return 0;
  if (/^\s*\d+\s*$/.test(value)) return integerAttribute(value, CAROUSEL_AUTOPLAY_DEFAULT_MS, CAROUSEL_AUTOPLAY_MIN_MS, CAROUSEL_AUTOPLAY_MAX_MS);
  return flagAttribute(value, false) ? CAROUSEL_AUTOPLAY_DEFAULT_MS : 0;
}

/** Every setting from the element's data-carousel-* attributes; a bad value falls back, never throws. */
export function readCarouselConfig(read: AttributeReader): CarouselConfig {
  const count = (name: string, fallback: number) => integerAttribute(read(name), fallback, 1, CAROUSEL_SLIDES_MAX);
  return {
    slides: {
      desktop: count('data-carousel-slides', CAROUSEL_DEFAULT_SLIDES.desktop),
      tablet: count('data-carousel-slides-tablet', CAROUSEL_DEFAULT_SLIDES.tablet),
      mobile: count('data-carousel-slides-mobile', CAROUSEL_DEFAULT_SLIDES.mobile),
    },
    loop: flagAttribute(read('data-carousel-loop'), false),
    autoplay: parseAutoplay(read('data-carousel-autoplay')),
  };
}
