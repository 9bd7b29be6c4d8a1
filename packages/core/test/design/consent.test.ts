import { describe, expect, it } from 'vitest';
import { emailField, validateForm, withConsentSettings, type ConsentSettings, type DesignedField } from '../../src/index.js';

const consent: DesignedField = {
  count: 2,
  type: 'consent',
  name: 'consent',
  id: 'consent_2',
  field_key: 'consent',
  short_name: 'consent',
  placeholder: '',
  value: '',
  created_as: 'consent',
  created_version: '1',
  property_name: 'consent',
  label: 'I agree to the terms',
};
const email: DesignedField = emailField(1, 'Email', '');
const ctx = { lang: 'en' as const, now: new Date('2026-11-24T12:00:00Z') };

describe('withConsentSettings (SPEC §3 field_checkbox_required / field_checkbox_default_marked)', () => {
  it.each<[string, ConsentSettings | undefined, boolean | undefined, string]>([
    ['no settings', undefined, undefined, ''],
    ['both off', { field_checkbox_required: 0, field_checkbox_default_marked: false }, undefined, ''],
    ['required on (1)', { field_checkbox_required: 1 }, true, ''],
    ["required on ('1')", { field_checkbox_required: '1' }, true, ''],
    ['ticked at first', { field_checkbox_default_marked: true }, undefined, 'yes'],
    ['both on', { field_checkbox_required: true, field_checkbox_default_marked: 1 }, true, 'yes'],
    ['a wire value that is not a flag', { field_checkbox_required: 'yes' as never }, undefined, ''],
  ])('%s', (_name, settings, required, value) => {
    const [out] = withConsentSettings([consent], settings);
    expect(out!.required).toBe(required);
    expect(out!.value).toBe(value);
  });

  it('leaves other kinds, and a consent the owner already made required, alone', () => {
    const own = { ...consent, required: true };
    expect(withConsentSettings([email, own], { field_checkbox_required: 0, field_checkbox_default_marked: 1 })).toEqual([email, { ...own, value: 'yes' }]);
  });

  it('does not change the fields it was given (the record is shared)', () => {
    const fields = [consent];
    withConsentSettings(fields, { field_checkbox_required: 1 });
    expect(fields[0]).toEqual(consent);
  });
});

describe('validateForm with the consent settings folded in', () => {
  it('refuses an unticked consent box the pop-up requires', () => {
    const fields = withConsentSettings([email, consent], { field_checkbox_required: 1 });
    expect(validateForm(fields, { email: 'ada@example.com', consent: '' }, ctx).errors).toEqual({ consent: 'Please tick this box to continue' });
    expect(validateForm(fields, { email: 'ada@example.com', consent: 'yes' }, ctx).errors).toEqual({});
  });

  it('accepts the unticked box when the setting is off', () => {
    const fields = withConsentSettings([email, consent], { field_checkbox_required: 0 });
    expect(validateForm(fields, { email: 'ada@example.com' }, ctx).errors).toEqual({});
  });
});
