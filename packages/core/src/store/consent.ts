/**
 * SPEC §1: "Tracking runs only if the store's tracking consent is yes or trackable." Store
 * tracking is reading the cart, browse abandonment and the last visited products.
 *
 * The browser reads the platform's consent API and hands its answers here as plain data; this
 * module only decides. Every value is `unknown`: page globals are the store's (or anyone's).
 */

/** Shopify's customer privacy API (window.Shopify.customerPrivacy), as read on the page. */
export interface ShopifyConsentReading {
  platform: 'shopify';
  /** false: the API is not on the page (not loaded yet, blocked, or no Shopify store) */
  present: boolean;
  /** currentVisitorConsent() — its `analytics` is 'yes', 'no' or '' (not decided) */
  visitorConsent?: unknown;
  /** getTrackingConsent(): 'yes', 'no' or 'no_interaction' */
  trackingConsent?: unknown;
  /** userCanBeTracked() (analyticsProcessingAllowed() on newer stores): true, false */
  userCanBeTracked?: unknown;
}

/** Wix's consent policy manager (window.consentPolicyManager), as read on the page. */
export interface WixConsentReading {
  platform: 'wix';
  present: boolean;
  /** getCurrentConsentPolicy(): { defaultPolicy, policy: { essential, functional, analytics, … } } */
  currentPolicy?: unknown;
}

export type ConsentReading = ShopifyConsentReading | WixConsentReading;

/** What the store says about tracking this visitor. */
export type TrackingConsent = 'allowed' | 'withheld' | 'unknown';

function ownField(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * Shopify: a visitor's explicit no (analytics 'no', tracking 'no') wins; an explicit yes is
 * "yes"; userCanBeTracked() true is "trackable" — Shopify answers true where the store collects
 * no consent (no banner, or a region that needs none), so that case is covered by the API itself.
 * Only the exact values count: a string 'true' or a truthy object is no answer.
 */
function shopifyConsent(reading: ShopifyConsentReading): TrackingConsent {
  const analytics = ownField(reading.visitorConsent, 'analytics');
  if (analytics === 'no' || reading.trackingConsent === 'no') return 'withheld';
  if (analytics === 'yes' || reading.trackingConsent === 'yes') return 'allowed';
  if (reading.userCanBeTracked === true) return 'allowed';
  if (reading.userCanBeTracked === false) return 'withheld';
  return 'unknown';
}

/** Wix: the analytics category of the current policy; Wix's default policy (no banner) has it true. */
function wixConsent(reading: WixConsentReading): TrackingConsent {
  const analytics = ownField(ownField(reading.currentPolicy, 'policy'), 'analytics');
  if (analytics === true) return 'allowed';
  if (analytics === false) return 'withheld';
  return 'unknown';
}

/** The store's answer for this visitor, or 'unknown' when there is none to read. */
export function trackingConsent(reading: ConsentReading | null | undefined): TrackingConsent {
  if (reading === null || typeof reading !== 'object' || reading.present !== true) return 'unknown';
  if (reading.platform === 'shopify') return shopifyConsent(reading);
  if (reading.platform === 'wix') return wixConsent(reading);
  return 'unknown';
}

/**
 * Whether store tracking may run now. 'unknown' does not: the spec says "only if" the consent
 * is yes or trackable, so the consent is a precondition, and unknown is neither. A missing API is
 * not "the store collects no consent": both platforms answer "trackable" for such stores through
 * the API itself (Shopify's userCanBeTracked(), Wix's default policy), so a page where it is
 * absent has simply not told us yet. The widget asks again when the platform reports a change
 * (Shopify's visitorConsentCollected event, Wix's consentPolicyChanged) or the API appears.
 */
export function trackingAllowed(reading: ConsentReading | null | undefined): boolean {
  return trackingConsent(reading) === 'allowed';
}
