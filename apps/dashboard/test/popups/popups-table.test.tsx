import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { gamifiedPopupDesign } from '@beckon/core';
import { PopupsPage } from '../../src/pages/popups/PopupsPage.js';
import type { PopupSummary } from '../../src/api/types.js';
import { fakeApi, renderWithApp, type FakeCall } from '../support/render.js';

/**
 * Issue 23, polish a: the Pop-ups page's Delete button was cut off at 1280 px (four actions in
 * one unbreakable row past the panel). The actions now wrap two by two, and on a phone each row
 * is a card whose cells say their column. The layout is measured in Chromium
 * (e2e/tests/dashboard-polish.spec.ts); here, the structure and the stylesheet that make it.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const popup = (id: string, name: string): PopupSummary => ({
  poptin_id: id,
  name,
  type: 'gamified',
  format: 'format_2',
  target: 'lead',
  status: 'draft',
  site_name: 'A site whose owner gave it a long name',
  client_id: 'c1',
  created_at: 0,
  updated_at: Date.now(),
  views: 1200,
  closes: 30,
  conversions: 45,
  conversion_rate: 45 / 1200,
  ab_test_parent_id: null,
});

function page() {
  fakeApi({
    'GET /api/admin/poptins': () => ({
      status: 200,
      body: [popup('aaaaaaaaaaaaa', 'A pop-up with a rather long name for the table'), popup('bbbbbbbbbbbbb', 'Short')],
    }),
    'GET /api/admin/sites': () => ({ status: 200, body: [] }),
  });
  renderWithApp(<PopupsPage />, { path: '/poptins' });
}

const css = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../src/styles.css'), 'utf8');

describe('the pop-ups table keeps every action in reach', () => {
  it('each row holds Edit, Results, Duplicate and Delete in one wrapping group', async () => {
    page();
    const table = await screen.findByTestId('popups-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const group = row.querySelector('.popup-actions')!;
      expect(group).not.toBeNull();
      expect(group.classList.contains('nowrap')).toBe(false);
      const names = within(group as HTMLElement)
        .getAllByRole('link')
        .concat(within(group as HTMLElement).getAllByRole('button'))
        .map((el) => el.textContent);
      expect(names).toEqual(['Edit', 'Results', 'Duplicate', 'Delete']);
    }
  });

  it('every cell carries its column’s heading, for the cards a phone shows', async () => {
    page();
    const table = await screen.findByTestId('popups-table');
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent!.replace(/[▲▼]/g, '').trim())
      .filter((heading) => heading !== 'Actions');
    const cells = [...within(table).getAllByRole('row')[1]!.querySelectorAll('td[data-label]')];
    expect(cells.map((td) => td.getAttribute('data-label'))).toEqual(headings);
    expect(cells.find((td) => td.getAttribute('data-col') === 'type')!.textContent).toBe('Gamified · Format 2 — Scratch card');
  });

  it('the caption says the sorting in words, not the column’s id', async () => {
    page();
    const table = await screen.findByTestId('popups-table');
    expect(table.querySelector('caption')!.textContent).toBe('Pop-ups, sorted by Last change, descending');
  });

  it('the stylesheet wraps the actions two by two, and stacks rows into cards on a phone', () => {
    expect(css).toMatch(/\.popup-actions\s*{\s*display:\s*grid;\s*grid-template-columns:\s*repeat\(2, max-content\);/);
    const phone = css.slice(css.indexOf('@media (max-width: 720px)'));
    expect(phone).toMatch(/\.popups-table tbody tr\s*{\s*display:\s*grid;/);
    expect(phone).toMatch(/td\[data-label\]:not\(\[data-col='name'\]\)::before\s*{\s*content:\s*attr\(data-label\);/);
    // A visually hidden caption stays inside the scrolling box instead of widening the page.
    expect(css).toMatch(/\.table-wrap\s*{[^}]*position:\s*relative;/);
  });
});

describe('publishing a game from the list asks about its empty screens too (polish c)', () => {
  function listWithGame(screens: { winning: unknown[]; losing: unknown[] }) {
    const design = gamifiedPopupDesign('en', 'scratch');
    const calls: FakeCall[] = fakeApi({
      'GET /api/admin/poptins': () => ({ status: 200, body: [popup('aaaaaaaaaaaaa', 'Scratch and win')] }),
      'GET /api/admin/sites': () => ({ status: 200, body: [] }),
      'GET /api/admin/poptins/aaaaaaaaaaaaa': () => ({
        status: 200,
        body: {
          ...popup('aaaaaaaaaaaaa', 'Scratch and win'),
          settings: { design: { ...design, screens: { ...design.screens, ...screens } }, design_properties: {} },
        },
      }),
      'PATCH /api/admin/poptins/aaaaaaaaaaaaa': () => ({ status: 200, body: { poptin_id: 'aaaaaaaaaaaaa' } }),
    });
    renderWithApp(<PopupsPage />, { path: '/poptins' });
    return calls;
  }

  it('empty screens: the dialog names them; Cancel publishes nothing; Publish anyway publishes', async () => {
    const calls = listWithGame({ winning: [], losing: [] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish Scratch and win' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish with empty screens?' });
    expect(dialog.textContent).toContain('Fill in the Winning and Losing screens');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Publish Scratch and win' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ status: 'published' }]));
  });

  it('a game with its screens filled in publishes at once', async () => {
    const design = gamifiedPopupDesign('en', 'scratch');
    const calls = listWithGame({ winning: design.screens.winning ?? [], losing: design.screens.losing ?? [] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish Scratch and win' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ status: 'published' }]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
