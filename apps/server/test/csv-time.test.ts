import { describe, expect, it } from 'vitest';
import { csvTime } from '../src/csv.js';

/** What csvTime wrote before it kept the day (issue 22): Date's ISO form, cut to the second. */
const byDate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

describe('csvTime', () => {
  it.each([
    ['the epoch', 0, '1970-01-01 00:00:00'],
    ['a second before midnight', Date.UTC(2024, 4, 1, 23, 59, 59, 999), '2024-05-01 23:59:59'],
    ['midnight', Date.UTC(2024, 4, 2), '2024-05-02 00:00:00'],
    ['a leap day', Date.UTC(2024, 1, 29, 13, 45, 10, 500), '2024-02-29 13:45:10'],
    ['before 1970', Date.UTC(1969, 11, 31, 23, 0, 1), '1969-12-31 23:00:01'],
    ['the first day of year 0', -62_167_219_200_000, '0000-01-01 00:00:00'],
    ['the last second of 9999', 253_402_300_799_999, '9999-12-31 23:59:59'],
  ])('%s', (_, ms, text) => {
    expect(csvTime(ms)).toBe(text);
  });

  it('writes every time as Date does, however the rows come (the same day, then another, then back)', () => {
    let t = Date.UTC(2025, 0, 1);
    const times: number[] = [];
    for (let i = 0; i < 2000; i++) times.push((t -= Math.floor(((i * 7919) % 97) * 61_003.7)));
    times.push(Date.UTC(2030, 5, 5, 5, 5, 5), times[3]!, -1, -86_400_001);
    for (const ms of times) expect(csvTime(ms)).toBe(byDate(ms));
  });

  it('leaves a time outside four-digit years, or no time at all, to Date', () => {
    expect(csvTime(253_402_300_800_000)).toBe(byDate(253_402_300_800_000));
    expect(() => csvTime(Number.NaN)).toThrow(RangeError);
  });
});
