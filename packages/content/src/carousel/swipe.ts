import { swipeStep } from '@beckon/core';

/**
 * Touch and pen swipes on the slides. The viewport has touch-action: pan-y, so the browser keeps
 * vertical scrolling (it cancels the pointer, and nothing happens here) and leaves sideways moves
 * to the kit. A swipe that moved the carousel swallows the click that may follow it, so a slide's
 * link is not followed by accident.
 */
export function addSwipe(viewport: HTMLElement, rtl: () => boolean, move: (step: -1 | 1) => void): void {
  let start: { id: number; x: number; y: number } | null = null;
  let swallowClick = false;
  viewport.addEventListener('pointerdown', (event) => {
    swallowClick = false;
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    start = { id: event.pointerId, x: event.clientX, y: event.clientY };
  });
  viewport.addEventListener('pointerup', (event) => {
    if (!start || event.pointerId !== start.id) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y, rtl());
    start = null;
    if (step === 0) return;
    swallowClick = true;
    move(step);
  });
  viewport.addEventListener('pointercancel', () => {
    start = null;
  });
  viewport.addEventListener(
    'click',
    (event) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );
}
