import { escapeHtml, findVariant, formatMoney, lineTitle, scriptJson, type CatalogueMatch, type StoreProduct } from './storefront-catalogue.js';
import { parseQuantity, type StoreCart } from './storefront-carts.js';
import { html, json, loggedIn, visitorCart, type StoreReply, type StoreRequest, type StoreSite } from './storefront-http.js';

/**
 * The Shopify storefront surface a theme's scripts use: the AJAX cart API (/cart.js,
 * /cart/add.js, /cart/clear.js) with prices in cents and variant ids as line ids, the
 * window.Shopify globals, and the product meta themes print (og tags, ShopifyAnalytics.meta,
 * window.meta, __st). The privacy API and its banner are examples/shopify-store/customer-privacy.js.
 */

export const DEFAULT_SHOP = 'harbour-and-pine.myshopify.com';
const CART_COOKIE = 'cart';

export interface ShopifyLineItem {
  id: number;
  variant_id: number;
  key: string;
  product_id: number;
  title: string;
  product_title: string;
  variant_title: string | null;
  quantity: number;
  price: number;
  original_price: number;
  final_price: number;
  line_price: number;
  original_line_price: number;
  final_line_price: number;
  sku: string;
  vendor: string;
  product_type: string;
  handle: string;
  url: string;
  properties: Record<string, string>;
}

export interface ShopifyCartJson {
  token: string;
  note: string | null;
  attributes: Record<string, string>;
  items: ShopifyLineItem[];
  item_count: number;
  total_price: number;
  original_total_price: number;
  items_subtotal_price: number;
  total_discount: number;
  currency: string;
  requires_shipping: boolean;
}

function lineItem(match: CatalogueMatch, quantity: number): ShopifyLineItem {
  const { product, variant } = match;
  const isDefault = variant.title === 'Default Title';
  return {
    id: variant.id,
    variant_id: variant.id,
    key: `${variant.id}:${variant.id.toString(16)}`,
    product_id: product.id,
    title: lineTitle(match),
    product_title: product.title,
    variant_title: isDefault ? null : variant.title,
    quantity,
    price: variant.price,
    original_price: variant.price,
    final_price: variant.price,
    line_price: variant.price * quantity,
    original_line_price: variant.price * quantity,
    final_line_price: variant.price * quantity,
    sku: variant.sku,
    vendor: product.vendor,
    product_type: product.type,
    handle: product.handle,
    url: `/products/${product.handle}?variant=${variant.id}`,
    properties: {},
  };
}

/** The cart as GET /cart.js answers it. */
export function shopifyCartJson(catalogue: StoreProduct[], cart: StoreCart): ShopifyCartJson {
  const items = cart.lines.flatMap((line) => {
    const match = findVariant(catalogue, line.variantId);
    return match ? [lineItem(match, line.quantity)] : [];
  });
  const total = items.reduce((sum, item) => sum + item.line_price, 0);
  return {
    token: cart.token,
    note: null,
    attributes: {},
    items,
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    total_price: total,
    original_total_price: total,
    items_subtotal_price: total,
    total_discount: 0,
    currency: 'USD',
    requires_shipping: items.length > 0,
  };
}

function cartError(description: string): StoreReply {
  return json(422, { status: 422, message: 'Cart Error', description });
}

interface RequestedItems {
  items: Array<{ id: unknown; quantity: unknown }>;
  /** Asked as `items`: answered as `{items}`; a single `id` is answered with its line item alone. */
  listed: boolean;
}

/** The items of an add: `{items:[{id, quantity}]}` or `{id, quantity}` as JSON, or `id`&`quantity` form-encoded. */
function requestedItems(request: StoreRequest): RequestedItems | undefined {
  if (request.contentType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams(request.body);
    return { items: [{ id: form.get('id') ?? undefined, quantity: form.get('quantity') ?? undefined }], listed: false };
  }
  try {
    const body = JSON.parse(request.body) as { items?: unknown; id?: unknown; quantity?: unknown } | null;
    if (body && Array.isArray(body.items)) return { items: body.items as RequestedItems['items'], listed: true };
    if (body && body.id !== undefined) return { items: [{ id: body.id, quantity: body.quantity }], listed: false };
  } catch {
    // Not JSON: answered below as Shopify answers a body without items.
  }
  return undefined;
}

