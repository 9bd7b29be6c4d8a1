import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { SubscribersPage } from '../../src/pages/subscribers/SubscribersPage.js';
import type { SubscribersPage as SubscribersAnswer } from '../../src/api/types.js';
import { fakeApi, renderWithApp } from '../support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const subscription = (list_id: string, list_name: string, status: 'pending' | 'confirmed' | 'unsubscribed') => ({
  list_id,
  list_name,
  status,
  consent_text: 'I agree to the weekly email',
  consented_at: Date.UTC(2026, 0, 5),
  source_url: 'https://shop.example.com/join',
  form_id: '7',
  updated_at: 0,
});

const PAGE: SubscribersAnswer = {
  total: 1,
  subscribers: [
    {
      id: '41',
      email: 'ada@example.com',
      phone: null,
      subscriptions: [
        subscription('aaaaaaaaaaaa', 'Weekly', 'confirmed'),
        subscription('bbbbbbbbbbbb', 'Offers', 'pending'),
        subscription('cccccccccccc', 'Old', 'unsubscribed'),
      ],
      created_at: 0,
      updated_at: 0,
    },
  ],
};

function api() {
  return fakeApi({
    'GET /api/admin/subscribers': () => ({ status: 200, body: PAGE }),
    'GET /api/admin/lists': () => ({ status: 200, body: [] }),
    'POST /api/admin/subscribers/41/unsubscribe': () => ({ status: 200, body: { unsubscribed: 1 } }),
    'DELETE /api/admin/subscribers/41': () => ({ status: 204 }),
  });
}

describe('the subscribers page', () => {
  it('shows each list with its status, consent and source, and the export follows the filters', async () => {
    const calls = api();
    renderWithApp(<SubscribersPage />, { path: '/subscribers?list=aaaaaaaaaaaa&status=confirmed&q=ada' });
    const row = (await screen.findByText('ada@example.com')).closest('tr')!;
    expect(within(row).getByText('Confirmed')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByText('Unsubscribed')).toBeTruthy();
    expect(within(row).getAllByText('“I agree to the weekly email”')).toHaveLength(3);
    expect(within(row).getAllByText('shop.example.com/join')).toHaveLength(3);
    expect(calls.find((c) => c.url.startsWith('/api/admin/subscribers?'))?.url).toBe(
      '/api/admin/subscribers?q=ada&list=aaaaaaaaaaaa&status=confirmed&limit=50&offset=0',
    );
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe('/api/admin/subscribers.csv?q=ada&list=aaaaaaaaaaaa&status=confirmed');
  });

  it.each([
    ['one list', 'Offers', { list: 'bbbbbbbbbbbb' }, 'Unsubscribe from Offers'],
    ['every list', '', {}, 'Unsubscribe from every list'],
  ])('unsubscribes from %s after asking', async (_name, choice, body, confirm) => {
    const calls = api();
    const user = userEvent.setup();
    renderWithApp(<SubscribersPage />, { path: '/subscribers' });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe ada@example.com' }));
    const dialog = screen.getByRole('alertdialog');
    // A list they already left is not offered.
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Every list', 'Weekly', 'Offers']);
    if (choice) await user.selectOptions(within(dialog).getByLabelText('From'), choice);
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    expect(calls.find((c) => c.url === '/api/admin/subscribers/41/unsubscribe')).toMatchObject({ method: 'POST', body });
  });

  it('deletes a subscriber after asking', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithApp(<SubscribersPage />, { path: '/subscribers' });
    await user.click(await screen.findByRole('button', { name: 'Delete ada@example.com' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete subscriber' }));
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/admin/subscribers/41')).toBe(true);
  });
});
