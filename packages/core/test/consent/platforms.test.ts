import { describe, expect, it } from 'vitest';
import {
  combinedConsent,
  cookiebotConsent,
  googleConsent,
  oneTrustConsent,
  tcfConsent,
  type CookiebotReading,
  type OneTrustReading,
  type VisitorConsent,
} from '../../src/index.js';

/** What gtag() pushes: its `arguments` object, array-like but no array. */
const gtag = function (): IArguments {
  // eslint-disable-next-line prefer-rest-params -- gtag() pushes exactly this object
  return arguments;
} as (...args: unknown[]) => IArguments;

describe('googleConsent (Google Consent Mode v2, from the dataLayer)', () => {
  const cases: [string, unknown, VisitorConsent | null][] = [
    ['no dataLayer', undefined, null],
    ['a dataLayer that is no array', { push: () => 0 }, null],
    ['a dataLayer without consent commands', [{ event: 'gtm.js' }, gtag('config', 'G-1')], null],
    ['default denied: a banner is coming', [gtag('consent', 'default', { analytics_storage: 'denied' })], 'pending'],
    ['default granted everywhere', [gtag('consent', 'default', { analytics_storage: 'granted' })], 'granted'],
    ['default granted for some regions only', [gtag('consent', 'default', { analytics_storage: 'granted', region: ['US'] })], null],
    [
      'denied for the EU, granted elsewhere: this visitor may be in the EU',
      [gtag('consent', 'default', { analytics_storage: 'denied', region: ['DE', 'FR'] }), gtag('consent', 'default', { analytics_storage: 'granted' })],
      'pending',
    ],
    ['an update grants', [gtag('consent', 'default', { analytics_storage: 'denied' }), gtag('consent', 'update', { analytics_storage: 'granted' })], 'granted'],
    ['an update denies', [gtag('consent', 'default', { analytics_storage: 'granted' }), gtag('consent', 'update', { analytics_storage: 'denied' })], 'denied'],
    [
      'the last update wins',
      [gtag('consent', 'update', { analytics_storage: 'granted' }), gtag('consent', 'update', { analytics_storage: 'denied' })],
      'denied',
    ],
    [
      'a default after an update changes nothing',
      [gtag('consent', 'update', { analytics_storage: 'granted' }), gtag('consent', 'default', { analytics_storage: 'denied' })],
      'granted',
    ],
    ['another consent type says nothing about storage', [gtag('consent', 'update', { ad_storage: 'granted' })], null],
    ['plain arrays count as gtag does', [['consent', 'update', { analytics_storage: 'granted' }]], 'granted'],
    ['hostile: an unknown value', [gtag('consent', 'update', { analytics_storage: 'yes' })], null],
    ['hostile: the type inherited from a prototype', [gtag('consent', 'update', Object.create({ analytics_storage: 'granted' }))], null],
    ['hostile: a huge length', [{ 0: 'consent', 1: 'update', 2: { analytics_storage: 'granted' }, length: 1e9 }], null],
    ['hostile: null and strings in the layer', [null, 'consent', 42, gtag('consent', 'update', null)], null],
  ];
  it.each(cases)('%s', (_name, dataLayer, state) => {
    expect(googleConsent(dataLayer)).toBe(state);
  });
});

