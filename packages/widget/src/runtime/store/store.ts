import {
  BROWSE_ABANDONMENT_DELAY_MS,
  callStoreFields,
  cartTriggerMatches,
  displayStoreFields,
  rememberCartProducts,
  rememberVisited,
  trackingConsent,
  type StoreCart,
  type StorePlatform,
} from '@beckon/core';
import { saveState, type VisitorState } from '../visitor/visitor-state.js';
import { forgetSentCart, reportAbandonment } from './abandonment-report.js';
import { addToStoreCart, CART_PAGE } from './add-to-cart.js';
import { readCart, watchCartWrites } from './cart-source.js';
import { watchConsent } from './consent-watch.js';
import { readCustomer } from './customer.js';
import { consentReading, shopifyProductOnPage, type ViewedProduct } from './page-reading.js';
import type { PageStore } from './page-store.js';
import { listenToWix } from './wix-events.js';

export interface StoreOptions {
  /** the Beckon server's origin */
  origin: string;
  clientId: string;
  state: VisitorState;
  /** SPEC §1 preview records nothing: no abandonment is saved */
  preview: boolean;
}

/** Where the widget came from: the Beckon server and the site. */
type EmbedOrigin = Pick<StoreOptions, 'origin' | 'clientId'>;

/**
 * The store's tracking of this visitor (SPEC §1): runs only while the store's consent says yes or
 * trackable, asked again whenever it changes. With it: the customer, the cart (re-read after the
 * page writes to it), last_visited and the cart product list of SPEC §3, and abandonment 5 s after
 * a page view. Without it, or once it is withdrawn, none of that is read or kept.
 */
function storeTracking(platform: StorePlatform, options: StoreOptions) {
  const { state } = options;
  const session = { allowed: false, customer: '', cart: null as StoreCart | null, product: null as ViewedProduct | null, viewedAt: Date.now() };
  const cartWatchers = new Set<() => void>();
  let abandonTimer: ReturnType<typeof setTimeout> | undefined;
  let stopCartWatch: (() => void) | null = null;

  const cartChanged = () => cartWatchers.forEach((check) => check());
  /**
   * SPEC §1, §3: what the store's tracking kept on the device (last_visited, the cart product
   * list, the cart last saved as abandoned) goes once the store says no: on a page whose store
   * says no (a withdrawal on an earlier page included) and the moment the visitor withdraws.
   * Nothing collected under consent outlives it.
   */
  const forget = () => {
    if (state.lastVisited.length > 0 || state.cartProductIds.length > 0) {
      Object.assign(state, { lastVisited: [], cartProductIds: [] });
      saveState();
    }
    forgetSentCart();
  };
  const scheduleAbandonment = () => {
    clearTimeout(abandonTimer);
    if (!session.allowed || options.preview) return;
    const target = { origin: options.origin, clientId: options.clientId, platform, customer: session.customer };
    abandonTimer = setTimeout(
      () => reportAbandonment(target, session.product, session.cart),
      Math.max(0, session.viewedAt + BROWSE_ABANDONMENT_DELAY_MS - Date.now()),
    );
  };
  const productViewed = (product: ViewedProduct | null) => {
    session.product = product;
    if (session.allowed && product) {
      state.lastVisited = rememberVisited(state.lastVisited, product.product_id);
      saveState();
    }
    scheduleAbandonment();
  };
  const refreshCart = async () => {
    if (!session.allowed) return;
    const cart = await readCart(platform);
    if (cart === undefined || !session.allowed) return;
    session.cart = cart;
    state.cartProductIds = rememberCartProducts([], cart?.product_ids ?? []);
    saveState();
    cartChanged();
  };
  const consentChanged = async () => {
    const answer = trackingConsent(consentReading(platform));
    const allowed = answer === 'allowed';
    // A store that has not answered yet (its consent API still loading) keeps what an earlier yes kept, unsent.
    if (answer === 'withheld') forget();
    if (allowed === session.allowed) return;
    session.allowed = allowed;
    if (!allowed) {
      Object.assign(session, { customer: '', cart: null });
      clearTimeout(abandonTimer);
      stopCartWatch?.();
      stopCartWatch = null;
      return cartChanged();
    }
    stopCartWatch = watchCartWrites(platform, () => void refreshCart());
    const customer = await readCustomer(platform);
    // Withdrawn while the store was asked: the customer is not kept.
    if (!session.allowed) return;
    session.customer = customer;
    await refreshCart();
    if (!session.allowed) return;
    productViewed(platform === 'shopify' ? shopifyProductOnPage() : session.product);
  };
  const pageViewed = () => {
    session.viewedAt = Date.now();
    productViewed(platform === 'shopify' ? shopifyProductOnPage() : null);
    void refreshCart();
  };
  return { session, cartWatchers, consentChanged, refreshCart, productViewed, pageViewed };
}

/** One arming of a cart-gated record's triggers; what it returns disarms them. */
function armWhileMatching(arm: (armed: () => boolean, own: Array<() => void>) => Promise<void>): () => void {
  const own: Array<() => void> = [];
  let armed = true;
  void arm(() => armed, own);
  return () => {
    armed = false;
    own.forEach((disarm) => disarm());
  };
}

/** Starts the page's store: resolves once the consent (and, with it, the cart) has been read. */
export async function startStore(platform: StorePlatform, embed: EmbedOrigin, state: VisitorState, previewId: string | null): Promise<PageStore> {
  const tracking = storeTracking(platform, { origin: embed.origin, clientId: embed.clientId, state, preview: previewId !== null });
  const { session } = tracking;
  watchConsent(platform, () => void tracking.consentChanged());
  if (platform === 'wix') listenToWix({ product: tracking.productViewed, cartChanged: () => void tracking.refreshCart() });
  await tracking.consentChanged();
  return {
    platform,
    callFields: () => callStoreFields({ platform, customerId: session.customer }),
    // Without consent the stored cart product list is not sent either (display-request.ts sends it otherwise): the key is left out.
    displayFields: () => ({
      ...displayStoreFields({ platform, customerId: session.customer, cart: session.cart }),
      ...(session.allowed ? {} : { cart_product_ids: undefined }),
    }),
    gate(record, arm, disarms) {
      let stop: (() => void) | null = null;
      // Shown once at most on this page: a cart that matches again later does not bring it back.
      const since = Date.now();
      const shown = () => (state.popups[record.poptin_id]?.lastSeenAt ?? 0) >= since;
      const check = () => {
        const matches = !shown() && cartTriggerMatches(record, platform, session.cart);
        if (matches && !stop) stop = armWhileMatching(arm);
        else if (!matches && stop) {
          stop();
          stop = null;
        }
      };
      tracking.cartWatchers.add(check);
      check();
      disarms.push(() => {
        tracking.cartWatchers.delete(check);
        stop?.();
      });
    },
    async addToCart(item, action) {
      const refused = await addToStoreCart(platform, item);
      if (refused !== null) return refused;
      if (action === 'add_to_cart_redirect') location.assign(CART_PAGE[platform]);
      else location.reload();
      return null;
    },
    pageChanged: tracking.pageViewed,
  };
}
