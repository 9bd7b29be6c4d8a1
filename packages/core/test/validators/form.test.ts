import { describe, expect, it } from 'vitest';
import { internationalPhone } from '@beckon/core/phone';
import {
  emailField,
  fieldKey,
  fieldValueError,
  validateField,
  validateForm,
  type DesignedField,
  type FieldContext,
  type FieldType,
  type Language,
} from '../../src/index.js';

let count = 0;
function field(type: FieldType, name: string, extra: Partial<DesignedField> = {}): DesignedField {
  count += 1;
  const key = fieldKey(name);
  return {
    count,
    type,
    name,
    id: `${key}_${count}`,
    field_key: key,
    short_name: key,
    placeholder: '',
    value: '',
    created_as: type,
    created_version: '1',
    property_name: key,
    label: name,
    ...extra,
  };
}

const now = new Date('2025-06-15T12:00:00Z');
const en: FieldContext = { lang: 'en', now };
const he: FieldContext = { lang: 'he', now };

describe('validateField: each kind, its message and its submitted value (SPEC §5)', () => {
  const blocked: ReadonlySet<string> = new Set(['gmail.com']);
  const full: FieldContext = { ...en, phone: internationalPhone, blockedDomains: blocked, prize: { code: 'WIN5', label: '5% off' } };
  it.each<[string, DesignedField, string | string[], FieldContext, string | null, string]>([
    // required, any kind, and the owner's message over any rule
    ['required text', field('text', 'City', { required: true }), '  ', en, 'This field is required', ''],
    ['required text, Hebrew', field('text', 'City', { required: true }), '', he, 'שדה חובה', ''],
    ['optional text', field('text', 'City'), '', en, null, ''],
    ['text trimmed', field('text', 'City'), ' Haifa ', en, null, 'Haifa'],
    ['owner message, required', field('text', 'City', { required: true, error_message: 'Where do you live?' }), '', en, 'Where do you live?', ''],
    [
      'owner message, rule',
      field('phone', 'Phone', { phone_mode: 'israeli', error_message: 'Israeli numbers only' }),
      '060-1234567',
      en,
      'Israeli numbers only',
      '060-1234567',
    ],
    // email
    ['email lowercased', field('email', 'Email', { required: true }), ' Ada@Example.COM ', en, null, 'ada@example.com'],
    ['email typo', field('email', 'Email'), 'ada@example', en, 'There are typos in the email', 'ada@example'],
    ['business email refused', field('email', 'Email', { business_only: true }), 'ada@Gmail.com', full, 'Only business emails are allowed', 'ada@gmail.com'],
    [
      'business email, Hebrew',
      field('email', 'Email', { business_only: true }),
      'ada@gmail.com',
      { ...full, lang: 'he' },
      'ניתן להזין כתובות אימייל עסקיות בלבד',
      'ada@gmail.com',
    ],
    ['business email accepted', field('email', 'Email', { business_only: true }), 'ada@acme.com', full, null, 'ada@acme.com'],
    ['business list not served: rule cannot run', field('email', 'Email', { business_only: true }), 'ada@gmail.com', en, null, 'ada@gmail.com'],
    ['free mail allowed without business_only', field('email', 'Email'), 'ada@gmail.com', full, null, 'ada@gmail.com'],
    // names
    ['required name', field('name', 'Full name', { required: true }), 'R2D2', en, 'Please enter at least 2 or more characters', 'R2D2'],
    ['required first name by key', field('text', 'First name', { required: true }), 'Ada<', he, 'נא להזין לפחות 2 תווים', 'Ada<'],
    ['optional name with digits', field('text', 'Last name'), 'Lovelace 2', en, null, 'Lovelace 2'],
    // phones
    ['basic phone (default mode)', field('phone', 'Phone'), '+1 (202) 555-0143', en, null, '+1 (202) 555-0143'],
    ['basic phone rejects letters', field('phone', 'Phone'), '555-CALL', en, 'Please enter a valid phone number', '555-CALL'],
    [
      'pattern phone',
      field('phone', 'Phone', { phone_mode: 'pattern' }),
      '12345',
      en,
      'Please enter 7 to 15 digits and avoid using letters or symbols',
      '12345',
    ],
    ['pattern phone ok', field('phone', 'Phone', { phone_mode: 'pattern' }), '+972 (50) 123-4567', en, null, '+972 (50) 123-4567'],
    ['Israeli phone ok, digits submitted', field('phone', 'Phone', { phone_mode: 'israeli' }), '050-1234567', en, null, '0501234567'],
    ['Israeli phone wrong', field('phone', 'Phone', { phone_mode: 'israeli' }), '050--1234567', he, 'מספר הטלפון שגוי', '050--1234567'],
    [
      'international phone, E.164',
      field('phone', 'Phone', { phone_mode: 'international', default_country: 'IL' }),
      '050 123 4567',
      full,
      null,
      '+972501234567',
    ],
    ['international phone, default US', field('phone', 'Phone', { phone_mode: 'international' }), '(202) 555-0143', full, null, '+12025550143'],
    [
      'international phone invalid',
      field('phone', 'Phone', { phone_mode: 'international', default_country: 'IL' }),
      '050-123-456',
      full,
      'Invalid number - please try again',
      '050-123-456',
    ],
    [
      'international phone unreadable',
      field('phone', 'Phone', { phone_mode: 'international', default_country: 'IL' }),
      '+-',
      full,
      'Please enter a valid phone number',
      '+-',
    ],
    [
      'international phone required, empty',
      field('phone', 'Phone', { phone_mode: 'international', required: true }),
      '',
      full,
      'Please enter a valid phone number',
      '',
    ],
    [
      'international phone required, empty, no checker',
      field('phone', 'Phone', { phone_mode: 'international', required: true }),
      '',
      he,
      'נא להזין מספר טלפון תקין',
      '',
    ],
    [
      'international phone without its checker: basic check',
      field('phone', 'Phone', { phone_mode: 'international', default_country: 'IL' }),
      '050 123 4567',
      en,
      null,
      '050 123 4567',
    ],
    [
      'international phone without its checker: basic fails',
      field('phone', 'Phone', { phone_mode: 'international' }),
      'call me',
      en,
      'Please enter a valid phone number',
      'call me',
    ],
    // numbers and dates
    ['number rounded', field('number', 'Budget'), '3.14159', en, null, '3.14'],
    ['number half rounded up', field('number', 'Budget'), '2.005', en, null, '2.01'],
    ['number whole', field('number', 'Budget'), '10', en, null, '10'],
    ['not a number', field('number', 'Budget'), 'ten', he, 'נא להזין מספר', 'ten'],
    ['date normalised', field('date', 'Visit'), '2024-02-29', en, null, '29/02/2024'],
    ['date d/m/yyyy', field('date', 'Visit'), '1/3/2024', en, null, '01/03/2024'],
    ['date not real', field('date', 'Visit'), '29/02/2023', en, 'Please enter a valid date in the format dd/mm/yyyy', '29/02/2023'],
    ['birthday ok', field('birthday', 'Birthday'), '1990-05-17', en, null, '17/05/1990'],
    ['birthday tomorrow', field('birthday', 'Birthday'), '16/06/2025', en, 'Please enter a valid birthday.', '16/06/2025'],
    ['birthday by key on a date field', field('date', 'Birthday'), '16/06/2025', he, 'נא להזין תאריך לידה תקין.', '16/06/2025'],
    // choices, consent, hidden
    ['multi-select joined', field('multi_select', 'Colours'), ['Red', 'Blue'], en, null, 'Red,Blue'],
    ['required multi-select empty', field('multi_select', 'Colours', { required: true }), [], en, 'Please choose at least one option', ''],
    ['required checkbox group empty', field('checkbox', 'Topics', { required: true }), '', he, 'נא לבחור לפחות אפשרות אחת', ''],
    ['required radio chosen', field('radio', 'Size', { required: true }), 'M', en, null, 'M'],
    ['optional radio empty', field('radio', 'Size'), '', en, null, ''],
    ['consent ticked', field('consent', 'Consent'), 'on', en, null, 'yes'],
    ['consent not ticked', field('consent', 'Consent'), '', en, null, 'no'],
    ['required consent not ticked', field('consent', 'Consent', { required: true }), '', en, 'Please tick this box to continue', 'no'],
    ['hidden placeholders filled', field('hidden', 'Prize', { required: true }), '{{prize_code}} / {{prize_label}}', full, null, 'WIN5 / 5% off'],
    ['hidden never validated', field('hidden', 'Source', { required: true }), '', en, null, ''],
  ])('%s', (_name, f, raw, ctx, error, value) => {
    const check = validateField(f, raw, ctx);
    expect(check.error).toBe(error);
    expect(check.value).toBe(value);
  });
});

