import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AbandonmentPage } from '../../src/pages/store/AbandonmentPage.js';
import { VIEWED_PRODUCTS_PAGE_SIZE } from '../../src/pages/store/viewed-products.js';
import type { ViewedProduct } from '../../src/api/types.js';
import { fakeApi, renderWithApp, type FakeCall } from '../support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const site = (clientId: string, name: string) => ({ client_id: clientId, name, domains: [], snippet: '', created_at: 0, seen: null });
const store = (shop: string, platform: string) => ({ shop, platform, currency: '', products: 0, pending: null, theme_snippet: null });

const viewed = (i: number, extra: Partial<ViewedProduct> = {}): ViewedProduct => ({
  id: String(i),
  customer_id: `member-${i}`,
  product_id: `p-${i}`,
  product_name: `Mug ${i}`,
  category: 'kitchen',
  source_table: 'browse_abandonment',
  created_at: Date.UTC(2026, 4, 1) - i * 60_000,
  ...extra,
});

/** A page of `total` rows as the server answers it for the call's limit and offset. */
const pageOf =
  (total: number, make: (i: number) => ViewedProduct = viewed) =>
  (call: FakeCall) => {
    const params = new URL(call.url, 'http://x').searchParams;
    const offset = Number(params.get('offset'));
    const count = Math.max(0, Math.min(Number(params.get('limit')), total - offset));
    return { status: 200, body: { total, rows: Array.from({ length: count }, (_, i) => make(offset + i)) } };
  };

function api(wixTotal: number, shopifyTotal = 0, make?: (i: number) => ViewedProduct) {
  return fakeApi({
    'GET /api/admin/sites': () => ({ status: 200, body: [site('wixsite', 'Wix shop'), site('shopsite', 'Shopify shop')] }),
    'GET /api/admin/sites/wixsite/store': () => ({ status: 200, body: store('shop.wixsite.com', 'wix') }),
    'GET /api/admin/sites/shopsite/store': () => ({ status: 200, body: store('demo.myshopify.com', 'shopify') }),
    'GET /api/admin/sites/wixsite/store/abandonments': () => ({ status: 200, body: [] }),
    'GET /api/admin/sites/shopsite/store/abandonments': () => ({ status: 200, body: [] }),
    'GET /api/admin/sites/wixsite/store/ordered-products': pageOf(wixTotal, make),
    'GET /api/admin/sites/shopsite/store/ordered-products': pageOf(shopifyTotal, make),
  });
}

const viewedCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.includes('/store/ordered-products?')).map((c) => new URL(c.url, 'http://x'));
const section = () => screen.getByRole('region', { name: "Wix members' viewed products" });

describe("the abandonment page's Wix members' viewed products", () => {
  it('lists when, member id, product, product id and category, with the CSV link', async () => {
    api(2, 0, (i) => viewed(i, i === 1 ? { product_name: '', category: '' } : {}));
    renderWithApp(<AbandonmentPage />, { path: '/abandonment?site=wixsite' });
    const table = await screen.findByRole('table', { name: 'Products Wix members viewed, newest first' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(first!).slice(1)).toEqual(['member-0', 'Mug 0', 'p-0', 'kitchen']);
    // A product the page did not name shows its id.
    expect(cells(second!).slice(1)).toEqual(['member-1', '#p-1', 'p-1', '—']);
    expect(within(section()).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/admin/sites/wixsite/store/ordered-products.csv');
    // Everything fits one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages of viewed products' })).toBeNull();
  });

  it('pages by the total the listing tells', async () => {
    const calls = api(VIEWED_PRODUCTS_PAGE_SIZE + 2);
    const user = userEvent.setup();
    renderWithApp(<AbandonmentPage />, { path: '/abandonment?site=wixsite' });
    await screen.findByText(`Showing 1–${VIEWED_PRODUCTS_PAGE_SIZE} of ${VIEWED_PRODUCTS_PAGE_SIZE + 2}`);
    expect(viewedCalls(calls)[0]!.searchParams.get('limit')).toBe(String(VIEWED_PRODUCTS_PAGE_SIZE));
    await user.click(within(section()).getByRole('button', { name: 'Older' }));
    await screen.findByText(`Showing ${VIEWED_PRODUCTS_PAGE_SIZE + 1}–${VIEWED_PRODUCTS_PAGE_SIZE + 2} of ${VIEWED_PRODUCTS_PAGE_SIZE + 2}`);
    expect(viewedCalls(calls).at(-1)!.searchParams.get('offset')).toBe(String(VIEWED_PRODUCTS_PAGE_SIZE));
    expect((within(section()).getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(section()).getByRole('button', { name: 'Newer' }));
    await screen.findByText(`Showing 1–${VIEWED_PRODUCTS_PAGE_SIZE} of ${VIEWED_PRODUCTS_PAGE_SIZE + 2}`);
  });

  it('says what fills an empty section of a Wix shop, with no CSV to download', async () => {
    api(0);
    renderWithApp(<AbandonmentPage />, { path: '/abandonment?site=wixsite' });
    expect(await screen.findByText('No Wix member has viewed a product on shop.wixsite.com yet.')).toBeTruthy();
    expect(within(section()).queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });

  it.each([
    ['hidden for a Shopify shop without rows', 0, false],
    ['shown for a Shopify shop that has rows', 3, true],
  ])('is %s', async (_name, total, shown) => {
    const calls = api(0, total);
    renderWithApp(<AbandonmentPage />, { path: '/abandonment?site=shopsite' });
    await vi.waitFor(() => expect(viewedCalls(calls).length).toBeGreaterThan(0));
    await screen.findByText('Nothing recorded for demo.myshopify.com yet.');
    if (shown) expect(await screen.findByRole('heading', { name: "Wix members' viewed products" })).toBeTruthy();
    else expect(screen.queryByRole('heading', { name: "Wix members' viewed products" })).toBeNull();
    // Only the chosen site's rows are asked for.
    expect(viewedCalls(calls).every((u) => u.pathname.includes('/shopsite/'))).toBe(true);
  });

  it("shows a member's text as text, never as markup", async () => {
    api(1, 0, (i) => viewed(i, { customer_id: '<b>bold</b>', product_name: '<img src=x onerror=alert(1)>' }));
    renderWithApp(<AbandonmentPage />, { path: '/abandonment?site=wixsite' });
    const table = await screen.findByRole('table', { name: 'Products Wix members viewed, newest first' });
    expect(within(table).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(within(table).getByText('<b>bold</b>')).toBeTruthy();
    expect(table.querySelector('img, b')).toBeNull();
  });
});
