import type { ProductsBlock } from '../types/design.js';
import type { StoreProduct } from '../types/popup.js';
import { BUTTONS_ACTIONS, priceAmount, productImageUrl } from './product-cards.js';

/** Storage limits of a saved products block (not spec numbers: bounds on what an owner may send). */
const MAX_ENTRIES = 12;
const MAX_IDS = 50;
const MAX_ID_CHARS = 64;
const MAX_TITLE_CHARS = 255;
const MAX_DESC_CHARS = 2000;
const MAX_SYMBOL_CHARS = 8;
const MAX_BUTTON_TEXT_CHARS = 80;
/** Longer image addresses (large inline images) are dropped, not cut: a cut address is broken. */
const MAX_IMAGE_CHARS = 32_768;

const text = (value: unknown, max: number): string =>
  typeof value === 'string' || typeof value === 'number' ? Array.from(String(value).trim()).slice(0, max).join('') : '';

function cleanProduct(value: unknown): StoreProduct | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const p = value as Record<string, unknown>;
  const image = typeof p.image === 'string' && p.image.length <= MAX_IMAGE_CHARS ? productImageUrl(p.image) : '';
  const quantity = typeof p.inventory_quantity === 'string' && p.inventory_quantity.trim() !== '' ? Number(p.inventory_quantity) : p.inventory_quantity;
  return {
    product_id: text(p.product_id, MAX_ID_CHARS),
    variant_id: text(p.variant_id, MAX_ID_CHARS),
    image,
    desc: text(p.desc, MAX_DESC_CHARS),
    title: text(p.title, MAX_TITLE_CHARS),
    handle: text(p.handle, MAX_TITLE_CHARS),
    // Unknown stock is not "sold out": only a real number is kept.
    inventory_quantity: typeof quantity === 'number' && Number.isFinite(quantity) ? Math.trunc(quantity) : null,
    price: priceAmount(p.price) ?? '',
    compare_at_price: priceAmount(p.compare_at_price),
    currency_symbol: text(p.currency_symbol, MAX_SYMBOL_CHARS),
  };
}

/**
 * A products block as an owner sent it, made safe to store and show: only the known fields,
 * strings trimmed and length-capped, images only http(s) or data:image, prices as numbers
 * (or null), a known buttons_action, bounded lists.
 */
export function sanitizeProductsBlock(block: Record<string, unknown>): ProductsBlock {
  const products = Array.isArray(block.products)
    ? block.products
        .slice(0, MAX_ENTRIES)
        .map(cleanProduct)
        .filter((p): p is StoreProduct => p !== null)
    : [];
  const clean: ProductsBlock = { kind: 'products', products };
  if (Array.isArray(block.product_ids)) {
    clean.product_ids = block.product_ids
      .slice(0, MAX_IDS)
      .map((id) => text(id, MAX_ID_CHARS))
      .filter((id) => id !== '');
  }
  const category = text(block.category, MAX_TITLE_CHARS);
  if (category) clean.category = category;
  const buttonText = text(block.button_text, MAX_BUTTON_TEXT_CHARS);
  if (buttonText) clean.button_text = buttonText;
  if ((BUTTONS_ACTIONS as readonly unknown[]).includes(block.buttons_action)) clean.buttons_action = block.buttons_action as ProductsBlock['buttons_action'];
  return clean;
}
