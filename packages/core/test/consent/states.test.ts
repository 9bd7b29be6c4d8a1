import { describe, expect, it } from 'vitest';
import { consentModeOf, visitorConsentOf, type ConsentAttributes, type ConsentMode, type VisitorConsent } from '../../src/index.js';

describe("visitorConsentOf (the page's Beckon('consent', state))", () => {
  const cases: [string, unknown, VisitorConsent | null][] = [
    ['pending', 'pending', 'pending'],
    ['granted', 'granted', 'granted'],
    ['denied', 'denied', 'denied'],
    ['capitals are no state', 'GRANTED', null],
    ['padding is no state', ' granted', null],
    ['a boolean is no state', true, null],
    ['a number is no state', 1, null],
    ['nothing', undefined, null],
    ['null', null, null],
    ['an object that stringifies to a state', { toString: () => 'granted' }, null],
    ['a word from another vocabulary', 'accepted', null],
  ];
  it.each(cases)('%s', (_name, value, state) => {
    expect(visitorConsentOf(value)).toBe(state);
  });
});

describe("consentModeOf (the loader's data-consent and data-consent-popups)", () => {
  const cases: [string, ConsentAttributes, ConsentMode][] = [
    ['no attributes: the widget as it always was', {}, { required: false, popupsWait: false }],
    ['required: pop-ups show by default', { consent: 'required' }, { required: true, popupsWait: false }],
    ['required, pop-ups shown', { consent: 'required', consentPopups: 'show' }, { required: true, popupsWait: false }],
    ['required, pop-ups wait', { consent: 'required', consentPopups: 'wait' }, { required: true, popupsWait: true }],
    ['an unknown popups value is the default', { consent: 'required', consentPopups: 'later' }, { required: true, popupsWait: false }],
    ['popups wait without consent mode means nothing', { consentPopups: 'wait' }, { required: false, popupsWait: false }],
    ['a misspelt consent value leaves consent mode off', { consent: 'require' }, { required: false, popupsWait: false }],
    ['an empty attribute leaves consent mode off', { consent: '' }, { required: false, popupsWait: false }],
    ['capitals leave consent mode off', { consent: 'Required' }, { required: false, popupsWait: false }],
  ];
  it.each(cases)('%s', (_name, attributes, mode) => {
    expect(consentModeOf(attributes)).toEqual(mode);
  });
});
