import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { mountPopupView, popupRecord, renderRoot } from './support/view.js';
import { leadPopupDesign, type Block, type Language, type PopupRecord, type ProductsBlock, type StoreProduct } from '@beckon/core';
import type { PopupViewProps } from '../src/views/index.js';
import { ProductCards, type AddToCart } from '../src/views/ProductCards.js';

const NBSP = '\u00a0';
const LONG_TITLE = 'Ethiopia Guji natural process, light roast, whole bean coffee 1 kg bag';

function product(overrides: Partial<StoreProduct> = {}): StoreProduct {
  return {
    product_id: 'p1',
    variant_id: 'v1',
    image: 'https://cdn.example/guji.jpg',
    desc: 'Floral and sweet',
    title: 'Ethiopia Guji',
    handle: 'ethiopia-guji',
    inventory_quantity: 12,
    price: 30,
    compare_at_price: 40,
    currency_symbol: '$',
    ...overrides,
  };
}

const four = [
  product(),
  product({ product_id: 'p2', title: LONG_TITLE, handle: 'guji-1kg', price: 89.5, compare_at_price: null }),
  product({ product_id: 'p3', title: 'Colombia Huila', handle: 'colombia-huila', price: '24.00' as unknown as number, compare_at_price: 20 }),
  product({ product_id: 'p4', title: 'Kenya AA', handle: 'kenya-aa' }),
];

function block(overrides: Partial<ProductsBlock> = {}): ProductsBlock {
  return { kind: 'products', products: four, ...overrides };
}

const rootOf = renderRoot();

function mountCards(b: ProductsBlock, lang: Language = 'en', onAddToCart?: AddToCart) {
  act(() => render(h(ProductCards, { block: b, lang, idPrefix: 'bk-test-products-0', onAddToCart }), rootOf()));
  const cards = () => Array.from(rootOf().querySelectorAll<HTMLLIElement>('li.bk-product'));
  const buttonOf = (card: HTMLElement) => card.querySelector<HTMLElement>('.bk-button');
  return { cards, buttonOf, list: () => rootOf().querySelector<HTMLUListElement>('ul.bk-products') };
}

