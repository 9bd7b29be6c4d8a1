/** Issue 19: browse and cart abandonment as GET /api/admin/sites/{clientId}/store/abandonments answers it. */
export interface AbandonedProduct {
  product_id: string;
  variant_id?: string;
  title?: string;
  quantity?: number;
  price?: number;
}

export type AbandonmentKind = 'abandonment' | 'cart';

export interface Abandonment {
  id: string;
  customer: string;
  data_for: string;
  products: AbandonedProduct[];
  /** what the cart was worth in the shop's currency; null for a product page left */
  total_cart_value: number | null;
  created_at: number;
}

/** Rows a page; the listing is asked for one more, which says whether there is a next page. */
export const ABANDONMENT_PAGE_SIZE = 25;

export const kindFromSearch = (value: string | null): AbandonmentKind | '' => (value === 'abandonment' || value === 'cart' ? value : '');

export const kindLabel = (dataFor: string): string => (dataFor === 'cart' ? 'Cart' : 'Browse');

const base = (clientId: string) => `/api/admin/sites/${encodeURIComponent(clientId)}/store/abandonments`;

export function abandonmentsUrl(clientId: string, kind: AbandonmentKind | '', page: { limit: number; offset: number }): string {
  const params = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset) });
  if (kind) params.set('data_for', kind);
  return `${base(clientId)}?${params.toString()}`;
}

/** The export follows the filter shown; it has no paging, it is every matching row. */
export const abandonmentsCsvUrl = (clientId: string, kind: AbandonmentKind | ''): string =>
  kind ? `${base(clientId)}.csv?data_for=${kind}` : `${base(clientId)}.csv`;

/** "Hat ×2": the title the shop's page knew, else the product id. */
export function productLabel(product: AbandonedProduct): string {
  const name = product.title ?? `#${product.product_id}`;
  return product.quantity !== undefined && product.quantity > 1 ? `${name} ×${product.quantity}` : name;
}

/** The cart's worth in the shop's currency when it has one; a product page left has none. */
export function cartValue(value: number | null, currency: string): string {
  if (value === null) return '—';
  if (!/^[A-Z]{3}$/.test(currency)) return value.toFixed(2);
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}
