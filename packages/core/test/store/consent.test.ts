import { describe, expect, it } from 'vitest';
import { trackingAllowed, trackingConsent, type ConsentReading, type TrackingConsent } from '../../src/index.js';

const shopify = (fields: Omit<Extract<ConsentReading, { platform: 'shopify' }>, 'platform' | 'present'>, present = true): ConsentReading => ({
  platform: 'shopify',
  present,
  ...fields,
});
const wix = (currentPolicy: unknown, present = true): ConsentReading => ({ platform: 'wix', present, currentPolicy });

describe('trackingConsent (SPEC §1: tracking runs only if the consent is yes or trackable)', () => {
  const cases: [string, ConsentReading | null | undefined, TrackingConsent][] = [
    // Shopify: yes
    ['shopify analytics yes', shopify({ visitorConsent: { analytics: 'yes' } }), 'allowed'],
    ['shopify tracking consent yes', shopify({ trackingConsent: 'yes' }), 'allowed'],
    // Shopify: trackable (the store collects no consent, or the region needs none)
    ['shopify userCanBeTracked true, no interaction', shopify({ trackingConsent: 'no_interaction', userCanBeTracked: true }), 'allowed'],
    ['shopify userCanBeTracked true, analytics undecided', shopify({ visitorConsent: { analytics: '' }, userCanBeTracked: true }), 'allowed'],
    // Shopify: no
    ['shopify analytics no', shopify({ visitorConsent: { analytics: 'no' } }), 'withheld'],
    ['shopify tracking consent no', shopify({ trackingConsent: 'no' }), 'withheld'],
    ['an explicit no wins over trackable', shopify({ visitorConsent: { analytics: 'no' }, userCanBeTracked: true }), 'withheld'],
    ['an explicit no wins over an analytics yes', shopify({ visitorConsent: { analytics: 'yes' }, trackingConsent: 'no' }), 'withheld'],
    ['shopify not trackable and undecided', shopify({ trackingConsent: 'no_interaction', userCanBeTracked: false }), 'withheld'],
    // Shopify: nothing to go on
    ['shopify undecided without trackable', shopify({ trackingConsent: 'no_interaction', visitorConsent: { analytics: '' } }), 'unknown'],
    ['shopify API absent', shopify({ userCanBeTracked: true }, false), 'unknown'],
    ['shopify hostile: string "true"', shopify({ userCanBeTracked: 'true' }), 'unknown'],
    ['shopify hostile: YES in capitals', shopify({ trackingConsent: 'YES' }), 'unknown'],
    ['shopify hostile: analytics inherited from a prototype', shopify({ visitorConsent: Object.create({ analytics: 'yes' }) }), 'unknown'],
    ['shopify hostile: visitorConsent not an object', shopify({ visitorConsent: 'yes' }), 'unknown'],
    // Wix
    ['wix analytics true', wix({ defaultPolicy: false, policy: { essential: true, analytics: true } }), 'allowed'],
    ['wix default policy (no banner): analytics true', wix({ defaultPolicy: true, policy: { analytics: true } }), 'allowed'],
    ['wix analytics false', wix({ policy: { essential: true, analytics: false } }), 'withheld'],
    ['wix policy without analytics', wix({ policy: { essential: true } }), 'unknown'],
    ['wix hostile: analytics "true"', wix({ policy: { analytics: 'true' } }), 'unknown'],
    ['wix hostile: __proto__ key', wix(JSON.parse('{"policy":{"__proto__":{"analytics":true}}}')), 'unknown'],
    ['wix manager absent', wix({ policy: { analytics: true } }, false), 'unknown'],
    ['wix policy null', wix(null), 'unknown'],
    // no reading
    ['null', null, 'unknown'],
    ['undefined', undefined, 'unknown'],
    ['present not strictly true', { platform: 'wix', present: 1 as unknown as boolean, currentPolicy: { policy: { analytics: true } } }, 'unknown'],
    ['unknown platform', { platform: 'woo', present: true } as unknown as ConsentReading, 'unknown'],
  ];
  it.each(cases)('%s → %s', (_name, reading, expected) => {
    expect(trackingConsent(reading)).toBe(expected);
    // Only "yes or trackable" lets tracking run: unknown and withheld both keep it off.
    expect(trackingAllowed(reading)).toBe(expected === 'allowed');
  });
});
