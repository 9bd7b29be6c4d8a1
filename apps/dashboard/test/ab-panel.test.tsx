import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AbPanel, verdictText } from '../src/pages/results/AbPanel.js';
import type { AbReport } from '../src/api/types.js';
import { fakeApi, renderWithApp } from './support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const report = (verdict: Partial<AbReport['verdict']>): AbReport => ({
  test: 'two-proportion z-test', explanation: 'It compares the conversion rates of the variants.',
  variants: [
    { poptin_id: 'aaaaaaaaaaaaa', name: 'Red button', status: 'published', views: 1200, conversions: 96, conversion_rate: 0.08, interval: [0.065, 0.097] },
    { poptin_id: 'bbbbbbbbbbbbb', name: 'Blue button', status: 'published', views: 1180, conversions: 59, conversion_rate: 0.05, interval: [0.039, 0.064] },
  ],
  verdict: { readable: true, reason: 'Both variants have enough views.', winner: null, p_value: 0.2, min_views_per_variant: 1000, ...verdict },
});

describe('the A/B panel', () => {
  it.each<[string, Partial<AbReport['verdict']>, string]>([
    ['too early', { readable: false, reason: 'Blue button has 180 of the 1,000 views needed.', p_value: null }, 'Not readable yet: Blue button has 180 of the 1,000 views needed.'],
    ['a winner', { winner: 'aaaaaaaaaaaaa', p_value: 0.0004 }, 'Red button converts better (p = < 0.001). Both variants have enough views.'],
    ['no difference', { p_value: 0.31 }, 'No variant converts clearly better (p = 0.310). Both variants have enough views.'],
  ])('says the verdict in words: %s', (_case, verdict, text) => {
    expect(verdictText(report(verdict))).toBe(text);
  });

  it('offers Keep the winner only when the verdict names one', async () => {
    fakeApi({ 'GET /api/admin/poptins/aaaaaaaaaaaaa/ab': () => ({ status: 200, body: report({ readable: false, reason: 'Too few views.' }) }) });
    renderWithApp(<AbPanel groupId="aaaaaaaaaaaaa" />);
    await screen.findByText('Not readable yet: Too few views.');
    expect(screen.queryByRole('button', { name: 'Keep the winner' })).toBeNull();
  });

  it('keeps the winner after a confirmation', async () => {
    const calls = fakeApi({
      'GET /api/admin/poptins/aaaaaaaaaaaaa/ab': () => ({ status: 200, body: report({ winner: 'aaaaaaaaaaaaa' }) }),
      'POST /api/admin/poptins/aaaaaaaaaaaaa/keep-winner': () => ({ status: 200, body: { poptin_id: 'aaaaaaaaaaaaa' } }),
    });
    const user = userEvent.setup();
    renderWithApp(<AbPanel groupId="aaaaaaaaaaaaa" />);
    await user.click(await screen.findByRole('button', { name: 'Keep the winner' }));
    expect(screen.getByRole('alertdialog', { name: 'Keep “Red button”?' }).textContent).toContain('The other variant is unpublished');
    await user.click(screen.getByRole('button', { name: 'Keep the winner' }));
    expect(await screen.findByText('“Red button” is now the only one shown.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ poptin_id: 'aaaaaaaaaaaaa' });
  });
});
