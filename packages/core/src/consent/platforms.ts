import type { VisitorConsent } from './states.js';

/**
 * The common consent platforms' signals, read in the browser and handed here as plain data: this
 * module only decides. Every value is `unknown`, since page globals are anyone's to set. Each
 * reader answers a state, or null when its platform says nothing (absent, or not about storage).
 * "Pending" is a platform that is there but has no decision from the visitor yet.
 */

/** The category each platform names for what Beckon stores and sends: view counts and the visitor id are statistics. */
export const CONSENT_CATEGORIES = {
  /** Google Consent Mode v2's consent type */
  google: 'analytics_storage',
  /** IAB TCF v2 purpose 1, "Store and/or access information on a device" */
  tcfPurpose: '1',
  /** OneTrust's default "Performance cookies" group */
  oneTrust: 'C0002',
  /** Cookiebot's category */
  cookiebot: 'statistics',
} as const;

type Loose = Record<string, unknown>;
const own = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' && Object.hasOwn(value, key) ? (value as Loose)[key] : undefined;

/** gtag() pushes its `arguments`: array-like, not an array. */
function argumentsOf(entry: unknown): unknown[] | null {
  if (entry === null || typeof entry !== 'object') return null;
  const length = own(entry, 'length');
  return typeof length === 'number' && length >= 2 && length <= 4 ? Array.from(entry as ArrayLike<unknown>) : null;
}

/**
 * Google Consent Mode v2, from the page's dataLayer: the `gtag('consent', 'default' | 'update',
 * {analytics_storage})` commands. An update is the visitor's (or the CMP's stored) decision, and
 * the last one wins. A default is not a decision: 'denied' by default means a banner is coming,
 * so pending, and it outweighs a default 'granted' (sites deny by default for some regions, and
 * this visitor may be in one); a default 'granted' counts only when it names no region.
 */
export function googleConsent(dataLayer: unknown): VisitorConsent | null {
  if (!Array.isArray(dataLayer)) return null;
  let update: VisitorConsent | null = null;
  let deniedByDefault = false;
  let grantedByDefault = false;
  for (const entry of dataLayer) {
    const args = argumentsOf(entry);
    if (!args || args[0] !== 'consent') continue;
    const value = own(args[2], CONSENT_CATEGORIES.google);
    if (value !== 'granted' && value !== 'denied') continue;
    if (args[1] === 'update') update = value;
    else if (args[1] === 'default' && value === 'denied') deniedByDefault = true;
    else if (args[1] === 'default' && own(args[2], 'region') === undefined) grantedByDefault = true;
  }
  return update ?? (deniedByDefault ? 'pending' : grantedByDefault ? 'granted' : null);
}

/**
 * IAB TCF v2, from the data `__tcfapi('addEventListener', 2, callback)` hands its callback.
 * Where GDPR does not apply, nothing needs consent. Until the visitor acts on the banner
 * ('cmpuishown'), pending; after ('tcloaded' for a stored decision, 'useractioncomplete'),
 * purpose 1's consent decides. A failed call (success false) or a malformed answer says nothing.
 */
export function tcfConsent(tcData: unknown, success: unknown = true): VisitorConsent | null {
  if (success !== true || tcData === null || typeof tcData !== 'object') return null;
  if (own(tcData, 'gdprApplies') === false) return 'granted';
  const status = own(tcData, 'eventStatus');
  if (status === 'cmpuishown') return 'pending';
  if (status !== 'tcloaded' && status !== 'useractioncomplete') return null;
  const consents = own(own(tcData, 'purpose'), 'consents');
  return own(consents, CONSENT_CATEGORIES.tcfPurpose) === true ? 'granted' : 'denied';
}

/** OneTrust, as read on the page: window.OnetrustActiveGroups and OneTrust.IsAlertBoxClosed(). */
export interface OneTrustReading {
  /** ",C0001,C0002," — the groups the visitor (or the region's default) allows */
  activeGroups: unknown;
  /** whether the visitor has closed the banner, i.e. decided */
  decided: unknown;
}

/**
 * OneTrust: the performance group among the active ones grants (where the site's region needs no
 * opt-in, OneTrust makes it active by default); without it, a visitor who has closed the banner
 * has denied, one who has not is pending.
 */
export function oneTrustConsent(reading: OneTrustReading): VisitorConsent | null {
  if (typeof reading.activeGroups !== 'string') return null;
  if (reading.activeGroups.split(',').includes(CONSENT_CATEGORIES.oneTrust)) return 'granted';
  return reading.decided === true ? 'denied' : 'pending';
}

/** Cookiebot, as read on the page: window.Cookiebot.consent and Cookiebot.hasResponse. */
export interface CookiebotReading {
  consent: unknown;
  hasResponse: unknown;
}

/** Cookiebot: its statistics category grants; without it, a visitor who answered has denied. */
export function cookiebotConsent(reading: CookiebotReading): VisitorConsent | null {
  if (reading.consent === null || typeof reading.consent !== 'object') return null;
  if (own(reading.consent, CONSENT_CATEGORIES.cookiebot) === true) return 'granted';
  return reading.hasResponse === true ? 'denied' : 'pending';
}

/**
 * One answer from several platforms on one page (a CMP often speaks TCF and Google's consent mode
 * at once): any denial wins, then any grant, then pending; null when none said anything.
 */
export function combinedConsent(answers: ReadonlyArray<VisitorConsent | null>): VisitorConsent | null {
  for (const state of ['denied', 'granted', 'pending'] as const) if (answers.includes(state)) return state;
  return null;
}

/** The window events the platforms fire when the visitor decides (OneTrust's, Cookiebot's). */
export const CONSENT_PLATFORM_EVENTS = ['OneTrustGroupsUpdated', 'CookiebotOnConsentReady', 'CookiebotOnAccept', 'CookiebotOnDecline'] as const;
