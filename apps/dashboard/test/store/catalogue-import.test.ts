import { describe, expect, it } from 'vitest';
import { currencySymbolOf } from '../../src/pages/store/currency.js';
import {
  ImportError,
  importBatches,
  MAX_CATALOGUE_BATCH,
  parseCatalogueCsv,
  parseCatalogueFile,
  parseCatalogueJson,
} from '../../src/pages/store/products/import-parse.js';

const SHOPIFY_HEADER =
  'Handle,Title,Body (HTML),Vendor,Type,Tags,Variant SKU,Variant Price,Variant Compare At Price,Variant Inventory Qty,Image Src,Variant ID,Product Category';

describe('reading a Shopify product export', () => {
  it('takes the first variant row of each handle; later rows of the handle only continue it', () => {
    const csv = [
      SHOPIFY_HEADER,
      'red-hat,Red Hat,"<p>Warm <b>wool</b>, knitted.</p>",Acme,Hats,,RH-S,19.90,24.90,5,,4001,Apparel > Hats',
      'red-hat,,,,,,RH-L,21.90,,2,https://cdn.example/red-hat.png,4002,',
      'red-hat,,,,,,,,,,https://cdn.example/red-hat-2.png,,',
      'boots,Rain boots,,Acme,Shoes,,B-1,49,,,https://cdn.example/boots.png,,',
    ].join('\n');
    const parsed = parseCatalogueCsv(csv);
    expect(parsed.format).toBe('shopify-csv');
    expect(parsed.continued).toBe(2);
    expect(parsed.problems).toEqual([]);
    expect(parsed.products).toEqual([
      {
        row: 2,
        product: {
          product_id: '4001',
          variant_id: '4001',
          title: 'Red Hat',
          handle: 'red-hat',
          desc: 'Warm wool, knitted.',
          image: 'https://cdn.example/red-hat.png',
          price: 19.9,
          compare_at_price: 24.9,
          inventory_quantity: 5,
          category: 'Apparel > Hats',
          available: true,
        },
      },
      {
        row: 5,
        product: {
          product_id: 'boots',
          title: 'Rain boots',
          handle: 'boots',
          image: 'https://cdn.example/boots.png',
          price: 49,
          compare_at_price: null,
          inventory_quantity: null,
          category: 'Shoes',
          available: true,
        },
      },
    ]);
  });

  it('says per row what is wrong, counting rows as a spreadsheet does', () => {
    const csv = [SHOPIFY_HEADER, 'no-title,,,,,,,5,,,,,', 'bad-price,Hat,,,,,,cheap,,,,,', 'bad image,Hat,,,,,,5,,,ftp://x/y.png,,'].join('\r\n');
    const parsed = parseCatalogueCsv(csv);
    expect(parsed.products).toEqual([]);
    expect(parsed.problems.map((p) => p.row)).toEqual([2, 3, 4]);
    expect(parsed.problems[0]!.message).toBe('title: Give the product a title.');
    expect(parsed.problems[1]!.message).toMatch(/^price: /);
    expect(parsed.problems[2]!.message).toMatch(/product id: .*image: An image address starts with https:\/\//);
  });
});

describe("reading the catalogue's own CSV", () => {
  it('reads every column, takes the handle as id when there is none, and flags a repeated id', () => {
    const csv = [
      '\uFEFFproduct_id,variant_id,title,handle,desc,image,price,compare_at_price,currency_symbol,inventory_quantity,category',
      '1,11,Hat,hat,A hat,https://cdn.example/hat.png,10,12,€,3,Hats',
      ',,Scarf,scarf,,,5.5,,€,,Scarves',
      '',
      '1,,Hat again,,,,10,,,,',
      '2,,Socks,,,,-1,,,1.5,',
    ].join('\n');
    const parsed = parseCatalogueFile('catalogue.csv', csv);
    expect(parsed.format).toBe('csv');
    expect(parsed.products.map((p) => p.product)).toEqual([
      {
        product_id: '1',
        variant_id: '11',
        title: 'Hat',
        handle: 'hat',
        desc: 'A hat',
        image: 'https://cdn.example/hat.png',
        price: 10,
        compare_at_price: 12,
        currency_symbol: '€',
        inventory_quantity: 3,
        category: 'Hats',
        available: true,
      },
      {
        product_id: 'scarf',
        title: 'Scarf',
        handle: 'scarf',
        price: 5.5,
        compare_at_price: null,
        currency_symbol: '€',
        inventory_quantity: null,
        category: 'Scarves',
        available: true,
      },
    ]);
    expect(parsed.problems).toEqual([
      { row: 5, message: 'Product 1 is already in row 2.' },
      { row: 6, message: expect.stringMatching(/^price: .*stock: Stock is a whole number/) },
    ]);
  });

  it('refuses a file whose columns it does not know', () => {
    expect(() => parseCatalogueCsv('name,cost\nHat,5')).toThrow(ImportError);
  });
});

describe('reading JSON', () => {
  const item = (id: string, extra: Record<string, unknown> = {}) => ({ product_id: id, title: `Product ${id}`, price: '9.50', ...extra });

  it('an array of products', () => {
    const parsed = parseCatalogueJson(JSON.stringify([item('1', { inventory_quantity: 0, available: false }), item('2', { available: false })]));
    expect(parsed.format).toBe('json');
    expect(parsed.products.map((p) => [p.row, p.product.product_id, p.product.price, p.product.available])).toEqual([
      [1, '1', 9.5, true],
      [2, '2', 9.5, false],
    ]);
  });

  it('{products: […]} as the listing and the export answer, with items that are no products', () => {
    const parsed = parseCatalogueFile('export.txt', JSON.stringify({ total: 3, products: [item('a'), 'nonsense', item('<script>')] }));
    expect(parsed.products.map((p) => p.product.product_id)).toEqual(['a']);
    expect(parsed.problems.map((p) => p.row)).toEqual([2, 3]);
    expect(parsed.problems[0]!.message).toBe('This item is not a product object.');
  });

  it('refuses what is not JSON or holds no list', () => {
    expect(() => parseCatalogueFile('x.json', '{"products": 5}')).toThrow(/no product list/);
    expect(() => parseCatalogueFile('x.json', '[1,')).toThrow(/not valid JSON/);
  });
});

it('sends in batches the server takes', () => {
  const batches = importBatches(Array.from({ length: MAX_CATALOGUE_BATCH * 2 + 1 }, (_, i) => i));
  expect(batches.map((b) => b.length)).toEqual([MAX_CATALOGUE_BATCH, MAX_CATALOGUE_BATCH, 1]);
});

it("gives products without a currency symbol the shop's", () => {
  expect(currencySymbolOf('USD')).toBe('$');
  expect(currencySymbolOf('EUR')).toBe('€');
  expect(currencySymbolOf('')).toBe('');
  expect(currencySymbolOf('XX1')).toBe('');
  const csv = 'product_id,title,price,currency_symbol\n1,Hat,5,\n2,Cap,4,£';
  expect(parseCatalogueFile('c.csv', csv, '$').products.map((p) => p.product.currency_symbol)).toEqual(['$', '£']);
});
