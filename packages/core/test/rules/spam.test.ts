import { describe, expect, it } from 'vitest';
import { MIN_FORM_FILL_MS, spamReason } from '../../src/index.js';

describe('spamReason', () => {
  it.each([
    ['a person, 4 s', '', '4000', null],
    ['a person, exactly the minimum', '', String(MIN_FORM_FILL_MS), null],
    ['no fill time sent', undefined, undefined, null],
    ['empty fill time', '', '', null],
    ['honeypot filled', 'http://spam.example', '9000', 'honeypot'],
    ['honeypot of spaces only', '   ', '9000', null],
    ['just under the minimum', '', String(MIN_FORM_FILL_MS - 1), 'too_fast'],
    ['instant', '', '0', 'too_fast'],
    ['negative', '', '-5', 'too_fast'],
    ['not a number', '', 'soon', 'too_fast'],
  ] as const)('%s', (_name, honeypot, fillMs, reason) => {
    expect(spamReason(honeypot, fillMs)).toBe(reason);
  });
});
