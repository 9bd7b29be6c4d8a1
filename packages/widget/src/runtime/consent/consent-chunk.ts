import { OWN_ITEM_PREFIX, type VisitorConsent } from '@beckon/core';
import { consented, eraseOwnItems } from '@beckon/embed-kit';
import { watchPlatforms } from './platforms.js';

let watching = false;

/**
 * What follows each answer on a page in consent mode: a denial deletes Beckon's own cookies and
 * storage items (unless a grant came while this chunk was on its way), and the page's consent
 * platforms are read from the first answer on.
 */
export function afterConsent(state: VisitorConsent, say: (state: VisitorConsent) => void): void {
  if (state === 'denied' && !consented()) eraseOwnItems(OWN_ITEM_PREFIX);
  if (watching) return;
  watching = true;
  watchPlatforms(say);
}
