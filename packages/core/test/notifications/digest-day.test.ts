import { describe, expect, it } from 'vitest';
import { dayBounds, dayStart, dueDigestDay, isKnownTimeZone, localDay, shiftDay } from '../../src/notifications/digest-day.js';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe("the owner's day for the daily digest", () => {
  it('knows real zones and refuses made-up or oversized ones', () => {
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
    expect(isKnownTimeZone('A'.repeat(65))).toBe(false);
  });

  it('reads the calendar day in the zone and moves days across months and years', () => {
    expect(localDay(at('2026-03-01T23:30:00Z'), 'UTC')).toBe('2026-03-01');
    expect(localDay(at('2026-03-01T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-02');
    expect(localDay(at('2026-03-01T03:30:00Z'), 'America/New_York')).toBe('2026-02-28');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('begins a day at local midnight, 23 and 25 hours long across a change of clocks', () => {
    expect(dayStart('2026-01-15', 'Europe/Berlin')).toBe(at('2026-01-14T23:00:00Z'));
    expect(dayStart('2026-07-15', 'Europe/Berlin')).toBe(at('2026-07-14T22:00:00Z'));
    const spring = dayBounds('2026-03-29', 'Europe/Berlin');
    expect(spring.to - spring.from).toBe(23 * HOUR);
    const autumn = dayBounds('2026-10-25', 'Europe/Berlin');
    expect(autumn.to - autumn.from).toBe(25 * HOUR);
    expect(dayBounds('2026-05-05', 'UTC')).toEqual({ from: at('2026-05-05T00:00:00Z'), to: at('2026-05-06T00:00:00Z') });
  });

  it('is due for yesterday from the chosen hour of the local day, once', () => {
    // 07:59 and 08:00 in Berlin (UTC+2 in summer).
    expect(dueDigestDay(at('2026-07-15T05:59:00Z'), 'Europe/Berlin', 8, '')).toBeNull();
    expect(dueDigestDay(at('2026-07-15T06:00:00Z'), 'Europe/Berlin', 8, '')).toBe('2026-07-14');
    expect(dueDigestDay(at('2026-07-15T06:00:00Z'), 'Europe/Berlin', 8, '2026-07-14')).toBeNull();
    // Down at 8, back at 15: still sent that day.
    expect(dueDigestDay(at('2026-07-15T13:00:00Z'), 'Europe/Berlin', 8, '2026-07-13')).toBe('2026-07-14');
    // Midnight: the digest of the day that just ended.
    expect(dueDigestDay(at('2026-07-15T00:00:00Z'), 'UTC', 0, '2026-07-13')).toBe('2026-07-14');
  });
});
