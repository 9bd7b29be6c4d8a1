import { useEffect, useState } from 'react';
import type { ProductsBlock, StoreProduct } from '@beckon/core';

/** Asks the site's catalogue for a products block's category or picked products (SPEC §7 recommendation call). */
export type LoadProducts = (block: ProductsBlock) => Promise<StoreProduct[] | null>;

/** Whether a block names catalogue products to fetch at display time. */
export const fetchesProducts = (block: ProductsBlock): boolean => Boolean(block.category?.trim()) || (block.product_ids?.length ?? 0) > 0;

/**
 * The products a block shows: the catalogue's answer once it comes, else (before it, without a
 * loader, or when the call fails or finds nothing) the snapshot saved with the design.
 */
export function useCatalogueProducts(block: ProductsBlock, load: LoadProducts | undefined): StoreProduct[] {
  const [fetched, setFetched] = useState<StoreProduct[] | null>(null);
  useEffect(() => {
    if (!load || !fetchesProducts(block)) return;
    let live = true;
    load(block).then(
      (products) => live && products && products.length > 0 && setFetched(products),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [block, load]);
  return fetched ?? block.products;
}
