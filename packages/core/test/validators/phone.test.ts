import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { internationalPhone } from '@beckon/core/phone';
import { internationalPhoneError, israeliPhoneDigits, israeliPhoneError, phoneBasicError, phonePatternError } from '../../src/index.js';

const VALID = { en: 'Please enter a valid phone number', he: 'נא להזין מספר טלפון תקין' };
const PATTERN = { en: 'Please enter 7 to 15 digits and avoid using letters or symbols', he: 'נא להזין 7 עד 15 ספרות, ללא אותיות או סימנים' };
const ISRAELI = { en: 'The phone number is wrong', he: 'מספר הטלפון שגוי' };
const INTERNATIONAL = { en: 'Invalid number - please try again', he: 'מספר לא תקין - נא לנסות שוב' };

describe('phoneBasicError (SPEC §5 default: non-phone characters or more than 15 digits)', () => {
  it.each([
    ['+1 (202) 555-0143', true],
    ['02.123.4567', true],
    ['1', true],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['+972 50 123 4567 ext 5', false],
    ['050-123456a', false],
    ['050/1234567', false],
    ['+-()', false],
  ])('%j → %s', (value, ok) => {
    expect(phoneBasicError(value, 'en')).toBe(ok ? null : VALID.en);
    expect(phoneBasicError(value, 'he')).toBe(ok ? null : VALID.he);
  });
});

describe('phonePatternError (SPEC §5/§9: 7 to 15 digits, phone symbols only)', () => {
  it.each([
    ['12345', false],
    ['123456', false],
    ['123-456', false],
    ['(12) 34 56', false],
    ['1234567', true],
    ['+972 (50) 123-4567', true],
    ['050.123.4567', true],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['050-CALL-NOW', false],
    ['050#1234567', false],
  ])('%j → %s', (value, ok) => {
    expect(phonePatternError(value, 'en')).toBe(ok ? null : PATTERN.en);
    expect(phonePatternError(value, 'he')).toBe(ok ? null : PATTERN.he);
  });
});

describe("Israeli 'advanced' phone (SPEC §5)", () => {
  it.each<[string, string | null]>([
    ['050-1234567', '0501234567'],
    ['0501234567', '0501234567'],
    ['050-123-4567', '0501234567'],
    ['02-1234567', '021234567'],
    ['03-1234567', '031234567'],
    ['04-1234567', '041234567'],
    ['08-1234567', '081234567'],
    ['09-1234567', '091234567'],
    ...['051', '052', '053', '054', '055', '058', '072', '073', '074', '076', '077', '079'].map((p): [string, string] => [`${p}-1234567`, `${p}1234567`]),
    ['050--1234567', null],
    ['060-1234567', null],
    ['056-1234567', null],
    ['057-1234567', null],
    ['075-1234567', null],
    ['078-1234567', null],
    ['05-01234567', '0501234567'],
    ['050-123456', null],
    ['050-12345678', null],
    ['02-12345678', null],
    ['02-123456', null],
    ['050 1234567', null],
    ['+972-50-1234567', null],
    ['972501234567', null],
    ['050-123456a', null],
  ])('%j → %j', (value, digits) => {
    expect(israeliPhoneDigits(value)).toBe(digits);
    expect(israeliPhoneError(value, 'he')).toBe(digits ? null : ISRAELI.he);
    expect(israeliPhoneError(value, 'en')).toBe(digits ? null : ISRAELI.en);
  });
});

describe('internationalPhone (@beckon/core/phone, SPEC §5: dial code prefixed, leading 0 stripped)', () => {
  it.each([
    ['050 123 4567', 'IL', { ok: true, e164: '+972501234567' }],
    ['050-1234567', 'il', { ok: true, e164: '+972501234567' }],
    ['+972 50 123 4567', 'US', { ok: true, e164: '+972501234567' }],
    ['(202) 555-0143', 'US', { ok: true, e164: '+12025550143' }],
    ['202.555.0143', 'US', { ok: true, e164: '+12025550143' }],
    ['020 7946 0018', 'GB', { ok: true, e164: '+442079460018' }],
    ['12', 'IL', { ok: false, message: 'invalid' }],
    ['050-123-456', 'IL', { ok: false, message: 'invalid' }],
    ['+1 555 0100', 'IL', { ok: false, message: 'invalid' }],
    ['', 'IL', { ok: false, message: 'empty_or_error' }],
    ['   ', 'IL', { ok: false, message: 'empty_or_error' }],
    ['call me', 'IL', { ok: false, message: 'empty_or_error' }],
    // An unknown country: only numbers with their own dial code can be read.
    ['050 123 4567', 'XX', { ok: false, message: 'empty_or_error' }],
    ['+972 50 123 4567', 'XX', { ok: true, e164: '+972501234567' }],
  ] as const)('%j for %s → %j', (value, country, expected) => {
    expect(internationalPhone(value, country)).toEqual(expected);
  });

  it.each([
    [{ ok: true, e164: '+972501234567' }, null, null],
    [{ ok: false, message: 'invalid' }, INTERNATIONAL.en, INTERNATIONAL.he],
    [{ ok: false, message: 'empty_or_error' }, VALID.en, VALID.he],
  ] as const)('message for %j', (result, en, he) => {
    expect(internationalPhoneError(result, 'en')).toBe(en);
    expect(internationalPhoneError(result, 'he')).toBe(he);
  });
});

describe("core's main entry never reaches libphonenumber-js (the widget's first paint bundles it)", () => {
  const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

  /** Every module reachable from a file through static relative imports and re-exports, and the packages they import. */
  function reach(entry: string): { modules: Set<string>; packages: Set<string> } {
    const modules = new Set<string>();
    const packages = new Set<string>();
    const walk = (file: string): void => {
      if (modules.has(file)) return;
      modules.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, typeOnly, specifier] of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
        if (typeOnly || !specifier) continue;
        if (specifier.startsWith('.')) walk(join(dirname(file), specifier.replace(/\.js$/, '.ts')));
        else packages.add(specifier);
      }
    };
    walk(entry);
    return { modules, packages };
  }

  it('walks the graph it claims to walk', () => {
    const fromPhone = reach(join(src, 'validators/phone-international.ts'));
    expect([...fromPhone.packages]).toContain('libphonenumber-js/min');
  });

  it('index.ts imports neither libphonenumber-js nor phone-international.ts', () => {
    const fromIndex = reach(join(src, 'index.ts'));
    expect(fromIndex.modules.size).toBeGreaterThan(30);
    expect([...fromIndex.packages].filter((p) => p.startsWith('libphonenumber-js'))).toEqual([]);
    expect([...fromIndex.modules].filter((m) => m.endsWith('phone-international.ts'))).toEqual([]);
  });
});
