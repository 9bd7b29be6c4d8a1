import { MASTODON_SHARE_WINDOW, SHARE_COUNT_MILLIONS, SHARE_COUNT_THOUSANDS, SHARE_POPUP_WINDOW } from '../constants.js';

/** SPEC §5: a count that is not a number counts as 0 (negative and fractional counts are not counts either). */
export function shareCountValue(raw: unknown): number {
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

/** One decimal, cut rather than rounded, so 999,999 never reads as the next unit's 1000.0K. */
function oneDecimal(value: number, unit: number): string {
  return (Math.floor((value * 10) / unit) / 10).toFixed(1);
}

/**
 * SPEC §5 and §9: only counts of at least 1 are shown (null: show nothing); 1,000 to 999,999 with
 * one decimal and K, from 1,000,000 with M; below 1,000 as they are.
 */
export function formatShareCount(raw: unknown): string | null {
  const count = shareCountValue(raw);
  if (count < 1) return null;
  if (count >= SHARE_COUNT_MILLIONS) return `${oneDecimal(count, SHARE_COUNT_MILLIONS)}M`;
  if (count >= SHARE_COUNT_THOUSANDS) return `${oneDecimal(count, SHARE_COUNT_THOUSANDS)}K`;
  return String(count);
}

/** SPEC §2: the 'more' popup's search keeps the services whose title holds the text, any case. */
export function filterShareServices<T extends { title: string }>(services: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...services];
  return services.filter((service) => service.title.toLocaleLowerCase().includes(needle));
}

/** SPEC §5: the Mastodon instance the visitor typed, trimmed; left empty, the default stays. */
export function mastodonInstance(typed: string | null | undefined, defaultInstance: string): string {
  const instance = (typed ?? '').trim();
  return instance || defaultInstance;
}

/** SPEC §7 and §9: window.open features of a share window (Mastodon's is larger, at the same place). */
export function shareWindowFeatures(service: string): string {
  const { left, top } = SHARE_POPUP_WINDOW;
  const { width, height } = service === 'mastodon' ? MASTODON_SHARE_WINDOW : SHARE_POPUP_WINDOW;
  return `width=${width},height=${height},left=${left},top=${top}`;
}