/** POST /cart/add.js: every item is checked before any is added, so a refused add changes nothing. */
function addToCart(request: StoreRequest, site: StoreSite, asForm: boolean): StoreReply {
  const { items = [], listed = false } = requestedItems(request) ?? {};
  if (!items.length || items.length > 50) return json(400, { status: 400, message: 'Bad Request', description: 'Parameter Missing or Invalid: items' });
  const checked: Array<{ match: CatalogueMatch; quantity: number }> = [];
  for (const item of items) {
    const match = findVariant(site.catalogue, Number(item?.id));
    const quantity = parseQuantity(item?.quantity);
    if (!match) return cartError('Cannot find variant');
    if (quantity === undefined) return cartError('Quantity must be a positive whole number.');
    if (!match.variant.available) return cartError(`The product '${lineTitle(match)}' is already sold out.`);
    checked.push({ match, quantity });
  }
  const { cart, cookies } = visitorCart(site, request, CART_COOKIE);
  for (const { match, quantity } of checked) {
    if (!site.carts.add(cart, match.variant.id, quantity)) return cartError(`You can't add more ${lineTitle(match)} to the cart.`);
  }
  if (asForm) return { status: 302, location: '/cart', cookies };
  const lines = checked.map(({ match }) => lineItem(match, cart.lines.find((l) => l.variantId === match.variant.id)!.quantity));
  return json(200, listed ? { items: lines } : lines[0], cookies);
}

/** The globals and meta every Shopify page has, before any app script (the Beckon snippet included). */
interface PageMeta {
  product?: unknown;
  page: { pageType: string; resourceType?: string; resourceId?: number };
}

function shopifyHead(site: StoreSite, request: StoreRequest, meta: PageMeta): string {
  const customer = loggedIn(request);
  const customerId = customer && /^\d+$/.test(customer) ? Number(customer) : customer;
  const page = { ...meta.page, ...(customerId ? { customerId } : {}) };
  const fullMeta = { ...meta, page };
  const consent = site.options.consent;
  const privacy = { required: consent !== 'not-required', initial: consent === 'granted' ? 'yes' : consent === 'declined' ? 'no' : '' };
  return [
    '<script>',
    'window.Shopify = window.Shopify || {};',
    `Shopify.shop = ${scriptJson(site.options.shop ?? DEFAULT_SHOP)}; Shopify.locale = "en"; Shopify.country = "US";`,
    'Shopify.currency = { active: "USD", rate: "1.0" }; Shopify.routes = { root: "/" };',
    `window.__emulatorPrivacy = ${scriptJson(privacy)};`,
    `var meta = ${scriptJson(fullMeta)};`,
    'window.meta = meta;',
    'window.ShopifyAnalytics = window.ShopifyAnalytics || {}; ShopifyAnalytics.meta = ShopifyAnalytics.meta || {}; ShopifyAnalytics.meta.currency = "USD";',
    'for (var attr in meta) { ShopifyAnalytics.meta[attr] = meta[attr]; }',
    `window.__st = ${scriptJson({ a: 70_512_345, offset: 0, p: page.pageType, rtyp: page.resourceType, rid: page.resourceId, ...(customerId ? { cid: customerId } : {}) })};`,
    '</script>',
    '<script src="/assets/customer-privacy.js"></script>',
  ].join('\n');
}

function productCard(product: StoreProduct): string {
  const soldOut = product.variants.every((v) => !v.available);
  const from = Math.min(...product.variants.map((v) => v.price));
  return (
    `<a class="card" href="/products/${escapeHtml(product.handle)}"><span class="picture" style="background:${escapeHtml(product.swatch)}"></span>` +
    `<span class="card-title">${escapeHtml(product.title)}</span><span class="price">${formatMoney(from)}</span>` +
    (soldOut ? '<span class="badge">Sold out</span>' : '') +
    '</a>'
  );
}

function cartCount(site: StoreSite, request: StoreRequest): string {
  const cart = site.carts.find(request.cookies.get(CART_COOKIE) ?? '');
  return String(cart ? cart.lines.reduce((n, l) => n + l.quantity, 0) : 0);
}

