import { describe, expect, it } from 'vitest';
import { dateKeyAllowed, smsKeyAllowed } from '../../src/index.js';

const CONTROL_KEYS = ['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter'];

describe('key filters (SPEC §5)', () => {
  it.each([
    ...[...'0123456789 +()-'].map((key) => [key, true, ['-', ' '].includes(key) || /\d/.test(key)] as const),
    ['/', false, true],
    ['.', false, false],
    ['a', false, false],
    ['E', false, false],
    ['[', false, false],
    ['٣', false, false],
    ['😀', false, false],
    ['é', false, false],
  ] as const)('%j: SMS %s, date %s', (key, sms, date) => {
    expect(smsKeyAllowed({ key })).toBe(sms);
    expect(dateKeyAllowed({ key })).toBe(date);
  });

  it.each(CONTROL_KEYS)('%s edits both inputs', (key) => {
    expect(smsKeyAllowed({ key })).toBe(true);
    expect(dateKeyAllowed({ key })).toBe(true);
  });

  it.each([
    [{ key: 'v', ctrlKey: true }],
    [{ key: 'v', metaKey: true }],
    [{ key: 'a', ctrlKey: true, metaKey: false }],
    [{ key: 'z', ctrlKey: false, metaKey: true }],
  ])('%j is a shortcut and passes', (press) => {
    expect(smsKeyAllowed(press)).toBe(true);
    expect(dateKeyAllowed(press)).toBe(true);
  });

  it('keeps letters out without a modifier even when the flags are false', () => {
    expect(smsKeyAllowed({ key: 'v', ctrlKey: false, metaKey: false })).toBe(false);
    expect(dateKeyAllowed({ key: 'v', ctrlKey: false, metaKey: false })).toBe(false);
  });
});
