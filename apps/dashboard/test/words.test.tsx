import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { POPUP_TYPE_NAMES, POPUP_TYPES, TRIGGER_FIELDS, triggerLabel } from '@beckon/core';
import { LeadsTable } from '../src/pages/leads/LeadsTable.js';
import { TYPE_INFO, typeLabel } from '../src/pages/popups/catalogue.js';
import type { LeadRow } from '../src/api/types.js';
import { demoPopup, renderEditor } from './editor/support.js';
import { renderWithApp } from './support/render.js';

/**
 * Issue 23, part 3: words, not codes, wherever an owner reads: the editor's header and Design
 * tab, the gallery's type cards, and the Leads table's trigger (the CSV uses the same core words).
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What an owner must never read: a type code, format_N, or a catalogue value. */
const CODES = /\b(sside|bside|fullpage|format_\d+|vertical|horizontal|media (none|top|left|right|bottom|background))\b/;

describe('the editor says the type and format in words', () => {
  it('the header: "Slide-in, format 1, picture on top, 400 × 480", and the site', async () => {
    renderEditor(demoPopup({ type: 'sside', format: 'format_1' }));
    const meta = await screen.findByTestId('editor-format');
    expect(meta.textContent).toBe('Slide-in, format 1, picture on top, 400 × 480 · Demo site');
    expect(document.querySelector('.ed-head')!.textContent).not.toMatch(CODES);
  });

  it('the Design tab, without a code in its words', async () => {
    const { user } = renderEditor(demoPopup({ type: 'bside', format: 'format_3' }));
    await user.click(await screen.findByRole('tab', { name: /^Design/ }));
    const section = screen.getByRole('region', { name: 'Position and size' });
    expect(section.textContent).toContain('Side bar, format 3, no picture, 402 × full height.');
    expect(screen.getByRole('tabpanel').textContent).not.toMatch(CODES);
  });

  it('a gamified pop-up names its game where the picture would be', async () => {
    renderEditor(demoPopup({ type: 'gamified', format: 'format_2' }));
    expect((await screen.findByTestId('editor-format')).textContent).toBe('Gamified, format 2, scratch card on the right, 800 × 500 · Demo site');
  });
});

describe('the gallery and the lists use core’s type names', () => {
  it.each(POPUP_TYPES)('%s', (type) => {
    expect(TYPE_INFO[type].label).toBe(POPUP_TYPE_NAMES[type]);
    expect(typeLabel(type)).toBe(POPUP_TYPE_NAMES[type]);
  });

  it('a mobile pop-up is a “Mobile banner”, a side bar a “Side bar”', () => {
    expect(typeLabel('mobile')).toBe('Mobile banner');
    expect(typeLabel('bside')).toBe('Side bar');
  });
});

describe('the Leads table and CSV read the trigger in words', () => {
  // Every name the widget sends with a lead: the six event triggers, no trigger, the page's button, the teaser tab, auto-pilot.
  const SENT = [...Object.values(TRIGGER_FIELDS), 'page_load', 'on_click', 'teaser', 'auto_pilot_trigger'];

  it.each(SENT)('%s has words', (trigger) => {
    expect(triggerLabel(trigger)).not.toBe(trigger);
    expect(triggerLabel(trigger)).not.toMatch(/_/);
  });

  it('a lead from the teaser tab says so in the Trigger column', () => {
    const lead: LeadRow = {
      id: 'l1',
      poptin_id: 'p1',
      poptin_name: 'Spring sale',
      client_id: 'c1',
      site_name: 'Shop',
      email: 'ada@example.com',
      url: 'https://shop.example.com/',
      referrer: '',
      trigger: 'teaser',
      spam: null,
      tag: null,
      prize: null,
      created_at: 0,
      fields: [],
    };
    renderWithApp(<LeadsTable page={{ total: 1, columns_truncated: false, columns: [], leads: [lead] }} withSpam={false} />);
    const table = screen.getByTestId('leads-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell')[headers.indexOf('Trigger')]!.textContent).toBe('From its teaser tab');
  });
});
