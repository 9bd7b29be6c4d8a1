/**
 * Consent mode (issue 21). A site owner can make the widget wait for the visitor's consent
 * before it writes a cookie or a storage item or sends a view, close, activity or session beacon.
 * The visitor's answer is one of three states; the page says which, through the queue command
 * `Beckon('consent', state)` or its consent platform's own signals (./platforms).
 */
export const VISITOR_CONSENTS = ['pending', 'granted', 'denied'] as const;
export type VisitorConsent = (typeof VISITOR_CONSENTS)[number];

/** The queue command's name: `Beckon('consent', 'granted')`. */
export const CONSENT_COMMAND = 'consent';

/** The loader attribute that turns consent mode on (the widget starts as 'pending'), and its value. */
export const CONSENT_ATTRIBUTE = 'data-consent';
export const CONSENT_REQUIRED = 'required';

/**
 * What the pop-ups do until consent: 'show' (the default) shows them, keeping everything in
 * memory and sending no beacon; 'wait' shows nothing until the visitor grants.
 */
export const CONSENT_POPUPS_ATTRIBUTE = 'data-consent-popups';
export const CONSENT_POPUP_CHOICES = ['show', 'wait'] as const;
export type ConsentPopups = (typeof CONSENT_POPUP_CHOICES)[number];

/** Beckon's own cookies and storage items all start with this; a denial erases exactly these. */
export const OWN_ITEM_PREFIX = 'beckon_';

/** A state the page named, exactly as written ('GRANTED' or a boolean is no state), else null. */
export function visitorConsentOf(value: unknown): VisitorConsent | null {
  return (VISITOR_CONSENTS as readonly unknown[]).includes(value) ? (value as VisitorConsent) : null;
}

/** The loader's attributes as read on its script tag (dataset values, undefined when absent). */
export interface ConsentAttributes {
  consent?: string | undefined;
  consentPopups?: string | undefined;
}

export interface ConsentMode {
  /** consent mode is on from the start: nothing is written and no beacon goes until 'granted' */
  required: boolean;
  /** pop-ups wait for 'granted' too; an unknown value is the default, 'show' */
  popupsWait: boolean;
}

/** The loader's consent options; anything but the exact documented values leaves the widget as it always was. */
export function consentModeOf(attributes: ConsentAttributes): ConsentMode {
  const required = attributes.consent === CONSENT_REQUIRED;
  return { required, popupsWait: required && attributes.consentPopups === 'wait' };
}
