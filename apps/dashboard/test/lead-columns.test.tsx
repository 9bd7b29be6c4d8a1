import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { LeadsTable } from '../src/pages/leads/LeadsTable.js';
import type { LeadRow, LeadsPage } from '../src/api/types.js';
import { renderWithApp } from './support/render.js';

afterEach(cleanup);

const lead = (id: string, email: string | null, fields: Array<[string, string, string]>): LeadRow => ({
  id,
  poptin_id: 'p1',
  poptin_name: 'Spring sale',
  client_id: 'c1',
  site_name: 'Shop',
  email,
  url: 'https://shop.example.com/shoes?x=1',
  referrer: '',
  trigger: 'display_after_sec_active',
  spam: null,
  tag: null,
  prize: null,
  created_at: Date.UTC(2026, 2, 2, 9),
  fields: fields.map(([field_key, label, value]) => ({ field_key, label, type: 'text', value })),
});

const PAGE: LeadsPage = {
  total: 2,
  columns_truncated: false,
  columns: [
    { field_key: 'email', label: 'Email address' },
    { field_key: 'first_name', label: 'First name' },
    { field_key: 'radio_3', label: 'Roast' },
  ],
  leads: [
    lead('l1', 'ada@example.com', [
      ['email', 'Email address', 'ada@example.com'],
      ['first_name', 'First name', 'Ada'],
    ]),
    lead('l2', null, [['radio_3', 'Roast', 'Dark']]),
  ],
};

describe('the leads table', () => {
  it('has a column for every field key, the email once, and each lead’s answer in its column', () => {
    renderWithApp(<LeadsTable page={PAGE} withSpam={false} />);
    const table = screen.getByTestId('leads-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Received', 'Email', 'Pop-up', 'Site', 'First name', 'Roast', 'Page', 'Came from', 'Trigger', 'Tag', 'Actions']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows.map((cells) => cells.slice(1, 10))).toEqual([
      ['ada@example.com', 'Spring sale', 'Shop', 'Ada', '', 'shop.example.com/shoes', '—', 'After seconds on the page', '—'],
      ['—', 'Spring sale', 'Shop', '', 'Dark', 'shop.example.com/shoes', '—', 'After seconds on the page', '—'],
    ]);
    expect(screen.queryByRole('note')).toBeNull();
    expect(within(table).getAllByRole('button', { name: /Delete the lead/ })).toHaveLength(2);
  });

  it("shows the pop-up's tag, and says when the leads hold more answers than the columns shown", () => {
    renderWithApp(<LeadsTable page={{ ...PAGE, columns_truncated: true, leads: [{ ...PAGE.leads[0]!, tag: 'spring-club' }] }} withSpam={false} />);
    expect(within(screen.getByTestId('leads-table')).getByRole('cell', { name: 'spring-club' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'These leads hold more answers than fit as columns; the first 3 are shown, and the CSV carries the same.',
    );
  });

  it('says why a submission looks automated when those are listed', () => {
    renderWithApp(<LeadsTable page={{ ...PAGE, leads: [{ ...PAGE.leads[0]!, spam: 'honeypot' }] }} withSpam />);
    const table = screen.getByTestId('leads-table');
    expect(within(table).getByRole('columnheader', { name: 'Automated?' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'honeypot' })).toBeTruthy();
  });

  it('adds a Prize column when a listed lead played: the label, the code in monospace, a losing draw said so', () => {
    const leads: LeadRow[] = [
      { ...PAGE.leads[0]!, id: 'won', prize: { prize_id: 'prize_1', label: '10% off', code: 'SPIN10', won: true } },
      { ...PAGE.leads[0]!, id: 'lost', prize: { prize_id: 'prize_5', label: 'No luck', code: '', won: false } },
      { ...PAGE.leads[0]!, id: 'nocode', prize: { prize_id: 'prize_4', label: 'A free gift', code: '', won: true } },
      // Hostile text stays text.
      { ...PAGE.leads[0]!, id: 'odd', prize: { prize_id: 'x', label: '<img src=x onerror=alert(1)>', code: '<b>', won: true } },
      { ...PAGE.leads[1]!, id: 'none' },
    ];
    renderWithApp(<LeadsTable page={{ ...PAGE, leads }} withSpam={false} />);
    const table = screen.getByTestId('leads-table');
    expect(within(table).getByRole('columnheader', { name: 'Prize' })).toBeTruthy();
    const prizeCell = (id: string) => table.querySelector(`tr[data-lead-id="${id}"] td[data-col="prize"]`)!;
    expect(prizeCell('won').textContent).toBe('10% off SPIN10');
    expect(prizeCell('won').querySelector('code')!.textContent).toBe('SPIN10');
    expect(prizeCell('lost').textContent).toBe('No luck (no prize)');
    expect(prizeCell('lost').querySelector('code')).toBeNull();
    expect(prizeCell('nocode').textContent).toBe('A free gift');
    expect(prizeCell('odd').querySelector('img, b')).toBeNull();
    expect(prizeCell('odd').textContent).toBe('<img src=x onerror=alert(1)> <b>');
    expect(prizeCell('none').textContent).toBe('—');
  });

  it('has no Prize column when no listed lead played', () => {
    renderWithApp(<LeadsTable page={PAGE} withSpam={false} />);
    expect(within(screen.getByTestId('leads-table')).queryByRole('columnheader', { name: 'Prize' })).toBeNull();
  });
});
