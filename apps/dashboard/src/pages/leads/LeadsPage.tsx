import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLeads, usePopups, useSites } from '../../api/hooks.js';
import { filtersFromSearch, leadsCsvUrl, searchFromFilters, type LeadFilters } from '../../api/lead-filters.js';
import { EmptyState, QueryState } from '../../components/QueryState.js';
import { useDebounced } from '../../hooks/useDebounced.js';
import { ForgetVisitor } from './ForgetVisitor.js';
import { LeadsFiltersBar } from './LeadsFiltersBar.js';
import { LeadsPager, PAGE_SIZES } from './LeadsPager.js';
import { LeadsTable } from './LeadsTable.js';

export const SEARCH_PAUSE_MS = 300;

export function LeadsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const pageSize = PAGE_SIZES.find((n) => String(n) === search.get('size')) ?? PAGE_SIZES[0];
  const pageIndex = Math.max(0, Number(search.get('page') ?? '1') - 1) || 0;
  const popups = usePopups();
  const sites = useSites();
  const leads = useLeads(filters, { limit: pageSize, offset: pageIndex * pageSize });

  // Any filter change goes back to the first page; the address keeps the filters.
  const update = (next: Partial<LeadFilters>, page = 0, size: number = pageSize) => {
    const params = searchFromFilters({ ...filters, ...next });
    if (page > 0) params.set('page', String(page + 1));
    if (size !== PAGE_SIZES[0]) params.set('size', String(size));
    setSearch(params, { replace: true });
  };

  const [typed, setTyped] = useState(filters.q);
  const settled = useDebounced(typed, SEARCH_PAUSE_MS);
  useEffect(() => {
    if (settled !== filters.q) update({ q: settled });
  }, [settled]);

  const total = leads.data?.total ?? 0;
  const filtered = Boolean(filters.q || filters.poptin_id || filters.client_id || filters.from || filters.to);
  const shownPopups = (popups.data ?? []).filter((p) => !filters.client_id || p.client_id === filters.client_id);

  return (
    <>
      <div className="page-head">
        <h1>Leads</h1>
        <a className="button" href={leadsCsvUrl(filters)} download>
          Export CSV{filtered ? ' (these filters)' : ''}
        </a>
      </div>
      <section className="panel" aria-labelledby="leads-title">
        <h2 id="leads-title" className="visually-hidden">
          Your leads
        </h2>
        <LeadsFiltersBar
          filters={filters}
          typed={typed}
          onTyped={setTyped}
          sites={sites.data}
          shownPopups={shownPopups}
          filtered={filtered}
          update={update}
          onClear={() => {
            setTyped('');
            setSearch({}, { replace: true });
          }}
        />
        <QueryState error={leads.error} pending={leads.isPending} label="leads" />
        {leads.data &&
          leads.data.total === 0 &&
          (filtered ? (
            <EmptyState title="No lead matches these filters.">
              <p>Try a shorter search or a wider date range.</p>
            </EmptyState>
          ) : (
            <EmptyState title="No leads yet.">
              <p>They appear here as visitors submit your pop-ups. Publish a pop-up with a form and check that your snippet is seen on the Sites page.</p>
            </EmptyState>
          ))}
        {leads.data && leads.data.total > 0 && (
          <>
            <LeadsTable page={leads.data} withSpam={filters.spam} />
            <LeadsPager total={total} pageIndex={pageIndex} pageSize={pageSize} fetching={leads.isFetching} onPage={(page, size) => update({}, page, size)} />
          </>
        )}
      </section>
      <ForgetVisitor />
    </>
  );
}
