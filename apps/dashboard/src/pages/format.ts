const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatTime = (ms: number): string => dateTime.format(new Date(ms));

/** Conversions per view; a pop-up nobody has seen has no rate yet. */
export function conversionRate(conversions: number, views: number): string {
  return views === 0 ? '—' : `${((conversions / views) * 100).toFixed(1)}%`;
}

export function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return url;
  }
}
