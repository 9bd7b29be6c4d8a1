import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Block, ProductsBlock } from '@beckon/core';
import { EditorPage } from '../../src/editor/EditorPage.js';
import { fakeApi, renderWithApp, type FakeCall } from '../support/render.js';
import { demoPopup, POPTIN_ID } from './support.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const store = (shop: string | null, products: number) => ({
  shop,
  platform: shop ? 'shopify' : null,
  currency: 'USD',
  products,
  pending: null,
  theme_snippet: null,
});
const listed = (id: string, title: string) => ({
  product_id: id,
  variant_id: '',
  image: '',
  desc: '',
  title,
  handle: '',
  inventory_quantity: 3,
  price: 10,
  compare_at_price: null,
  currency_symbol: '$',
  category: 'Hats',
  available: true,
  updated_at: 0,
});

/** The demo pop-up with a products block after its heading. */
function popupWith(block: Partial<ProductsBlock>) {
  const popup = demoPopup();
  const main = popup.settings.design.screens.main ?? [];
  const products: Block = { kind: 'products', products: [], ...block };
  popup.settings.design.screens.main = [main[0]!, products, ...main.slice(1)];
  return popup;
}

function open(block: Partial<ProductsBlock>, shop = store('demo.myshopify.com', 3)) {
  const popup = popupWith(block);
  const calls = fakeApi({
    [`GET /api/admin/poptins/${POPTIN_ID}`]: () => ({ status: 200, body: popup }),
    [`PATCH /api/admin/poptins/${POPTIN_ID}`]: () => ({ status: 200, body: { poptin_id: POPTIN_ID } }),
    'GET /api/admin/sites/client1/store': () => ({ status: 200, body: shop }),
    'GET /api/admin/sites/client1/store/categories': () => ({
      status: 200,
      body: {
        categories: [
          { category: 'Hats', products: 2 },
          { category: 'Shoes', products: 1 },
        ],
      },
    }),
    'GET /api/admin/sites/client1/store/products': () => ({ status: 200, body: { total: 2, products: [listed('1', 'Red Hat'), listed('2', 'Blue Hat')] } }),
  });
  renderWithApp(<p />, { path: `/poptins/${POPTIN_ID}/edit`, routes: [{ path: '/poptins/:id/edit', element: <EditorPage /> }] });
  return { calls, user: userEvent.setup() };
}

const savedBlock = async (calls: FakeCall[]) => {
  await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
  const body = calls.find((c) => c.method === 'PATCH')!.body as { settings: { design: { screens: { main: Block[] } } } };
  return body.settings.design.screens.main.find((b) => b.kind === 'products') as ProductsBlock;
};

describe("a products block's source", () => {
  it('a category of the catalogue: the select lists its categories, and saving keeps the category without picks', async () => {
    const { calls, user } = open({ product_ids: ['9'] });
    expect(await screen.findByRole('button', { name: 'Remove 9' })).toBeTruthy();
    await user.click(screen.getByLabelText('A category of my catalogue'));
    const select = await screen.findByLabelText('Category', { selector: 'select' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a category', 'Hats (2)', 'Shoes (1)']),
    );
    await user.selectOptions(select, 'Hats');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const block = await savedBlock(calls);
    expect(block.category).toBe('Hats');
    expect(block.product_ids).toBeUndefined();
  });

  it('products picked from a search, in order and removable; the category is cleared', async () => {
    const { calls, user } = open({ category: 'Shoes' });
    expect(((await screen.findByLabelText('A category of my catalogue')) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText('Products I pick'));
    await user.type(screen.getByLabelText('Find a product'), 'hat');
    await user.click(await screen.findByRole('button', { name: 'Pick Blue Hat' }));
    await user.click(screen.getByRole('button', { name: 'Pick Red Hat' }));
    expect(screen.getByRole('button', { name: 'Picked Blue Hat' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Picked products (2 of at most 3)')).toBeTruthy();
    const search = calls.filter((c) => c.url.includes('/store/products?')).at(-1)!;
    expect(new URL(search.url, 'http://x').searchParams.get('q')).toBe('hat');
    await user.click(screen.getByRole('button', { name: 'Remove Blue Hat' }));
    await user.click(screen.getByRole('button', { name: 'Pick Blue Hat' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const block = await savedBlock(calls);
    expect(block.product_ids).toEqual(['1', '2']);
    expect(block.category).toBeUndefined();
  });

  it('typed-in products only, with a way to the Sites page, when the site has no shop nor catalogue', async () => {
    open({}, store(null, 0));
    expect(await screen.findByText(/no shop connected, so the cards show the products you type in/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sites page' }).getAttribute('href')).toBe('/sites');
    expect(screen.queryByLabelText('Products I pick')).toBeNull();
    expect(screen.getByRole('button', { name: /^Add product/ })).toBeTruthy();
  });
});