describe('ProductCards (SPEC §1, §3 store product, §9 up to 3)', () => {
  it("is a labelled list of at most 3 cards, in the owner's order", () => {
    const { cards, list } = mountCards(block());
    expect(list()?.getAttribute('aria-label')).toBe('Recommended products');
    expect(cards()).toHaveLength(3);
    expect(cards().map((c) => c.querySelector('h3')?.getAttribute('title'))).toEqual(['Ethiopia Guji', LONG_TITLE, 'Colombia Huila']);
  });

  it('skips products without a title and shows nothing at all without products', () => {
    const { cards } = mountCards(block({ products: [product({ title: '' }), product({ title: 'Kenya AA' })] }));
    expect(cards().map((c) => c.querySelector('h3')?.textContent)).toEqual(['Kenya AA']);
    act(() => render(h(ProductCards, { block: block({ products: [] }), lang: 'en', idPrefix: 'x' }), rootOf()));
    expect(rootOf().querySelector('ul')).toBeNull();
    // A design saved before products were snapshotted holds only ids: nothing to show yet, nothing broken.
    act(() => render(h(ProductCards, { block: { kind: 'products', product_ids: ['1'] } as unknown as ProductsBlock, lang: 'en', idPrefix: 'x' }), rootOf()));
    expect(rootOf().innerHTML).toBe('');
  });

  it("cuts a long title at 50 characters, keeping the whole title in its tooltip and the image's alt", () => {
    const { cards } = mountCards(block());
    const card = cards()[1]!;
    const title = card.querySelector('h3')!;
    expect(title.textContent).toBe(`${LONG_TITLE.slice(0, 50).trimEnd()}…`);
    expect(Array.from(title.textContent!).length).toBeLessThanOrEqual(51);
    expect(title.getAttribute('title')).toBe(LONG_TITLE);
    expect(card.querySelector('img')?.getAttribute('alt')).toBe(LONG_TITLE);
    expect(card.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/guji.jpg');
  });

  it('shows the price, and the compare-at price struck through with a "Was" for screen readers only when higher', () => {
    const { cards } = mountCards(block());
    const [sale, plain, odd] = cards() as unknown as [HTMLElement, HTMLElement, HTMLElement];
    expect(sale.querySelector('.bk-product-price')?.textContent).toBe('$30 Was $40');
    expect(sale.querySelector('s')?.textContent).toBe('$40');
    expect(sale.querySelector('.bk-sr')?.textContent?.trim()).toBe('Was');
    expect(plain.querySelector('.bk-product-price')?.textContent).toBe('$89.50');
    expect(plain.querySelector('s')).toBeNull();
    // compare_at_price below the price is not a discount
    expect(odd.querySelector('.bk-product-price')?.textContent).toBe('$24');
    expect(odd.querySelector('s')).toBeNull();
  });

  it('leaves out a price that is no number, and an image that is no http(s) or data:image address', () => {
    const { cards } = mountCards(block({ products: [product({ price: 'call us' as unknown as number, image: 'javascript:alert(1)' })] }));
    expect(cards()[0]!.querySelector('.bk-product-price')).toBeNull();
    expect(cards()[0]!.querySelector('img')).toBeNull();
    expect(cards()[0]!.querySelector('h3')?.textContent).toBe('Ethiopia Guji');
  });

  it('redirect (the default): a link to the product in this tab, "Shop now", described by its title', () => {
    const { cards, buttonOf } = mountCards(block());
    const link = buttonOf(cards()[0]!)!;
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/products/ethiopia-guji');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.textContent).toBe('Shop now');
    const described = rootOf().querySelector(`#${link.getAttribute('aria-describedby')}`);
    expect(described?.textContent).toBe('Ethiopia Guji');
    const ids = cards().map((c) => c.querySelector('h3')!.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('redirect_blank: a new-tab link without an opener that says it opens a new tab', () => {
    const { cards, buttonOf } = mountCards(block({ buttons_action: 'redirect_blank', button_text: 'View' }));
    const link = buttonOf(cards()[0]!)!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.textContent).toBe('View (opens in a new tab)');
    expect(link.querySelector('.bk-sr')?.textContent).toBe(' (opens in a new tab)');
  });

  it.each(['add_to_cart', 'add_to_cart_redirect'] as const)('%s: a button that hands the product and action to the store', (action) => {
    const onAddToCart = vi.fn<AddToCart>(async () => null);
    const { cards, buttonOf } = mountCards(block({ buttons_action: action }), 'en', onAddToCart);
    const button = buttonOf(cards()[2]!)! as HTMLButtonElement;
    expect(button.tagName).toBe('BUTTON');
    expect(button.type).toBe('button');
    expect(button.textContent).toBe('Add to cart');
    act(() => button.click());
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ product_id: 'p3', variant_id: 'v1' }), action);
  });

  it('add_to_cart without a store integration on the page falls back to the product link', () => {
    const { cards, buttonOf } = mountCards(block({ buttons_action: 'add_to_cart' }));
    const link = buttonOf(cards()[0]!)!;
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/products/ethiopia-guji');
    expect(link.textContent).toBe('Shop now');
  });

  it('a sold-out product says so and cannot be added to the cart; links stay', () => {
    const soldOut = [product({ inventory_quantity: 0 }), product({ product_id: 'p2', title: 'Kenya AA', inventory_quantity: 3 })];
    const { cards, buttonOf } = mountCards(block({ products: soldOut, buttons_action: 'add_to_cart' }), 'en', vi.fn());
    expect(cards()[0]!.querySelector('.bk-product-sold-out')?.textContent).toBe('Sold out');
    expect(buttonOf(cards()[0]!)).toBeNull();
    expect(cards()[1]!.querySelector('.bk-product-sold-out')).toBeNull();
    expect(buttonOf(cards()[1]!)?.tagName).toBe('BUTTON');
    const linked = mountCards(block({ products: soldOut, buttons_action: 'redirect' }));
    expect(linked.buttonOf(linked.cards()[0]!)?.tagName).toBe('A');
  });

  it('no_buttons: cards without a button or link', () => {
    const { cards } = mountCards(block({ buttons_action: 'no_buttons' }), 'en', vi.fn());
    expect(cards()).toHaveLength(3);
    expect(rootOf().querySelectorAll('a, button')).toHaveLength(0);
  });

  it('a product without a handle has no link to follow', () => {
    const { cards, buttonOf } = mountCards(block({ products: [product({ handle: '' })] }));
    expect(buttonOf(cards()[0]!)).toBeNull();
  });

  it('reads in Hebrew: list label, button, sold out, price after the amount', () => {
    const { cards, list, buttonOf } = mountCards(
      block({ products: [product({ currency_symbol: '₪', price: 49.9, compare_at_price: 60 }), product({ title: 'קניה AA', inventory_quantity: 0 })] }),
      'he',
    );
    expect(list()?.getAttribute('aria-label')).toBe('מוצרים מומלצים');
    expect(buttonOf(cards()[0]!)?.textContent).toBe('לקנייה');
    expect(cards()[0]!.querySelector('.bk-product-price')?.textContent).toBe(`49.90${NBSP}₪ במקום 60${NBSP}₪`);
    expect(cards()[1]!.querySelector('.bk-product-sold-out')?.textContent).toBe('אזל מהמלאי');
    act(() => render(h(ProductCards, { block: block({ buttons_action: 'add_to_cart' }), lang: 'he', idPrefix: 'x', onAddToCart: vi.fn() }), rootOf()));
    expect(rootOf().querySelector('button')?.textContent).toBe('הוספה לסל');
  });
});

describe('PopupView with a products block', () => {
  function record(blocks: Block[], lang: Language = 'en'): PopupRecord {
    const design = leadPopupDesign(lang);
    design.screens.main = [design.screens.main![0]!, ...blocks, ...design.screens.main!.slice(1)];
    return popupRecord({ poptin_name: 'Picks', design }, lang);
  }

  const mount = (props: Partial<PopupViewProps> = {}) => mountPopupView(rootOf(), { record: record([block()]), ...props });

  it('shows the cards inside the dialog, after the heading, with ids unique to the pop-up', () => {
    mount();
    const dialog = rootOf().querySelector('[role=dialog]')!;
    const list = dialog.querySelector('ul.bk-products');
    expect(list).not.toBeNull();
    expect(dialog.querySelectorAll('li.bk-product')).toHaveLength(3);
    expect(dialog.querySelector('h2')?.compareDocumentPosition(list!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(list!.querySelector('h3')!.id.startsWith('bk-abcdefghijklm-')).toBe(true);
    // The dialog is still labelled by its own heading, not a product's.
    expect(dialog.getAttribute('aria-labelledby')).toBe('bk-abcdefghijklm-title');
  });

  it('links to the product without submitting the form (no store integration passed yet)', () => {
    const { onSubmit } = mount({ record: record([block({ buttons_action: 'add_to_cart' })]) });
    const link = rootOf().querySelector<HTMLAnchorElement>('.bk-products a')!;
    expect(link.getAttribute('href')).toBe('/products/ethiopia-guji');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
