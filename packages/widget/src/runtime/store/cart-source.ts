import { storeCart, type StoreCart, type StorePlatform } from '@beckon/core';
import { warn } from '@beckon/embed-kit';

/** The store's own cart calls, on the store's origin (the page's): Shopify's AJAX API, Wix's current cart. */
export const CART_READ: Record<StorePlatform, string> = {
  shopify: '/cart.js',
  wix: '/_api/wix-ecommerce-storefront-web/api/v1/cart/current',
};

/** Requests of the page that change a cart: after one, the cart is read again. */
const CART_WRITES: Record<StorePlatform, RegExp> = {
  shopify: /\/cart\/(?:add|change|update|clear)(?:\.js|\.json)?$/,
  wix: /\/wix-ecommerce-storefront-web\/api\/v1\/cart\/current\/./,
};

/** Beckon's bound on waiting for the store: a store slower than this shows pop-ups without its cart. */
const CART_READ_TIMEOUT_MS = 4000;

/**
 * The visitor's cart; undefined when the store could not be asked (logged with SPEC §8's words),
 * null when it answered something that is no cart.
 */
export async function readCart(platform: StorePlatform): Promise<StoreCart | null | undefined> {
  try {
    const response = await fetch(CART_READ[platform], {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(CART_READ_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the cart answered ${response.status}`);
    return storeCart(platform, await response.text());
  } catch (error) {
    warn('Failed to fetch shopify data', error);
    return undefined;
  }
}

/** The path of a resource entry's address, '' for one that is not on this page's origin. */
function ownPath(url: string): string {
  try {
    const parsed = new URL(url, location.href);
    return parsed.origin === location.origin ? parsed.pathname : '';
  } catch {
    return '';
  }
}

/**
 * Calls `changed` after the page's own requests write to the cart (the theme's Add to cart, a
 * cart drawer's quantity buttons), seen through resource timing: the page's fetch and XHR are
 * observed, never wrapped. A tab coming back to the front may have a cart changed elsewhere.
 */
export function watchCartWrites(platform: StorePlatform, changed: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(changed, 150);
  };
  let observer: PerformanceObserver | null = null;
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => CART_WRITES[platform].test(ownPath(entry.name)))) soon();
    });
    observer.observe({ type: 'resource' });
  } catch {
    // no resource timing here: the tab's return still reads the cart
  }
  const onVisible = () => document.visibilityState === 'visible' && soon();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearTimeout(timer);
    observer?.disconnect();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
