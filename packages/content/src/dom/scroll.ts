import { prefersReducedMotion } from './frame.js';

let running = 0;

/** Slow at both ends, so the move reads as movement rather than a cut. */
function easeInOut(progress: number): number {
  return progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
}

function jump(y: number): void {
  // 'instant', so a page's own `scroll-behavior: smooth` does not animate each frame again.
  window.scrollTo({ top: y, left: window.scrollX, behavior: 'instant' });
}

/**
 * Scrolls `target` to `offset` px below the viewport's top over `durationMs`, or at once when
 * smooth scrolling is off or the visitor prefers reduced motion. A newer scroll (of any part)
 * stops an older one; so does the visitor's own wheel or touch.
 */
export function scrollToElement(target: HTMLElement, offset: number, smooth: boolean, durationMs: number): void {
  const from = window.scrollY;
  const to = Math.max(0, from + target.getBoundingClientRect().top - offset);
  running += 1;
  if (!smooth || prefersReducedMotion() || to === from) return jump(to);
  const id = running;
  const stop = () => {
    running += 1;
  };
  window.addEventListener('wheel', stop, { once: true, passive: true });
  window.addEventListener('touchstart', stop, { once: true, passive: true });
  let start: number | undefined;
  const step = (now: number) => {
    if (id !== running) return;
    start ??= now;
    const progress = Math.min(1, (now - start) / durationMs);
    jump(from + (to - from) * easeInOut(progress));
    if (progress < 1) requestAnimationFrame(step);
    else {
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    }
  };
  requestAnimationFrame(step);
}
