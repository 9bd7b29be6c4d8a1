import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AbandonmentPage } from '../../src/pages/store/AbandonmentPage.js';
import { StoreSection } from '../../src/pages/sites/StoreSection.js';
import { ABANDONMENT_PAGE_SIZE, type Abandonment } from '../../src/pages/store/abandonment.js';
import { fakeApi, renderWithApp, type FakeCall } from '../support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const site = (clientId: string, name: string) => ({ client_id: clientId, name, domains: [], snippet: '', created_at: 0, seen: null });
const store = (shop: string | null, platform: string | null = null, currency = '') => ({
  shop,
  platform,
  currency,
  products: 0,
  pending: null,
  theme_snippet: null,
});

const row = (i: number, extra: Partial<Abandonment> = {}): Abandonment => ({
  id: String(i),
  customer: `customer-${i}`,
  data_for: 'abandonment',
  products: [{ product_id: String(1000 + i) }],
  total_cart_value: null,
  created_at: Date.UTC(2026, 4, 1) - i * 60_000,
  ...extra,
});

const CART = row(0, {
  data_for: 'cart',
  customer: '7001',
  total_cart_value: 42.5,
  products: [{ product_id: '13', title: 'Hat', quantity: 2 }, { product_id: '14', title: 'Scarf' }, { product_id: '15' }, { product_id: '16', title: 'Belt' }],
});

function api(rows: (call: FakeCall) => Abandonment[]) {
  return fakeApi({
    'GET /api/admin/sites': () => ({ status: 200, body: [site('plain', 'Blog'), site('wixsite', 'Wix shop'), site('shopsite', 'Shopify shop')] }),
    'GET /api/admin/sites/plain/store': () => ({ status: 200, body: store(null) }),
    'GET /api/admin/sites/wixsite/store': () => ({ status: 200, body: store('shop.wixsite.com', 'wix') }),
    'GET /api/admin/sites/shopsite/store': () => ({ status: 200, body: store('demo.myshopify.com', 'shopify', 'EUR') }),
    'GET /api/admin/sites/wixsite/store/abandonments': () => ({ status: 200, body: [] }),
    'GET /api/admin/sites/shopsite/store/abandonments': (call) => ({ status: 200, body: rows(call) }),
    'GET /api/admin/sites/wixsite/store/ordered-products': () => ({ status: 200, body: { total: 0, rows: [] } }),
    'GET /api/admin/sites/shopsite/store/ordered-products': () => ({ status: 200, body: { total: 0, rows: [] } }),
  });
}

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.includes('/store/abandonments?')).map((c) => new URL(c.url, 'http://x'));

describe('the abandonment page', () => {
  it("shows a connected site's rows: when, customer, products, cart value, kind and platform", async () => {
    const calls = api(() => [CART, row(1)]);
    renderWithApp(<AbandonmentPage />, { path: '/abandonment?site=shopsite' });
    const table = await screen.findByRole('table', { name: 'Browse and cart abandonment, newest first' });
    const [cart, browse] = within(table).getAllByRole('row').slice(1);
    const cells = within(cart!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual([
      '7001',
      'Hat ×2, Scarf, #15 and 1 more',
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(42.5),
      'Cart',
      'Shopify',
    ]);
    expect(
      within(browse!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1),
    ).toEqual(['customer-1', '#1001', '—', 'Browse', 'Shopify']);
    // The site picker offers sites with a shop only.
    expect(
      within(screen.getByLabelText('Site'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Wix shop', 'Shopify shop']);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/admin/sites/shopsite/store/abandonments.csv');
    expect(listCalls(calls)[0]!.searchParams.get('limit')).toBe(String(ABANDONMENT_PAGE_SIZE + 1));
    // Everything fits one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages of abandonment' })).toBeNull();
  });

  it('pages with the row past the page, and the filter reaches the list and the CSV link', async () => {
    const calls = api((call) => {
      const offset = Number(new URL(call.url, 'http://x').searchParams.get('offset'));
      return Array.from({ length: offset === 0 ? ABANDONMENT_PAGE_SIZE + 1 : 3 }, (_, i) => row(offset + i));
    });
    const user = userEvent.setup();
    renderWithApp(<AbandonmentPage />, { path: '/abandonment?site=shopsite' });
    await screen.findByText(`Showing 1–${ABANDONMENT_PAGE_SIZE}`);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(ABANDONMENT_PAGE_SIZE + 1);
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText(`Showing ${ABANDONMENT_PAGE_SIZE + 1}–${ABANDONMENT_PAGE_SIZE + 3}`);
    expect(listCalls(calls).at(-1)!.searchParams.get('offset')).toBe(String(ABANDONMENT_PAGE_SIZE));
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(screen.getByLabelText('Kind'), 'cart');
    await vi.waitFor(() => expect(listCalls(calls).at(-1)!.searchParams.get('data_for')).toBe('cart'));
    expect(listCalls(calls).at(-1)!.searchParams.get('offset')).toBe('0');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/admin/sites/shopsite/store/abandonments.csv?data_for=cart');
  });

  it('explains what fills an empty list, and picks the first site with a shop when none is named', async () => {
    api(() => []);
    renderWithApp(<AbandonmentPage />, { path: '/abandonment' });
    expect(await screen.findByText('Nothing recorded for shop.wixsite.com yet.')).toBeTruthy();
    expect(screen.getByText(/browse/, { selector: 'strong' })).toBeTruthy();
    expect((screen.getByLabelText('Site') as HTMLSelectElement).value).toBe('wixsite');
  });

  it("sends to the Sites page when no site has a shop, and never asks for another site's rows", async () => {
    const calls = fakeApi({
      'GET /api/admin/sites': () => ({ status: 200, body: [site('plain', 'Blog')] }),
      'GET /api/admin/sites/plain/store': () => ({ status: 200, body: store(null) }),
    });
    renderWithApp(<AbandonmentPage />, { path: '/abandonment?site=someone-elses' });
    expect(await screen.findByText('No site has a shop connected yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sites' }).getAttribute('href')).toBe('/sites');
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    expect(listCalls(calls)).toEqual([]);
  });
});

describe("the Sites page's shop section", () => {
  it.each([
    ['a connected shop links to its abandonment', store('demo.myshopify.com', 'shopify'), '/abandonment?site=shopsite'],
    ['no shop, no link', store(null), null],
  ])('%s', async (_name, answer, href) => {
    fakeApi({ 'GET /api/admin/sites/shopsite/store': () => ({ status: 200, body: answer }) });
    renderWithApp(<StoreSection clientId="shopsite" siteName="Shopify shop" />);
    await screen.findByRole('heading', { name: 'Shop' });
    expect(screen.queryByRole('link', { name: /^Abandonment/ })?.getAttribute('href') ?? null).toBe(href);
  });
});
