import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SUBSCRIBER_STATUSES } from '@beckon/core';
import type { ListResponse } from '@beckon/core/api';
import { useLists, useSubscribers } from '../../api/hooks.js';
import { EmptyState, QueryState } from '../../components/QueryState.js';
import { useDebounced } from '../../hooks/useDebounced.js';
import { Pager } from '../../components/Pager.js';
import { ImportPanel } from './ImportPanel.js';
import { searchFromSubscriberFilters, subscriberFiltersFromSearch, subscribersCsvUrl, type SubscriberFilters } from './subscriber-filters.js';
import { SubscribersTable } from './SubscribersTable.js';

export const SUBSCRIBERS_PAGE_SIZE = 50;
export const SEARCH_PAUSE_MS = 300;

interface FiltersBarProps {
  filters: SubscriberFilters;
  typed: string;
  onTyped: (text: string) => void;
  lists: readonly ListResponse[];
  update: (next: Partial<SubscriberFilters>) => void;
}

/** The search, the list and the status a page of subscribers is filtered by. */
function SubscriberFiltersBar({ filters, typed, onTyped, lists, update }: FiltersBarProps) {
  return (
    <div className="filters" role="search">
      <label className="grow">
        Search
        <input type="search" value={typed} maxLength={200} placeholder="Email or phone" onChange={(e) => onTyped(e.target.value)} />
      </label>
      <label>
        List
        <select value={filters.list} onChange={(e) => update({ list: e.target.value })}>
          <option value="">All lists</option>
          {lists.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Status
        <select value={filters.status} onChange={(e) => update({ status: e.target.value as SubscriberFilters['status'] })}>
          <option value="">Any status</option>
          {SUBSCRIBER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s[0]!.toUpperCase() + s.slice(1)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** Issue 18: every subscriber, searched and filtered by list and status, exported, unsubscribed, deleted, imported. */
export function SubscribersPage() {
  const [search, setSearch] = useSearchParams();
  const filters = subscriberFiltersFromSearch(search);
  const pageIndex = Math.max(0, Number(search.get('page') ?? '1') - 1) || 0;
  const lists = useLists();
  const subscribers = useSubscribers(filters, { limit: SUBSCRIBERS_PAGE_SIZE, offset: pageIndex * SUBSCRIBERS_PAGE_SIZE });
  const update = (next: Partial<SubscriberFilters>, page = 0) => {
    const params = searchFromSubscriberFilters({ ...filters, ...next });
    if (page > 0) params.set('page', String(page + 1));
    setSearch(params, { replace: true });
  };
  const [typed, setTyped] = useState(filters.q);
  const settled = useDebounced(typed, SEARCH_PAUSE_MS);
  useEffect(() => {
    if (settled !== filters.q) update({ q: settled });
  }, [settled]);
  const filtered = Boolean(filters.q || filters.list || filters.status);

  return (
    <>
      <div className="page-head">
        <h1>Subscribers</h1>
        <a className="button" href={subscribersCsvUrl(filters)} download>
          Export CSV{filtered ? ' (these filters)' : ''}
        </a>
      </div>
      <section className="panel" aria-labelledby="subscribers-title">
        <h2 id="subscribers-title" className="visually-hidden">
          Your subscribers
        </h2>
        <SubscriberFiltersBar filters={filters} typed={typed} onTyped={setTyped} lists={lists.data ?? []} update={update} />
        <QueryState error={subscribers.error} pending={subscribers.isPending} label="subscribers" />
        {subscribers.data?.total === 0 && (
          <EmptyState title={filtered ? 'No subscriber matches these filters.' : 'No subscribers yet.'}>
            <p>
              {filtered ? 'Try a shorter search or another list.' : 'They appear here as people sign up through your forms, or when you import a CSV below.'}
            </p>
          </EmptyState>
        )}
        {subscribers.data && subscribers.data.total > 0 && (
          <>
            <SubscribersTable subscribers={subscribers.data.subscribers} />
            <Pager
              what="subscribers"
              pageSize={SUBSCRIBERS_PAGE_SIZE}
              total={subscribers.data.total}
              pageIndex={pageIndex}
              fetching={subscribers.isFetching}
              onPage={(page) => update({}, page)}
            />
          </>
        )}
      </section>
      <ImportPanel />
    </>
  );
}
