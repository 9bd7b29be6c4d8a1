import Papa from 'papaparse';
import { MAX_CATALOGUE_BATCH } from '@beckon/core/api';
import type { ProductInput } from './catalogue.js';
import { emptyDraft, toProductInput, type DraftErrors, type ProductDraft } from './product-input.js';

/** A file bigger than this is refused before reading: the browser would hold all of it at once. */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Records read from one file at most (a catalogue holds 5000 products; Shopify writes a row per variant and image). */
export const IMPORT_MAX_RECORDS = 50_000;
export { MAX_CATALOGUE_BATCH };

export type ImportFormat = 'shopify-csv' | 'csv' | 'json';

/** One product read, with the row (CSV: as a spreadsheet numbers it, header 1; JSON: the item, from 1) it came from. */
export interface ImportRow {
  row: number;
  product: ProductInput;
}

export interface ImportProblem {
  row: number;
  message: string;
}

export interface ParsedImport {
  format: ImportFormat;
  products: ImportRow[];
  problems: ImportProblem[];
  /** Shopify rows that only add a variant or an image to the product above */
  continued: number;
}

/** The file could not be read at all: the message says why. */
export class ImportError extends Error {}

const FIELD_NAMES: Record<keyof DraftErrors, string> = {
  product_id: 'product id',
  variant_id: 'variant id',
  title: 'title',
  handle: 'handle',
  desc: 'description',
  image: 'image',
  price: 'price',
  compare_at_price: 'compare-at price',
  currency_symbol: 'currency symbol',
  inventory_quantity: 'stock',
  category: 'category',
};

// Shopify bodies are HTML; the catalogue keeps text, and a long body is cut rather than refused.
// Inline tags sit inside words and sentences ("<b>wool</b>,"); the others part them.
const INLINE_TAG = /<\/?(?:a|b|i|em|strong|span|u|s|small|sup|sub|mark|code)\b[^<>]*>/gi;
const TAG = /<\/?[a-z][^<>]*>/gi;
const DESC_MAX = 2000;
export const plainDescription = (html: string) =>
  Array.from(html.replace(INLINE_TAG, '').replace(TAG, ' ').replace(/\s+/g, ' ').trim()).slice(0, DESC_MAX).join('').trim();

/** Each read product checked as the form checks it; a product id seen before is a problem (the server refuses the batch). */
function collect(format: ImportFormat, drafts: { row: number; draft: ProductDraft }[], continued = 0): ParsedImport {
  const seen = new Map<string, number>();
  const parsed: ParsedImport = { format, products: [], problems: [], continued };
  for (const { row, draft } of drafts) {
    const checked = toProductInput(draft);
    if ('errors' in checked) {
      const words = Object.entries(checked.errors).map(([field, message]) => `${FIELD_NAMES[field as keyof DraftErrors]}: ${message}`);
      parsed.problems.push({ row, message: words.join(' ') });
      continue;
    }
    const before = seen.get(checked.product.product_id);
    if (before !== undefined) {
      parsed.problems.push({ row, message: `Product ${checked.product.product_id} is already in row ${before}.` });
      continue;
    }
    seen.set(checked.product.product_id, row);
    parsed.products.push({ row, product: checked.product });
  }
  return parsed;
}

// ---- CSV ----

type Cells = (name: string) => string;

const SHOPIFY_COLUMNS = ['Handle', 'Title', 'Variant Price'];
const OUR_COLUMNS = ['product_id', 'title', 'price'];

