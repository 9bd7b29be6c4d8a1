/**
 * Issue 21, owner notifications: when a site's daily digest is due, and which hours it covers.
 * The owner picks an hour in their own time zone (an IANA name, e.g. Europe/Berlin), so the
 * digest arrives at 8 in the morning summer and winter alike; "yesterday" is their calendar day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows this zone (IANA name, or UTC). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localTime(at: number, timeZone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(new Date(at))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day (YYYY-MM-DD) it is at `at` in the zone. */
export function localDay(at: number, timeZone: string): string {
  const t = localTime(at, timeZone);
  return `${t.year}-${pad(t.month)}-${pad(t.day)}`;
}

/** A YYYY-MM-DD day moved by whole days (-1: the day before). */
export function shiftDay(day: string, days: number): string {
  const [, y, m, d] = DAY_FORMAT.exec(day) ?? [];
  const moved = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)) + days * DAY_MS);
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** How far the zone's wall clock is ahead of UTC at `at`, in ms. */
function offsetAt(at: number, timeZone: string): number {
  const t = localTime(at, timeZone);
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - Math.floor(at / 1000) * 1000;
}

/** The instant the day begins in the zone (its first moment, should a change of clocks skip midnight). */
export function dayStart(day: string, timeZone: string): number {
  const [, y, m, d] = DAY_FORMAT.exec(day) ?? [];
  const midnight = Date.UTC(Number(y), Number(m) - 1, Number(d));
  // The offset at a first guess, then at the answer it gives: right on either side of a change.
  const guess = midnight - offsetAt(midnight, timeZone);
  const start = midnight - offsetAt(guess, timeZone);
  return localDay(start, timeZone) === day ? start : guess;
}

/** [from, to): the instants of one calendar day in the zone (23 or 25 hours across a change of clocks). */
export function dayBounds(day: string, timeZone: string): { from: number; to: number } {
  return { from: dayStart(day, timeZone), to: dayStart(shiftDay(day, 1), timeZone) };
}

/**
 * The day a digest is due for at `now`: yesterday in the owner's zone, once their clock reached
 * the chosen hour, unless that day's digest went already (`lastDay`). null when none is due. A
 * server that was down at the hour sends it when it is back, the same day; a whole day missed
 * is not sent late (yesterday's news only).
 */
export function dueDigestDay(now: number, timeZone: string, hour: number, lastDay: string): string | null {
  const local = localTime(now, timeZone);
  if (local.hour < hour) return null;
  const yesterday = shiftDay(localDay(now, timeZone), -1);
  return lastDay !== '' && lastDay >= yesterday ? null : yesterday;
}
