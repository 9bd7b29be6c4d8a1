import { describe, expect, it } from 'vitest';
import { isNameField, nameError, NAME_EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../src/index.js';

const TITLE = { en: 'Please enter at least 2 or more characters', he: 'נא להזין לפחות 2 תווים' };

describe('isNameField (SPEC §3 standard names)', () => {
  it.each([
    [{ type: 'name', field_key: 'full' }, true],
    [{ type: 'text', field_key: 'first_name' }, true],
    [{ type: 'text', field_key: 'last_name' }, true],
    [{ type: 'text', field_key: 'name' }, true],
    [{ type: 'text', field_key: 'company_name' }, false],
    [{ type: 'email', field_key: 'email' }, false],
  ] as const)('%j → %s', (field, expected) => {
    expect(isNameField(field)).toBe(expected);
  });
});

describe('nameError (SPEC §5: required name 1-40, no digits or angle brackets; §9 max 254)', () => {
  it.each([
    ['Ada', true, null],
    ['A', true, null],
    ['Ada Lovelace-Byron', true, null],
    ['  עדה  ', true, null],
    ['a'.repeat(NAME_MAX_LENGTH), true, null],
    ['a'.repeat(NAME_MAX_LENGTH + 1), true, 'title'],
    ['Ada2', true, 'title'],
    ['<b>Ada</b>', true, 'title'],
    ['Ada>', true, 'title'],
    // Not required: only the 254 maximum applies.
    ['Ada2', false, null],
    ['a'.repeat(NAME_MAX_LENGTH + 1), false, null],
    ['a'.repeat(NAME_EMAIL_MAX_LENGTH), false, null],
    ['a'.repeat(NAME_EMAIL_MAX_LENGTH + 1), false, 'long'],
    ['a'.repeat(NAME_EMAIL_MAX_LENGTH + 1), true, 'long'],
  ] as const)('%#: %j required=%s → %s', (value, required, expected) => {
    const en = expected === 'title' ? TITLE.en : expected === 'long' ? 'Please enter no more than 254 characters' : null;
    const he = expected === 'title' ? TITLE.he : expected === 'long' ? 'נא להזין עד 254 תווים' : null;
    expect(nameError(value, required, 'en')).toBe(en);
    expect(nameError(value, required, 'he')).toBe(he);
  });
});
