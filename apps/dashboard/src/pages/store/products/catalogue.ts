import type { CatalogueCategoryResponse, CataloguePageResponse, CatalogueProductResponse, ProductInputBody } from '@beckon/core/api';

/** Issue 19: a site's product catalogue as GET /api/admin/sites/{clientId}/store/products answers it (core's contract). */
export type CatalogueProduct = CatalogueProductResponse;
export type CataloguePage = CataloguePageResponse;
export type CatalogueCategory = CatalogueCategoryResponse;
/** One product as POST and PUT …/store/products take it (core's ProductInput). */
export type ProductInput = ProductInputBody;

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