describe('validateForm (SPEC §5 aggregate: errors, submitted set, empty form, suggestion)', () => {
  const email = emailField(1, 'Email', 'you@example.com');
  const name = field('text', 'First name');
  const phone = field('phone', 'Phone', { phone_mode: 'international', default_country: 'IL' });
  const colours = field('multi_select', 'Colours', { options: ['Red', 'Blue', 'Green'] });
  const consent = field('consent', 'Consent');
  const prize = field('hidden', 'Prize code', { value: '{{prize_code}}' });
  const fields = [email, name, phone, colours, consent, prize];

  it('submits normalised values and skips the empty ones', () => {
    const result = validateForm(
      fields,
      {
        email: ' Ada@Example.com ',
        first_name: 'Ada',
        phone: '050 123 4567',
        colours: ['Red', 'Green'],
        consent: 'on',
      },
      { ...en, phone: internationalPhone, prize: { code: 'SPIN-10', label: '10% off' } },
    );
    expect(result).toEqual({
      errors: {},
      empty: false,
      suggestion: null,
      submitted: [
        { field_key: 'email', label: 'Email', type: 'email', value: 'ada@example.com' },
        { field_key: 'first_name', label: 'First name', type: 'text', value: 'Ada' },
        { field_key: 'phone', label: 'Phone', type: 'phone', value: '+972501234567' },
        { field_key: 'colours', label: 'Colours', type: 'multi_select', value: 'Red,Green' },
        { field_key: 'consent', label: 'Consent', type: 'consent', value: 'yes' },
        { field_key: 'prize_code', label: 'Prize code', type: 'hidden', value: 'SPIN-10' },
      ],
    });
  });

  it('skips empty values; an unticked consent still says no; a placeholder without a prize is dropped', () => {
    const result = validateForm(fields, { email: 'ada@example.com', first_name: '  ', colours: [] }, en);
    expect(result.submitted).toEqual([
      { field_key: 'email', label: 'Email', type: 'email', value: 'ada@example.com' },
      { field_key: 'consent', label: 'Consent', type: 'consent', value: 'no' },
    ]);
    expect(result.empty).toBe(false);
  });

  it.each<[string, Record<string, string | string[]>, boolean]>([
    ['nothing sent', {}, true],
    ['only blanks', { email: '   ', first_name: '', colours: [], consent: '' }, true],
    ['only a hidden value', { prize_code: 'X' }, true],
    ['an unticked consent', { consent: 'no' }, true],
    ['a ticked consent', { consent: 'on' }, false],
    ['one choice', { colours: ['Blue'] }, false],
    ['a name', { first_name: 'Ada' }, false],
  ])('empty form: %s → %s', (_name, values, empty) => {
    expect(validateForm(fields, values, en).empty).toBe(empty);
  });

  it('an empty form still reports its required fields', () => {
    expect(validateForm(fields, {}, he)).toMatchObject({
      empty: true,
      errors: { email: 'שדה חובה' },
      submitted: [{ field_key: 'consent', label: 'Consent', type: 'consent', value: 'no' }],
    });
  });

  it('a form with no visible field is not an empty form', () => {
    expect(validateForm([prize], {}, en).empty).toBe(false);
  });

  it("collects every failing field, keyed by field_key, in the visitor's language", () => {
    const israeli = field('phone', 'Mobile', { phone_mode: 'israeli', required: true });
    const birthday = field('birthday', 'Birthday');
    const result = validateForm([email, israeli, birthday, colours], { email: 'ada@', mobile: '060-1234567', birthday: '16/06/2025' }, he);
    expect(result.errors).toEqual({ email: 'יש שגיאות הקלדה בכתובת האימייל', mobile: 'מספר הטלפון שגוי', birthday: 'נא להזין תאריך לידה תקין.' });
  });

  it("gives the first email field's 'Did you mean' address as advice, not an error", () => {
    const other = { ...emailField(2, 'Work email', ''), field_key: 'work_email', required: false };
    const result = validateForm([email, other], { email: 'ada@example.com', work_email: 'Ada@Gmial.com' }, en);
    expect(result.errors).toEqual({});
    expect(result.suggestion).toEqual({ field_key: 'work_email', email: 'ada@gmail.com' });
    expect(result.submitted[1]!.value).toBe('ada@gmial.com');
    // The server shows no advice, so it does not look for any.
    expect(validateForm([email, other], { email: 'ada@example.com', work_email: 'Ada@Gmial.com' }, { ...en, suggest: false }).suggestion).toBeNull();
  });

  it('does not suggest a free-mail address to a business-only field', () => {
    const business = { ...email, business_only: true };
    const result = validateForm([business], { email: 'ada@gmial.com' }, { ...en, blockedDomains: new Set(['gmail.com']) });
    expect(result).toMatchObject({ errors: {}, suggestion: null });
  });

  it("takes a hidden field's designed value when the form did not send it", () => {
    const result = validateForm([name, prize], { first_name: 'Ada' }, { ...en, prize: { code: 'C0DE', label: 'Free gift' } });
    expect(result.submitted.at(-1)).toEqual({ field_key: 'prize_code', label: 'Prize code', type: 'hidden', value: 'C0DE' });
  });
});

describe("fieldValueError (the widget's per-field call) runs the same rules", () => {
  it.each<[DesignedField, string, Language, string | null]>([
    [emailField(1, 'Email', ''), '', 'en', 'This field is required'],
    [emailField(1, 'Email', ''), 'ada@', 'he', 'יש שגיאות הקלדה בכתובת האימייל'],
    [field('phone', 'Phone', { phone_mode: 'pattern' }), '12345', 'en', 'Please enter 7 to 15 digits and avoid using letters or symbols'],
    [field('number', 'Budget'), '1,5', 'en', 'Please enter a number'],
    [field('hidden', 'Source', { required: true }), '', 'en', null],
  ])('%#: %j', (f, value, lang, message) => {
    expect(fieldValueError(f, value, lang)).toBe(message);
  });
});
