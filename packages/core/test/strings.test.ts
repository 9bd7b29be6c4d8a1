import { describe, expect, it } from 'vitest';
import { directionOf, t, texts } from '../src/index.js';

describe('texts (SPEC §1: English and Hebrew)', () => {
  it.each(Object.entries(texts))('%s exists in both languages, the Hebrew one in Hebrew letters', (_name, text) => {
    expect(text.en.trim()).not.toBe('');
    expect(text.he).toMatch(/[\u0590-\u05FF]/);
  });

  it("has the spec's exact submit text in both languages (SPEC §4)", () => {
    expect(t('en', texts.sentSuccessfully)).toBe('Sent successfully!');
    expect(t('he', texts.sentSuccessfully)).toBe('נשלח בהצלחה!');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('en', texts.emailSuggestion, { suggestion: 'ada@gmail.com' })).toBe('Did you mean ada@gmail.com?');
    expect(t('en', texts.emailSuggestion)).toBe('Did you mean {suggestion}?');
  });

  it.each([
    ['en', 'ltr'],
    ['he', 'rtl'],
  ] as const)('%s reads %s', (lang, dir) => {
    expect(directionOf(lang)).toBe(dir);
  });
});
