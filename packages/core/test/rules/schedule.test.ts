import { describe, expect, it } from 'vitest';
import { scheduleAllows, type PopupSchedule } from '../../src/index.js';

const at = (iso: string) => Date.parse(iso);
const office = { from: '09:00', to: '17:00' };

describe('scheduleAllows: absent parts do not limit', () => {
  it.each([
    ['no schedule', undefined],
    ['empty schedule', {}],
    ['every day, all day', { weekdays: [], hours: { from: '00:00', to: '00:00' } }],
    ['blank start and end', { start: '', end: '  ' }],
  ] as Array<[string, PopupSchedule | undefined]>)('%s', (_name, schedule) => {
    expect(scheduleAllows(schedule, at('2025-06-02T12:00:00Z'))).toBe(true);
  });
});

describe('scheduleAllows: start (inclusive) and end (exclusive)', () => {
  it.each([
    ['at the start', { start: '2025-06-01T00:00:00Z' }, '2025-06-01T00:00:00.000Z', true],
    ['1 ms before the start', { start: '2025-06-01T00:00:00Z' }, '2025-05-31T23:59:59.999Z', false],
    ['1 ms before the end', { end: '2025-06-30T00:00:00Z' }, '2025-06-29T23:59:59.999Z', true],
    ['at the end', { end: '2025-06-30T00:00:00Z' }, '2025-06-30T00:00:00.000Z', false],
    ['offset +03:00', { start: '2025-06-01T09:00:00+03:00' }, '2025-06-01T06:00:00Z', true],
    ['offset +03:00, before', { start: '2025-06-01T09:00:00+03:00' }, '2025-06-01T05:59:59Z', false],
    ['offset +0300', { start: '2025-06-01T09:00+0300' }, '2025-06-01T06:00:00Z', true],
    ['offset -05', { end: '2025-06-01T09:00-05' }, '2025-06-01T13:59:59Z', true],
    ['fraction of a second', { start: '2025-06-01T00:00:00.5Z' }, '2025-06-01T00:00:00.499Z', false],
    ['end date alone includes its last minute', { end: '2025-06-30' }, '2025-06-30T23:59:59.999Z', true],
    ['end date alone stops at the next midnight', { end: '2025-06-30' }, '2025-07-01T00:00:00Z', false],
    ['start date alone at midnight', { start: '2025-06-01' }, '2025-06-01T00:00:00Z', true],
    ['start date alone in New York starts at its midnight', { start: '2025-06-01', timezone: 'America/New_York' }, '2025-06-01T03:59:59Z', false],
    ['start date alone in New York (EDT, 04:00Z)', { start: '2025-06-01', timezone: 'America/New_York' }, '2025-06-01T04:00:00Z', true],
    ['wall time without offset is in the zone', { start: '2025-06-01T09:00', timezone: 'Asia/Jerusalem' }, '2025-06-01T06:00:00Z', true],
    ['wall time without offset, a minute early', { start: '2025-06-01T09:00', timezone: 'Asia/Jerusalem' }, '2025-06-01T05:59:00Z', false],
    ['window between start and end', { start: '2025-06-01', end: '2025-06-07' }, '2025-06-04T12:00:00Z', true],
    ['end date alone at the year end', { end: '2025-12-31' }, '2025-12-31T23:59:00Z', true],
  ] as Array<[string, PopupSchedule, string, boolean]>)('%s', (_name, schedule, now, result) => {
    expect(scheduleAllows(schedule, at(now))).toBe(result);
  });

  it.each([['tomorrow'], ['2025-02-30'], ['2025-13-01'], ['2025-06-01T25:00'], ['2025-06-01T12:60'], ['2025-06-01T12:00+25:00'], ['01/06/2025']])(
    'a malformed date %j stops the pop-up',
    (text) => {
      expect(scheduleAllows({ start: text }, at('2025-06-02T12:00:00Z'))).toBe(false);
      expect(scheduleAllows({ end: text }, at('2025-06-02T12:00:00Z'))).toBe(false);
    },
  );
});

