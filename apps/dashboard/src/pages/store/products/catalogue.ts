/** Issue 19: a site's product catalogue as GET /api/admin/sites/{clientId}/store/products answers it. */
export interface CatalogueProduct {
  product_id: string;
  variant_id: string;
  image: string;
  desc: string;
  title: string;
  handle: string;
  inventory_quantity: number | null;
  price: number | string;
  compare_at_price: number | string | null;
  currency_symbol: string;
  category: string;
  available: boolean;
  updated_at: number;
}

export interface CataloguePage {
  total: number;
  products: CatalogueProduct[];
}

export interface CatalogueCategory {
  category: string;
  products: number;
}

/** One product as POST and PUT …/store/products take it (core's ProductInput). */
export interface ProductInput {
  product_id: string;
  variant_id?: string;
  title: string;
  handle?: string;
  desc?: string;
  image?: string;
  price: number;
  compare_at_price?: number | null;
  currency_symbol?: string;
  inventory_quantity?: number | null;
  category?: string;
  available?: boolean;
  updated_at?: number;
}

/** What the owner looks for: text in a title or product id, and a category ('' for all). */
export interface CatalogueFilters {
  q: string;
  category: string;
}

export const PRODUCTS_PAGE_SIZE = 25;

export const catalogueUrl = (clientId: string, path = '') => `/api/admin/sites/${encodeURIComponent(clientId)}/store${path}`;

export function productsUrl(clientId: string, filters: CatalogueFilters, page: { limit: number; offset: number }): string {
  const params = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset) });
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.category) params.set('category', filters.category);
  return `${catalogueUrl(clientId, '/products')}?${params.toString()}`;
}

/** A price as the shop writes it: with the product's symbol when it has one. */
export function priceText(price: number | string | null, symbol: string): string {
  if (price === null || price === '') return '';
  const amount = typeof price === 'number' ? price.toFixed(2) : price;
  return symbol ? `${symbol}${amount}` : amount;
}

export const stockText = (quantity: number | null): string => (quantity === null ? 'Not tracked' : String(quantity));
