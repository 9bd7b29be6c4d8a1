import { MAX_PRODUCT_SEARCH, PRODUCT_ID_PATTERN } from '@beckon/core/api';
import type { CatalogueProduct, ProductInput } from './catalogue.js';

/** A product as typed in a form or read from a file: every field text, the flag a boolean. */
export interface ProductDraft {
  product_id: string;
  variant_id: string;
  title: string;
  handle: string;
  desc: string;
  image: string;
  price: string;
  compare_at_price: string;
  currency_symbol: string;
  inventory_quantity: string;
  category: string;
  available: boolean;
}

export type DraftField = Exclude<keyof ProductDraft, 'available'>;
export type DraftErrors = Partial<Record<DraftField, string>>;

export const emptyDraft = (): ProductDraft => ({
  product_id: '',
  variant_id: '',
  title: '',
  handle: '',
  desc: '',
  image: '',
  price: '',
  compare_at_price: '',
  currency_symbol: '',
  inventory_quantity: '',
  category: '',
  available: true,
});

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A listed product in the form; "for sale" stays ticked when only the stock made it unavailable. */
export function draftOf(product: CatalogueProduct): ProductDraft {
  return {
    product_id: product.product_id,
    variant_id: product.variant_id,
    title: product.title,
    handle: product.handle,
    desc: product.desc,
    image: product.image,
    price: text(product.price),
    compare_at_price: text(product.compare_at_price),
    currency_symbol: product.currency_symbol,
    inventory_quantity: text(product.inventory_quantity),
    category: product.category,
    available: product.available || (product.inventory_quantity !== null && product.inventory_quantity <= 0),
  };
}

/** The server's bounds (core's ProductInput), checked here so a bad product never fails its whole batch. */
const LONGEST: Partial<Record<DraftField, number>> = { title: 255, handle: 255, desc: 2000, image: 2048, currency_symbol: 8, category: 255 };
const ID = new RegExp(PRODUCT_ID_PATTERN);
const MONEY_MAX = 1e9;
/** Not a spec number: a search box's bound, shared with the server's query schema. */
export const SEARCH_MAX = MAX_PRODUCT_SEARCH;

const money = (value: string): number | null | 'bad' => {
  const clean = value.trim();
  if (clean === '') return null;
  const amount = Number(clean);
  return Number.isFinite(amount) && amount >= 0 && amount <= MONEY_MAX ? amount : 'bad';
};

function checkText(draft: ProductDraft, errors: DraftErrors): void {
  if (!ID.test(draft.product_id.trim())) errors.product_id = 'A product id is letters, digits and _ : / . - (at most 64, starting with a letter or digit).';
  if (draft.variant_id.trim() && !ID.test(draft.variant_id.trim())) errors.variant_id = 'A variant id is written like a product id.';
  if (!draft.title.trim()) errors.title = 'Give the product a title.';
  for (const [field, max] of Object.entries(LONGEST) as [DraftField, number][]) {
    if (!errors[field] && Array.from(draft[field].trim()).length > max) errors[field] = `At most ${max} characters.`;
  }
  if (!errors.image && draft.image.trim() && !/^https?:\/\/\S+$/.test(draft.image.trim())) errors.image = 'An image address starts with https:// or http://.';
}

/** The product to send, or what is wrong with each field in words. */
export function toProductInput(draft: ProductDraft): { product: ProductInput } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  checkText(draft, errors);
  const price = money(draft.price);
  if (price === null || price === 'bad') errors.price = price === null ? 'Give the price.' : 'A price is a number from 0 up, such as 19.90.';
  const compareAt = money(draft.compare_at_price);
  if (compareAt === 'bad') errors.compare_at_price = 'A price is a number from 0 up, such as 24.90.';
  const stock = draft.inventory_quantity.trim() === '' ? null : Number(draft.inventory_quantity.trim());
  if (stock !== null && !(Number.isInteger(stock) && Math.abs(stock) <= MONEY_MAX))
    errors.inventory_quantity = 'Stock is a whole number, or empty when not tracked.';
  if (Object.keys(errors).length > 0 || typeof price !== 'number' || compareAt === 'bad') return { errors };
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const product: ProductInput = {
    product_id: draft.product_id.trim(),
    title: draft.title.trim(),
    price,
    compare_at_price: compareAt,
    inventory_quantity: stock,
  };
  for (const field of ['variant_id', 'handle', 'desc', 'image', 'currency_symbol', 'category'] as const) {
    const value = optional(draft[field]);
    if (value !== undefined) product[field] = value;
  }
  product.available = draft.available;
  return { product };
}
