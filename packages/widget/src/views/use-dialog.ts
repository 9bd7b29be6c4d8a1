import { useEffect, type RefObject } from 'react';

/** What Tab reaches: the honeypot (tabindex -1) and disabled controls are not among them. */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type=hidden])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
]
  .map((s) => `${s}:not([tabindex="-1"])`)
  .join(',');

function activeIn(container: HTMLElement): Element | null {
  const root = container.getRootNode() as Document | ShadowRoot;
  return root.activeElement;
}

/**
 * WAI-ARIA dialog behaviour for modal types: focus moves in, Tab cycles inside, Escape asks to
 * close. Non-modal types (bars, slide-ins) get none of it and never trap focus.
 */
export function useDialog(ref: RefObject<HTMLElement | null>, modal: boolean, onEscape: () => void, active: boolean): void {
  useEffect(() => {
    const container = ref.current;
    if (!container || !modal || !active) return;
    // Focus already inside (the first paint gave it, or the visitor moved it) stays where it is.
    if (!container.contains(activeIn(container))) {
      const first = container.querySelector<HTMLElement>('input:not([type=hidden]),select,textarea') ?? container.querySelector<HTMLElement>(FOCUSABLE);
      first?.focus({ preventScroll: true });
    }

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === activeIn(container));
      if (items.length === 0) return;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const current = activeIn(container);
      if (event.shiftKey && (current === firstItem || !container.contains(current))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (current === lastItem || !container.contains(current))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    container.addEventListener('keydown', onKey);
    return () => container.removeEventListener('keydown', onKey);
  }, [ref, modal, onEscape, active]);
}
