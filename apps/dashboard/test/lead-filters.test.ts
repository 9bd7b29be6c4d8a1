import { describe, expect, it } from 'vitest';
import { filtersFromSearch, leadsCsvUrl, leadsPageUrl, NO_LEAD_FILTERS, searchFromFilters, type LeadFilters } from '../src/api/lead-filters.js';

const day = (iso: string) => new Date(`${iso}T00:00:00`).getTime();

describe('the leads CSV link', () => {
  it.each<[string, Partial<LeadFilters>, Record<string, string>]>([
    ['no filter', {}, {}],
    ['a search, trimmed', { q: '  ada@example.com ' }, { q: 'ada@example.com' }],
    ['a pop-up and a site', { poptin_id: 'abcdefghij123', client_id: 'site1' }, { poptin_id: 'abcdefghij123', client_id: 'site1' }],
    ['a date range: the to day is included', { from: '2026-03-01', to: '2026-03-07' }, { from: String(day('2026-03-01')), to: String(day('2026-03-08')) }],
    ['automated submissions', { spam: true }, { spam: '1' }],
    ['an unreadable date is left out', { from: 'yesterday' }, {}],
  ])('keeps the table filters: %s', (_case, filters, expected) => {
    const all = { ...NO_LEAD_FILTERS, ...filters };
    const csv = new URL(leadsCsvUrl(all), 'http://x');
    expect(csv.pathname).toBe('/api/admin/leads.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual(expected);
    // The table asks for the same leads, a page at a time.
    const page = new URL(leadsPageUrl(all, { limit: 25, offset: 50 }), 'http://x');
    expect(page.pathname).toBe('/api/admin/leads');
    expect(Object.fromEntries(page.searchParams)).toEqual({ ...expected, limit: '25', offset: '50' });
  });

  it('keeps the filters in the page address and reads them back', () => {
    const filters: LeadFilters = { q: 'x', poptin_id: 'p', client_id: 'c', from: '2026-01-01', to: '2026-01-31', spam: true };
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
    expect(searchFromFilters(NO_LEAD_FILTERS).toString()).toBe('');
  });
});
