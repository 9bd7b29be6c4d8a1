import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.js';
import {
  catalogueUrl,
  productsUrl,
  type CatalogueCategory,
  type CatalogueFilters,
  type CataloguePage,
  type CatalogueProduct,
  type ProductInput,
} from './catalogue.js';

/** The listing's page size when everything is wanted (the server's largest). */
const WHOLE_PAGE = 500;

export const useCatalogue = (clientId: string | null, filters: CatalogueFilters, page: { limit: number; offset: number }) =>
  useQuery({
    queryKey: ['catalogue', clientId, filters, page],
    queryFn: () => api<CataloguePage>(productsUrl(clientId!, filters, page)),
    enabled: clientId !== null,
    // Another page or search keeps the table on screen while it loads; another site's products never stand in.
    placeholderData: (previous, query) => (query?.queryKey[1] === clientId ? previous : undefined),
  });

export const useCategories = (clientId: string | null) =>
  useQuery({
    queryKey: ['catalogue-categories', clientId],
    queryFn: () => api<{ categories: CatalogueCategory[] }>(catalogueUrl(clientId!, '/categories')).then((r) => r.categories),
    enabled: clientId !== null,
  });

/** A change to the catalogue moves its listing, its categories and the product count of the site's shop. */
function useCatalogueChanged(clientId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['catalogue', clientId] }),
      client.invalidateQueries({ queryKey: ['catalogue-categories', clientId] }),
      client.invalidateQueries({ queryKey: ['store', clientId] }),
    ]);
}

/** Adds or changes products by id (one batch); the caller refreshes once every batch is in. */
export const addProducts = (clientId: string, products: ProductInput[]) =>
  api<{ products: number }>(catalogueUrl(clientId, '/products'), { method: 'POST', body: { products } });

/** The whole catalogue in one call: what is not in the list is gone. */
export const replaceCatalogue = (clientId: string, products: ProductInput[]) =>
  api<{ products: number }>(catalogueUrl(clientId, '/products'), { method: 'PUT', body: { products } });

export function useSaveProduct(clientId: string) {
  const changed = useCatalogueChanged(clientId);
  return useMutation({ mutationFn: (product: ProductInput) => addProducts(clientId, [product]), onSuccess: changed });
}

export function useDeleteProduct(clientId: string) {
  const changed = useCatalogueChanged(clientId);
  return useMutation({
    mutationFn: (productId: string) => api<void>(catalogueUrl(clientId, `/products/${encodeURIComponent(productId)}`), { method: 'DELETE' }),
    onSuccess: changed,
  });
}

export function useCatalogueImported(clientId: string) {
  return useCatalogueChanged(clientId);
}

/** Every product of the catalogue, page after page, as the listing gives them. */
export async function fetchWholeCatalogue(clientId: string): Promise<CatalogueProduct[]> {
  const products: CatalogueProduct[] = [];
  for (;;) {
    const page = await api<CataloguePage>(productsUrl(clientId, { q: '', category: '' }, { limit: WHOLE_PAGE, offset: products.length }));
    products.push(...page.products);
    if (page.products.length < WHOLE_PAGE || products.length >= page.total) return products;
  }
}
