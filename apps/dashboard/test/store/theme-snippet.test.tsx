import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { StoreSection } from '../../src/pages/sites/StoreSection.js';
import { fakeApi, renderWithApp } from '../support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const THEME_SNIPPET = '<script>(function(w,d,s,h){/* … */})(window,document,"https://beckon.example","{{ shop.permanent_domain }}");</script>';
const state = (shop: string | null, platform: string | null, theme_snippet: string | null) => ({
  shop,
  platform,
  currency: 'USD',
  products: 3,
  pending: null,
  theme_snippet,
});

describe("a connected Shopify shop's theme snippet", () => {
  it('is offered, folded, with a copy box naming the shop', async () => {
    fakeApi({ 'GET /api/admin/sites/s1/store': () => ({ status: 200, body: state('demo.myshopify.com', 'shopify', THEME_SNIPPET) }) });
    renderWithApp(<StoreSection clientId="s1" siteName="Shop" />);
    await userEvent.click(await screen.findByText('Install through the Shopify theme instead'));
    expect((screen.getByLabelText('Theme snippet for demo.myshopify.com') as HTMLTextAreaElement).value).toBe(THEME_SNIPPET);
    expect(screen.getByRole('button', { name: 'Copy theme snippet' })).toBeTruthy();
  });

  const none: [string, ReturnType<typeof state>][] = [
    ['a Wix site', state('demo.wixsite.com', 'wix', null)],
    ['no shop connected', state(null, null, null)],
  ];
  it.each(none)('is not offered for %s', async (_name, body) => {
    fakeApi({ 'GET /api/admin/sites/s1/store': () => ({ status: 200, body }) });
    renderWithApp(<StoreSection clientId="s1" siteName="Shop" />);
    await screen.findByRole('heading', { name: 'Shop' });
    expect(screen.queryByText('Install through the Shopify theme instead')).toBeNull();
  });
});
