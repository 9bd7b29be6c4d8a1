import { type Language, shareTexts, t } from '@beckon/core';
import { freshId } from '../dom/frame.js';

export interface ShareDialog {
  panel: HTMLElement;
  close(): void;
}

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),[tabindex]:not([tabindex="-1"])';

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
}

/** Tab and Shift+Tab go round inside the dialog; Escape closes it. */
function trapKeys(panel: HTMLElement, close: () => void): void {
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      return close();
    }
    if (event.key !== 'Tab') return;
    const items = focusables(panel);
    if (!items.length) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panel.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });
}

/**
 * A small modal dialog (role=dialog, aria-modal, named by its title): focus moves in, stays in
 * (Tab wraps, a focus that wanders outside is brought back), Escape, the close button or a click
 * on the backdrop closes it, and focus returns to the control that opened it.
 */
export function openDialog(options: { title: string; lang: Language; dir: string; returnTo: HTMLElement | null; className: string }): ShareDialog {
  const backdrop = document.createElement('div');
  backdrop.className = `beckon-share-dialog ${options.className}`;
  backdrop.dir = options.dir;
  backdrop.lang = options.lang;
  const panel = document.createElement('div');
  panel.className = 'beckon-share-dialog__panel';
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  const title = document.createElement('p');
  title.className = 'beckon-share-dialog__title';
  title.id = freshId('beckon-share-dialog-title');
  title.textContent = options.title;
  panel.setAttribute('aria-labelledby', title.id);
  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.className = 'beckon-share-dialog__close';
  closeButton.setAttribute('aria-label', t(options.lang, shareTexts.close));
  closeButton.textContent = '×';
  const head = document.createElement('div');
  head.className = 'beckon-share-dialog__head';
  head.append(title, closeButton);
  panel.appendChild(head);
  backdrop.appendChild(panel);
  let open = true;
  const keepFocus = (event: FocusEvent) => {
    if (open && !panel.contains(event.target as Node)) (focusables(panel)[0] ?? panel).focus();
  };
  const close = () => {
    if (!open) return;
    open = false;
    document.removeEventListener('focusin', keepFocus);
    backdrop.remove();
    options.returnTo?.focus();
  };
  closeButton.addEventListener('click', close);
  backdrop.addEventListener('mousedown', (event) => {
    if (event.target === backdrop) close();
  });
  trapKeys(panel, close);
  document.body.appendChild(backdrop);
  document.addEventListener('focusin', keepFocus);
  return { panel, close };
}
