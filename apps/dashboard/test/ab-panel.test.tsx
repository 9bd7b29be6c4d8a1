import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { abVerdict } from '@beckon/core';
import { AbPanel } from '../src/pages/results/AbPanel.js';
import type { AbReport } from '../src/api/types.js';
import { fakeApi, renderWithApp } from './support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A report as the server sends it: core's verdict on these counts (Red button leads the group). */
const report = (red: [number, number], blue: [number, number]): AbReport => {
  const verdict = abVerdict([
    { id: 'aaaaaaaaaaaaa', label: 'Red button', views: red[0], conversions: red[1] },
    { id: 'bbbbbbbbbbbbb', label: 'Blue button', views: blue[0], conversions: blue[1] },
  ]);
  return {
    test: verdict.test,
    explanation: verdict.explanation,
    since: 0,
    variants: verdict.variants.map((v) => ({
      poptin_id: v.id,
      name: v.label,
      status: 'published',
      views: v.views,
      conversions: v.conversions,
      conversion_rate: v.rate,
      interval: v.interval,
    })),
    verdict: {
      readable: verdict.readable,
      reason: verdict.reason,
      winner: verdict.winner,
      p_value: verdict.p_value,
      min_views_per_variant: verdict.min_views_per_variant,
      min_conversions_per_variant: verdict.min_conversions_per_variant,
    },
  };
};

describe('the A/B panel', () => {
  it.each<[string, [number, number], [number, number], RegExp, boolean]>([
    ['too early', [200, 12], [200, 15], /^Not readable yet: each variant needs 300 more views\.$/, false],
    ['a winner', [1200, 96], [1180, 59], /^"Red button" converts better \(8\.00%\) than "Blue button" \(5\.00%\), p = 0\.00\d\.$/, true],
    ['no difference', [1200, 60], [1180, 58], /^No winner: /, false],
  ])('says the verdict in words, and offers the winner only when there is one: %s', async (_case, red, blue, text, offered) => {
    fakeApi({ 'GET /api/admin/poptins/aaaaaaaaaaaaa/ab': () => ({ status: 200, body: report(red, blue) }) });
    renderWithApp(<AbPanel groupId="aaaaaaaaaaaaa" onKept={() => {}} />);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keep the winner' }) !== null).toBe(offered);
  });

  it('keeps the winner after a confirmation', async () => {
    const calls = fakeApi({
      'GET /api/admin/poptins/aaaaaaaaaaaaa/ab': () => ({ status: 200, body: report([1200, 96], [1180, 59]) }),
      'POST /api/admin/poptins/aaaaaaaaaaaaa/keep-winner': () => ({ status: 200, body: { poptin_id: 'aaaaaaaaaaaaa' } }),
    });
    const user = userEvent.setup();
    const kept = vi.fn();
    renderWithApp(<AbPanel groupId="aaaaaaaaaaaaa" onKept={kept} />);
    await user.click(await screen.findByRole('button', { name: 'Keep the winner' }));
    expect(screen.getByRole('alertdialog', { name: 'Keep “Red button”?' }).textContent).toContain('The other variant is unpublished');
    await user.click(screen.getByRole('button', { name: 'Keep the winner' }));
    await vi.waitFor(() => expect(kept).toHaveBeenCalledWith('Red button'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ poptin_id: 'aaaaaaaaaaaaa' });
  });
});
