import { useCallback, type RefObject } from 'react';
import { CHAT_SCROLL_DELAY_MS } from '@beckon/core';

/**
 * SPEC §9: 700 ms after the conversation shows or grows, it scrolls to the newest message
 * (after the box's entrance, so the height scrolled by is the final one). Timed from the
 * visitor's action itself, not from a later render.
 */
export function useScrollToNewest(later: (ms: number, run: () => void) => void, boxRef: RefObject<HTMLDivElement | null>): () => void {
  return useCallback(
    () =>
      later(CHAT_SCROLL_DELAY_MS, () => {
        const list = boxRef.current?.querySelector('.qlwapp__messages');
        if (list) list.scrollTop = list.scrollHeight;
      }),
    [later, boxRef],
  );
}
