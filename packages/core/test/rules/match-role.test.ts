import { describe, expect, it } from 'vitest';
import { matchRole, MATCH_ROLES, type MatchedValue, type MatchRole } from '../../src/index.js';

describe('matchRole (SPEC §3 match roles, shared by every filter)', () => {
  it.each([
    // contain / exact / start / end: trimmed, case-insensitive
    ['contain', 'Pro Plan', 'pro', true],
    ['contain', 'Pro Plan', '  PLAN ', true],
    ['contain', 'Pro Plan', 'basic', false],
    ['contain', 'anything', '', true],
    ['contain', undefined, '', false],
    ['contain', null, 'x', false],
    ['exact', ' Gold ', 'gold', true],
    ['exact', 'golden', 'gold', false],
    ['exact', 42, '42', true],
    ['exact', true, 'TRUE', true],
    ['exact', false, 'false', true],
    ['exact', '', '', true],
    ['exact', undefined, '', false],
    ['start', 'dataLayer-event', 'DATALAYER', true],
    ['start', 'my-dataLayer', 'datalayer', false],
    ['end', 'checkout/thank-you', 'Thank-You', true],
    ['end', 'thank-you/checkout', 'thank-you', false],
    // greater_than / less_than: parseFloat both, false when either is not a number
    ['greater_than', 10, '9.99', true],
    ['greater_than', '10', '10', false],
    ['greater_than', '12.50 USD', '12', true],
    ['greater_than', ' 3 ', '2', true],
    ['greater_than', '-1', '-2', true],
    ['greater_than', 'abc', '1', false],
    ['greater_than', 5, 'abc', false],
    ['greater_than', undefined, '0', false],
    ['greater_than', null, '-1', false],
    ['greater_than', true, '0', false],
    ['greater_than', '', '-1', false],
    ['less_than', 3, '4', true],
    ['less_than', 4, '4', false],
    ['less_than', '0.5', '1', true],
    ['less_than', 'NaN', '1', false],
    // any_value: present = not null/undefined/blank
    ['any_value', 'x', '', true],
    ['any_value', 0, '', true],
    ['any_value', false, '', true],
    ['any_value', '', 'ignored', false],
    ['any_value', '   ', '', false],
    ['any_value', null, '', false],
    ['any_value', undefined, '', false],
    // unknown role
    ['between', '5', '5', false],
    ['', 'x', 'x', false],
  ] as Array<[string, MatchedValue, string, boolean]>)('%s: %j vs %j → %s', (role, actual, expected, result) => {
    expect(matchRole(role as MatchRole, actual, expected)).toBe(result);
  });

  it('knows every role the spec lists', () => {
    const present: Record<MatchRole, boolean> = {
      contain: matchRole('contain', 'ab', 'a'),
      exact: matchRole('exact', 'a', 'a'),
      start: matchRole('start', 'ab', 'a'),
      end: matchRole('end', 'ba', 'a'),
      greater_than: matchRole('greater_than', '2', '1'),
      less_than: matchRole('less_than', '1', '2'),
      any_value: matchRole('any_value', 'a', ''),
    };
    expect(MATCH_ROLES.every((role) => present[role])).toBe(true);
  });
});
