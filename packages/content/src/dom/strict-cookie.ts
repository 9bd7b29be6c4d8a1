import { tocToggleCookie } from '@beckon/core';
import { readCookie } from '@beckon/embed-kit';
import { warnOnce } from './log.js';

export { readCookie };

/**
 * The toggle's cookie is SameSite=Strict (SPEC §4), which embed-kit's site-wide Lax writer does
 * not do, so it is written here from core's cookie text. A page that refuses cookies only loses
 * the memory of the toggle.
 */
export function writeToggleCookie(name: string, hidden: boolean): void {
  try {
    document.cookie = tocToggleCookie(name, hidden, Date.now(), location.protocol === 'https:');
  } catch (error) {
    warnOnce('cookies unavailable; the table of contents will not remember its toggle', error);
  }
}
