import type { StorePlatform } from '@beckon/core';
import { consentReading, loadShopifyPrivacyApi, pageValue } from './page-reading.js';

/**
 * Calls `changed` whenever the store's tracking consent may have changed: Shopify's
 * visitorConsentCollected event (and its privacy API arriving), Wix's consentPolicyChanged
 * (and its manager becoming ready). The caller re-reads the consent and decides; the watch lasts
 * as long as the page.
 */
export function watchConsent(platform: StorePlatform, changed: () => void): void {
  const targets: Array<[EventTarget, string]> =
    platform === 'wix'
      ? [
          [document, 'consentPolicyChanged'],
          [window, 'consentPolicyManagerReady'],
        ]
      : [[document, 'visitorConsentCollected']];
  for (const [target, type] of targets) target.addEventListener(type, changed);
  if (platform === 'shopify' && !consentReading(platform).present) loadShopifyPrivacyApi(changed);
  if (platform === 'wix') {
    try {
      const subscribe = pageValue('consentPolicyManager', 'onConsentPolicyChanged');
      if (typeof subscribe === 'function') (subscribe as (handler: () => void) => void).call(pageValue('consentPolicyManager'), changed);
    } catch {
      // the document event still tells
    }
  }
}
