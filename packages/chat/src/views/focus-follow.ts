import { useLayoutEffect, type RefObject } from 'react';
import type { BoxPhase } from './ChatBox.js';

/** Where focus goes after a render that changed the view (keyboard users keep their place). */
export type FocusTarget = { kind: 'box' } | { kind: 'reply' } | { kind: 'contact'; key: string } | null;

/** Focus follows the visitor's action as soon as the view it leads to is in the DOM. */
export function useFocusFollow(
  focusNext: RefObject<FocusTarget>,
  boxRef: RefObject<HTMLDivElement | null>,
  textareaRef: RefObject<HTMLTextAreaElement | null>,
  phase: BoxPhase,
  inConversation: boolean,
): void {
  useLayoutEffect(() => {
    const target = focusNext.current;
    const boxElement = boxRef.current;
    if (!target || !boxElement || phase !== 'open') return;
    focusNext.current = null;
    if (target.kind === 'contact') {
      Array.from(boxElement.querySelectorAll<HTMLElement>('[data-contact]'))
        .find((el) => el.dataset.contact === target.key)
        ?.focus();
      return;
    }
    const first =
      target.kind === 'reply' || inConversation
        ? textareaRef.current
        : (boxElement.querySelector<HTMLElement>('.qlwapp__contact:not([aria-disabled])') ?? boxElement.querySelector<HTMLElement>('.qlwapp__close'));
    first?.focus();
  });
}
