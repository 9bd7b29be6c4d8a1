import { shareWindowFeatures } from '@beckon/core';

/** Where the page goes when no window may open: the same tab (SPEC §8). */
export const sameTab = {
  go(url: string): void {
    location.assign(url);
  },
};

/**
 * Opens a share in its window (SPEC §7 and §9: 600×400 at left 400, top 100; Mastodon 770×520)
 * or, for the AI assistants, a new tab. 'noopener' would make window.open answer null, which
 * would hide a blocked window, so the opener is cut by hand. A blocked window falls back to the
 * same tab, so the share still happens.
 */
export function openShare(url: string, service: string, asTab: boolean): void {
  let opened: Window | null;
  try {
    opened = asTab ? window.open(url, '_blank') : window.open(url, `beckon-share-${service}`, shareWindowFeatures(service));
  } catch {
    opened = null;
  }
  if (!opened) return sameTab.go(url);
  try {
    opened.opener = null;
  } catch {
    // a cross-origin window already refused the reference
  }
}
