import type { SubscriberStatus } from '@beckon/core';
import { SUBSCRIBER_STATUSES } from '@beckon/core';

/** What the subscribers page is narrowed to; '' means any. The address bar keeps it. */
export interface SubscriberFilters {
  q: string;
  list: string;
  status: SubscriberStatus | '';
}

export function subscriberFiltersFromSearch(search: URLSearchParams): SubscriberFilters {
  const status = search.get('status') ?? '';
  return {
    q: search.get('q') ?? '',
    list: search.get('list') ?? '',
    status: (SUBSCRIBER_STATUSES as readonly string[]).includes(status) ? (status as SubscriberStatus) : '',
  };
}

/** Only what is set, so a plain page has a plain address. */
export function searchFromSubscriberFilters(filters: SubscriberFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.list) params.set('list', filters.list);
  if (filters.status) params.set('status', filters.status);
  return params;
}

export function subscribersPageUrl(filters: SubscriberFilters, page: { limit: number; offset: number }): string {
  const params = searchFromSubscriberFilters(filters);
  params.set('limit', String(page.limit));
  params.set('offset', String(page.offset));
  return `/api/admin/subscribers?${params.toString()}`;
}

/** The CSV of exactly what the page is filtered to. */
export function subscribersCsvUrl(filters: SubscriberFilters): string {
  const query = searchFromSubscriberFilters(filters).toString();
  return `/api/admin/subscribers.csv${query ? `?${query}` : ''}`;
}
