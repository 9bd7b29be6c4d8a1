/**
 * Wall-clock time in an IANA zone, from Intl.DateTimeFormat alone (pure: no machine zone,
 * no tz database of our own). Schedules, the results' day buckets and the time-zone checks of
 * the dashboard all read time zones through here.
 */

export const UTC_ZONE = 'UTC';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface WallTime {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  /** 0 = Sunday .. 6 = Saturday */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

const WEEKDAYS: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

// Building a formatter is costly and the rules run for every pop-up on every page.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter, or null when the runtime does not know the zone. */
function formatterFor(zone: string): Intl.DateTimeFormat | null {
  const known = formatters.get(zone);
  if (known) return known;
  try {
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

/** The zone's canonical IANA name ("asia/jerusalem" is "Asia/Jerusalem") when the runtime knows it, else null. */
export function knownZone(zone: string): string | null {
  const wanted = zone.trim();
  return wanted === '' ? null : (formatterFor(wanted)?.resolvedOptions().timeZone ?? null);
}

/** The zone itself when the runtime knows it; UTC for a blank, missing or unknown zone. */
export function resolveZone(zone: string | undefined): string {
  const wanted = typeof zone === 'string' ? zone.trim() : '';
  return wanted !== '' && formatterFor(wanted) !== null ? wanted : UTC_ZONE;
}

export function wallTime(epochMs: number, zone: string): WallTime {
  const formatter = formatterFor(zone) ?? formatterFor(UTC_ZONE)!;
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(epochMs)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? Number.NaN,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The zone's offset from UTC at an instant, ms (positive east of Greenwich). */
function offsetMs(epochMs: number, zone: string): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  const wall = wallTime(wholeSecond, zone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - wholeSecond;
}

/**
 * The instant at which the zone's clocks show the given wall time (fields as Date.UTC takes
 * them). Around a change of clocks it resolves as Temporal's "compatible" does: a time that
 * occurs twice (clocks going back) is the earlier instant, and a time that never occurs
 * (clocks going forward) is moved forward by the size of the jump.
 */
export function zonedToEpoch(wall: Omit<WallTime, 'weekday'> & { ms?: number }, zone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.ms ?? 0);
  // Changes of clocks are months apart, so a day either side sees the offsets before and after.
  const before = offsetMs(asUtc - DAY_MS, zone);
  const after = offsetMs(asUtc + DAY_MS, zone);
  const candidates = [asUtc - before, asUtc - after].filter((instant) => asUtc - offsetMs(instant, zone) === instant);
  return candidates.length > 0 ? Math.min(...candidates) : asUtc - before;
}
