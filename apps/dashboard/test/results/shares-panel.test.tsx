import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { SharesPanel } from '../../src/pages/results/SharesPanel.js';
import { ResultsPage } from '../../src/pages/results/ResultsPage.js';
import { serviceName, shareDays } from '../../src/pages/results/shares.js';
import type { ShareReport } from '../../src/api/types.js';
import { fakeApi, renderWithApp } from '../support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Local midnights, as the Results page's range gives them: the 1st to the 30th of March, both included.
const RANGE = { from: new Date(2026, 2, 1).getTime(), to: new Date(2026, 2, 31).getTime() };
const SHARES_PATH = '/api/admin/sites/c1/shares';

const REPORT: ShareReport = {
  from: '2026-03-01',
  to: '2026-03-30',
  total_pages: 2,
  shares: 1234,
  by_service: [
    { service: 'facebook', count: 1000 },
    { service: 'copy_link', count: 200 },
    { service: 'retired_network', count: 34 },
  ],
  pages: [
    {
      url: 'https://blog.example/posts/hello?id=1',
      total: 1200,
      services: [
        { service: 'facebook', count: 1000 },
        { service: 'copy_link', count: 200 },
      ],
    },
    // A page address is the visitor's: shown as text, never as markup.
    { url: 'https://blog.example/<b>odd</b>', total: 34, services: [{ service: 'retired_network', count: 34 }] },
  ],
};

const cells = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('the shares section', () => {
  it('lists the pages most shared first, with their shares per service, and the totals per service', async () => {
    const calls = fakeApi({ [`GET ${SHARES_PATH}`]: () => ({ status: 200, body: REPORT }) });
    renderWithApp(<SharesPanel clientId="c1" range={RANGE} />);
    const pages = await screen.findByRole('table', { name: 'Shares per page, the most shared first' });
    expect(
      within(pages)
        .getAllByRole('columnheader')
        .map((th) => [th.textContent, th.getAttribute('scope')]),
    ).toEqual([
      ['Page', 'col'],
      ['Shares', 'col'],
      ['By service', 'col'],
    ]);
    expect(within(pages).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['https://blog.example/posts/hello?id=1', '1,200', 'Facebook: 1,000Copy link: 200'],
      ['https://blog.example/<b>odd</b>', '34', 'retired_network: 34'],
    ]);
    const link = within(pages).getByRole('link', { name: 'https://blog.example/posts/hello?id=1' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://blog.example/posts/hello?id=1',
      '_blank',
      'noopener noreferrer',
    ]);
    const services = screen.getByRole('table', { name: 'Shares per service, the most used first' });
    expect(within(services).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Facebook', '1,000', '81.0%'],
      ['Copy link', '200', '16.2%'],
      ['retired_network', '34', '2.8%'],
    ]);
    expect(screen.getByTestId('share-totals').textContent).toBe('1,234 shares of 2 pages');
    expect(screen.queryByRole('navigation', { name: 'Pages of shared pages' })).toBeNull();
    expect(calls.map((c) => query(c.url))).toEqual([{ from: '2026-03-01', to: '2026-03-30', limit: '25', offset: '0' }]);
  });

  it('says one share of one page in the singular', async () => {
    const one = {
      ...REPORT,
      total_pages: 1,
      shares: 1,
      by_service: [{ service: 'x', count: 1 }],
      pages: [{ url: 'https://blog.example/', total: 1, services: [{ service: 'x', count: 1 }] }],
    };
    fakeApi({ [`GET ${SHARES_PATH}`]: () => ({ status: 200, body: one }) });
    renderWithApp(<SharesPanel clientId="c1" range={RANGE} />);
    expect((await screen.findByTestId('share-totals')).textContent).toBe('1 share of 1 page');
  });

  it('says in words when no page was shared in the period', async () => {
    fakeApi({ [`GET ${SHARES_PATH}`]: () => ({ status: 200, body: { ...REPORT, total_pages: 0, shares: 0, by_service: [], pages: [] } }) });
    renderWithApp(<SharesPanel clientId="c1" range={RANGE} />);
    expect(await screen.findByText('No page of this site was shared through the share bar in this period.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the shares could not be loaded', async () => {
    fakeApi({ [`GET ${SHARES_PATH}`]: () => ({ status: 500, body: { message: 'The database is down.' } }) });
    renderWithApp(<SharesPanel clientId="c1" range={RANGE} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the shares: The database is down.');
  });

  it('pages a long listing 25 pages at a time', async () => {
    const many = { ...REPORT, total_pages: 30 };
    const calls = fakeApi({ [`GET ${SHARES_PATH}`]: () => ({ status: 200, body: many }) });
    renderWithApp(<SharesPanel clientId="c1" range={RANGE} />);
    const pager = await screen.findByRole('navigation', { name: 'Pages of shared pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    expect(query(calls.at(-1)!.url)).toMatchObject({ limit: '25', offset: '25' });
  });
});

describe('the service names and days', () => {
  it.each([
    ['facebook', 'Facebook'],
    ['copy_link', 'Copy link'],
    ['chatgpt', 'ChatGPT'],
    ['native', "Device's share dialog"],
    ['__proto__', '__proto__'],
    ['unknown_one', 'unknown_one'],
  ])('%s reads %s', (key, name) => {
    expect(serviceName(key)).toBe(name);
  });

  it('asks for the calendar days of the range, both included', () => {
    expect(shareDays(RANGE)).toEqual({ from: '2026-03-01', to: '2026-03-30' });
  });
});

describe('the results page', () => {
  const api = () =>
    fakeApi({
      'GET /api/admin/sites': () => ({ status: 200, body: [{ client_id: 'c1', name: 'Blog', domains: [], snippet: '', created_at: 0, seen: null }] }),
      'GET /api/admin/poptins': () => ({ status: 200, body: [] }),
      'GET /api/admin/results': () => ({
        status: 200,
        body: { from: 0, to: 1, series: [], totals: { views: 0, closes: 0, conversions: 0, conversion_rate: 0 }, by_trigger: [], by_device: [], by_page: [] },
      }),
      [`GET ${SHARES_PATH}`]: () => ({ status: 200, body: REPORT }),
    });

  it("shows the site's shares for the chosen period", async () => {
    const calls = api();
    renderWithApp(<ResultsPage />, { path: '/results?client_id=c1&range=custom&from=2026-03-01&to=2026-03-30' });
    expect(await screen.findByRole('heading', { name: 'Shares' })).toBeTruthy();
    expect(await screen.findByText('1,234 shares of 2 pages')).toBeTruthy();
    expect(query(calls.find((c) => c.url.startsWith(SHARES_PATH))!.url)).toMatchObject({ from: '2026-03-01', to: '2026-03-30' });
  });

  it("has no shares section for one pop-up's results, and asks for none", async () => {
    const calls = api();
    renderWithApp(<ResultsPage />, { path: '/results?poptin_id=bbbbbbbbbbbbb' });
    await screen.findByRole('heading', { name: 'Results' });
    await screen.findByText(/This pop-up has no A\/B test|Loading results/);
    expect(screen.queryByRole('heading', { name: 'Shares' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith(SHARES_PATH))).toBe(false);
  });
});
