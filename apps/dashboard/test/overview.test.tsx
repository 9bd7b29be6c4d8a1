import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { LastThirtyDays } from '../src/pages/overview/LastThirtyDays.js';
import { countChange, mergeSeries, overviewRange, rateChange, splitPeriods } from '../src/pages/overview/overview-figures.js';
import type { DayResult, ResultsReport } from '../src/api/types.js';
import { fakeApi, renderWithApp, type FakeCall } from './support/render.js';

/**
 * Issue 23, polish e: the Overview's headline numbers for the last 30 days (views, leads,
 * conversion rate, each against the 30 days before) and a small chart of the last 30, computed
 * from the existing per-site results endpoint (GET /api/admin/results), 60 days per site.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const site = (client_id: string, name: string) => ({ client_id, name, domains: [], snippet: '', created_at: 0, seen: null });

/**
 * A site's results for the days asked: `before` views and leads a day in the first 30 days,
 * `now` a day in the last 30, day names in the owner's zone as the server gives them.
 */
function report(call: FakeCall, perDay: { before: [number, number]; now: [number, number] }): ResultsReport {
  const query = new URL(call.url, 'http://dashboard.test').searchParams;
  const from = Number(query.get('from'));
  const days = Math.round((Number(query.get('to')) - from) / 86_400_000);
  const series: DayResult[] = Array.from({ length: days }, (_, i) => {
    const [views, conversions] = i < days - 30 ? perDay.before : perDay.now;
    return { day: format(addDays(from, i), 'yyyy-MM-dd'), views, closes: 0, conversions };
  });
  const views = series.reduce((n, d) => n + d.views, 0);
  const conversions = series.reduce((n, d) => n + d.conversions, 0);
  return {
    from,
    to: Number(query.get('to')),
    series,
    totals: { views, closes: 0, conversions, conversion_rate: views ? conversions / views : 0 },
    by_trigger: [],
    by_device: [],
    by_page: [],
  };
}

describe('the figures', () => {
  it('asks for 60 whole days, today included, split where the last 30 begin', () => {
    const range = overviewRange(new Date(2026, 4, 31, 15, 30));
    expect(range.to).toBe(new Date(2026, 5, 1).getTime());
    expect(range.from).toBe(new Date(2026, 3, 2).getTime());
    expect(range.split).toBe('2026-05-02');
  });

  it('adds the sites up day by day', () => {
    const a = { series: [{ day: '2026-05-01', views: 2, closes: 1, conversions: 1 }] } as ResultsReport;
    const b = {
      series: [
        { day: '2026-05-02', views: 5, closes: 0, conversions: 0 },
        { day: '2026-05-01', views: 3, closes: 0, conversions: 2 },
      ],
    } as ResultsReport;
    expect(mergeSeries([a, b])).toEqual([
      { day: '2026-05-01', views: 5, closes: 1, conversions: 3 },
      { day: '2026-05-02', views: 5, closes: 0, conversions: 0 },
    ]);
    const periods = splitPeriods(mergeSeries([a, b]), '2026-05-02');
    expect(periods.now).toEqual({ views: 5, leads: 0, rate: 0 });
    expect(periods.before).toEqual({ views: 5, leads: 3, rate: 0.6 });
  });

  it.each([
    [120, 100, 'up', 'up 20% on the previous 30 days (100)'],
    [50, 100, 'down', 'down 50% on the previous 30 days (100)'],
    [7, 7, 'same', 'same as the previous 30 days'],
    [3, 0, 'up', 'up from none in the previous 30 days'],
    [0, 4, 'down', 'down 100% on the previous 30 days (4)'],
    [10_001, 10_000, 'up', 'up less than 1% on the previous 30 days (10,000)'],
  ] as const)('%d against %d', (now, before, trend, words) => {
    expect(countChange(now, before)).toEqual({ trend, words });
  });

  it('a rate changes in percentage points', () => {
    expect(rateChange(0.15, 0.1)).toEqual({ trend: 'up', words: 'up 5.0 points on the previous 30 days (10.0%)' });
    expect(rateChange(0.05, 0.1)).toEqual({ trend: 'down', words: 'down 5.0 points on the previous 30 days (10.0%)' });
    expect(rateChange(0.1, null)).toEqual({ trend: 'same', words: 'no views in the previous 30 days to compare with' });
    expect(rateChange(null, 0.1)).toBeNull();
  });
});