function homePage(request: StoreRequest, site: StoreSite): StoreReply {
  return html(
    site.page('index.html', {
      head: shopifyHead(site, request, { page: { pageType: 'home' } }),
      cart_count: cartCount(site, request),
      products: site.catalogue.map(productCard).join('\n'),
    }),
  );
}

function productPage(request: StoreRequest, site: StoreSite, handle: string): StoreReply | undefined {
  const product = site.catalogue.find((p) => p.handle === handle);
  if (!product) return undefined;
  const chosen =
    product.variants.find((v) => String(v.id) === request.query.get('variant')) ?? product.variants.find((v) => v.available) ?? product.variants[0]!;
  const meta = {
    product: {
      id: product.id,
      gid: `gid://shopify/Product/${product.id}`,
      vendor: product.vendor,
      type: product.type,
      variants: product.variants.map((v) => ({
        id: v.id,
        price: v.price,
        name: lineTitle({ product, variant: v }),
        public_title: v.title === 'Default Title' ? null : v.title,
        sku: v.sku,
      })),
    },
    page: { pageType: 'product', resourceType: 'product', resourceId: product.id },
  };
  const options = product.variants
    .map(
      (v) =>
        `<option value="${v.id}" data-price="${formatMoney(v.price)}"${v === chosen ? ' selected' : ''}>${escapeHtml(v.title === 'Default Title' ? product.title : v.title)} — ${formatMoney(v.price)}${v.available ? '' : ' (sold out)'}</option>`,
    )
    .join('');
  const og = [
    '<meta property="og:type" content="product">',
    `<meta property="og:title" content="${escapeHtml(product.title)}">`,
    `<meta property="og:url" content="/products/${escapeHtml(product.handle)}">`,
    `<meta property="og:price:amount" content="${(chosen.price / 100).toFixed(2)}">`,
    '<meta property="og:price:currency" content="USD">',
  ].join('\n');
  return html(
    site.page('product.html', {
      head: `${og}\n${shopifyHead(site, request, meta)}`,
      cart_count: cartCount(site, request),
      title: escapeHtml(product.title),
      vendor: escapeHtml(product.vendor),
      description: escapeHtml(product.description),
      swatch: escapeHtml(product.swatch),
      price: formatMoney(chosen.price),
      compare_at: chosen.compareAtPrice ? `<s>${formatMoney(chosen.compareAtPrice)}</s>` : '',
      options,
      single: product.variants.length === 1 ? ' hidden' : '',
    }),
  );
}

function cartPage(request: StoreRequest, site: StoreSite): StoreReply {
  const { cart, cookies } = visitorCart(site, request, CART_COOKIE);
  const data = shopifyCartJson(site.catalogue, cart);
  const rows = data.items
    .map((i) => `<tr><td><a href="${escapeHtml(i.url)}">${escapeHtml(i.title)}</a></td><td>${i.quantity}</td><td>${formatMoney(i.line_price)}</td></tr>`)
    .join('\n');
  return html(
    site.page('cart.html', {
      head: shopifyHead(site, request, { page: { pageType: 'cart' } }),
      cart_count: String(data.item_count),
      rows: rows || '<tr><td colspan="3">Your cart is empty.</td></tr>',
      total: formatMoney(data.total_price),
    }),
    cookies,
  );
}

export function shopifyRoutes(request: StoreRequest, site: StoreSite): StoreReply | undefined {
  const { method, path } = request;
  if (method === 'GET' && path === '/') return homePage(request, site);
  if (method === 'GET' && path.startsWith('/products/')) return productPage(request, site, decodeURIComponent(path.slice('/products/'.length)));
  if (method === 'GET' && path === '/cart') return cartPage(request, site);
  if (method === 'GET' && (path === '/cart.js' || path === '/cart.json')) {
    const { cart, cookies } = visitorCart(site, request, CART_COOKIE);
    return json(200, shopifyCartJson(site.catalogue, cart), cookies);
  }
  if (method === 'POST' && (path === '/cart/add.js' || path === '/cart/add')) return addToCart(request, site, path === '/cart/add');
  if (method === 'POST' && path === '/cart/clear.js') {
    const { cart, cookies } = visitorCart(site, request, CART_COOKIE);
    site.carts.clear(cart);
    return json(200, shopifyCartJson(site.catalogue, cart), cookies);
  }
  return undefined;
}
