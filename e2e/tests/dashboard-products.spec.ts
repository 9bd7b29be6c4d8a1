import type { Block } from '@beckon/core';
import { dashboardLogin, expect, test } from '../support/fixtures.js';
import { designTitled, siteWith } from '../support/sites.js';
import { connectShop } from '../support/shop-connection.js';

/**
 * Issue 19, the owner's catalogue: a site whose shop is connected gets a Products page (import a
 * CSV, see it, edit and delete products), and a products block in the editor takes a category of
 * that catalogue. The shop is connected straight in the server's SQLite file (support/shop-connection.ts).
 */

const CSV = [
  'Handle,Title,Body (HTML),Vendor,Type,Variant SKU,Variant Price,Variant Compare At Price,Variant Inventory Qty,Image Src,Variant ID,Product Category',
  'wool-cap,Wool cap,<p>Warm.</p>,Acme,Hats,WC-1,19.00,24.00,5,,7001,Hats',
  'wool-cap,,,,,WC-2,19.00,,3,,7002,',
  'rain-boots,Rain boots,,Acme,Shoes,RB-1,49.00,,2,,7003,Shoes',
  'beret,Beret,,Acme,Hats,BE-1,15.00,,0,,7004,Hats',
].join('\n');

test('an owner imports a catalogue, edits and deletes products, and gives a products block a category', async ({ page, request, server }) => {
  test.setTimeout(90_000);
  const design = designTitled('Shop picks');
  const products: Block = { kind: 'products', products: [] };
  const { clientId, ids } = await siteWith(request, server, [
    { title: 'Shop picks', status: 'draft', design: { screens: { ...design.screens, main: [design.screens.main![0]!, products] } } },
  ]);
  connectShop(server.dataDir, clientId, `products-${clientId.toLowerCase()}.myshopify.com`);
  await dashboardLogin(page, server);

  // Products: empty at first; a Shopify export previewed, then imported.
  await page.goto(`/app/products?site=${clientId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByText('The catalogue is empty.')).toBeVisible();
  await page.getByLabel('File').setInputFiles({ name: 'products_export.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(page.getByText(/is a Shopify product export: 3 products to import, 1 rows adding variants/)).toBeVisible();
  await page.getByRole('button', { name: 'Import 3 products' }).click();
  await expect(page.getByText('Imported 3 products. The catalogue holds 3 now.')).toBeVisible();
  const table = page.getByRole('table', { name: "The catalogue's products, most recently updated first" });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /Wool cap/ })).toContainText('$19.00');

  // Edit one: its price changes in the table.
  await page.getByRole('button', { name: 'Edit Wool cap' }).click();
  const form = page.getByRole('form', { name: 'Edit Wool cap' });
  await expect(form.getByLabel('Product id')).toHaveValue('7001');
  await form.getByLabel('Price', { exact: true }).fill('17.5');
  await form.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Saved Wool cap.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Wool cap/ })).toContainText('17.50');

  // Delete one, after the dialog.
  await page.getByRole('button', { name: 'Delete Rain boots' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete product' }).click();
  await expect(page.getByText('Deleted Rain boots.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.screenshot({ path: '/tmp/products-page.png', fullPage: true });

  // The editor: the products block takes a category of the catalogue.
  await page.goto(`/app/poptins/${ids[0]}/edit`);
  await page.getByLabel('A category of my catalogue').check();
  await page.getByLabel('Category', { exact: true }).selectOption('Hats');
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(ids[0]!));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  const stored = (await (await page.request.get(`/api/admin/poptins/${ids[0]}`)).json()) as { settings: { design: { screens: { main: Block[] } } } };
  expect(stored.settings.design.screens.main.find((b) => b.kind === 'products')).toMatchObject({ kind: 'products', category: 'Hats' });
});
