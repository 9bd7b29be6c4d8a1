/** Issue 19: the products Wix members viewed, as GET /api/admin/sites/{clientId}/store/ordered-products answers them. */

/** Rows a page: the listing says how many there are in all, so the pager needs no extra row. */
export const VIEWED_PRODUCTS_PAGE_SIZE = 25;

const base = (clientId: string) => `/api/admin/sites/${encodeURIComponent(clientId)}/store/ordered-products`;

export const viewedProductsUrl = (clientId: string, page: { limit: number; offset: number }): string =>
  `${base(clientId)}?${new URLSearchParams({ limit: String(page.limit), offset: String(page.offset) }).toString()}`;

/** The export has no paging: it is every row of the site. */
export const viewedProductsCsvUrl = (clientId: string): string => `${base(clientId)}.csv`;

/** The product as the member's page named it; the id when it named none. */
export const viewedProductLabel = (row: { product_name: string; product_id: string }): string => row.product_name || `#${row.product_id}`;
