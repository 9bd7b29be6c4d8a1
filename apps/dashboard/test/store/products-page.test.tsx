import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ProductsPage } from '../../src/pages/store/products/ProductsPage.js';
import { StoreSection } from '../../src/pages/sites/StoreSection.js';
import type { CatalogueProduct } from '../../src/pages/store/products/catalogue.js';
import { fakeApi, renderWithApp, type FakeCall } from '../support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const site = (clientId: string, name: string) => ({ client_id: clientId, name, domains: [], snippet: '', created_at: 0, seen: null });
const store = (shop: string | null, products = 0) => ({
  shop,
  platform: shop ? 'shopify' : null,
  currency: 'USD',
  products,
  pending: null,
  theme_snippet: null,
});
const product = (id: string, title: string, extra: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  product_id: id,
  variant_id: '',
  image: '',
  desc: '',
  title,
  handle: '',
  inventory_quantity: 4,
  price: 10,
  compare_at_price: null,
  currency_symbol: '$',
  category: 'Hats',
  available: true,
  updated_at: 0,
  ...extra,
});

const BASE = '/api/admin/sites/shopsite/store';

/** A fake admin API over a catalogue held in memory: listing, categories, add, delete. */
function catalogueApi(initial: CatalogueProduct[]) {
  let products = [...initial];
  const calls = fakeApi({
    'GET /api/admin/sites': () => ({ status: 200, body: [site('plain', 'Blog'), site('shopsite', 'Shop')] }),
    'GET /api/admin/sites/plain/store': () => ({ status: 200, body: store(null) }),
    'GET /api/admin/sites/shopsite/store': () => ({ status: 200, body: store('demo.myshopify.com', products.length) }),
    [`GET ${BASE}/products`]: (call) => {
      const params = new URL(call.url, 'http://x').searchParams;
      const q = (params.get('q') ?? '').toLowerCase();
      const found = products.filter((p) => p.title.toLowerCase().includes(q) && (!params.get('category') || p.category === params.get('category')));
      return {
        status: 200,
        body: { total: found.length, products: found.slice(Number(params.get('offset')), Number(params.get('offset')) + Number(params.get('limit'))) },
      };
    },
    [`GET ${BASE}/categories`]: () => ({ status: 200, body: { categories: [{ category: 'Hats', products: 2 }] } }),
    [`POST ${BASE}/products`]: (call) => {
      const sent = (call.body as { products: CatalogueProduct[] }).products;
      if (sent.some((p) => p.title === 'Refused')) return { status: 400, body: { statusCode: 400, message: 'Product x has no title once markup is removed.' } };
      products = [...sent.map((p) => product(p.product_id, p.title, p)), ...products.filter((p) => !sent.some((s) => s.product_id === p.product_id))];
      return { status: 200, body: { products: products.length } };
    },
    [`PUT ${BASE}/products`]: (call) => {
      products = (call.body as { products: CatalogueProduct[] }).products.map((p) => product(p.product_id, p.title, p));
      return { status: 200, body: { products: products.length } };
    },
    [`DELETE ${BASE}/products/1`]: () => {
      products = products.filter((p) => p.product_id !== '1');
      return { status: 200, body: { success: true } };
    },
  });
  return calls;
}

const RED = product('1', 'Red Hat', { compare_at_price: 12, variant_id: '11', image: 'https://cdn.example/red.png' });
const BLUE = product('2', 'Blue Hat', { inventory_quantity: null, available: false });
const listCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith(`${BASE}/products?`)).map((c) => new URL(c.url, 'http://x'));
const sent = (calls: FakeCall[], method: string) => calls.filter((c) => c.method === method && c.url.startsWith(`${BASE}/products`));

function openPage(products = [RED, BLUE]) {
  const calls = catalogueApi(products);
  renderWithApp(<ProductsPage />, { path: '/products?site=shopsite' });
  return { calls, user: userEvent.setup() };
}

