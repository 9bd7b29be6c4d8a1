import { TOC_TOGGLE_COOKIE_MS } from '../constants.js';

/** SPEC §4: the cookie's name is the table of contents' index as a prefix, then ezTOC_hidetoc. */
export const TOC_COOKIE_SUFFIX = 'ezTOC_hidetoc';

/** One cookie per table of contents on a page: the first is `0ezTOC_hidetoc`, the next `1ezTOC_hidetoc`. */
export function tocCookieName(index: number): string {
  const safe = Number.isInteger(index) && index >= 0 ? index : 0;
  return `${safe}${TOC_COOKIE_SUFFIX}`;
}

/**
 * The cookie text for a toggle (SPEC §4: 1 for hidden, 30 days, path /, SameSite=Strict). A shown
 * table writes 0 rather than nothing, so a visitor who opened one hidden by default finds it open.
 */
export function tocToggleCookie(name: string, hidden: boolean, now: number, secure: boolean): string {
  const expires = new Date(now + TOC_TOGGLE_COOKIE_MS).toUTCString();
  return `${name}=${hidden ? '1' : '0'}; expires=${expires}; path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The visitor's last choice wins over the page's defaults; anything but 1 or 0 is no choice. */
export function tocHiddenFromCookie(value: string | null | undefined, hiddenByDefault: boolean): boolean {
  if (value === '1') return true;
  if (value === '0') return false;
  return hiddenByDefault;
}
