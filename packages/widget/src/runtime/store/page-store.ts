import { isOn, type CallStoreFields, type DisplayStoreFields, type PopupRecord, type StorePlatform } from '@beckon/core';

/** What a product button puts in the cart: the store's ids of the product and its variant. */
export interface CartItem {
  product_id?: string | undefined;
  variant_id?: string | undefined;
}

/**
 * The page's store, once the store chunk (./store.js) has started on a Shopify or Wix page. The
 * main bundle knows only this shape: everything a store does lives in the chunk, so pages that
 * are no store download none of it.
 */
export interface PageStore {
  platform: StorePlatform;
  /** SPEC §7 store fields of the viewed, closed, conversion, session and activity calls */
  callFields(): CallStoreFields;
  /** the display call's store fields: the above with the cart */
  displayFields(): DisplayStoreFields;
  /**
   * SPEC §3 cart triggers: arms the record's triggers (`arm`, which puts what disarms them in
   * `own` and shows the pop-up) while the cart matches its trigger, re-asked whenever the cart
   * changes, until it has shown once. What stops it all goes into `disarms`.
   */
  gate(record: PopupRecord, arm: (armed: () => boolean, own: Array<() => void>) => Promise<void>, disarms: Array<() => void>): void;
  /** adds one to the cart, then reloads or goes to the cart page (SPEC §4); resolves to the store's message when it refused ('': no words), null once added */
  addToCart(item: CartItem, action: 'add_to_cart' | 'add_to_cart_redirect'): Promise<string | null>;
  /** SPEC §1 single-page apps: a new page view (last visited, abandonment) */
  pageChanged(): void;
}

let active: PageStore | null = null;

export const pageStore = (): PageStore | null => active;
export const usePageStore = (store: PageStore | null): void => {
  active = store;
};

/** The store fields of a visitor call: none on a page that is no store. */
export const storeCallFields = (): CallStoreFields => active?.callFields() ?? {};

/** A record that waits for the visitor's cart (SPEC §3 cart triggers) on either platform. */
export const waitsForCart = (record: PopupRecord): boolean => isOn(record.shopify_cart_trigger_active) || isOn(record.wix_cart_trigger_active);

/** Shopify's storefront sets window.Shopify.shop; Wix marks every page with its generator tag. */
export function storePlatformOnPage(): StorePlatform | null {
  const shopify = (window as { Shopify?: { shop?: unknown } }).Shopify;
  if (typeof shopify?.shop === 'string') return 'shopify';
  return document.querySelector('meta[name=generator][content^="Wix.com"]') ? 'wix' : null;
}
