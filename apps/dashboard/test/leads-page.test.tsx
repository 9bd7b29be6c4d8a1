import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { LeadsPage, SEARCH_PAUSE_MS } from '../src/pages/leads/LeadsPage.js';
import type { LeadsPage as LeadsAnswer } from '../src/api/types.js';
import { fakeApi, renderWithApp } from './support/render.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ANSWER: LeadsAnswer = {
  total: 60,
  columns_truncated: false,
  columns: [{ field_key: 'first_name', label: 'First name' }],
  leads: [
    {
      id: 'l1',
      poptin_id: 'p1',
      poptin_name: 'Spring sale',
      client_id: 'c1',
      site_name: 'Shop',
      email: 'ada@example.com',
      url: 'https://shop.example.com/',
      referrer: '',
      trigger: 'on_click',
      spam: null,
      tag: 'spring',
      prize: null,
      created_at: Date.UTC(2026, 2, 2),
      fields: [{ field_key: 'first_name', label: 'First name', type: 'name', value: 'Ada' }],
    },
  ],
};

function api() {
  return fakeApi({
    'GET /api/admin/leads': () => ({ status: 200, body: ANSWER }),
    'GET /api/admin/poptins': () => ({ status: 200, body: [] }),
    'GET /api/admin/sites': () => ({ status: 200, body: [{ client_id: 'c1', name: 'Shop', domains: [], snippet: '', created_at: 0, seen: null }] }),
    'POST /api/admin/leads/forget': () => ({ status: 200, body: { removed: { leads: 2, activities: 5, sessions: 1, abandonments: 0 } } }),
  });
}

const leadCalls = (calls: ReturnType<typeof api>) => calls.filter((c) => c.url.startsWith('/api/admin/leads?'));

describe('the leads page', () => {
  it('asks the server once per pause in typing, and the CSV link follows the same filters', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = api();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<LeadsPage />, { path: '/leads?client_id=c1' });
    await screen.findByText('Showing 1–25 of 60');
    expect(leadCalls(calls)).toHaveLength(1);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada');
    expect(leadCalls(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_PAUSE_MS));
    await vi.waitFor(() => expect(leadCalls(calls)).toHaveLength(2));
    expect(new URL(leadCalls(calls)[1]!.url, 'http://x').searchParams.get('q')).toBe('ada');

    const csv = new URL(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')!, 'http://x');
    expect(csv.pathname).toBe('/api/admin/leads.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual({ q: 'ada', client_id: 'c1' });
  });

  it('pages through the total', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithApp(<LeadsPage />, { path: '/leads' });
    await screen.findByText('Showing 1–25 of 60');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 26–50 of 60');
    expect(new URL(leadCalls(calls).at(-1)!.url, 'http://x').searchParams.get('offset')).toBe('25');
  });

  it('forgets a visitor after a confirmation and shows what was removed', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithApp(<LeadsPage />, { path: '/leads' });
    const section = screen.getByRole('region', { name: 'Forget a visitor' });
    expect((within(section).getByRole('button', { name: 'Forget this visitor' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(section).getByLabelText('Visitor’s email address'), 'ada@example.com');
    await user.click(within(section).getByRole('button', { name: 'Forget this visitor' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Forget ada@example.com?' })).getByRole('button', { name: 'Forget visitor' }));
    expect(await within(section).findByText('Forgot ada@example.com: removed 2 leads, 5 activity records, 1 session, 0 abandoned-cart records.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'ada@example.com' });
  });
});
