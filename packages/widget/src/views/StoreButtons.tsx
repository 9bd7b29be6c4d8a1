import { buttonsActionOf, STORE_BUTTON_KEYS, t, texts, webAddress, type DesignProperties, type Language } from '@beckon/core';
import type { AddToCart } from './ProductCards.js';
import { useAddToCart } from './use-add-to-cart.js';

interface StoreButtonsProps {
  props: DesignProperties;
  lang: Language;
  /** absent where the page has no store (and in previews): add-to-cart buttons link to the product page instead */
  onAddToCart?: AddToCart | undefined;
}

/**
 * The pop-up's store buttons (SPEC §3 add_to_cart, shopify_add_to_cart_2..6; §4 their actions):
 * each adds its product to the cart, or links to its page, here or in a new tab. One that has
 * nowhere to go (no store, no safe address) is left out rather than drawn dead.
 */
export function StoreButtons({ props, lang, onAddToCart }: StoreButtonsProps) {
  const cart = useAddToCart(lang, onAddToCart);
  const buttons = STORE_BUTTON_KEYS.map((key, i) => {
    const product = props[key];
    if (!product || typeof product !== 'object') return null;
    const action = buttonsActionOf(product.buttons_action);
    const own = typeof product.button_text === 'string' ? product.button_text.trim() : '';
    if ((action === 'add_to_cart' || action === 'add_to_cart_redirect') && onAddToCart) {
      return (
        <div key={key}>
          <button
            type="button"
            className="bk-button"
            aria-busy={cart.busy === i ? 'true' : undefined}
            disabled={cart.busy >= 0}
            onClick={() => cart.add(i, { product_id: product.product_id, variant_id: product.variant_id }, action)}
          >
            {own || t(lang, texts.addToCart)}
          </button>
          {cart.refusal?.index === i && (
            <p className="bk-error" role="alert">
              {cart.refusal.text}
            </p>
          )}
        </div>
      );
    }
    const href = action === 'no_buttons' ? null : webAddress(product.product_url);
    if (href === null) return null;
    const blank = action === 'redirect_blank';
    return (
      <a key={key} className="bk-button" href={href} target={blank ? '_blank' : undefined} rel={blank ? 'noopener' : undefined}>
        {own || t(lang, texts.shopNow)}
        {blank && <span className="bk-sr"> {t(lang, texts.opensInNewTab)}</span>}
      </a>
    );
  }).filter((button) => button !== null);
  if (buttons.length === 0) return null;
  return (
    <div className="bk-store-buttons" role="group" aria-label={t(lang, texts.storeButtons)} style={{ display: 'grid', gap: 8, marginTop: 12 }}>
      {buttons}
    </div>
  );
}
