import { describe, expect, it } from 'vitest';
import { parseRetention } from '../../src/pages/sites/retention.js';

describe('parseRetention: the retention field as typed', () => {
  it.each<[string, number | null]>([
    ['', null],
    ['   ', null],
    ['30', 30],
    [' 365 ', 365],
    ['3650', 3650],
  ])('%j is %j days, with no problem', (text, days) => {
    expect(parseRetention(text)).toEqual({ days, problem: null });
  });

  it.each(['0', '-1', '3651', '1.5', '1e3', 'thirty', '30 days', '9999999'])('%j is refused in words', (text) => {
    expect(parseRetention(text).problem).toMatch(/whole number of days from 1 to 3650/);
  });
});
