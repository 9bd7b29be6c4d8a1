import { describe, expect, it } from 'vitest';
import { defaultSignupMessages, validateSignup, type SignupForm, type SignupValues } from '../../src/index.js';

const form: SignupForm = {
  fields: [
    { name: 'EMAIL', kind: 'email', required: true },
    { name: 'SMS', kind: 'sms', prefix: '+972' },
    { name: 'FIRSTNAME', kind: 'text' },
    { name: 'BIRTHDAY', kind: 'date' },
    { name: 'TERMS', kind: 'checkbox' },
  ],
  lists: [{ id: 'news' }, { id: 'offers' }],
};
const en = defaultSignupMessages('en');

describe('validateSignup (SPEC §5 sign-up rules)', () => {
  it('passes a clean sign-up and cleans every value', () => {
    const check = validateSignup(form, {
      EMAIL: '  Ada@Example.com ',
      SMS: '+972 (50) 123-4567',
      FIRSTNAME: ' Ada ',
      BIRTHDAY: '10/12/1990',
      TERMS: 'on',
      lists: ['offers', 'news'],
    });
    expect(check).toEqual({
      ok: true,
      errors: {},
      problems: {},
      values: { EMAIL: 'ada@example.com', SMS: '+972501234567', FIRSTNAME: 'Ada', BIRTHDAY: '10/12/1990', TERMS: 'on' },
      lists: ['news', 'offers'],
    });
  });

  it.each([
    ['required email missing', { SMS: '' }, 'EMAIL', 'required', en.required],
    ['required email blank', { EMAIL: ' \t\n ' }, 'EMAIL', 'required', en.required],
    ['email without a domain', { EMAIL: 'ada@' }, 'EMAIL', 'invalid_email', en.invalidEmail],
    ['email with a space', { EMAIL: 'ada lovelace@example.com' }, 'EMAIL', 'invalid_email', en.invalidEmail],
    ['SMS without +', { EMAIL: 'ada@example.com', SMS: '0501234567' }, 'SMS', 'invalid_sms', en.invalidSms],
    ['SMS of 20 characters', { EMAIL: 'ada@example.com', SMS: '+1234567890123456789' }, 'SMS', 'invalid_sms', en.invalidSms],
  ] as const)('%s → %s %s', (_case, values, name, problem, message) => {
    const check = validateSignup(form, values);
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual({ [name]: problem });
    expect(check.errors).toEqual({ [name]: message });
  });

  it('checks every email input, not only the first', () => {
    const twoEmails: SignupForm = { ...form, fields: [...form.fields, { name: 'WORK_EMAIL', kind: 'email' }] };
    expect(validateSignup(twoEmails, { EMAIL: 'ada@example.com', WORK_EMAIL: 'ada@work' }).problems).toEqual({ WORK_EMAIL: 'invalid_email' });
    expect(validateSignup(twoEmails, { EMAIL: 'ada@example.com', WORK_EMAIL: '' }).ok).toBe(true);
  });

  it('empties an SMS field holding only the prefix when not required, and requires it when required', () => {
    expect(validateSignup(form, { EMAIL: 'ada@example.com', SMS: '+972' })).toMatchObject({ ok: true, values: { SMS: '' } });
    const smsRequired: SignupForm = { ...form, fields: [{ name: 'SMS', kind: 'sms', prefix: '+972', required: true }] };
    expect(validateSignup(smsRequired, { SMS: '+972 ' })).toMatchObject({ ok: false, problems: { SMS: 'required' }, errors: { SMS: en.required } });
  });

  it.each([
    ['required text', { name: 'FIRSTNAME', kind: 'text', required: true }],
    ['required date', { name: 'BIRTHDAY', kind: 'date', required: true }],
    ['required checkbox', { name: 'TERMS', kind: 'checkbox', required: true }],
  ] as const)('a %s left empty is required', (_case, field) => {
    const check = validateSignup({ fields: [field], lists: [] }, { [field.name]: '   ' });
    expect(check.problems).toEqual({ [field.name]: 'required' });
    expect(validateSignup({ fields: [field], lists: [] }, { [field.name]: 'x' }).ok).toBe(true);
  });
});

describe('validateSignup lists (SPEC §5: a required multi-list group needs one ticked)', () => {
  const required: SignupForm = { ...form, listsRequired: true };
  it.each([
    [[], false],
    [['news'], true],
    [['news', 'offers'], true],
    [['somebody-elses-list'], false],
    ['news', true],
    [[42, null, { id: 'news' }], false],
  ])('%j ticked → ok %s', (lists, ok) => {
    const check = validateSignup(required, { EMAIL: 'ada@example.com', lists });
    expect(check.ok).toBe(ok);
    expect(check.errors).toEqual(ok ? {} : { lists: en.required });
  });

  it('needs the box of a list marked required', () => {
    const oneRequired: SignupForm = { ...form, lists: [{ id: 'news', required: true }, { id: 'offers' }] };
    expect(validateSignup(oneRequired, { EMAIL: 'ada@example.com', lists: ['offers'] }).problems).toEqual({ lists: 'required' });
    expect(validateSignup(oneRequired, { EMAIL: 'ada@example.com', lists: ['news'] }).ok).toBe(true);
  });

  it('asks nothing of a group the form does not require', () => {
    expect(validateSignup(form, { EMAIL: 'ada@example.com' })).toMatchObject({ ok: true, lists: [] });
  });

  it('keeps only offered ids, once each, in the form order', () => {
    const sent = ['offers', 'admin', 'news', 'offers', '__proto__', 'news '];
    expect(validateSignup(form, { EMAIL: 'ada@example.com', lists: sent }).lists).toEqual(['news', 'offers']);
  });
});

