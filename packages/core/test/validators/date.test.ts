import { describe, expect, it } from 'vitest';
import { birthdayError, dateError, isBirthdayField, normaliseDate, parseDate } from '../../src/index.js';

describe('dates (SPEC §5 format dd/mm/yyyy; d/m/yyyy and ISO yyyy-mm-dd read too)', () => {
  it.each([
    ['29/02/2024', '29/02/2024'],
    ['29/02/2023', null],
    ['1/2/2024', '01/02/2024'],
    ['01/02/2024', '01/02/2024'],
    [' 31/12/1999 ', '31/12/1999'],
    ['2024-02-29', '29/02/2024'],
    ['2023-02-29', null],
    ['2024-2-9', null],
    ['31.12.1999', '31/12/1999'],
    ['31-12-1999', '31/12/1999'],
    ['31/12-1999', null],
    ['29/02/2000', '29/02/2000'],
    ['29/02/1900', null],
    ['31/04/2024', null],
    ['30/04/2024', '30/04/2024'],
    ['00/01/2024', null],
    ['01/13/2024', null],
    ['12/31/2024', null],
    ['01/01/24', null],
    ['01/01/0999', null],
    ['tomorrow', null],
    ['', null],
  ])('%j → %j', (value, normalised) => {
    expect(normaliseDate(value)).toBe(normalised);
    expect(parseDate(value) !== null).toBe(normalised !== null);
    expect(dateError(value, 'en')).toBe(normalised ? null : 'Please enter a valid date in the format dd/mm/yyyy');
    expect(dateError(value, 'he')).toBe(normalised ? null : 'נא להזין תאריך תקין בפורמט dd/mm/yyyy');
  });

  it('reads the parts as day, month, year', () => {
    expect(parseDate('3/4/2024')).toEqual({ day: 3, month: 4, year: 2024 });
  });
});

describe("birthday (SPEC §5: in the past, else 'Please enter a valid birthday.')", () => {
  const now = new Date('2025-06-15T12:00:00Z');
  it.each([
    ['14/06/2025', true],
    ['2025-06-14', true],
    ['15/06/1980', true],
    ['29/02/2024', true],
    ['15/06/2025', false],
    ['16/06/2025', false],
    ['2025-06-16', false],
    ['01/01/2090', false],
    ['29/02/2023', false],
    ['31/06/1990', false],
    ['not a date', false],
  ])('%j → %s', (value, ok) => {
    expect(birthdayError(value, now, 'en')).toBe(ok ? null : 'Please enter a valid birthday.');
    expect(birthdayError(value, now, 'he')).toBe(ok ? null : 'נא להזין תאריך לידה תקין.');
  });

  it('takes today as the UTC date of now', () => {
    // 23:30 UTC on the 15th: the 15th is still today, the 14th is past.
    expect(birthdayError('15/06/2025', new Date('2025-06-15T23:30:00Z'), 'en')).toBe('Please enter a valid birthday.');
    expect(birthdayError('15/06/2025', new Date('2025-06-16T00:00:00Z'), 'en')).toBeNull();
  });

  it.each([
    [{ type: 'birthday', field_key: 'date_1' }, true],
    [{ type: 'date', field_key: 'birthday' }, true],
    [{ type: 'date', field_key: 'date_1' }, false],
  ] as const)('%j is a birthday field: %s', (field, expected) => {
    expect(isBirthdayField(field)).toBe(expected);
  });
});