describe('scheduleAllows: hours (UTC)', () => {
  it.each([
    [office, '2025-06-02T09:00:00Z', true],
    [office, '2025-06-02T08:59:59Z', false],
    [office, '2025-06-02T16:59:59Z', true],
    [office, '2025-06-02T17:00:00Z', false],
    [{ from: '00:00', to: '23:59' }, '2025-06-02T00:00:00Z', true],
    [{ from: '00:00', to: '23:59' }, '2025-06-02T23:58:59Z', true],
    [{ from: '00:00', to: '23:59' }, '2025-06-02T23:59:00Z', false],
    [{ from: '09:00', to: '24:00' }, '2025-06-02T23:59:59Z', true],
    [{ from: '09:00', to: '24:00' }, '2025-06-02T00:00:00Z', false],
    [{ from: '09:00', to: '00:00' }, '2025-06-02T23:59:00Z', true],
    [{ from: '09:00', to: '00:00' }, '2025-06-02T00:00:00Z', false],
    [{ from: '9:30', to: '10:00' }, '2025-06-02T09:30:00Z', true],
    // wraps past midnight
    [{ from: '22:00', to: '02:00' }, '2025-06-02T21:59:00Z', false],
    [{ from: '22:00', to: '02:00' }, '2025-06-02T22:00:00Z', true],
    [{ from: '22:00', to: '02:00' }, '2025-06-02T23:59:00Z', true],
    [{ from: '22:00', to: '02:00' }, '2025-06-02T00:00:00Z', true],
    [{ from: '22:00', to: '02:00' }, '2025-06-02T01:59:00Z', true],
    [{ from: '22:00', to: '02:00' }, '2025-06-02T02:00:00Z', false],
    [{ from: '22:00', to: '02:00' }, '2025-06-02T12:00:00Z', false],
    // equal from and to: all day (as SPEC §9 chat availability)
    [{ from: '13:00', to: '13:00' }, '2025-06-02T03:00:00Z', true],
  ])('%j at %s → %s', (hours, now, result) => {
    expect(scheduleAllows({ hours }, at(now))).toBe(result);
  });

  it.each([
    [{ from: '9am', to: '17:00' }],
    [{ from: '25:00', to: '02:00' }],
    [{ from: '12:60', to: '13:00' }],
    [{ from: '24:00', to: '02:00' }],
    [{ from: '09:00' }],
    ['09:00-17:00'],
  ])('malformed hours %j stop the pop-up', (hours) => {
    expect(scheduleAllows({ hours: hours as PopupSchedule['hours'] }, at('2025-06-02T12:00:00Z'))).toBe(false);
  });
});

describe('scheduleAllows: weekdays', () => {
  // 2025-06-02 is a Monday; 2025-03-28 a Friday.
  it.each([
    ['Monday listed', { weekdays: [1] }, '2025-06-02T12:00:00Z', true],
    ['Monday not listed', { weekdays: [0, 2, 3, 4, 5, 6] }, '2025-06-02T12:00:00Z', false],
    ['Sunday is 0', { weekdays: [0] }, '2025-06-01T12:00:00Z', true],
    ['Saturday is 6', { weekdays: [6] }, '2025-05-31T12:00:00Z', true],
    ['Monday 00:00', { weekdays: [1] }, '2025-06-02T00:00:00Z', true],
    ['Sunday 23:59', { weekdays: [1] }, '2025-06-01T23:59:59Z', false],
    ['wire string', { weekdays: ['1'] }, '2025-06-02T12:00:00Z', true],
    ['out of range only', { weekdays: [7] }, '2025-06-07T12:00:00Z', false],
    ['not a list', { weekdays: 'mon' }, '2025-06-02T12:00:00Z', false],
    // a window that wraps midnight belongs to the day it starts
    ['Friday night, Friday 23:00', { weekdays: [5], hours: { from: '22:00', to: '02:00' } }, '2025-03-28T23:00:00Z', true],
    ['Friday night, Saturday 01:00', { weekdays: [5], hours: { from: '22:00', to: '02:00' } }, '2025-03-29T01:00:00Z', true],
    ["Friday night, Friday 01:00 (Thursday's night)", { weekdays: [5], hours: { from: '22:00', to: '02:00' } }, '2025-03-28T01:00:00Z', false],
    ['Friday night, Saturday 23:00', { weekdays: [5], hours: { from: '22:00', to: '02:00' } }, '2025-03-29T23:00:00Z', false],
  ] as Array<[string, Record<string, unknown>, string, boolean]>)('%s', (_name, schedule, now, result) => {
    expect(scheduleAllows(schedule as PopupSchedule, at(now))).toBe(result);
  });
});

