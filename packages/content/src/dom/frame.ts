/**
 * One run of `work` per animation frame however many scroll or resize events arrive: reads of
 * layout happen once, together, before the frame's writes, so scrolling never thrashes layout.
 */
export function everyFrame(work: () => void): () => void {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      work();
    });
  };
}

/** The visitor asked their system for less motion. */
export function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

/** A selector the publisher wrote, or null when it is not one (a typo must not stop the part). */
export function safeQuery<T extends Element = HTMLElement>(root: ParentNode, selector: string | null): T | null {
  if (!selector) return null;
  try {
    return root.querySelector<T>(selector);
  } catch {
    return null;
  }
}

let nextId = 0;
/** An id for an element the kit links with aria-controls, never one the page already has. */
export function freshId(prefix: string): string {
  nextId += 1;
  while (document.getElementById(`${prefix}-${nextId}`)) nextId += 1;
  return `${prefix}-${nextId}`;
}
