import { addDays, isValid, parseISO, startOfDay } from 'date-fns';

/** What the leads page filters by, as the owner typed it; dates are calendar days ('YYYY-MM-DD') in the owner's zone. */
export interface LeadFilters {
  q: string;
  poptin_id: string;
  client_id: string;
  from: string;
  to: string;
  /** list the submissions marked as automated too */
  spam: boolean;
}

export const NO_LEAD_FILTERS: LeadFilters = { q: '', poptin_id: '', client_id: '', from: '', to: '', spam: false };

function dayStart(day: string): number | null {
  if (!day) return null;
  const date = parseISO(day);
  return isValid(date) ? startOfDay(date).getTime() : null;
}

/**
 * The API's query for these filters. The owner's "to" day is included, so the exclusive `to`
 * sent is the start of the next day; empty filters are left out.
 */
export function leadParams(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.poptin_id) params.set('poptin_id', filters.poptin_id);
  if (filters.client_id) params.set('client_id', filters.client_id);
  const from = dayStart(filters.from);
  if (from !== null) params.set('from', String(from));
  const to = dayStart(filters.to);
  if (to !== null) params.set('to', String(addDays(to, 1).getTime()));
  if (filters.spam) params.set('spam', '1');
  return params;
}

/** The CSV download of every lead matching the same filters as the table. */
export function leadsCsvUrl(filters: LeadFilters): string {
  const query = leadParams(filters).toString();
  return `/api/admin/leads.csv${query ? `?${query}` : ''}`;
}

export function leadsPageUrl(filters: LeadFilters, page: { limit: number; offset: number }): string {
  const params = leadParams(filters);
  params.set('limit', String(page.limit));
  params.set('offset', String(page.offset));
  return `/api/admin/leads?${params.toString()}`;
}

/** The filters kept in the page's address, so a filtered view can be bookmarked and shared. */
export function filtersFromSearch(search: URLSearchParams): LeadFilters {
  return {
    q: search.get('q') ?? '',
    poptin_id: search.get('poptin_id') ?? '',
    client_id: search.get('client_id') ?? '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    spam: search.get('spam') === '1',
  };
}

export function searchFromFilters(filters: LeadFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['q', 'poptin_id', 'client_id', 'from', 'to'] as const) if (filters[key]) search.set(key, filters[key]);
  if (filters.spam) search.set('spam', '1');
  return search;
}
