import { describe, expect, it } from 'vitest';
import {
  dropEmptyFields,
  fieldKey,
  fieldKeyFor,
  fieldValueError,
  isPopupId,
  isValidEmail,
  normaliseEmail,
  parseSubmittedFields,
  emailField,
  NAME_EMAIL_MAX_LENGTH,
  type DesignedField,
} from '../src/index.js';

describe('isValidEmail (SPEC §5 standard pattern, §9 max 254)', () => {
  const local = 'a'.repeat(64);
  const longDomain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.com`;
  it.each([
    ['ada@example.com', true],
    ['Ada.Lovelace+news@mail.example.co.uk', true],
    ['  spaced@example.com  ', true],
    ["o'brien@example.ie", true],
    [`${local}@${longDomain}`, `${local}@${longDomain}`.length <= NAME_EMAIL_MAX_LENGTH],
    [`${'a'.repeat(245)}@example.com`, false],
    ['', false],
    ['plainaddress', false],
    ['@example.com', false],
    ['ada@', false],
    ['ada@example', false],
    ['ada@@example.com', false],
    ['ada@exa mple.com', false],
    ['ada@example..com', false],
    ['ada..x@example.com', false],
    ['ada@-example.com', false],
    ['ada@example.c', false],
    ['<ada@example.com>', false],
  ])('%s → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('stores the converted email lowercase and trimmed (SPEC §4)', () => {
    expect(normaliseEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});

describe('fieldKey (SPEC §3: lowercased, non-alphanumerics collapsed to underscores)', () => {
  it.each([
    ['Email', 'email'],
    ['First Name', 'first_name'],
    ['Zip / Postal code', 'zip_postal_code'],
    ['  What is your --- favourite  colour?? ', 'what_is_your_favourite_colour'],
    ['Phone#2', 'phone_2'],
    ['already_snake', 'already_snake'],
  ])('%j → %s', (name, key) => {
    expect(fieldKey(name)).toBe(key);
  });
});

describe('isPopupId (SPEC §1: 13 characters)', () => {
  it.each([
    ['a1b2c3d4e5f6g', true],
    ['a1b2c3d4e5f6', false],
    ['a1b2c3d4e5f6gh', false],
    ['A1B2C3D4E5F6G', false],
    ['a1b2c3d4e5f6-', false],
    [13, false],
    [null, false],
  ])('%j → %s', (id, valid) => {
    expect(isPopupId(id)).toBe(valid);
  });
});

describe('fieldValueError', () => {
  const email = emailField(1, 'Email', 'you@example.com');
  const optional: DesignedField = { ...email, required: false };
  it.each([
    [email, 'ada@example.com', 'en', null],
    [email, '', 'en', 'This field is required'],
    [email, '   ', 'he', 'שדה חובה'],
    [email, 'ada@', 'en', 'There are typos in the email'],
    [email, 'ada@', 'he', 'יש שגיאות הקלדה בכתובת האימייל'],
    [optional, '', 'en', null],
    [optional, 'nope', 'en', 'There are typos in the email'],
    [{ ...email, error_message: 'Your work email, please' }, 'nope', 'en', 'Your work email, please'],
  ] as const)('%#: %j → %j', (field, value, lang, message) => {
    expect(fieldValueError(field, value, lang)).toBe(message);
  });
});

describe('submitted fields (SPEC §5 empty values skipped; §7 newExtraFields JSON array)', () => {
  it('drops empty and whitespace-only values', () => {
    const fields = [
      { field_key: 'email', label: 'Email', type: 'email', value: 'a@b.co' },
      { field_key: 'city', label: 'City', type: 'text', value: '  ' },
      { field_key: 'zip', label: 'Zip', type: 'text', value: '' },
    ];
    expect(dropEmptyFields(fields).map((f) => f.field_key)).toEqual(['email']);
  });

  it.each([
    [undefined, { ok: true, value: [] }],
    ['', { ok: true, value: [] }],
    ['[{"field_key":"email","value":"a@b.co"}]', { ok: true, value: [{ field_key: 'email', label: 'email', type: 'text', value: 'a@b.co' }] }],
    ['[{', { ok: false, error: 'newExtraFields is not valid JSON' }],
    ['{}', { ok: false, error: 'newExtraFields must be a JSON array' }],
    ['[1]', { ok: false, error: 'each of newExtraFields must be an object' }],
    ['[{"field_key":"x","value":3}]', { ok: false, error: 'each of newExtraFields needs a field_key and a string value' }],
    [
      JSON.stringify(Array.from({ length: 101 }, (_, i) => ({ field_key: `f${i}`, value: 'x' }))),
      { ok: false, error: 'newExtraFields holds more than 100 fields' },
    ],
  ])('%#: parses %j', (json, result) => {
    expect(parseSubmittedFields(json)).toEqual(result);
  });
});

describe('fieldKeyFor (SPEC §3: standard names, consent, else type plus counter)', () => {
  it.each([
    [{ name: 'First Name', type: 'name', count: 1 }, 'first_name'],
    [{ name: 'Surname', type: 'text', count: 2 }, 'last_name'],
    [{ name: 'Zip / Postal code', type: 'text', count: 3 }, 'zip_postal_code'],
    [{ name: 'ZIP', type: 'text', count: 3 }, 'zip_postal_code'],
    [{ name: 'Country', type: 'select', count: 4 }, 'country'],
    [{ name: 'City', type: 'text', count: 5 }, 'city'],
    [{ name: 'State', type: 'select', count: 6 }, 'state'],
    [{ name: 'Address', type: 'text', count: 7 }, 'address'],
    [{ name: 'Gender', type: 'radio', count: 8 }, 'gender'],
    [{ name: 'Date of birth', type: 'date', count: 9 }, 'birthday'],
    [{ name: 'When were you born?', type: 'birthday', count: 9 }, 'birthday'],
    [{ name: 'Topics', type: 'preference', count: 10 }, 'preferences'],
    [{ name: 'I agree to the terms', type: 'consent', count: 11 }, 'consent'],
    [{ name: 'Work email', type: 'email', count: 12 }, 'email'],
    [{ name: 'Company', type: 'text', count: 13 }, 'text_13'],
    [{ name: 'Roast', type: 'radio', count: 9 }, 'radio_9'],
    [{ name: 'Origins', type: 'multi_select', count: 11 }, 'multi_select_11'],
    [{ name: 'Mobile', type: 'phone', count: 3 }, 'phone_3'],
    [{ name: 'Your website', type: 'website_url', count: 8 }, 'website_url_8'],
  ])('%j → %s', (field, key) => {
    expect(fieldKeyFor(field)).toBe(key);
  });
});
