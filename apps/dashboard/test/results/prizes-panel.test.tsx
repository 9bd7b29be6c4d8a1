import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { PrizesPanel } from '../../src/pages/results/PrizesPanel.js';
import { ResultsPage } from '../../src/pages/results/ResultsPage.js';
import type { PopupSummary, PrizeReport } from '../../src/api/types.js';
import { fakeApi, renderWithApp } from '../support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WHEEL = 'wwwwwwwwwwwww';
const RANGE = { from: Date.UTC(2026, 2, 1), to: Date.UTC(2026, 2, 31) };

const REPORT: PrizeReport = {
  poptin_id: WHEEL,
  from: RANGE.from,
  to: RANGE.to,
  plays: 200,
  wins: 150,
  prizes: [
    { prize_id: 'prize_1', label: '10% off', configured_chance: 30, won: true, plays: 64, share: 32, leads: 60 },
    { prize_id: 'prize_2', label: 'Free shipping', configured_chance: 45, won: true, plays: 86, share: 43, leads: 80 },
    { prize_id: 'prize_5', label: 'No luck', configured_chance: 25, won: false, plays: 48, share: 24, leads: 40 },
    // Drawn before the owner removed it: no chance configured any more.
    { prize_id: 'old', label: '<b>Old</b>', configured_chance: null, won: true, plays: 2, share: 1, leads: 2 },
  ],
};

const cells = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);

describe('the prizes panel', () => {
  it('lists each prize against its configured chance, with the plays and wins in a line', async () => {
    const calls = fakeApi({ 'GET /api/admin/results/prizes': () => ({ status: 200, body: REPORT }) });
    renderWithApp(<PrizesPanel poptinId={WHEEL} range={RANGE} />);
    const table = await screen.findByRole('table', { name: 'Plays by prize, against each prize’s configured chance' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => [th.textContent, th.getAttribute('scope')]),
    ).toEqual([
      ['Prize', 'col'],
      ['Configured chance', 'col'],
      ['Plays', 'col'],
      ['Share of plays', 'col'],
      ['Leads', 'col'],
      ['Result', 'col'],
    ]);
    expect(within(table).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['10% off', '30.0%', '64', '32.0%', '60', 'Won'],
      ['Free shipping', '45.0%', '86', '43.0%', '80', 'Won'],
      ['No luck', '25.0%', '48', '24.0%', '40', 'Lost'],
      ['<b>Old</b> (no longer offered)', '—', '2', '1.0%', '2', 'Won'],
    ]);
    expect(screen.getByTestId('prize-totals').textContent).toBe('200 plays, 150 wins');
    expect(Object.fromEntries(new URL(calls[0]!.url, 'http://x').searchParams)).toEqual({ poptin_id: WHEEL, from: String(RANGE.from), to: String(RANGE.to) });
  });

  it('says one play and one win in the singular', async () => {
    const one = { ...REPORT, plays: 1, wins: 1, prizes: [{ ...REPORT.prizes[0]!, plays: 1, share: 100, leads: 0 }] };
    fakeApi({ 'GET /api/admin/results/prizes': () => ({ status: 200, body: one }) });
    renderWithApp(<PrizesPanel poptinId={WHEEL} range={RANGE} />);
    expect((await screen.findByTestId('prize-totals')).textContent).toBe('1 play, 1 win');
  });

  it('says when nobody played in the period', async () => {
    fakeApi({ 'GET /api/admin/results/prizes': () => ({ status: 200, body: { ...REPORT, plays: 0, wins: 0, prizes: [] } }) });
    renderWithApp(<PrizesPanel poptinId={WHEEL} range={RANGE} />);
    expect(await screen.findByText('No plays yet in this period.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the prizes could not be loaded', async () => {
    fakeApi({ 'GET /api/admin/results/prizes': () => ({ status: 500, body: { message: 'The database is down.' } }) });
    renderWithApp(<PrizesPanel poptinId={WHEEL} range={RANGE} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the prizes: The database is down.');
  });
});

describe('the results page', () => {
  const popup = (poptin_id: string, type: PopupSummary['type']): PopupSummary => ({
    poptin_id,
    name: type === 'gamified' ? 'Spring wheel' : 'Welcome box',
    type,
    format: 'format_1',
    target: 'lead',
    status: 'published',
    site_name: 'Shop',
    client_id: 'c1',
    created_at: 0,
    updated_at: 0,
    views: 0,
    closes: 0,
    conversions: 0,
    conversion_rate: 0,
    ab_test_parent_id: null,
  });
  const api = () =>
    fakeApi({
      'GET /api/admin/sites': () => ({ status: 200, body: [{ client_id: 'c1', name: 'Shop', domains: [], snippet: '', created_at: 0, seen: null }] }),
      'GET /api/admin/poptins': () => ({ status: 200, body: [popup(WHEEL, 'gamified'), popup('bbbbbbbbbbbbb', 'lightbox')] }),
      'GET /api/admin/results': () => ({
        status: 200,
        body: { from: 0, to: 1, series: [], totals: { views: 0, closes: 0, conversions: 0, conversion_rate: 0 }, by_trigger: [], by_device: [], by_page: [] },
      }),
      'GET /api/admin/results/prizes': () => ({ status: 200, body: REPORT }),
    });

  it('shows the prizes of a gamified pop-up', async () => {
    const calls = api();
    renderWithApp(<ResultsPage />, { path: `/results?poptin_id=${WHEEL}` });
    expect(await screen.findByRole('heading', { name: 'Prizes' })).toBeTruthy();
    expect(await screen.findByText('200 plays, 150 wins')).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith(`/api/admin/results/prizes?poptin_id=${WHEEL}&`))).toBe(true);
  });

  it('has no prizes for another type, and asks for none', async () => {
    const calls = api();
    renderWithApp(<ResultsPage />, { path: '/results?poptin_id=bbbbbbbbbbbbb' });
    await screen.findByText(/This pop-up has no A\/B test/);
    expect(screen.queryByRole('heading', { name: 'Prizes' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/admin/results/prizes'))).toBe(false);
  });
});
