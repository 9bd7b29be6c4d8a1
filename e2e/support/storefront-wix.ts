import { escapeHtml, findVariant, formatMoney, scriptJson, type StoreProduct, type StoreVariant } from './storefront-catalogue.js';
import { parseQuantity, type StoreCart } from './storefront-carts.js';
import { html, json, loggedIn, visitorCart, type StoreReply, type StoreRequest, type StoreSite } from './storefront-http.js';

/**
 * The Wix site surface a site script can read: the current cart (Wix Stores' Cart object:
 * lineItems with productId, name, quantity and prices as decimal numbers, not cents), the
 * current member, and window.consentPolicyManager (examples/wix-site/consent-policy.js).
 * Wix reaches these through its SDK; the emulator serves them as JSON under /_api, as a Wix
 * site's own origin proxies its APIs.
 */

export const WIX_CART_PATH = '/_api/wix-ecommerce-storefront-web/api/v1/cart/current';
export const WIX_ADD_PATH = `${WIX_CART_PATH}/add-to-cart`;
export const WIX_MEMBER_PATH = '/_api/members/v1/members/my';
/** Wix's visitor session cookie: the emulator keys the visitor's cart by it. */
const SESSION_COOKIE = 'svSession';

export interface WixLineItem {
  id: number;
  productId: string;
  name: string;
  quantity: number;
  price: number;
  totalPrice: number;
  sku: string;
  options: Array<{ option: string; selection: string }>;
}

export interface WixCartJson {
  cart: {
    id: string;
    currency: { code: string; symbol: string };
    lineItems: WixLineItem[];
    subtotal: number;
    totals: { subtotal: number; total: number; quantity: number };
    buyerInfo: { memberId: string | null };
  };
}

/** Cents to Wix's decimal amount, rounded to the cent so sums print as money. */
const amount = (cents: number): number => Math.round(cents) / 100;

/** The cart as the emulated current-cart call answers it. */
export function wixCartJson(catalogue: StoreProduct[], cart: StoreCart, memberId: string | null = null): WixCartJson {
  const lineItems = cart.lines.flatMap((line, index) => {
    const match = findVariant(catalogue, line.variantId);
    if (!match) return [];
    const { product, variant } = match;
    const options = variant.title === 'Default Title' ? [] : [{ option: 'Choice', selection: variant.title }];
    return [
      {
        id: index + 1,
        productId: product.wixId,
        name: product.title,
        quantity: line.quantity,
        price: amount(variant.price),
        totalPrice: amount(variant.price * line.quantity),
        sku: variant.sku,
        options,
      },
    ];
  });
  const subtotalCents = cart.lines.reduce((sum, line) => sum + (findVariant(catalogue, line.variantId)?.variant.price ?? 0) * line.quantity, 0);
  return {
    cart: {
      id: cart.token,
      currency: { code: 'USD', symbol: '$' },
      lineItems,
      subtotal: amount(subtotalCents),
      totals: { subtotal: amount(subtotalCents), total: amount(subtotalCents), quantity: lineItems.reduce((n, item) => n + item.quantity, 0) },
      buyerInfo: { memberId },
    },
  };
}

function wixError(status: number, message: string, code: string): StoreReply {
  return json(status, { message, details: { applicationError: { description: message, code } } });
}

/** `{lineItems:[{productId, quantity, choice?}]}`: all checked before any is added. */
function addToCart(request: StoreRequest, site: StoreSite): StoreReply {
  let lineItems: unknown;
  try {
    lineItems = (JSON.parse(request.body) as { lineItems?: unknown } | null)?.lineItems;
  } catch {
    // Answered below as a request without line items.
  }
  if (!Array.isArray(lineItems) || lineItems.length === 0 || lineItems.length > 50)
    return wixError(400, 'lineItems must be a non-empty list', 'INVALID_ARGUMENT');
  const checked: Array<{ variant: StoreVariant; quantity: number }> = [];
  for (const item of lineItems as Array<{ productId?: unknown; quantity?: unknown; choice?: unknown } | null>) {
    const product = site.catalogue.find((p) => p.wixId === item?.productId);
    if (!product) return wixError(404, 'Product not found', 'PRODUCT_NOT_FOUND');
    const variant =
      item?.choice === undefined ? (product.variants.find((v) => v.available) ?? product.variants[0]!) : product.variants.find((v) => v.title === item.choice);
    const quantity = parseQuantity(item?.quantity);
    if (!variant || quantity === undefined) return wixError(400, 'Invalid choice or quantity', 'INVALID_ARGUMENT');
    if (!variant.available) return wixError(400, `${product.title} is out of stock`, 'ITEM_OUT_OF_STOCK');
    checked.push({ variant, quantity });
  }
  const { cart, cookies } = visitorCart(site, request, SESSION_COOKIE);
  for (const { variant, quantity } of checked) {
    if (!site.carts.add(cart, variant.id, quantity)) return wixError(400, 'Quantity limit reached', 'QUANTITY_LIMIT');
  }
  return json(200, wixCartJson(site.catalogue, cart, loggedIn(request) ?? null), cookies);
}