describe('validateSignup messages (SPEC §5, §8: the form’s own message; English and Hebrew)', () => {
  it('uses the form’s own message per rule, and Beckon’s where the owner left it blank', () => {
    const own: SignupForm = { ...form, listsRequired: true, messages: { required: 'Fill this in, please', invalidSms: '   ' } };
    const check = validateSignup(own, { SMS: '0501234567' });
    expect(check.errors).toEqual({ EMAIL: 'Fill this in, please', SMS: en.invalidSms, lists: 'Fill this in, please' });
  });

  it('speaks Hebrew for a Hebrew form', () => {
    const hebrew: SignupForm = { ...form, lang: 'he', listsRequired: true };
    const check = validateSignup(hebrew, { EMAIL: 'ada@', SMS: '12' });
    expect(check.errors).toEqual({
      EMAIL: 'יש שגיאות הקלדה בכתובת האימייל',
      SMS: 'נא להזין את המספר עם קידומת המדינה, למשל +972 50 123 4567',
      lists: 'שדה חובה',
    });
  });

  it.each(['en', 'he'] as const)('has every default message in %s', (lang) => {
    const messages = defaultSignupMessages(lang);
    expect(Object.keys(messages).sort()).toEqual(
      ['captchaEmpty', 'captchaFail', 'errorMsg', 'existMsg', 'invalidEmail', 'invalidMsg', 'invalidSms', 'required', 'successMsg'].sort(),
    );
    for (const message of Object.values(messages)) expect(message).toMatch(lang === 'he' ? /[\u0590-\u05FF]/ : /^[\x20-\x7e]+$/);
  });
});

describe('validateSignup hostile input', () => {
  it('refuses 10,000-character values with a clear error', () => {
    const long = 'a'.repeat(10_000);
    const check = validateSignup(form, { EMAIL: `${long}@example.com`, SMS: `+${'1'.repeat(10_000)}`, FIRSTNAME: long });
    expect(check.problems).toEqual({ EMAIL: 'invalid_email', SMS: 'invalid_sms', FIRSTNAME: 'too_long' });
    expect(check.errors.FIRSTNAME).toBe('Please enter no more than 2000 characters');
    expect(check.values.FIRSTNAME).toBe('');
  });

  it('counts characters as people see them: 2,000 emoji fit', () => {
    expect(validateSignup(form, { EMAIL: 'ada@example.com', FIRSTNAME: '😀'.repeat(2000) }).ok).toBe(true);
    expect(validateSignup(form, { EMAIL: 'ada@example.com', FIRSTNAME: '😀'.repeat(2001) }).problems).toEqual({ FIRSTNAME: 'too_long' });
  });

  it('keeps unicode text as sent, and refuses a unicode address the pattern does not allow', () => {
    const check = validateSignup(form, { EMAIL: 'ada@example.com', FIRSTNAME: ' עדה 🌸 Ådá ' });
    expect(check.values.FIRSTNAME).toBe('עדה 🌸 Ådá');
    expect(validateSignup(form, { EMAIL: 'עדה@דוגמה.קום' }).problems).toEqual({ EMAIL: 'invalid_email' });
  });

  it('ignores values for fields the form does not have', () => {
    const values: SignupValues = { EMAIL: 'ada@example.com', is_admin: 'true', status: 'confirmed', constructor: 'x' };
    const check = validateSignup(form, values);
    expect(check.ok).toBe(true);
    expect(Object.keys(check.values).sort()).toEqual(['BIRTHDAY', 'EMAIL', 'FIRSTNAME', 'SMS', 'TERMS']);
  });

  it('never reads what a plain object inherits', () => {
    const fields: SignupForm['fields'] = [
      { name: 'constructor', kind: 'text', required: true },
      { name: 'toString', kind: 'email' },
    ];
    const check = validateSignup({ fields, lists: [] }, {});
    expect(check.problems).toEqual({ constructor: 'required' });
    expect(check.values).toEqual({ constructor: '', toString: '' });
  });

  it.each([
    [['ada@example.com', 'eve@example.com'], 'invalid_email'],
    [['ada@example.com'], undefined],
    [42, 'required'],
    [{ toString: 'ada@example.com' }, 'required'],
    [null, 'required'],
  ])('an email sent as %j → %s', (email, problem) => {
    expect(validateSignup(form, { EMAIL: email }).problems.EMAIL).toBe(problem);
  });

  it('does not let a field named "lists" read the list ids', () => {
    const check = validateSignup({ fields: [{ name: 'lists', kind: 'text', required: true }], lists: [{ id: 'news' }] }, { lists: ['news'] });
    expect(check).toEqual({ ok: true, errors: {}, problems: {}, values: {}, lists: ['news'] });
  });
});
