import { useCallback, useEffect, type RefObject } from 'react';

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
 * close. Non-modal types (bars, slide-ins) get none of it and never trap focus. Returns the
 * dialog's keydown handler: a prop, not a listener added by an effect, so that it is there the
 * moment the view hydrates in answer to the visitor's first key (effects run a frame later).
 */
/** What the handler reads of a key press: React's event and the DOM's both have it. */
interface KeyPress {
  key: string;
  shiftKey: boolean;
  preventDefault(): void;
}

export function useDialog(ref: RefObject<HTMLElement | null>, modal: boolean, onEscape: () => void, active: boolean): (event: KeyPress) => void {
  useEffect(() => {
    const container = ref.current;
    // Focus already inside (the first paint gave it, or the visitor moved it) stays where it is.
    if (!container || !modal || !active || container.contains(activeIn(container))) return;
    const first = container.querySelector<HTMLElement>('input:not([type=hidden]),select,textarea') ?? container.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus({ preventScroll: true });
  }, [ref, modal, active]);

  return useCallback(
    (event: KeyPress) => {
      const container = ref.current;
      if (!container || !modal || !active) return;
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
    },
    [ref, modal, onEscape, active],
  );
}
