import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embedSnippet, SHOPIFY_SHOP_LIQUID, shopEmbedSnippet } from '@beckon/core';
import { DEFAULT_CATALOGUE } from './storefront-catalogue.js';
import { CartBook } from './storefront-carts.js';
import { DEFAULT_SHOP, shopifyCartJson, shopifyRoutes, type ShopifyCartJson } from './storefront-shopify.js';
import { wixCartJson, wixRoutes, type WixCartJson } from './storefront-wix.js';
import { cookie, html, json, type StoreReply, type StoreRequest, type StoreRoutes, type StoreSite, type StorefrontOptions } from './storefront-http.js';

export type { StoreConsent, StorefrontOptions } from './storefront-http.js';

/**
 * Local stand-ins for a Shopify store and a Wix site (issue 19): the example pages of
 * examples/shopify-store and examples/wix-site with the site's Beckon snippet, and the storefront
 * calls a script on those platforms makes. examples/README.md says which real behaviour each stands for.
 */

export type StorefrontKind = 'shopify' | 'wix';

export interface RunningStorefront<Cart> {
  url: string;
  /** The cart of the visitor whose cart cookie (Shopify `cart`, Wix `svSession`) is given, else the cart changed last. */
  cart(visitorCookie?: string): Cart | undefined;
  stop(): Promise<void>;
}

const examplesDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../examples');
const EXAMPLE_DIRS: Record<StorefrontKind, string> = { shopify: 'shopify-store', wix: 'wix-site' };
const ASSET_TYPES: Record<string, string> = { css: 'text/css; charset=utf-8', js: 'text/javascript; charset=utf-8' };
/** Bodies the storefront calls send are small; more is refused as the platforms refuse it. */
const MAX_BODY_BYTES = 64 * 1024;

/** Log-in and log-out as one click away, for tests: the platforms' own log-in pages are out of scope. */
function accountRoutes(request: StoreRequest): StoreReply | undefined {
  if (request.path === '/account/login') {
    const id = request.query.get('id') ?? '';
    if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) return json(400, { message: 'id: 1 to 64 letters, digits or dashes' });
    return { status: 303, location: '/', cookies: [cookie('storefront_customer', id)] };
  }
  if (request.path === '/account/logout') return { status: 303, location: '/', cookies: [cookie('storefront_customer', '', 0)] };
  return undefined;
}

function assetRoute(kind: StorefrontKind, request: StoreRequest): StoreReply | undefined {
  const match = /^\/assets\/([a-z0-9-]{1,40})\.(css|js)$/.exec(request.path);
  if (!match) return undefined;
  try {
    const body = readFileSync(resolve(examplesDir, EXAMPLE_DIRS[kind], `${match[1]}.${match[2]}`), 'utf8');
    return { status: 200, type: ASSET_TYPES[match[2]!], body };
  } catch {
    return undefined;
  }
}

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    try {
      cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A malformed escape is no cookie of ours.
    }
  }
  return cookies;
}

async function readRequest(incoming: IncomingMessage): Promise<StoreRequest | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  const url = new URL(incoming.url ?? '/', 'http://storefront.local');
  return {
    method: incoming.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    cookies: parseCookies(incoming.headers.cookie),
    contentType: (incoming.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase(),
    body: Buffer.concat(chunks).toString('utf8'),
  };
}

function send(response: ServerResponse, reply: StoreReply): void {
  const headers: Record<string, string | string[]> = { 'Cache-Control': 'no-store' };
  if (reply.type) headers['Content-Type'] = reply.type;
  if (reply.location) headers.Location = reply.location;
  if (reply.cookies?.length) headers['Set-Cookie'] = reply.cookies;
  response.writeHead(reply.status, headers);
  response.end(reply.body ?? '');
}

function makeSite(kind: StorefrontKind, options: StorefrontOptions): StoreSite {
  // A theme's snippet is Liquid: the shop's permanent domain is rendered in place of the tag.
  const snippet = options.themeSnippet
    ? shopEmbedSnippet(options.beckonUrl).replace(SHOPIFY_SHOP_LIQUID, options.shop ?? DEFAULT_SHOP)
    : embedSnippet(options.beckonUrl, options.clientId);
  return {
    options: { ...options, consent: options.consent ?? 'pending' },
    catalogue: options.products ?? DEFAULT_CATALOGUE,
    carts: kind === 'shopify' ? CartBook.shopify() : CartBook.wix(),
    page(file, values) {
      // Read per request, so an edited example page shows on the next load.
      const template = readFileSync(resolve(examplesDir, EXAMPLE_DIRS[kind], file), 'utf8');
      return template.replace('<!-- BECKON_SNIPPET -->', snippet).replace(/\{\{([a-z_]+)\}\}/g, (_m, name: string) => values[name] ?? '');
    },
  };
}

export function startStorefront(kind: 'shopify', options: StorefrontOptions): Promise<RunningStorefront<ShopifyCartJson>>;
export function startStorefront(kind: 'wix', options: StorefrontOptions): Promise<RunningStorefront<WixCartJson>>;
/** A storefront on 127.0.0.1 and a free port: loopback, so Chromium lets its pages load the Beckon server's scripts. */
export async function startStorefront(kind: StorefrontKind, options: StorefrontOptions): Promise<RunningStorefront<ShopifyCartJson | WixCartJson>> {
  const site = makeSite(kind, options);
  const routes: StoreRoutes = kind === 'shopify' ? shopifyRoutes : wixRoutes;
  const server = createServer((incoming, response) => {
    void readRequest(incoming).then(
      (request) => {
        if (!request) return send(response, json(413, { status: 413, message: 'Request body too large' }));
        const reply = accountRoutes(request) ?? assetRoute(kind, request) ?? routes(request, site);
        send(response, reply ?? html('<!doctype html><title>Not found</title><h1>404 Page not found</h1>', [], 404));
      },
      (error: unknown) => send(response, json(500, { message: String(error) })),
    );
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('storefront: no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    cart(visitorCookie) {
      const cart = site.carts.find(visitorCookie);
      if (!cart) return undefined;
      return kind === 'shopify' ? shopifyCartJson(site.catalogue, cart) : wixCartJson(site.catalogue, cart);
    },
    stop: () =>
      new Promise<void>((stopped, failed) => {
        server.closeAllConnections();
        server.close((error) => (error ? failed(error) : stopped()));
      }),
  };
}
