import {
  buttonsActionOf,
  isSoldOut,
  productButtonKind,
  productImageUrl,
  productLink,
  productPrice,
  productTitle,
  shownProducts,
  showsCompareAtPrice,
  t,
  texts,
  type ButtonsAction,
  type Language,
  type ProductsBlock,
  type StoreProduct,
} from '@beckon/core';
import { useAddToCart } from './use-add-to-cart.js';
import { useCatalogueProducts, type LoadProducts } from './use-catalogue-products.js';

/** The buttons_action values that put the product in the store's cart. */
export type CartAction = Extract<ButtonsAction, 'add_to_cart' | 'add_to_cart_redirect'>;
/**
 * Adds a product to the store's cart (SPEC §4: add_to_cart reloads, add_to_cart_redirect goes to
 * the cart). Resolves to null once added, or to the store's refusal ('' when it gave no words).
 */
export type AddToCart = (product: Pick<StoreProduct, 'product_id' | 'variant_id'>, action: CartAction) => Promise<string | null>;

interface ProductCardsProps {
  block: ProductsBlock;
  lang: Language;
  /** unique within the pop-up: each card's title id derives from it */
  idPrefix: string;
  /** absent where the page has no store integration: add-to-cart cards link to the product instead */
  onAddToCart?: AddToCart | undefined;
  /** fetches the block's category or picked products from the site's catalogue */
  loadProducts?: LoadProducts | undefined;
}

/**
 * Product recommendations (SPEC §1, §3, §9): up to 3 cards with image, title (cut at 50
 * characters, whole in its tooltip and the image's alt), price with the struck compare-at price,
 * and the button the owner chose in buttons_action. A sold-out product says so and cannot be
 * added to the cart. Each button is described by its card's title, so three 'Shop now' buttons
 * are told apart by screen readers.
 */
export function ProductCards({ block, lang, idPrefix, onAddToCart, loadProducts }: ProductCardsProps) {
  const products = shownProducts(useCatalogueProducts(block, loadProducts));
  const cart = useAddToCart(lang, onAddToCart);
  if (products.length === 0) return null;
  const action = buttonsActionOf(block.buttons_action);
  const ownText = typeof block.button_text === 'string' ? block.button_text.trim() : '';
  return (
    <ul className="bk-products" aria-label={t(lang, texts.recommendedProducts)}>
      {products.map((product, i) => {
        const title = product.title.trim();
        const titleId = `${idPrefix}-${i}`;
        const soldOut = isSoldOut(product);
        const href = productLink(product);
        const image = productImageUrl(product.image);
        const kind = productButtonKind(action, { soldOut, canAddToCart: onAddToCart !== undefined, hasLink: href !== '' });
        const price = productPrice(product.price, product.currency_symbol, lang);
        const was = showsCompareAtPrice(product.price, product.compare_at_price) ? productPrice(product.compare_at_price, product.currency_symbol, lang) : '';
        const label = ownText || t(lang, kind === 'add_to_cart' ? texts.addToCart : texts.shopNow);
        return (
          <li key={i} className="bk-product">
            {image && <img src={image} alt={title} decoding="async" />}
            <div className="bk-product-info">
              <h3 id={titleId} className="bk-product-title" title={title}>
                {productTitle(title)}
              </h3>
              {price && (
                <p className="bk-product-price">
                  {price}
                  {was && (
                    <>
                      {' '}
                      <span className="bk-sr">{`${t(lang, texts.wasPrice)} `}</span>
                      <s>{was}</s>
                    </>
                  )}
                </p>
              )}
              {soldOut && <p className="bk-product-sold-out">{t(lang, texts.soldOut)}</p>}
              {/* Above its button: the button keeps the card's foot (margin-top:auto), level with the other cards'. */}
              {cart.refusal?.index === i && (
                <p className="bk-error" role="alert">
                  {cart.refusal.text}
                </p>
              )}
              {kind === 'add_to_cart' && (
                <button
                  type="button"
                  className="bk-button"
                  aria-describedby={titleId}
                  aria-busy={cart.busy === i ? 'true' : undefined}
                  disabled={cart.busy >= 0}
                  onClick={() => cart.add(i, product, action as CartAction)}
                >
                  {label}
                </button>
              )}
              {kind === 'link' && (
                <a className="bk-button" href={href} aria-describedby={titleId}>
                  {label}
                </a>
              )}
              {kind === 'link_blank' && (
                <a className="bk-button" href={href} target="_blank" rel="noopener" aria-describedby={titleId}>
                  {label}
                  <span className="bk-sr"> {t(lang, texts.opensInNewTab)}</span>
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
