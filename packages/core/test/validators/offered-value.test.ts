import { describe, expect, it } from 'vitest';
import { fieldKey, validateField, validateForm, type DesignedField, type FieldContext, type FieldType } from '../../src/index.js';

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

const en: FieldContext = { lang: 'en', now: new Date('2025-06-15T12:00:00Z') };
const notOffered = 'Please choose one of the options offered';
const badSite = 'Please enter a web address starting with http:// or https://';
const colours = ['Red', 'Blue', 'Green, dark'];

describe('choice fields hold only their options (SPEC §3 kinds, issue 15)', () => {
  it.each<[string, DesignedField, string | string[], string | null, string]>([
    ['radio: an option', field('radio', 'Colour', { options: colours }), 'Blue', null, 'Blue'],
    ['radio: not offered', field('radio', 'Colour', { options: colours }), 'Purple', notOffered, 'Purple'],
    ['radio: markup smuggled in', field('radio', 'Colour', { options: colours }), '<img src=x onerror=alert(1)>', notOffered, '<img src=x onerror=alert(1)>'],
    ['select: an option', field('select', 'Size', { options: ['S', 'M'] }), 'M', null, 'M'],
    ['select: not offered', field('select', 'Size', { options: ['S', 'M'] }), 'XXL', notOffered, 'XXL'],
    ['select: empty, optional', field('select', 'Size', { options: ['S', 'M'] }), '', null, ''],
    ['multi-select: list of options', field('multi_select', 'Colours', { options: colours }), ['Red', 'Blue'], null, 'Red,Blue'],
    ['multi-select: comma-joined as the server hears it', field('multi_select', 'Colours', { options: colours }), 'Red,Blue', null, 'Red,Blue'],
    ['multi-select: an option holding a comma', field('multi_select', 'Colours', { options: colours }), ['Green, dark'], null, 'Green, dark'],
    ['multi-select: one stranger among options', field('multi_select', 'Colours', { options: colours }), ['Red', 'Mauve'], notOffered, 'Red,Mauve'],
    ['checkbox group: not offered', field('checkbox', 'Topics', { options: ['News', 'Deals'] }), 'News,Spam', notOffered, 'News,Spam'],
    ['lone checkbox: no options to hold to', field('checkbox', 'Subscribe'), 'on', null, 'on'],
    ['preference: not offered', field('preference', 'Preferences', { options: ['Weekly'] }), 'Hourly', notOffered, 'Hourly'],
    [
      'required radio empty: the required message first',
      field('radio', 'Colour', { options: colours, required: true }),
      '',
      'Please choose at least one option',
      '',
    ],
    ['owner message wins', field('radio', 'Colour', { options: colours, error_message: 'Pick a colour' }), 'Purple', 'Pick a colour', 'Purple'],
    ['consent: anything is yes or no', field('consent', 'Consent'), 'DROP TABLE', null, 'yes'],
  ])('%s', (_name, designed, raw, error, value) => {
    const check = validateField(designed, raw, en);
    expect(check.error).toBe(error);
    expect(check.value).toBe(value);
  });
});

describe('website fields hold only http(s) addresses (SPEC §3 website url, issue 15)', () => {
  const site = field('website_url', 'Website');
  it.each<[string, string | null, string]>([
    ['https://example.com/path?q=1', null, 'https://example.com/path?q=1'],
    ['HTTP://Example.com', null, 'HTTP://Example.com'],
    ['example.com', null, 'http://example.com'],
    ['example.com:8080/shop', null, 'http://example.com:8080/shop'],
    ['javascript:alert(1)', badSite, 'javascript:alert(1)'],
    ['JaVaScRiPt:alert(document.cookie)', badSite, 'JaVaScRiPt:alert(document.cookie)'],
    ['data:text/html,<script>alert(1)</script>', badSite, 'data:text/html,<script>alert(1)</script>'],
    ['ftp://example.com', badSite, 'ftp://example.com'],
    ['mailto:ada@example.com', badSite, 'mailto:ada@example.com'],
    ['not a site', badSite, 'not a site'],
    ['localhost', badSite, 'localhost'],
  ])('%j', (raw, error, value) => {
    const check = validateField(site, raw, en);
    expect(check.error).toBe(error);
    expect(check.value).toBe(value);
  });

  it('validateForm names the field that failed', () => {
    const form = [field('email', 'Email'), field('website_url', 'Website'), field('radio', 'Colour', { options: colours })];
    const result = validateForm(form, { email: 'ada@example.com', website: 'javascript:alert(1)', colour: 'Purple' }, en);
    expect(result.errors).toEqual({ website: badSite, colour: notOffered });
  });
});
