import { contentTexts, type Language } from '@beckon/core';
import { controlButton } from './controls.js';

/**
 * Autoplay, only when the publisher asks (WCAG 2.2.2): it waits while the pointer is over the
 * carousel or focus is in it, and its pause button stops it until pressed again. While it plays,
 * the announcements are off, so a screen reader is not interrupted every few seconds.
 */
export function addAutoplay(root: HTMLElement, status: HTMLElement, every: number, lang: Language, advance: () => void): HTMLButtonElement {
  const button = controlButton('pause', contentTexts.carouselPause, lang);
  let stopped = false;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    const playing = !stopped && !hovered && !focused;
    status.setAttribute('aria-live', playing ? 'off' : 'polite');
    if (playing) {
      timer = setTimeout(() => {
        advance();
        schedule();
      }, every);
    }
  };
  button.addEventListener('click', () => {
    // Pressing play is the visitor's own wish: it plays, though their pointer or focus is here.
    stopped = !stopped;
    hovered = false;
    focused = false;
    root.classList.toggle('beckon-carousel--stopped', stopped);
    button.setAttribute('aria-label', (stopped ? contentTexts.carouselPlay : contentTexts.carouselPause)[lang]);
    schedule();
  });
  root.addEventListener('pointerenter', () => {
    hovered = true;
    schedule();
  });
  root.addEventListener('pointerleave', () => {
    hovered = false;
    schedule();
  });
  root.addEventListener('focusin', () => {
    focused = true;
    schedule();
  });
  root.addEventListener('focusout', (event) => {
    focused = root.contains(event.relatedTarget as Node | null);
    schedule();
  });
  schedule();
  return button;
}
