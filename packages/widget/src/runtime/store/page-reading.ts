import { readPageGlobal } from '@beckon/embed-kit';
import type { ConsentReading, StorePlatform } from '@beckon/core';

/**
 * Reads of the store's page globals. They belong to the store's theme and apps (or to anyone
 * on the page), so every read may throw, lie or be missing: a failed read is `undefined`.
 */
export function pageValue(name: string, ...path: string[]): unknown {
  try {
    let value: unknown = readPageGlobal(name);
    for (const key of path) {
      if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return undefined;
      value = Reflect.get(value, key);
    }
    return value;
  } catch {
    return undefined;
  }
}

/** Calls a page function found by path with `this` bound to its owner; undefined when it throws. */
function callPage(name: string, path: string[], ...args: unknown[]): unknown {
  try {
    const owner = pageValue(name, ...path.slice(0, -1));
    const fn = pageValue(name, ...path);
    return typeof fn === 'function' ? (fn as (...a: unknown[]) => unknown).apply(owner, args) : undefined;
  } catch {
    return undefined;
  }
}

/** Shopify.customerPrivacy or Wix's consentPolicyManager, as core's consent rules read them. */
export function consentReading(platform: StorePlatform): ConsentReading {
  if (platform === 'wix') {
    const present = typeof pageValue('consentPolicyManager', 'getCurrentConsentPolicy') === 'function';
    return { platform, present, currentPolicy: present ? callPage('consentPolicyManager', ['getCurrentConsentPolicy']) : undefined };
  }
  const api = ['customerPrivacy'];
  const present =
    typeof pageValue('Shopify', ...api, 'currentVisitorConsent') === 'function' || typeof pageValue('Shopify', ...api, 'userCanBeTracked') === 'function';
  if (!present) return { platform, present };
  return {
    platform,
    present,
    visitorConsent: callPage('Shopify', [...api, 'currentVisitorConsent']),
    trackingConsent: callPage('Shopify', [...api, 'getTrackingConsent']),
    userCanBeTracked: callPage('Shopify', [...api, 'analyticsProcessingAllowed']) ?? callPage('Shopify', [...api, 'userCanBeTracked']),
  };
}

/** Asks Shopify to load its privacy API when the theme has not (Shopify.loadFeatures, as Shopify documents). */
export function loadShopifyPrivacyApi(then: () => void): void {
  callPage('Shopify', ['loadFeatures'], [{ name: 'consent-tracking-api', version: '0.1' }], (error: unknown) => {
    if (!error) then();
  });
}

/** The logged-in Shopify customer: ShopifyAnalytics.meta.page.customerId, else __st.cid. */
export function shopifyCustomer(): unknown {
  return pageValue('ShopifyAnalytics', 'meta', 'page', 'customerId') ?? pageValue('__st', 'cid');
}

/** A product the visitor is looking at, as the page describes it. */
export interface ViewedProduct {
  product_id: unknown;
  variant_id?: unknown;
  title?: unknown;
  /** major units */
  price?: unknown;
}

/** The product of a Shopify product page (ShopifyAnalytics.meta.product); null elsewhere. */
export function shopifyProductOnPage(): ViewedProduct | null {
  const id = pageValue('ShopifyAnalytics', 'meta', 'product', 'id');
  if (id === undefined || id === null) return null;
  const variant = pageValue('ShopifyAnalytics', 'meta', 'product', 'variants', '0');
  const read = (key: string) => (variant !== null && typeof variant === 'object' ? Reflect.get(variant, key) : undefined);
  const cents = read('price');
  return { product_id: id, variant_id: read('id'), title: read('name'), price: typeof cents === 'number' ? cents / 100 : undefined };
}
