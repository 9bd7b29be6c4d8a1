import { useState } from 'react';
import { t, texts, type Language, type StoreProduct } from '@beckon/core';
import type { AddToCart, CartAction } from './ProductCards.js';

/**
 * One of several add-to-cart buttons (product cards, the pop-up's store buttons): busy while the
 * store answers, one at a time, and the refusal kept with the button that asked (its index).
 */
export function useAddToCart(lang: Language, onAddToCart: AddToCart | undefined) {
  const [busy, setBusy] = useState(-1);
  const [refusal, setRefusal] = useState<{ index: number; text: string } | null>(null);
  const add = (index: number, product: Pick<StoreProduct, 'product_id' | 'variant_id'>, action: CartAction) => {
    if (!onAddToCart || busy >= 0) return;
    setBusy(index);
    setRefusal(null);
    onAddToCart(product, action).then(
      (refused) => {
        setBusy(-1);
        if (refused !== null) setRefusal({ index, text: refused || t(lang, texts.addToCartFailed) });
      },
      () => {
        // The store could not be asked at all (runtime/store/add-to-cart.ts): not a refusal.
        setBusy(-1);
        setRefusal({ index, text: t(lang, texts.storeUnreachable) });
      },
    );
  };
  return { busy, refusal, add };
}
