import { isPopupId } from '@beckon/core';

/** A click-display link followed without the widget comes back with #beckon-open={id}. */
export function popupIdFromHash(): string | null {
  const id = /(?:^#|&)beckon-open=([a-z0-9]+)/.exec(location.hash)?.[1];
  return isPopupId(id) ? id : null;
}
