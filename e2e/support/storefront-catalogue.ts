/**
 * The emulated stores' catalogue. Prices are integers in cents, as Shopify's AJAX API gives them;
 * the Wix emulator converts them to the decimal amounts Wix answers with. Ids are as large as real
 * Shopify ids (beyond 32 bits), so a widget that truncates them fails here.
 */
export interface StoreVariant {
  id: number;
  title: string;
  sku: string;
  price: number;
  compareAtPrice?: number;
  available: boolean;
}

export interface StoreProduct {
  id: number;
  /** The product's id on the Wix site: Wix Stores ids are GUIDs. */
  wixId: string;
  handle: string;
  title: string;
  vendor: string;
  type: string;
  description: string;
  /** A colour for the product's picture (the emulator draws it, no image files). */
  swatch: string;
  variants: StoreVariant[];
}

export const DEFAULT_CATALOGUE: StoreProduct[] = [
  {
    id: 8_123_456_700_001,
    wixId: '1a6e0c3e-5b2d-4f1a-9c71-0a2b3c4d5e01',
    handle: 'enamel-trail-mug',
    title: 'Enamel Trail Mug',
    vendor: 'Harbour & Pine',
    type: 'Camp kitchen',
    description: 'A 350 ml steel mug with a rolled rim, for the first coffee by the lake.',
    swatch: '#3f6e5a',
    variants: [
      { id: 45_123_456_700_011, title: 'Forest green', sku: 'MUG-GRN', price: 1800, available: true },
      { id: 45_123_456_700_012, title: 'Harbour navy', sku: 'MUG-NVY', price: 1800, available: true },
    ],
  },
  {
    id: 8_123_456_700_002,
    wixId: '1a6e0c3e-5b2d-4f1a-9c71-0a2b3c4d5e02',
    handle: 'merino-beanie',
    title: 'Merino Beanie',
    vendor: 'Harbour & Pine',
    type: 'Clothing',
    description: 'Fine merino, double-knit at the ears. Warm on a windy ridge, never itchy.',
    swatch: '#8a3b1f',
    variants: [
      { id: 45_123_456_700_021, title: 'Charcoal', sku: 'BEA-CHR', price: 2400, available: true },
      { id: 45_123_456_700_022, title: 'Rust', sku: 'BEA-RST', price: 2400, available: false },
    ],
  },
  {
    id: 8_123_456_700_003,
    wixId: '1a6e0c3e-5b2d-4f1a-9c71-0a2b3c4d5e03',
    handle: 'waxed-canvas-tote',
    title: 'Waxed Canvas Tote',
    vendor: 'Harbour & Pine',
    type: 'Bags',
    description: 'Waxed cotton canvas and leather handles. Carries a week of groceries.',
    swatch: '#b08a4e',
    variants: [{ id: 45_123_456_700_031, title: 'Default Title', sku: 'TOT-001', price: 3250, compareAtPrice: 3900, available: true }],
  },
  {
    id: 8_123_456_700_004,
    wixId: '1a6e0c3e-5b2d-4f1a-9c71-0a2b3c4d5e04',
    handle: 'wool-camp-blanket',
    title: 'Wool Camp Blanket',
    vendor: 'Harbour & Pine',
    type: 'Sleep',
    description: 'Recycled wool, woven in Wales. Throw it over a sleeping bag on a cold night.',
    swatch: '#5a5f8c',
    variants: [
      { id: 45_123_456_700_041, title: 'Small', sku: 'BLK-S', price: 8900, available: true },
      { id: 45_123_456_700_042, title: 'Large', sku: 'BLK-L', price: 11900, compareAtPrice: 13500, available: true },
    ],
  },
  {
    id: 8_123_456_700_005,
    wixId: '1a6e0c3e-5b2d-4f1a-9c71-0a2b3c4d5e05',
    handle: 'rechargeable-headlamp',
    title: 'Rechargeable Headlamp',
    vendor: 'Harbour & Pine',
    type: 'Lighting',
    description: '400 lumens, a red night mode and a USB-C port. Back in stock in spring.',
    swatch: '#d8a31a',
    variants: [{ id: 45_123_456_700_051, title: 'Default Title', sku: 'LMP-001', price: 4500, available: false }],
  },
];

export interface CatalogueMatch {
  product: StoreProduct;
  variant: StoreVariant;
}

export function findVariant(catalogue: StoreProduct[], variantId: number): CatalogueMatch | undefined {
  for (const product of catalogue) {
    const variant = product.variants.find((v) => v.id === variantId);
    if (variant) return { product, variant };
  }
  return undefined;
}

/** "Product - Variant", as Shopify titles a line item; a product with only its default variant keeps its own title. */
export function lineTitle({ product, variant }: CatalogueMatch): string {
  return variant.title === 'Default Title' ? product.title : `${product.title} - ${variant.title}`;
}

export function formatMoney(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Text for HTML: the emulator writes catalogue values into its pages. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a <script>: `<` escaped so no value closes the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
