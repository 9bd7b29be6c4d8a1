import { MAX_STORE_PRODUCTS, sanitizeProductsBlock, type ProductsBlock, type StoreProduct } from '@beckon/core';
import { warn } from '@beckon/embed-kit';
import { postJson } from '../network/send.js';

interface RecommendationAnswer {
  success?: unknown;
  data?: { products?: unknown };
}

/**
 * SPEC §7 product recommendation, at display time: the block's category and picked products
 * from the site's catalogue, at most MAX_STORE_PRODUCTS (§9). The answer is cleaned as a saved
 * block is (known fields, safe images, prices as numbers); null when the call failed.
 */
export async function recommendedProducts(api: string, poptinId: string, block: ProductsBlock): Promise<StoreProduct[] | null> {
  const category = block.category?.trim();
  const manual = (block.product_ids ?? []).slice(0, MAX_STORE_PRODUCTS);
  try {
    const answer = await postJson<RecommendationAnswer>(`${api}/shopify/product-recommendation/${encodeURIComponent(poptinId)}`, {
      ...(category ? { category } : {}),
      ...(manual.length > 0 ? { manual_products: manual } : {}),
      count: MAX_STORE_PRODUCTS,
    });
    if (answer.success !== true) return null;
    return sanitizeProductsBlock({ products: answer.data?.products }).products;
  } catch (error) {
    warn('product recommendations could not load', error);
    return null;
  }
}
