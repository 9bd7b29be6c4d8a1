import { describe, expect, it } from 'vitest';
import { businessEmailError, emailError, emailSuggestion, emailSuggestionMessage, isFreeMailDomain } from '../../src/index.js';

describe("emailError (SPEC §5: standard pattern, else 'There are typos in the email')", () => {
  it.each([
    ['ada@example.com', true],
    ['  Ada.Lovelace+news@Example.co.uk ', true],
    ['ada@', false],
    ['ada@@example.com', false],
    ['ada@example', false],
    ['ada lovelace@example.com', false],
    ['ada@exam_ple.com', false],
    [`${'a'.repeat(245)}@example.com`, false],
  ])('%j → %s', (value, ok) => {
    expect(emailError(value, 'en')).toBe(ok ? null : 'There are typos in the email');
    expect(emailError(value, 'he')).toBe(ok ? null : 'יש שגיאות הקלדה בכתובת האימייל');
  });
});

describe("emailSuggestion (SPEC §5 'Did you mean ...?' for common providers)", () => {
  it.each([
    ['ada@gmial.com', 'ada@gmail.com'],
    ['ada@gmal.com', 'ada@gmail.com'],
    ['ada@gmail.con', 'ada@gmail.com'],
    // Two neighbours swapped count as one edit: a swap and one more typo are still found.
    ['ada@gmial.con', 'ada@gmail.com'],
    ['ada@hotmial.cmo', 'ada@hotmail.com'],
    ['ada@gmail.co', 'ada@gmail.com'],
    ['ada@gmailcom', 'ada@gmail.com'],
    ['Ada@GMAIL.CMO', 'ada@gmail.com'],
    ['ada@gmail.co.il', 'ada@gmail.com'],
    ['ada@yaho.com', 'ada@yahoo.com'],
    ['ada@yahooo.com', 'ada@yahoo.com'],
    ['ada@hotmial.com', 'ada@hotmail.com'],
    ['ada@hotmail.cm', 'ada@hotmail.com'],
    ['ada@outlok.com', 'ada@outlook.com'],
    ['ada@iclod.com', 'ada@icloud.com'],
    ['ada@aol.con', 'ada@aol.com'],
    ['ada@live.cmo', 'ada@live.com'],
    ['ada@msn.co', 'ada@msn.com'],
    ['ada@wala.co.il', 'ada@walla.co.il'],
    ['ada@walla.co.i', 'ada@walla.co.il'],
    ['ada@walla.col.il', 'ada@walla.co.il'],
    // The right domain, a real regional one, or nobody's provider: no advice.
    ['ada@gmail.com', null],
    ['ada@walla.co.il', null],
    ['ada@hotmail.co.il', null],
    ['ada@yahoo.co.uk', null],
    ['ada@bezeqint.net', null],
    ['ada@aon.com', null],
    ['ada@example.com', null],
    ['ada@acme.io', null],
    ['ada@gmail.example.com', null],
    ['ada', null],
    ['@gmial.com', null],
    ['ada@', null],
  ])('%j → %j', (email, suggestion) => {
    expect(emailSuggestion(email)).toBe(suggestion);
  });

  it('words the advice in both languages', () => {
    expect(emailSuggestionMessage('ada@gmail.com', 'en')).toBe('Did you mean ada@gmail.com?');
    expect(emailSuggestionMessage('ada@gmail.com', 'he')).toBe('האם התכוונת ל-ada@gmail.com?');
  });
});

describe("business email (SPEC §5: free-mail domains refused with 'Only business emails are allowed')", () => {
  const blocked: ReadonlySet<string> = new Set(['gmail.com', 'yahoo.com', 'walla.co.il']);
  it.each([
    ['ada@gmail.com', true],
    ['Ada@GMail.Com', true],
    [' ada@walla.co.il ', true],
    ['ada@gmail.com.', true],
    ['ada@acme.com', false],
    ['ada@mail.gmail.com.evil.io', false],
    ['ada@notgmail.com', false],
    ['no-at-sign', false],
  ])('%j free mail → %s', (email, free) => {
    expect(isFreeMailDomain(email, blocked)).toBe(free);
    expect(businessEmailError(email, blocked, 'en')).toBe(free ? 'Only business emails are allowed' : null);
    expect(businessEmailError(email, blocked, 'he')).toBe(free ? 'ניתן להזין כתובות אימייל עסקיות בלבד' : null);
  });

  it('blocks nothing with an empty list', () => {
    expect(isFreeMailDomain('ada@gmail.com', new Set())).toBe(false);
  });
});
