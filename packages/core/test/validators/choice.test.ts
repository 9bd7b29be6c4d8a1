import { describe, expect, it } from 'vitest';
import { consentError, consentValue, fillPrizePlaceholders, joinChoices, requiredChoiceError } from '../../src/index.js';

describe('choice groups (SPEC §3 multi-select comma-joined; §5 required group needs one chosen)', () => {
  it.each([
    [['Red', 'Blue'], 'Red,Blue'],
    [[' Red ', '', 'Blue ', '  '], 'Red,Blue'],
    [['Red'], 'Red'],
    ['Red', 'Red'],
    [[], ''],
    ['', ''],
  ])('%j → %j', (value, joined) => {
    expect(joinChoices(value)).toBe(joined);
    expect(requiredChoiceError(value, 'en')).toBe(joined ? null : 'Please choose at least one option');
    expect(requiredChoiceError(value, 'he')).toBe(joined ? null : 'נא לבחור לפחות אפשרות אחת');
  });
});

describe('consent (SPEC §3 yes/no)', () => {
  it.each([
    ['on', 'yes'],
    ['yes', 'yes'],
    ['true', 'yes'],
    ['I agree', 'yes'],
    [['on'], 'yes'],
    ['', 'no'],
    ['no', 'no'],
    ['OFF', 'no'],
    ['false', 'no'],
    ['0', 'no'],
    [[], 'no'],
  ] as const)('%j → %s', (value, expected) => {
    expect(consentValue(value)).toBe(expected);
  });

  it.each([
    ['on', true, null, null],
    ['', true, 'Please tick this box to continue', 'יש לסמן את התיבה כדי להמשיך'],
    ['no', true, 'Please tick this box to continue', 'יש לסמן את התיבה כדי להמשיך'],
    ['', false, null, null],
  ] as const)('%j required=%s', (value, required, en, he) => {
    expect(consentError(value, required, 'en')).toBe(en);
    expect(consentError(value, required, 'he')).toBe(he);
  });
});

describe('hidden fields (SPEC §3 prize_code / prize_label placeholders)', () => {
  const prize = { code: 'SPIN-10', label: '10% off' };
  it.each([
    ['{{prize_code}}', prize, 'SPIN-10'],
    ['{{prize_label}}', prize, '10% off'],
    ['Won {{ prize_label }} with {{prize_code}}, {{prize_code}}!', prize, 'Won 10% off with SPIN-10, SPIN-10!'],
    ['campaign-42', prize, 'campaign-42'],
    ['{{prize_id}}', prize, '{{prize_id}}'],
    ['{{prize_code}}', undefined, ''],
    ['code: {{prize_code}}', undefined, 'code: '],
    ['{{prize_code}}', { code: '$&$1', label: '' }, '$&$1'],
  ])('%j with %j → %j', (value, won, filled) => {
    expect(fillPrizePlaceholders(value, won)).toBe(filled);
  });
});
