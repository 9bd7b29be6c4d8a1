import { describe, expect, it } from 'vitest';
import { numberError, roundNumber } from '../../src/index.js';

describe('number fields (SPEC §5: rounded to 2 decimals)', () => {
  it.each([
    ['10', '10'],
    ['3.14159', '3.14'],
    ['2.005', '2.01'],
    ['1.005', '1.01'],
    ['1.004999', '1'],
    ['-2.005', '-2.01'],
    ['0.125', '0.13'],
    ['3.10', '3.1'],
    ['3.1', '3.1'],
    ['99.999', '100'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['+7', '7'],
    ['007.50', '7.5'],
    ['-0.001', '0'],
    ['0', '0'],
    ['  42 ', '42'],
    ['1e3', '1000'],
    ['1.23456e2', '123.46'],
    ['5e-3', '0.01'],
    ['4e-3', '0'],
    ['123456789012345678901.125', '123456789012345678901.13'],
    ['abc', null],
    ['1,5', null],
    ['12abc', null],
    ['0x10', null],
    ['Infinity', null],
    ['1e400', null],
    ['', null],
    ['.', null],
    ['-', null],
    ['1.2.3', null],
  ])('%j → %j', (value, rounded) => {
    expect(roundNumber(value)).toBe(rounded);
    expect(numberError(value, 'en')).toBe(rounded === null ? 'Please enter a number' : null);
    expect(numberError(value, 'he')).toBe(rounded === null ? 'נא להזין מספר' : null);
  });

  it('rounds to other decimal counts too', () => {
    expect(roundNumber('2.5', 0)).toBe('3');
    expect(roundNumber('2.0005', 3)).toBe('2.001');
  });
});