describe('the products page', () => {
  it("lists a connected site's catalogue, and searches it and filters it by category", async () => {
    const { calls, user } = openPage();
    const table = await screen.findByRole('table', { name: "The catalogue's products, most recently updated first" });
    const [red, blue] = within(table).getAllByRole('row').slice(1);
    expect(within(red!).getByRole('rowheader').textContent).toBe('Red Hat');
    expect(
      within(red!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', '1variant 11', 'Hats', '$10.00 was $12.00', '4', 'Yes', 'Edit Red HatDelete Red Hat']);
    expect(
      within(blue!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(3, 6),
    ).toEqual(['$10.00', 'Not tracked', 'No']);
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
    expect(
      within(screen.getByLabelText('Site'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Shop']);

    await user.type(screen.getByLabelText('Search'), 'red');
    await waitFor(() => expect(listCalls(calls).at(-1)!.searchParams.get('q')).toBe('red'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Category', { selector: 'select' }), 'Hats');
    await waitFor(() => expect(listCalls(calls).at(-1)!.searchParams.get('category')).toBe('Hats'));
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'nothing');
    expect(await screen.findByText('No product matches.')).toBeTruthy();
  });

  it('adds a product once the form is right, and shows the server refusing one next to the form', async () => {
    const { calls, user } = openPage();
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Add a product' });
    await user.click(within(form).getByRole('button', { name: 'Add product' }));
    expect(within(form).getByText('Give the product a title.')).toBeTruthy();
    expect(within(form).getByText('Give the price.')).toBeTruthy();
    expect(within(form).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(sent(calls, 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText('Title'), 'Green Hat');
    await user.type(within(form).getByLabelText('Product id'), 'green-hat');
    await user.type(within(form).getByLabelText('Price'), '15.5');
    await user.type(within(form).getByLabelText('Image address'), 'ftp://nope');
    await user.click(within(form).getByRole('button', { name: 'Add product' }));
    expect(within(form).getByText('An image address starts with https:// or http://.')).toBeTruthy();
    await user.clear(within(form).getByLabelText('Image address'));
    await user.click(within(form).getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Added Green Hat.')).toBeTruthy();
    expect(sent(calls, 'POST')[0]!.body).toEqual({
      products: [{ product_id: 'green-hat', title: 'Green Hat', price: 15.5, compare_at_price: null, inventory_quantity: null, available: true }],
    });
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4));

    await user.type(within(form).getByLabelText('Title'), 'Refused');
    await user.type(within(form).getByLabelText('Product id'), 'x');
    await user.type(within(form).getByLabelText('Price'), '1');
    await user.click(within(form).getByRole('button', { name: 'Add product' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Product x has no title once markup is removed.');
  });

  it('edits a product in the same form, its id kept, and deletes one after asking', async () => {
    const { calls, user } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Red Hat' }));
    const form = screen.getByRole('form', { name: 'Edit Red Hat' });
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Edit Red Hat' }));
    expect((within(form).getByLabelText('Product id') as HTMLInputElement).readOnly).toBe(true);
    expect((within(form).getByLabelText('Compare-at price') as HTMLInputElement).value).toBe('12');
    const price = within(form).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '8');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Saved Red Hat.')).toBeTruthy();
    expect(sent(calls, 'POST')[0]!.body).toMatchObject({ products: [{ product_id: '1', variant_id: '11', price: 8, compare_at_price: 12, category: 'Hats' }] });
    expect(screen.getByRole('form', { name: 'Add a product' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Red Hat' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Red Hat?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    expect(await screen.findByText('Deleted Red Hat.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `${BASE}/products/1`)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Red Hat' })).toBeNull());
  });

  it('previews an import with its problems by row, then adds the products or replaces the catalogue', async () => {
    const { calls, user } = openPage();
    await screen.findByRole('table');
    const csv = ['product_id,title,price,category', '7,Wool cap,9,Hats', '8,,3,Hats', '9,Beret,12.5,Hats'].join('\n');
    await user.upload(screen.getByLabelText('File'), new File([csv], 'caps.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/, 1 row with problems\./)).toBeTruthy();
    const preview = screen.getByRole('table', { name: 'The first products of the file' });
    expect(
      within(preview)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['27Wool cap$9.00Hats', '49Beret$12.50Hats']);
    expect(screen.getByText('Row 3: title: Give the product a title.')).toBeTruthy();
    expect(sent(calls, 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Import 2 products' }));
    expect((await screen.findByText(/^Imported 2 products\./)).textContent).toBe('Imported 2 products. The catalogue holds 4 now.');
    expect((sent(calls, 'POST')[0]!.body as { products: unknown[] }).products).toHaveLength(2);

    await user.upload(screen.getByLabelText('File'), new File([csv], 'caps.csv', { type: 'text/csv' }));
    await user.click(await screen.findByLabelText(/^Replace the whole catalogue/));
    await user.click(screen.getByRole('button', { name: 'Replace the catalogue with 2 products' }));
    expect(await screen.findByText('Imported 2 products. The catalogue holds 2 now.')).toBeTruthy();
    expect(sent(calls, 'PUT')).toHaveLength(1);
  });

  it('says why a file cannot be read', async () => {
    const { user } = openPage();
    await screen.findByRole('table');
    await user.upload(screen.getByLabelText('File'), new File(['name,cost\nHat,5'], 'odd.csv', { type: 'text/csv' }));
    expect((await screen.findByText(/^odd\.csv: The columns are not known/)).getAttribute('role')).toBe('alert');
  });

  it('sends to the Sites page when no site has a shop', async () => {
    fakeApi({
      'GET /api/admin/sites': () => ({ status: 200, body: [site('plain', 'Blog')] }),
      'GET /api/admin/sites/plain/store': () => ({ status: 200, body: store(null) }),
    });
    renderWithApp(<ProductsPage />, { path: '/products' });
    expect(await screen.findByText('No site has a shop connected yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sites' }).getAttribute('href')).toBe('/sites');
  });
});

describe("the Sites page's shop section", () => {
  it('links a connected shop to its products', async () => {
    fakeApi({ 'GET /api/admin/sites/shopsite/store': () => ({ status: 200, body: store('demo.myshopify.com', 3) }) });
    renderWithApp(<StoreSection clientId="shopsite" siteName="Shop" />);
    expect((await screen.findByRole('link', { name: /^Products/ })).getAttribute('href')).toBe('/products?site=shopsite');
  });
});
