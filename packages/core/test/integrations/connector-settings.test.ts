import { describe, expect, it } from 'vitest';
import {
  CONNECTOR_MAX_MAPPED_FIELDS,
  CONNECTOR_MAX_TAGS,
  mailchimpDataCenter,
  parseBrevoSettings,
  parseGenericSettings,
  parseKlaviyoSettings,
  parseMailchimpSettings,
} from '../../src/index.js';

/** The dashboard's form and the server parse with these: each refusal names the setting. */
const MAILCHIMP = { apiKey: '0123456789abcdef0123456789abcdef-us21', listId: 'a1b2c3d4e5' };
const BREVO = { apiKey: `xkeysib-${'a1'.repeat(32)}-Zx9Yw8Vu7Ts6Rq5P`, listIds: [2] };
const KLAVIYO = { apiKey: 'pk_0123456789abcdef0123456789abcdef01', listId: 'Y6nRLr' };
const GENERIC = { url: 'https://crm.example.org/hook', fieldMap: { email: '{{email}}' } };

describe('connector settings', () => {
  it.each([
    ['mailchimp', parseMailchimpSettings, MAILCHIMP],
    ['brevo', parseBrevoSettings, BREVO],
    ['klaviyo', parseKlaviyoSettings, KLAVIYO],
    ['generic', parseGenericSettings, GENERIC],
  ] as const)('%s accepts its minimal settings', (_kind, parse, input) => {
    expect(parse(input).ok).toBe(true);
  });

  it.each([
    [
      'mailchimp tags',
      () => parseMailchimpSettings({ ...MAILCHIMP, tags: Array.from({ length: CONNECTOR_MAX_TAGS + 1 }, (_, i) => `t${i}`) }),
      `tags: at most ${CONNECTOR_MAX_TAGS} tags.`,
    ],
    ['mailchimp empty tag', () => parseMailchimpSettings({ ...MAILCHIMP, tags: ['  '] }), 'tags[0] is required.'],
    ['mailchimp tag not text', () => parseMailchimpSettings({ ...MAILCHIMP, tags: [7] }), 'tags[0] is required (text).'],
    [
      'brevo mapped fields',
      () =>
        parseBrevoSettings({ ...BREVO, fieldMap: Object.fromEntries(Array.from({ length: CONNECTOR_MAX_MAPPED_FIELDS + 1 }, (_, i) => [`f_${i}`, `A${i}`])) }),
      `fieldMap: at most ${CONNECTOR_MAX_MAPPED_FIELDS} mapped fields.`,
    ],
    ['brevo field key with capitals', () => parseBrevoSettings({ ...BREVO, fieldMap: { City: 'CITY' } }), 'fieldMap: "City" is not a lead field key'],
    [
      'brevo field key with a trailing underscore',
      () => parseBrevoSettings({ ...BREVO, fieldMap: { city_: 'CITY' } }),
      'fieldMap: "city_" is not a lead field key',
    ],
    ['klaviyo key with a NUL', () => parseKlaviyoSettings({ ...KLAVIYO, apiKey: 'pk_0123456789abcdef\u00000123456789abcd' }), 'apiKey'],
    ['klaviyo list id not text', () => parseKlaviyoSettings({ ...KLAVIYO, listId: 123456 }), 'listId is required (text).'],
    ['generic url with spaces only', () => parseGenericSettings({ ...GENERIC, url: '   ' }), 'url is required.'],
    ['generic fieldMap as a list', () => parseGenericSettings({ ...GENERIC, fieldMap: ['{{email}}'] }), 'fieldMap must be an object'],
    ['generic target with a newline', () => parseGenericSettings({ ...GENERIC, fieldMap: { 'a\nb': '{{email}}' } }), 'contains control characters'],
    ['settings as text', () => parseGenericSettings('{"url":"https://x.org"}'), 'Settings must be an object.'],
  ])('%s', (_name, parse, error) => {
    const parsed = parse();
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(error);
  });

  it('ignores settings it does not know instead of keeping them', () => {
    expect(parseKlaviyoSettings({ ...KLAVIYO, popups: ['p1'], extra: { deep: true } })).toEqual({ ok: true, value: { ...KLAVIYO, fieldMap: {} } });
  });

  it('normalises header names to lower case for the generic connector', () => {
    const parsed = parseGenericSettings({ ...GENERIC, headers: { 'X-Api-Key': ' k1 ' } });
    expect(parsed).toEqual({
      ok: true,
      value: { ...GENERIC, url: 'https://crm.example.org/hook', method: 'POST', format: 'json', headers: { 'x-api-key': 'k1' } },
    });
  });

  it.each([
    ['0123456789abcdef0123456789abcdef-us21', 'us21'],
    ['0123456789abcdef0123456789abcdef-us6', 'us6'],
    ['0123456789abcdef0123456789abcdef', null],
    ['0123456789abcdef0123456789abcdef-us21.evil.org', null],
  ])('the data centre of %s is %s', (key, dataCenter) => {
    expect(mailchimpDataCenter(key)).toBe(dataCenter);
  });
});
