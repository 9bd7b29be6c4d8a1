import { useEffect, type RefObject } from 'react';
import type { Progress } from './use-save-flow.js';

/**
 * Brings a box into view below the editor's sticky header (its scroll-margin-top is the header's
 * height, `--ed-head-h`) and moves the focus to it, so a screen reader reads what went wrong.
 */
export function revealBelowHeader(box: HTMLElement | null): void {
  if (!box) return;
  box.focus({ preventScroll: true });
  const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  box.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
}

/** After each failed save or publish: the problem summary when it lists why, else the box with the API's words. */
export function useRevealFailure(progress: Progress, summary: RefObject<HTMLElement | null>, errorBox: RefObject<HTMLElement | null>): void {
  const attempt = progress.kind === 'failed' ? progress.attempt : 0;
  const withProblems = progress.kind === 'failed' && progress.problems;
  useEffect(() => {
    if (attempt === 0) return;
    revealBelowHeader((withProblems ? summary.current : null) ?? errorBox.current);
  }, [attempt, withProblems, summary, errorBox]);
}

/** Keeps `--ed-head-h` on the editor at the sticky header's height, for the boxes that must not hide under it. */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const head = header.current;
    const editor = head?.closest<HTMLElement>('.ed');
    if (!head || !editor) return;
    const measure = () => editor.style.setProperty('--ed-head-h', `${Math.ceil(head.getBoundingClientRect().height)}px`);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(head);
    return () => observer.disconnect();
  }, [header]);
}
