import { INTEGRATION_KINDS } from '@beckon/core';
import { describe, expect, it } from 'vitest';
import { connectors, deliverTo } from '../../src/integrations/connectors/index.js';
import { maskSecret, redactSettings } from '../../src/integrations/connectors/redact.js';
import { retryAfterMs } from '../../src/integrations/connectors/http.js';
import { leadEvent } from './events.js';

describe('connectors by kind', () => {
  it('has one connector per connector kind, each naming its own kind', () => {
    const kinds = INTEGRATION_KINDS.filter((kind) => kind !== 'webhook');
    expect(Object.keys(connectors).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) expect(connectors[kind].kind).toBe(kind);
  });

  it('deliverTo refuses stored settings that no longer parse, naming the setting, without retry or request', async () => {
    const fetch = () => Promise.reject(new Error('must not be called'));
    const outcome = await deliverTo('mailchimp', { apiKey: 'nope', listId: 'a1b2c3d4e5' }, leadEvent(), { fetch, signal: new AbortController().signal });
    expect(outcome).toMatchObject({ ok: false, retry: false, status: null, message: expect.stringContaining('Settings: apiKey does not look right') });
  });

  it('deliverTo never throws, even when the fetch it is given does something unheard of', async () => {
    const fetch = (() => {
      throw new TypeError('fetch exploded');
    }) as unknown as typeof globalThis.fetch;
    const settings = { apiKey: `xkeysib-${'a1'.repeat(32)}`, listIds: [1] };
    expect(await deliverTo('brevo', settings, leadEvent(), { fetch, signal: new AbortController().signal })).toMatchObject({
      ok: false,
      retry: true,
      status: null,
    });
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it.each([
    ['120', 120_000],
    [' 0 ', 0],
    ['Fri, 27 Nov 2026 12:01:30 GMT', 90_000],
    ['Fri, 27 Nov 2026 11:00:00 GMT', 0],
    ['99999999', 24 * 60 * 60 * 1000],
    ['soon', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %s ms', (header, wait) => {
    expect(retryAfterMs(header, now)).toBe(wait);
  });
});

describe('redacted settings for the dashboard', () => {
  it.each([
    [
      'mailchimp',
      { apiKey: '0123456789abcdef0123456789abcdef-us21', listId: 'a1b2c3d4e5', tags: ['x'] },
      { apiKey: '••••us21', listId: 'a1b2c3d4e5', tags: ['x'] },
    ],
    ['brevo', { apiKey: 'xkeysib-abcdefabcdefabcdef-1234', listIds: [3] }, { apiKey: '••••1234', listIds: [3] }],
    ['klaviyo', { apiKey: 'short', listId: 'Y6nRLr' }, { apiKey: '••••', listId: 'Y6nRLr' }],
    ['klaviyo', { apiKey: 42 }, { apiKey: '••••' }],
    [
      'generic',
      { url: 'https://crm.example.org/hook', headers: { authorization: 'Bearer s3cret-token-9876', 'x-n': 7 }, fieldMap: { email: '{{email}}' } },
      { url: 'https://crm.example.org/hook', headers: { authorization: '••••9876', 'x-n': '••••' }, fieldMap: { email: '{{email}}' } },
    ],
    ['generic', { headers: 'Authorization: Bearer x' }, { headers: {} }],
    ['mailchimp', null, {}],
    ['brevo', 'xkeysib-whole-string', {}],
  ] as const)('%s %j', (kind, settings, shown) => {
    expect(redactSettings(kind, settings)).toEqual(shown);
  });

  it('leaves the stored settings untouched', () => {
    const stored = { apiKey: '0123456789abcdef0123456789abcdef-us21' };
    redactSettings('mailchimp', stored);
    expect(stored.apiKey).toBe('0123456789abcdef0123456789abcdef-us21');
  });

  it('masks a short secret whole', () => {
    expect(maskSecret('abcdefghijk')).toBe('••••');
    expect(maskSecret('abcdefghijkl')).toBe('••••ijkl');
  });
});
