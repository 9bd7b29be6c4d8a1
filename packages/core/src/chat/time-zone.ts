const MINUTES_PER_HOUR = 60;
const FIXED_OFFSET = /^(?:UTC|GMT)?\s*([+-])\s*(\d{1,2})(?:([:.])(\d{1,2}))?$/i;
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function zoneFormatter(zone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(zone)) {
    try {
      formatters.set(
        zone,
        new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
        }),
      );
    } catch {
      formatters.set(zone, null); // RangeError: not a zone this runtime knows
    }
  }
  return formatters.get(zone) ?? null;
}

/**
 * Minutes east of UTC of a contact's (or the button's) time zone at a given instant. SPEC §9:
 * 'UTC+N' (WordPress writes half hours as 'UTC+5.5'; 'UTC+5:30' is read too) or a named IANA
 * zone, daylight saving included; SPEC §8: anything unknown, or none, is offset 0.
 */
export function zoneOffsetMinutes(zone: string | null | undefined, at: Date): number {
  const name = String(zone ?? '').trim();
  if (!name || /^(UTC|GMT|Z)$/i.test(name)) return 0;
  const fixed = FIXED_OFFSET.exec(name);
  if (fixed) {
    const [, sign, hours, separator, part] = fixed;
    const fraction = part === undefined ? 0 : separator === ':' ? Number(part) : Math.round(Number(`0.${part}`) * MINUTES_PER_HOUR);
    const minutes = Number(hours) * MINUTES_PER_HOUR + fraction;
    return sign === '-' ? -minutes : minutes;
  }
  const formatter = zoneFormatter(name);
  if (!formatter) return 0;
  const fields: Record<string, number> = {};
  for (const part of formatter.formatToParts(at)) fields[part.type] = Number(part.value);
  const wall = Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!);
  const instant = at.getTime() - (at.getTime() % 60_000);
  return Math.round((wall - instant) / 60_000);
}