function wixHead(site: StoreSite, extra = ''): string {
  const consent = site.options.consent;
  const policy = { required: consent !== 'not-required', decided: consent === 'granted' ? true : consent === 'declined' ? false : null };
  return [
    '<meta name="generator" content="Wix.com Website Builder">',
    extra,
    `<script>window.__emulatorConsentPolicy = ${scriptJson(policy)};</script>`,
    '<script src="/assets/consent-policy.js"></script>',
  ].join('\n');
}

function productCard(product: StoreProduct): string {
  const soldOut = product.variants.every((v) => !v.available);
  const price = Math.min(...product.variants.map((v) => v.price));
  return (
    `<li class="tile"><a href="/product-page/${escapeHtml(product.handle)}"><span class="picture" style="background:${escapeHtml(product.swatch)}"></span>` +
    `<span class="tile-title">${escapeHtml(product.title)}</span></a><span class="price">${formatMoney(price)}</span>` +
    `<button type="button" class="add" data-product-id="${escapeHtml(product.wixId)}"${soldOut ? ' disabled' : ''}>${soldOut ? 'Out of stock' : 'Add to cart'}</button></li>`
  );
}

function page(request: StoreRequest, site: StoreSite, file: string, values: Record<string, string>): StoreReply {
  const { cart, cookies } = visitorCart(site, request, SESSION_COOKIE);
  const member = loggedIn(request);
  const count = cart.lines.reduce((n, l) => n + l.quantity, 0);
  return html(
    site.page(file, {
      ...values,
      cart_count: String(count),
      member: member ? 'Log out' : 'Log in',
      member_href: member ? '/account/logout' : `/account/login?id=${'0f3c9a52-7b1e-4c2d-8e5f-6a7b8c9d0e1f'}`,
    }),
    cookies,
  );
}

function productPage(request: StoreRequest, site: StoreSite, slug: string): StoreReply | undefined {
  const product = site.catalogue.find((p) => p.handle === slug);
  if (!product) return undefined;
  const first = product.variants.find((v) => v.available) ?? product.variants[0]!;
  const structured = {
    '@context': 'https://schema.org/',
    '@type': 'Product',
    name: product.title,
    sku: first.sku,
    offers: {
      '@type': 'Offer',
      price: (first.price / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: first.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  const head = `<meta property="og:type" content="product">\n<meta property="og:title" content="${escapeHtml(product.title)}">\n<script type="application/ld+json">${scriptJson(structured)}</script>`;
  const choices = product.variants
    .filter((v) => v.title !== 'Default Title')
    .map(
      (v) => `<option value="${escapeHtml(v.title)}"${v.available ? '' : ' disabled'}>${escapeHtml(v.title)}${v.available ? '' : ' (out of stock)'}</option>`,
    )
    .join('');
  return page(request, site, 'product.html', {
    head: wixHead(site, head),
    product_id: escapeHtml(product.wixId),
    title: escapeHtml(product.title),
    description: escapeHtml(product.description),
    swatch: escapeHtml(product.swatch),
    price: formatMoney(first.price),
    choices,
    single: choices ? '' : ' hidden',
    sold_out: product.variants.every((v) => !v.available) ? ' disabled' : '',
  });
}

/** Wix Stores' cart page (/cart-page): the lines of the visitor's cart. */
function cartPage(request: StoreRequest, site: StoreSite): StoreReply {
  const { cart } = visitorCart(site, request, SESSION_COOKIE);
  const lines = wixCartJson(site.catalogue, cart).cart.lineItems.map(
    (item) => `<li data-product-id="${escapeHtml(item.productId)}">${escapeHtml(item.name)} × ${item.quantity}</li>`,
  );
  return page(request, site, 'cart-page.html', { head: wixHead(site), lines: lines.join('\n') || '<li>Your cart is empty.</li>' });
}

export function wixRoutes(request: StoreRequest, site: StoreSite): StoreReply | undefined {
  const { method, path } = request;
  if (method === 'GET' && path === '/') return page(request, site, 'index.html', { head: wixHead(site), products: site.catalogue.map(productCard).join('\n') });
  if (method === 'GET' && path.startsWith('/product-page/')) return productPage(request, site, decodeURIComponent(path.slice('/product-page/'.length)));
  if (method === 'GET' && path === '/cart-page') return cartPage(request, site);
  if (method === 'GET' && path === WIX_CART_PATH) {
    const { cart, cookies } = visitorCart(site, request, SESSION_COOKIE);
    return json(200, wixCartJson(site.catalogue, cart, loggedIn(request) ?? null), cookies);
  }
  if (method === 'POST' && path === WIX_ADD_PATH) return addToCart(request, site);
  if (method === 'GET' && path === WIX_MEMBER_PATH) {
    const member = loggedIn(request);
    if (!member) return wixError(404, 'No member is logged in', 'MEMBER_NOT_FOUND');
    return json(200, {
      member: { id: member, contactId: member, loginEmail: `member-${member.slice(0, 8)}@example.com`, profile: { nickname: 'Trail walker' } },
    });
  }
  return undefined;
}