function readCsv(text: string): { header: string[]; records: { row: number; cells: string[] }[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const [header = [], ...rest] = parsed.data;
  if (rest.length > IMPORT_MAX_RECORDS) throw new ImportError(`The file has more than ${IMPORT_MAX_RECORDS} rows.`);
  const records = rest.map((cells, i) => ({ row: i + 2, cells })).filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  return { header: header.map((h) => h.trim()), records };
}

const cellsOf = (header: string[], cells: string[]): Cells => {
  const lower = header.map((h) => h.toLowerCase());
  return (name) => (cells[lower.indexOf(name.toLowerCase())] ?? '').trim();
};

/** Shopify's product export: a row per variant and image; rows of a handle seen above continue its product. */
function shopifyDrafts(header: string[], records: { row: number; cells: string[] }[]) {
  const drafts: { row: number; draft: ProductDraft }[] = [];
  const byHandle = new Map<string, ProductDraft>();
  let continued = 0;
  for (const { row, cells } of records) {
    const cell = cellsOf(header, cells);
    const handle = cell('Handle');
    const earlier = byHandle.get(handle);
    if (handle && earlier) {
      continued += 1;
      // An image row may come after the first variant's: the product takes the first image it has.
      if (!earlier.image) earlier.image = cell('Image Src');
      continue;
    }
    const variant = cell('Variant ID');
    const draft: ProductDraft = {
      ...emptyDraft(),
      product_id: variant || handle,
      variant_id: variant,
      title: cell('Title'),
      handle,
      desc: plainDescription(cell('Body (HTML)')),
      image: cell('Image Src') || cell('Variant Image'),
      price: cell('Variant Price'),
      compare_at_price: cell('Variant Compare At Price'),
      inventory_quantity: cell('Variant Inventory Qty'),
      category: cell('Product Category') || cell('Type'),
    };
    if (handle) byHandle.set(handle, draft);
    drafts.push({ row, draft });
  }
  return { drafts, continued };
}

function ourDrafts(header: string[], records: { row: number; cells: string[] }[]) {
  return records.map(({ row, cells }) => {
    const cell = cellsOf(header, cells);
    const draft: ProductDraft = { ...emptyDraft(), product_id: cell('product_id') || cell('handle') };
    for (const field of [
      'variant_id',
      'title',
      'handle',
      'desc',
      'image',
      'price',
      'compare_at_price',
      'currency_symbol',
      'inventory_quantity',
      'category',
    ] as const) {
      draft[field] = cell(field);
    }
    const available = cell('available').toLowerCase();
    if (available === 'false' || available === 'no' || available === '0') draft.available = false;
    return { row, draft };
  });
}

export function parseCatalogueCsv(text: string): ParsedImport {
  const { header, records } = readCsv(text);
  const has = (names: string[]) => names.every((n) => header.some((h) => h.toLowerCase() === n.toLowerCase()));
  if (has(SHOPIFY_COLUMNS)) {
    const { drafts, continued } = shopifyDrafts(header, records);
    return collect('shopify-csv', drafts, continued);
  }
  if (has(OUR_COLUMNS)) return collect('csv', ourDrafts(header, records));
  throw new ImportError(
    'The columns are not known: use a Shopify product export (Handle, Title, Variant Price, …) or product_id, title, price and the other catalogue columns.',
  );
}

// ---- JSON ----

const JSON_TEXT = [
  'product_id',
  'variant_id',
  'title',
  'handle',
  'desc',
  'image',
  'price',
  'compare_at_price',
  'currency_symbol',
  'inventory_quantity',
  'category',
] as const;

function jsonDraft(item: unknown): ProductDraft | null {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return null;
  const record = item as Record<string, unknown>;
  const draft = emptyDraft();
  for (const field of JSON_TEXT) {
    const value = record[field];
    draft[field] = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
  // The catalogue answers available: false for a sold-out product too; only a listed-not-for-sale one stays so.
  const soldOut = typeof record.inventory_quantity === 'number' && record.inventory_quantity <= 0;
  if (record.available === false && !soldOut) draft.available = false;
  return draft;
}

/** An array of products, or an object with `products` as the catalogue's GET and its export answer. */
export function parseCatalogueJson(text: string): ParsedImport {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new ImportError('The file is not valid JSON.');
  }
  const items = Array.isArray(data) ? data : data !== null && typeof data === 'object' ? (data as { products?: unknown }).products : undefined;
  if (!Array.isArray(items)) throw new ImportError('The JSON holds no product list: an array of products, or {"products": […]}.');
  if (items.length > IMPORT_MAX_RECORDS) throw new ImportError(`The file has more than ${IMPORT_MAX_RECORDS} products.`);
  const drafts: { row: number; draft: ProductDraft }[] = [];
  const problems: ImportProblem[] = [];
  items.forEach((item, i) => {
    const draft = jsonDraft(item);
    if (draft) drafts.push({ row: i + 1, draft });
    else problems.push({ row: i + 1, message: 'This item is not a product object.' });
  });
  const parsed = collect('json', drafts);
  return { ...parsed, problems: [...problems, ...parsed.problems].sort((a, b) => a.row - b.row) };
}

/**
 * By its name's ending, else by its first character: JSON starts with [ or {. A Shopify export
 * names no currency: products without a symbol take the shop's (`currencySymbol`).
 */
export function parseCatalogueFile(name: string, text: string, currencySymbol = ''): ParsedImport {
  const json = /\.json$/i.test(name) || (!/\.csv$/i.test(name) && /^\uFEFF?\s*[[{]/.test(text));
  const parsed = json ? parseCatalogueJson(text) : parseCatalogueCsv(text);
  if (!currencySymbol) return parsed;
  const products = parsed.products.map((r) => (r.product.currency_symbol ? r : { ...r, product: { ...r.product, currency_symbol: currencySymbol } }));
  return { ...parsed, products };
}

/** The products in batches the server takes in one call. */
export function importBatches<T>(items: readonly T[], size = MAX_CATALOGUE_BATCH): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}
