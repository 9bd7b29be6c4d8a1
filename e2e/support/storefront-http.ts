import type { StoreProduct } from './storefront-catalogue.js';
import type { CartBook, StoreCart } from './storefront-carts.js';

/** The emulators' small HTTP vocabulary: a parsed request, a reply, and what a platform's routes share. */

/**
 * The visitor's tracking consent when the page first loads: decided either way, not yet decided
 * in a region that requires consent (the banner shows), or a region that collects none.
 */
export type StoreConsent = 'granted' | 'declined' | 'pending' | 'not-required';

export interface StorefrontOptions {
  beckonUrl: string;
  clientId: string;
  products?: StoreProduct[];
  consent?: StoreConsent;
  /** the Shopify store's permanent domain (window.Shopify.shop); tests that connect it pick their own */
  shop?: string;
  /** the page carries the Shopify theme snippet (core's shopEmbedSnippet, its Liquid rendered) instead of the site's */
  themeSnippet?: boolean;
}

export interface StoreRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  cookies: Map<string, string>;
  contentType: string;
  body: string;
}

export interface StoreReply {
  status: number;
  type?: string;
  body?: string;
  location?: string;
  cookies?: string[];
}

/** What a platform's routes share: the catalogue, the carts, the options and the page renderer. */
export interface StoreSite {
  options: StorefrontOptions & { consent: StoreConsent };
  catalogue: StoreProduct[];
  carts: CartBook;
  /** An example page with the snippet in place of `<!-- BECKON_SNIPPET -->` and each `{{name}}` replaced (values are HTML). */
  page(file: string, values: Record<string, string>): string;
}

export type StoreRoutes = (request: StoreRequest, site: StoreSite) => StoreReply | undefined;

export function cookie(name: string, value: string, maxAgeSeconds?: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`}`;
}

/** The visitor's cart, with the cookie to set when it was just made. */
export function visitorCart(site: StoreSite, request: StoreRequest, cookieName: string): { cart: StoreCart; cookies: string[] } {
  const { cart, created } = site.carts.open(request.cookies.get(cookieName));
  return { cart, cookies: created ? [cookie(cookieName, cart.token)] : [] };
}

export function json(status: number, value: unknown, cookies: string[] = []): StoreReply {
  return { status, type: 'application/json; charset=utf-8', body: JSON.stringify(value), cookies };
}

export function html(body: string, cookies: string[] = [], status = 200): StoreReply {
  return { status, type: 'text/html; charset=utf-8', body, cookies };
}

/** The customer (Shopify) or member (Wix) a test logged in with /account/login?id=…, if any. */
export function loggedIn(request: StoreRequest): string | undefined {
  return request.cookies.get('storefront_customer');
}
