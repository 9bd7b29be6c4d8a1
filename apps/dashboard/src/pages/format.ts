import { formatDistance } from 'date-fns';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const whole = new Intl.NumberFormat();

export const formatTime = (ms: number): string => dateTime.format(new Date(ms));

export const formatCount = (n: number): string => whole.format(n);

/** "5 minutes ago"; `now` is a parameter so tests need no clock. */
export const timeAgo = (ms: number, now: number = Date.now()): string => formatDistance(ms, Math.max(ms, now), { addSuffix: true });

/** Conversions per view; a pop-up nobody has seen has no rate yet. */
export function conversionRate(conversions: number, views: number): string {
  return views === 0 ? '—' : percent(conversions / views);
}

/** A 0..1 share as a percentage with one decimal. */
export const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;

export function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return url;
  }
}

/** SPEC §3 trigger names in an owner's words: core's, shared with the leads CSV. */
export { triggerLabel } from '@beckon/core';