describe('the Overview’s last 30 days', () => {
  it('shows every site’s views, leads and rate against the 30 days before, and the days in a table', async () => {
    const calls = fakeApi({
      'GET /api/admin/sites': () => ({ status: 200, body: [site('c1', 'Shop'), site('c2', 'Blog')] }),
      'GET /api/admin/results': (call) => ({
        status: 200,
        body: report(call, call.url.includes('client_id=c1') ? { before: [10, 1], now: [20, 3] } : { before: [5, 0], now: [0, 0] }),
      }),
    });
    renderWithApp(<LastThirtyDays now={new Date(2026, 4, 31, 12)} />);
    const views = await screen.findByTestId('headline-views');
    // 30 days × 20 views on the shop; before: 30 × (10 + 5).
    expect(within(views).getAllByRole('definition')[0]!.textContent).toBe('600');
    expect(views.textContent).toContain('up 33% on the previous 30 days (450)');
    const leads = screen.getByTestId('headline-leads');
    expect(leads.textContent).toMatch(/^Leads90▲ up 200% on the previous 30 days \(30\)$/);
    const rate = screen.getByTestId('headline-rate');
    expect(rate.textContent).toContain('15.0%');
    expect(rate.textContent).toContain('up 8.3 points on the previous 30 days (6.7%)');

    // One question per site, 60 days in the owner's zone.
    const asked = calls.filter((c) => c.url.startsWith('/api/admin/results')).map((c) => new URL(c.url, 'http://x').searchParams);
    expect(asked.map((q) => q.get('client_id')).sort()).toEqual(['c1', 'c2']);
    for (const q of asked) {
      expect(Number(q.get('to')) - Number(q.get('from'))).toBeGreaterThanOrEqual(60 * 86_400_000 - 3_600_000);
      expect(q.get('tz')).toBeTruthy();
    }

    // The chart (drawn for the eye) and the same 30 days for screen readers.
    const table = await screen.findByRole('table', { name: 'The last 30 days, day by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(
      within(within(table).getAllByRole('row')[30]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['20', '3', '15.0%']);
    expect(screen.getByTestId('overview-chart').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText(/600 views and 90 leads in the last 30 days/)).toBeTruthy();
  });

  it('without views: the numbers, and what to check instead of an empty chart', async () => {
    fakeApi({
      'GET /api/admin/sites': () => ({ status: 200, body: [site('c1', 'Shop')] }),
      'GET /api/admin/results': (call) => ({ status: 200, body: report(call, { before: [0, 0], now: [0, 0] }) }),
    });
    renderWithApp(<LastThirtyDays />);
    expect((await screen.findByTestId('headline-rate')).textContent).toContain('—');
    expect(screen.getByTestId('overview-no-views').textContent).toMatch(/^No views in the last 30 days/);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('without a site: where to start', async () => {
    fakeApi({ 'GET /api/admin/sites': () => ({ status: 200, body: [] }) });
    renderWithApp(<LastThirtyDays />);
    expect(await screen.findByRole('link', { name: 'Add a site' })).toBeTruthy();
    expect(screen.queryByTestId('headline-views')).toBeNull();
  });

  it('a failed question is said in the API’s words', async () => {
    fakeApi({
      'GET /api/admin/sites': () => ({ status: 200, body: [site('c1', 'Shop')] }),
      'GET /api/admin/results': () => ({ status: 500, body: { statusCode: 500, message: 'The database is down.' } }),
    });
    renderWithApp(<LastThirtyDays />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Could not load the last 30 days: The database is down.'));
  });
});