describe('tcfConsent (IAB TCF v2, purpose 1: store and/or access information on a device)', () => {
  const tc = (eventStatus: string, consents: unknown, extra: Record<string, unknown> = {}) => ({
    eventStatus,
    gdprApplies: true,
    purpose: { consents },
    ...extra,
  });
  const cases: [string, unknown, unknown, VisitorConsent | null][] = [
    ['a stored decision with purpose 1', tc('tcloaded', { 1: true, 2: false }), true, 'granted'],
    ['the visitor accepts on the banner', tc('useractioncomplete', { '1': true }), true, 'granted'],
    ['the visitor refuses purpose 1', tc('useractioncomplete', { 1: false, 2: true }), true, 'denied'],
    ['a stored decision without purpose 1', tc('tcloaded', {}), true, 'denied'],
    ['the banner is showing', tc('cmpuishown', { 1: true }), true, 'pending'],
    ['GDPR does not apply', { eventStatus: 'tcloaded', gdprApplies: false }, true, 'granted'],
    ['a failed call', tc('tcloaded', { 1: true }), false, null],
    ['an unknown event status', tc('somethingelse', { 1: true }), true, null],
    ['hostile: purpose 1 as the string "true"', tc('tcloaded', { 1: 'true' }), true, 'denied'],
    ['hostile: no purpose object', { eventStatus: 'useractioncomplete', gdprApplies: true }, true, 'denied'],
    ['hostile: purpose 1 from a prototype', tc('tcloaded', Object.create({ 1: true })), true, 'denied'],
    ['hostile: no data', null, true, null],
    ['hostile: a string', 'tcloaded', true, null],
  ];
  it.each(cases)('%s', (_name, data, success, state) => {
    expect(tcfConsent(data, success)).toBe(state);
  });
});

describe('oneTrustConsent (OnetrustActiveGroups, the performance group C0002)', () => {
  const cases: [string, OneTrustReading, VisitorConsent | null][] = [
    ['OneTrust absent', { activeGroups: undefined, decided: undefined }, null],
    ['performance allowed', { activeGroups: ',C0001,C0002,', decided: true }, 'granted'],
    ['performance active by the region default, banner not closed', { activeGroups: ',C0001,C0002,C0003,', decided: false }, 'granted'],
    ['only strictly necessary, banner open', { activeGroups: ',C0001,', decided: false }, 'pending'],
    ['only strictly necessary, banner closed: refused', { activeGroups: ',C0001,C0004,', decided: true }, 'denied'],
    ['hostile: a group whose name merely contains C0002', { activeGroups: ',C00020,XC0002,', decided: true }, 'denied'],
    ['hostile: groups as an array', { activeGroups: ['C0002'], decided: true }, null],
    ['hostile: decided as a string', { activeGroups: ',C0001,', decided: 'true' }, 'pending'],
  ];
  it.each(cases)('%s', (_name, reading, state) => {
    expect(oneTrustConsent(reading)).toBe(state);
  });
});

describe('cookiebotConsent (Cookiebot.consent.statistics)', () => {
  const cases: [string, CookiebotReading, VisitorConsent | null][] = [
    ['Cookiebot absent', { consent: undefined, hasResponse: undefined }, null],
    ['statistics accepted', { consent: { necessary: true, preferences: true, statistics: true, marketing: false }, hasResponse: true }, 'granted'],
    ['statistics declined', { consent: { necessary: true, statistics: false }, hasResponse: true }, 'denied'],
    ['not answered yet', { consent: { necessary: true, statistics: false }, hasResponse: false }, 'pending'],
    ['implied consent where the region needs no opt-in', { consent: { statistics: true }, hasResponse: false }, 'granted'],
    ['hostile: statistics as a string', { consent: { statistics: 'true' }, hasResponse: true }, 'denied'],
    ['hostile: consent not an object', { consent: 'all', hasResponse: true }, null],
  ];
  it.each(cases)('%s', (_name, reading, state) => {
    expect(cookiebotConsent(reading)).toBe(state);
  });
});

describe('combinedConsent (one page, several platforms)', () => {
  const cases: [string, Array<VisitorConsent | null>, VisitorConsent | null][] = [
    ['no platform', [null, null], null],
    ['one grants', [null, 'granted'], 'granted'],
    ['a grant outweighs a pending default', ['pending', 'granted'], 'granted'],
    ['any denial wins', ['granted', 'denied', null], 'denied'],
    ['pending alone', [null, 'pending'], 'pending'],
  ];
  it.each(cases)('%s', (_name, answers, state) => {
    expect(combinedConsent(answers)).toBe(state);
  });
});
