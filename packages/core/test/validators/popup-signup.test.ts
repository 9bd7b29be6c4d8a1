import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { SettingsSchema } from '../../src/api/admin-popups.js';
import {
  POPUP_SIGNUP_DEFAULTS,
  POPUP_SIGNUP_LIMITS,
  leadPopupDesign,
  validatePopupSettings,
  type PopupFormat,
  type PopupSettings,
  type PopupType,
} from '../../src/index.js';

const lightbox = { type: 'lightbox' as PopupType, format: 'format_1' as PopupFormat };
const ids = (n: number) => Array.from({ length: n }, (_, i) => `list${String(i).padStart(8, '0')}`);

/** Settings with the sign-up part as given, cast: hostile cases are not PopupSettings by type. */
function settings(signup: Record<string, unknown>): PopupSettings {
  return { design_properties: {}, design: leadPopupDesign('en'), ...signup } as PopupSettings;
}

function problems(signup: Record<string, unknown>) {
  return validatePopupSettings(settings(signup), lightbox).filter((p) => p.path.startsWith('signup_'));
}

describe('issue 18: the lists a pop-up feeds (validatePopupSettings)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['no sign-up settings at all', {}],
    ['the defaults', { ...POPUP_SIGNUP_DEFAULTS }],
    ['one list, each list’s own double opt-in', { signup_lists: ['abc123def456'], signup_double_opt_in: 'list' }],
    ['double opt-in forced on', { signup_lists: ['abc123def456'], signup_double_opt_in: 'on' }],
    ['double opt-in forced off', { signup_lists: ['abc123def456'], signup_double_opt_in: 'off' }],
    ['exactly the most lists', { signup_lists: ids(POPUP_SIGNUP_LIMITS.lists) }],
  ])('accepts %s', (_, signup) => {
    expect(problems(signup)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['an id in capitals', { signup_lists: ['ABC123DEF456'] }, ['signup_lists.0']],
    ['an id too short', { signup_lists: ['abc123'] }, ['signup_lists.0']],
    ['an id too long', { signup_lists: ['abc123def4567'] }, ['signup_lists.0']],
    ['an id with markup', { signup_lists: ['<script>x</x'] }, ['signup_lists.0']],
    ['an id that is a number', { signup_lists: [123456789012] }, ['signup_lists.0']],
    ['an empty id beside a good one', { signup_lists: ['abc123def456', ''] }, ['signup_lists.1']],
    ['the same list twice', { signup_lists: ['abc123def456', 'zzz999zzz999', 'abc123def456'] }, ['signup_lists.2']],
    ['one list too many', { signup_lists: ids(POPUP_SIGNUP_LIMITS.lists + 1) }, ['signup_lists']],
    ['a string for the lists', { signup_lists: 'abc123def456' }, ['signup_lists']],
    ['an object for the lists', { signup_lists: { 0: 'abc123def456' } }, ['signup_lists']],
    ['an unknown double opt-in', { signup_double_opt_in: 'sometimes' }, ['signup_double_opt_in']],
    ['a boolean double opt-in', { signup_double_opt_in: true }, ['signup_double_opt_in']],
  ])('refuses %s', (_, signup, expected) => {
    const found = problems(signup);
    expect(found.map((p) => p.path)).toEqual(expected);
    for (const p of found) expect(p.message).not.toBe('');
  });

  it('reports a flood of bad ids once past the bound, not once per id', () => {
    const flood = Array.from({ length: 10_000 }, () => 'x');
    expect(problems({ signup_lists: flood }).length).toBeLessThanOrEqual(POPUP_SIGNUP_LIMITS.lists + 2);
  });
});

describe('issue 18: the settings schema bounds the sign-up settings', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['good lists and mode', { signup_lists: ['abc123def456'], signup_double_opt_in: 'on' }, true],
    ['too many lists', { signup_lists: ids(POPUP_SIGNUP_LIMITS.lists + 1) }, false],
    ['a duplicate list', { signup_lists: ['abc123def456', 'abc123def456'] }, false],
    ['a list id of the wrong shape', { signup_lists: ['not-a-list-id'] }, false],
    ['an unknown mode', { signup_double_opt_in: 'maybe' }, false],
  ])('%s', (_, signup, ok) => {
    expect(Value.Check(SettingsSchema, settings(signup))).toBe(ok);
  });
});
