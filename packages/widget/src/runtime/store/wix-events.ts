import { pageValue } from './page-reading.js';
import type { ViewedProduct } from './page-reading.js';

type Handler = (event: string, data: unknown) => void;

/** Wix's events for site scripts (Wix Developers Analytics): a product page's product, cart changes. */
export interface WixEvents {
  product(product: ViewedProduct): void;
  cartChanged(): void;
}

const field = (data: unknown, key: string): unknown =>
  data !== null && typeof data === 'object' && Object.hasOwn(data, key) ? Reflect.get(data, key) : undefined;

/**
 * Registers with window.wixDevelopersAnalytics, or once it announces itself
 * (wixDevelopersAnalyticsReady). Wix hands registered channels the events of the page view so
 * far and those that follow: productPageLoaded names the product, AddToCart and RemoveFromCart
 * say the cart changed.
 */
export function listenToWix(on: WixEvents): void {
  const handler: Handler = (event, data) => {
    if (event === 'productPageLoaded') on.product({ product_id: field(data, 'productId'), title: field(data, 'name'), price: field(data, 'price') });
    else if (event === 'AddToCart' || event === 'RemoveFromCart') on.cartChanged();
  };
  const register = (): boolean => {
    const fn = pageValue('wixDevelopersAnalytics', 'register');
    if (typeof fn !== 'function') return false;
    try {
      (fn as (channel: string, handler: Handler) => void).call(pageValue('wixDevelopersAnalytics'), 'beckon', handler);
    } catch {
      // a broken analytics hub: the cart is still read on its writes
    }
    return true;
  };
  if (!register()) window.addEventListener('wixDevelopersAnalyticsReady', () => register(), { once: true });
}
