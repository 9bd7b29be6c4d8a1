import { describe, expect, it } from 'vitest';
import { targetingAllows, type PageTargeting, type TargetingContext } from '../../src/index.js';

const ctx = (over: Partial<TargetingContext> = {}): TargetingContext => ({
  url: 'https://www.shop.example/pricing/?utm_source=Newsletter&utm_campaign=spring%20sale#plans',
  device: 'desktop',
  referrer: 'https://www.google.com/',
  country: 'IL',
  ...over,
});

describe('targetingAllows: absent and empty sections pass', () => {
  it.each([
    ['no targeting', undefined],
    ['empty targeting', {}],
    ['empty sections', { urls: [], devices: [], referrers: [], utm: [], countries: [] }],
  ] as Array<[string, PageTargeting | undefined]>)('%s', (_name, targeting) => {
    expect(targetingAllows(targeting, ctx({ country: null, referrer: '' }))).toBe(true);
  });
});

describe('targetingAllows: urls', () => {
  it.each([
    ['include, contained', [{ role: 'contain', value: 'pricing', include: true }], true],
    ['include, not contained', [{ role: 'contain', value: 'checkout', include: true }], false],
    [
      'one of two includes',
      [
        { role: 'contain', value: 'checkout', include: true },
        { role: 'contain', value: 'pricing', include: true },
      ],
      true,
    ],
    [
      'exclude wins over include',
      [
        { role: 'contain', value: 'pricing', include: true },
        { role: 'contain', value: 'PRICING', include: false },
      ],
      false,
    ],
    ['exclude only, not matching', [{ role: 'start', value: '/blog', include: false }], true],
    ['exclude only, matching', [{ role: 'start', value: '/pricing', include: false }], false],
    ['exact path, trailing slash ignored', [{ role: 'exact', value: '/pricing?utm_source=Newsletter&utm_campaign=spring%20sale', include: true }], true],
    ['exact path without its query does not match', [{ role: 'exact', value: '/pricing', include: true }], false],
    [
      'exact full address without the fragment',
      [{ role: 'exact', value: 'https://www.shop.example/pricing/?utm_source=Newsletter&utm_campaign=spring%20sale', include: true }],
      true,
    ],
    ['start without scheme and www', [{ role: 'start', value: 'shop.example/pricing', include: true }], true],
    ['fragment takes no part', [{ role: 'contain', value: '#plans', include: true }], false],
    ['end with a trailing slash on the rule', [{ role: 'end', value: 'spring%20sale/', include: true }], true],
    ['blank include rule is skipped', [{ role: 'contain', value: ' ', include: true }], true],
    ['blank exclude rule is skipped', [{ role: 'contain', value: '', include: false }], true],
    ['any_value include', [{ role: 'any_value', value: '', include: true }], true],
    ['unknown role never matches', [{ role: 'regex', value: '.*', include: true }], false],
  ] as Array<[string, PageTargeting['urls'], boolean]>)('%s', (_name, urls, result) => {
    expect(targetingAllows({ urls }, ctx())).toBe(result);
  });

  it.each([
    ['https://shop.example/', [{ role: 'exact', value: '/', include: true }], true],
    ['https://shop.example', [{ role: 'exact', value: '/', include: true }], true],
    ['https://shop.example/pricing', [{ role: 'exact', value: '/pricing/', include: true }], true],
    ['https://shop.example/pricing/team', [{ role: 'exact', value: '/pricing', include: true }], false],
    ['not a url at all', [{ role: 'contain', value: 'url', include: true }], true],
  ] as Array<[string, PageTargeting['urls'], boolean]>)('%s', (url, urls, result) => {
    expect(targetingAllows({ urls }, ctx({ url }))).toBe(result);
  });
});

describe('targetingAllows: devices, referrers, countries', () => {
  it.each([
    ['desktop listed', { devices: ['desktop'] }, ctx(), true],
    ['mobile only', { devices: ['mobile'] }, ctx(), false],
    ['both listed', { devices: ['mobile', 'desktop'] }, ctx({ device: 'mobile' }), true],
    ['referrer contains', { referrers: [{ role: 'contain', value: 'google' }] }, ctx(), true],
    ['referrer host exact', { referrers: [{ role: 'exact', value: 'google.com' }] }, ctx(), true],
    [
      'one of two referrers',
      {
        referrers: [
          { role: 'contain', value: 'bing' },
          { role: 'contain', value: 'google' },
        ],
      },
      ctx(),
      true,
    ],
    ['referrer mismatch', { referrers: [{ role: 'contain', value: 'facebook' }] }, ctx(), false],
    ['direct visit matches no text rule', { referrers: [{ role: 'contain', value: 'google' }] }, ctx({ referrer: '' }), false],
    ['direct visit has no referrer', { referrers: [{ role: 'any_value', value: '' }] }, ctx({ referrer: '' }), false],
    ['country listed', { countries: ['US', 'IL'] }, ctx(), true],
    ['country not listed', { countries: ['US'] }, ctx(), false],
    ['country compared in upper case', { countries: ['il'] }, ctx({ country: ' il ' }), true],
    ['unknown country matches no list', { countries: ['IL'] }, ctx({ country: null }), false],
    ['blank country matches no list', { countries: ['IL'] }, ctx({ country: '' }), false],
    ['all sections hold', { devices: ['desktop'], countries: ['IL'], referrers: [{ role: 'contain', value: 'google' }] }, ctx(), true],
    ['one section fails', { devices: ['desktop'], countries: ['DE'], referrers: [{ role: 'contain', value: 'google' }] }, ctx(), false],
  ] as Array<[string, PageTargeting, TargetingContext, boolean]>)('%s', (_name, targeting, context, result) => {
    expect(targetingAllows(targeting, context)).toBe(result);
  });
});

describe('targetingAllows: utm (read from the URL query)', () => {
  it.each([
    ['source exact, case-insensitive', [{ key: 'utm_source', role: 'exact', value: 'newsletter' }], true],
    ['campaign decoded', [{ key: 'utm_campaign', role: 'exact', value: 'spring sale' }], true],
    [
      'same key: one of two',
      [
        { key: 'utm_source', role: 'exact', value: 'facebook' },
        { key: 'utm_source', role: 'exact', value: 'newsletter' },
      ],
      true,
    ],
    [
      'same key: neither',
      [
        { key: 'utm_source', role: 'exact', value: 'facebook' },
        { key: 'utm_source', role: 'exact', value: 'instagram' },
      ],
      false,
    ],
    [
      'different keys: both hold',
      [
        { key: 'utm_source', role: 'exact', value: 'newsletter' },
        { key: 'utm_campaign', role: 'contain', value: 'spring' },
      ],
      true,
    ],
    [
      'different keys: one fails',
      [
        { key: 'utm_source', role: 'exact', value: 'newsletter' },
        { key: 'utm_campaign', role: 'contain', value: 'winter' },
      ],
      false,
    ],
    ['missing parameter', [{ key: 'utm_medium', role: 'contain', value: 'email' }], false],
    ['missing parameter has no value', [{ key: 'utm_medium', role: 'any_value', value: '' }], false],
    ['present parameter has a value', [{ key: 'utm_source', role: 'any_value', value: '' }], true],
  ] as Array<[string, PageTargeting['utm'], boolean]>)('%s', (_name, utm, result) => {
    expect(targetingAllows({ utm }, ctx())).toBe(result);
  });

  it('finds no UTM values in an address it cannot read', () => {
    expect(targetingAllows({ utm: [{ key: 'utm_source', role: 'any_value', value: '' }] }, ctx({ url: 'nonsense' }))).toBe(false);
  });
});
