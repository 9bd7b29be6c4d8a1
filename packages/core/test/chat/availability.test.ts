import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { availabilityNote, chatAvailability, zoneOffsetMinutes, type ChatSchedule } from '../../src/index.js';

const days = (...values: number[]) => values.map((value) => ({ value: String(value) }));
const WEEKDAYS = days(1, 2, 3, 4, 5);

describe('zoneOffsetMinutes (SPEC §9 UTC+N or named zone; §8 unknown zone is 0)', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');
  it.each([
    ['UTC+2', winter, 120],
    ['UTC-5', winter, -300],
    ['UTC+5.5', winter, 330],
    ['UTC+5:30', winter, 330],
    ['UTC+5.75', winter, 345],
    ['UTC-3:30', winter, -210],
    ['UTC+0', winter, 0],
    ['UTC', winter, 0],
    ['+3', winter, 180],
    ['Europe/Madrid', winter, 60],
    ['Europe/Madrid', summer, 120],
    ['America/New_York', winter, -300],
    ['America/New_York', summer, -240],
    ['Asia/Kolkata', summer, 330],
    ['Australia/Adelaide', winter, 630],
    ['Mars/Olympus_Mons', winter, 0],
    ['not a zone', winter, 0],
    ['', winter, 0],
    [undefined, winter, 0],
  ])('%s at %s → %i', (zone, at, offset) => {
    expect(zoneOffsetMinutes(zone, at)).toBe(offset);
  });
});

describe('chatAvailability with a fixed clock (SPEC §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // 2026-03-02 is a Monday.
  const cases: Array<[string, string, ChatSchedule, boolean, string | null]> = [
    ['no hours, no days: always', '2026-03-02T03:00:00Z', { timefrom: '00:00', timeto: '00:00', timedays: [] }, true, null],
    ['equal from/to means always', '2026-03-02T23:59:00Z', { timefrom: '09:00', timeto: '09:00', timedays: WEEKDAYS }, true, null],
    ['inside the hours, UTC', '2026-03-02T10:00:00Z', { timezone: 'UTC', timefrom: '09:00', timeto: '17:00', timedays: WEEKDAYS }, true, null],
    ['at the opening minute', '2026-03-02T09:00:00Z', { timezone: 'UTC', timefrom: '09:00', timeto: '17:00' }, true, null],
    ['at the closing minute', '2026-03-02T17:00:00Z', { timezone: 'UTC', timefrom: '09:00', timeto: '17:00' }, false, 'Available from 09:00 to 17:00'],
    ['before the hours', '2026-03-02T08:59:00Z', { timezone: 'UTC', timefrom: '09:00', timeto: '17:00' }, false, 'Available from 09:00 to 17:00'],
    ['UTC+2: 08:30 UTC is 10:30 there', '2026-03-02T08:30:00Z', { timezone: 'UTC+2', timefrom: '09:00', timeto: '17:00' }, true, null],
    [
      'UTC+2: 15:30 UTC is 17:30 there',
      '2026-03-02T15:30:00Z',
      { timezone: 'UTC+2', timefrom: '09:00', timeto: '17:00' },
      false,
      'Available from 07:00 to 15:00',
    ],
    [
      'UTC-5: 13:00 UTC is 08:00 there',
      '2026-03-02T13:00:00Z',
      { timezone: 'UTC-5', timefrom: '09:00', timeto: '17:00' },
      false,
      'Available from 14:00 to 22:00',
    ],
    ['named zone in summer time', '2026-07-06T07:30:00Z', { timezone: 'Europe/Madrid', timefrom: '09:00', timeto: '17:00' }, true, null],
    [
      'named zone, a minute before opening',
      '2026-07-06T06:59:00Z',
      { timezone: 'Europe/Madrid', timefrom: '09:00', timeto: '17:00' },
      false,
      'Available from 07:00 to 15:00',
    ],
    ['unknown zone counts as UTC', '2026-03-02T10:00:00Z', { timezone: 'Nowhere/Special', timefrom: '09:00', timeto: '17:00' }, true, null],
    ['overnight hours, late', '2026-03-02T23:30:00Z', { timezone: 'UTC', timefrom: '22:00', timeto: '06:00' }, true, null],
    ['overnight hours, early', '2026-03-02T05:59:00Z', { timezone: 'UTC', timefrom: '22:00', timeto: '06:00' }, true, null],
    ['overnight hours, midday', '2026-03-02T12:00:00Z', { timezone: 'UTC', timefrom: '22:00', timeto: '06:00' }, false, 'Available from 22:00 to 06:00'],
    [
      'Saturday with weekdays only',
      '2026-03-07T10:00:00Z',
      { timezone: 'UTC', timefrom: '09:00', timeto: '17:00', timedays: WEEKDAYS },
      false,
      'Available on Monday',
    ],
    ['Sunday is day 0', '2026-03-08T10:00:00Z', { timezone: 'UTC', timedays: days(0) }, true, null],
    ['day 7 is read as Sunday', '2026-03-08T10:00:00Z', { timezone: 'UTC', timedays: days(7) }, true, null],
    ['next day wraps round the week', '2026-03-06T10:00:00Z', { timezone: 'UTC', timedays: days(2, 4) }, false, 'Available on Tuesday'],
    ["the day is the zone's day: Sunday 23:00 UTC is Monday in UTC+3", '2026-03-08T23:00:00Z', { timezone: 'UTC+3', timedays: WEEKDAYS }, true, null],
    ['... and Monday 01:00 UTC is still Sunday in UTC-5', '2026-03-02T01:00:00Z', { timezone: 'UTC-5', timedays: WEEKDAYS }, false, 'Available on Monday'],
    [
      'a day that is out wins over the hours',
      '2026-03-07T20:00:00Z',
      { timezone: 'UTC', timefrom: '09:00', timeto: '17:00', timedays: days(1) },
      false,
      'Available on Monday',
    ],
    ['unreadable hours mean always', '2026-03-02T03:00:00Z', { timezone: 'UTC', timefrom: 'nine', timeto: '17:00' }, true, null],
    ['day values as labelled objects', '2026-03-03T10:00:00Z', { timezone: 'UTC', timedays: [{ value: '2', label: 'Tuesday' }] }, true, null],
  ];

  it.each(cases)('%s', (_name, now, schedule, available, note) => {
    vi.setSystemTime(new Date(now));
    const availability = chatAvailability(schedule, new Date(), 0);
    expect(availability.availableNow).toBe(available);
    expect(availabilityNote(availability)).toBe(note);
  });

  it("shows the hours on the visitor's own clock", () => {
    vi.setSystemTime(new Date('2026-03-02T18:00:00Z'));
    const madrid = { timezone: 'Europe/Madrid', timefrom: '09:00', timeto: '17:00' };
    expect(chatAvailability(madrid, new Date(), 60).hours).toEqual({ from: '09:00', to: '17:00' });
    expect(chatAvailability(madrid, new Date(), -300).hours).toEqual({ from: '03:00', to: '11:00' });
    expect(chatAvailability(madrid, new Date(), 330).hours).toEqual({ from: '13:30', to: '21:30' });
  });

  it('reports no hours when they are not restricted', () => {
    vi.setSystemTime(new Date('2026-03-02T18:00:00Z'));
    expect(chatAvailability({ timefrom: '10:00', timeto: '10:00' }, new Date(), 0).hours).toBeNull();
  });
});
