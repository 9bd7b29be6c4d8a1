import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, FONT_CHOICES, FONT_MAX_LENGTH, fontChoiceOf, isFontStack, PAGE_FONT, POPUP_TEMPLATES } from '../../src/index.js';

describe('font choices (issue 23)', () => {
  it('names each stack once, every stack ending in a generic family', () => {
    expect(new Set(FONT_CHOICES.map((f) => f.stack)).size).toBe(FONT_CHOICES.length);
    expect(new Set(FONT_CHOICES.map((f) => f.name)).size).toBe(FONT_CHOICES.length);
    for (const { stack } of FONT_CHOICES) {
      expect(isFontStack(stack)).toBe(true);
      expect(stack).toMatch(/(sans-serif|serif|monospace)$/);
    }
  });

  it('lists the default theme font and every template font, so the picker names them', () => {
    expect(fontChoiceOf(DEFAULT_THEME.font)).not.toBe('custom');
    for (const template of POPUP_TEMPLATES) expect(fontChoiceOf(template.design.theme.font), template.id).not.toBe('custom');
  });

  it.each<[string, ReturnType<typeof fontChoiceOf> | string]>([
    [PAGE_FONT, 'page'],
    [' inherit ', 'page'],
    ['Georgia, "Times New Roman", serif', 'Georgia (serif)'],
    ['Comic Sans MS, cursive', 'custom'],
  ])('%s is picked as %s', (font, expected) => {
    const choice = fontChoiceOf(font);
    expect(typeof choice === 'string' ? choice : choice.name).toBe(expected);
  });
});

describe('a font stack an owner may type', () => {
  it.each<[unknown, boolean]>([
    ['Georgia, serif', true],
    ['"Avenir Next", Avenir, sans-serif', true],
    ["'Noto Sans Hebrew', Arial, sans-serif", true],
    ['Heebo', true],
    ['system-ui', true],
    ['inherit', true],
    ['', false],
    ['   ', false],
    ['Georgia;', false],
    ['Georgia; color: red', false],
    ['x}body{display:none', false],
    ['Arial, url(https://evil.example/x)', false],
    ['"unterminated, serif', false],
    ['Arial,, serif', false],
    ['<script>', false],
    ['"a\\"b", serif', false],
    ['a'.repeat(FONT_MAX_LENGTH + 1), false],
    [42, false],
    [null, false],
  ])('%s: %s', (value, ok) => {
    expect(isFontStack(value)).toBe(ok);
  });
});