describe('scheduleAllows: time zones and changes of clocks', () => {
  const london = { timezone: 'Europe/London', hours: office };
  const newYork = { timezone: 'America/New_York', hours: office };
  const jerusalemWeek = { timezone: 'Asia/Jerusalem', weekdays: [0, 1, 2, 3, 4], hours: { from: '08:00', to: '17:00' } };
  it.each([
    // London: GMT until 30 March 2025 01:00Z, then BST (UTC+1) until 26 October 01:00Z
    ['London GMT, 09:00', london, '2025-03-28T09:00:00Z', true],
    ['London GMT, 08:59', london, '2025-03-28T08:59:00Z', false],
    ['London BST, 09:00 is 08:00Z', london, '2025-03-31T08:00:00Z', true],
    ['London BST, 08:59 is 07:59Z', london, '2025-03-31T07:59:00Z', false],
    ['London BST, 17:00 is 16:00Z', london, '2025-03-31T16:00:00Z', false],
    ['London back on GMT, 09:00', london, '2025-10-27T09:00:00Z', true],
    ['London back on GMT, 08:00Z is 08:00', london, '2025-10-27T08:00:00Z', false],
    ['London night of the change, 00:59Z is 00:59 GMT', { timezone: 'Europe/London', hours: { from: '02:00', to: '03:00' } }, '2025-03-30T00:59:00Z', false],
    ['London night of the change, 01:00Z is 02:00 BST', { timezone: 'Europe/London', hours: { from: '02:00', to: '03:00' } }, '2025-03-30T01:00:00Z', true],
    // New York: EST (UTC-5), EDT (UTC-4) from 9 March 07:00Z to 2 November 06:00Z
    ['New York EST, 09:00 is 14:00Z', newYork, '2025-03-07T14:00:00Z', true],
    ['New York EST, 13:59Z', newYork, '2025-03-07T13:59:00Z', false],
    ['New York EDT, 09:00 is 13:00Z', newYork, '2025-03-10T13:00:00Z', true],
    ['New York EDT, 12:59Z', newYork, '2025-03-10T12:59:00Z', false],
    ['New York back on EST, 13:00Z is 08:00', newYork, '2025-11-03T13:00:00Z', false],
    ['New York skipped hour never comes, before', { timezone: 'America/New_York', hours: { from: '02:00', to: '03:00' } }, '2025-03-09T06:59:00Z', false],
    ['New York skipped hour never comes, after', { timezone: 'America/New_York', hours: { from: '02:00', to: '03:00' } }, '2025-03-09T07:00:00Z', false],
    ['New York repeated hour, first pass', { timezone: 'America/New_York', hours: { from: '01:00', to: '02:00' } }, '2025-11-02T05:30:00Z', true],
    ['New York repeated hour, second pass', { timezone: 'America/New_York', hours: { from: '01:00', to: '02:00' } }, '2025-11-02T06:30:00Z', true],
    ['New York after the repeated hour', { timezone: 'America/New_York', hours: { from: '01:00', to: '02:00' } }, '2025-11-02T07:00:00Z', false],
    // Jerusalem: IST (UTC+2), IDT (UTC+3) from 28 March 00:00Z to 25 October 23:00Z; Sunday–Thursday week
    ['Jerusalem IST Thursday 08:00', jerusalemWeek, '2025-03-27T06:00:00Z', true],
    ['Jerusalem IST Thursday 07:59', jerusalemWeek, '2025-03-27T05:59:00Z', false],
    ['Jerusalem Friday is off', jerusalemWeek, '2025-03-28T08:00:00Z', false],
    ['Jerusalem IDT Sunday 08:00 is 05:00Z', jerusalemWeek, '2025-03-30T05:00:00Z', true],
    ['Jerusalem IDT Sunday 07:59', jerusalemWeek, '2025-03-30T04:59:00Z', false],
    ['Jerusalem Sunday begins while UTC is still Saturday', { timezone: 'Asia/Jerusalem', weekdays: [0] }, '2025-03-29T22:00:00Z', true],
    ['Jerusalem Friday begins while UTC is still Thursday', { timezone: 'Asia/Jerusalem', weekdays: [4] }, '2025-03-27T22:30:00Z', false],
    ['Jerusalem back on IST, Sunday 08:00 is 06:00Z', jerusalemWeek, '2025-10-26T06:00:00Z', true],
    ['Jerusalem back on IST, 05:00Z is 07:00', jerusalemWeek, '2025-10-26T05:00:00Z', false],
  ] as Array<[string, PopupSchedule, string, boolean]>)('%s', (_name, schedule, now, result) => {
    expect(scheduleAllows(schedule, at(now))).toBe(result);
  });

  it.each([
    // 02:30 does not exist on 28 March in Jerusalem: it moves forward by the hour jumped, to 03:30 IDT
    ['Jerusalem, wall time inside the spring gap', { timezone: 'Asia/Jerusalem', start: '2025-03-28T02:30' }, '2025-03-28T00:30:00Z', '2025-03-28T00:29:59Z'],
    ['Jerusalem, just after the gap', { timezone: 'Asia/Jerusalem', start: '2025-03-28T03:00' }, '2025-03-28T00:00:00Z', '2025-03-27T23:59:59Z'],
    // 01:30 happens twice on 26 October in London: the earlier (01:30 BST)
    ['London, repeated wall time takes the earlier', { timezone: 'Europe/London', start: '2025-10-26T01:30' }, '2025-10-26T00:30:00Z', '2025-10-26T00:29:59Z'],
    [
      'New York, repeated wall time takes the earlier',
      { timezone: 'America/New_York', start: '2025-11-02T01:30' },
      '2025-11-02T05:30:00Z',
      '2025-11-02T05:29:59Z',
    ],
    [
      'New York, date alone on the day clocks go forward',
      { timezone: 'America/New_York', start: '2025-03-09' },
      '2025-03-09T05:00:00Z',
      '2025-03-09T04:59:59Z',
    ],
  ] as Array<[string, PopupSchedule, string, string]>)('%s', (_name, schedule, first, before) => {
    expect(scheduleAllows(schedule, at(first))).toBe(true);
    expect(scheduleAllows(schedule, at(before))).toBe(false);
  });

  it.each([
    ['an unknown zone', 'Mars/Olympus'],
    ['a blank zone', '  '],
  ])('%s falls back to UTC', (_name, timezone) => {
    // 08:30Z is 09:30 in London summer time, but 08:30 in UTC
    expect(scheduleAllows({ timezone, hours: office }, at('2025-06-02T08:30:00Z'))).toBe(false);
    expect(scheduleAllows({ timezone, hours: office }, at('2025-06-02T09:00:00Z'))).toBe(true);
    expect(scheduleAllows({ timezone: 'Europe/London', hours: office }, at('2025-06-02T08:30:00Z'))).toBe(true);
  });
});
