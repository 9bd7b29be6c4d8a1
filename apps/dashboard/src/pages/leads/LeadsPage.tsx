import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLeads, usePopups, useSites } from '../../api/hooks.js';
import { filtersFromSearch, leadsCsvUrl, searchFromFilters, type LeadFilters } from '../../api/lead-filters.js';
import { EmptyState, QueryState } from '../../components/QueryState.js';
import { useDebounced } from '../../hooks/useDebounced.js';
import { formatCount } from '../format.js';
import { ForgetVisitor } from './ForgetVisitor.js';
import { LeadsTable } from './LeadsTable.js';

export const PAGE_SIZES = [25, 50, 100] as const;
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
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const filtered = Boolean(filters.q || filters.poptin_id || filters.client_id || filters.from || filters.to);
  const shownPopups = (popups.data ?? []).filter((p) => !filters.client_id || p.client_id === filters.client_id);

  return (
    <>
      <div className="page-head">
        <h1>Leads</h1>
        <a className="button" href={leadsCsvUrl(filters)} download>Export CSV{filtered ? ' (these filters)' : ''}</a>
      </div>
      <section className="panel" aria-labelledby="leads-title">
        <h2 id="leads-title" className="visually-hidden">Your leads</h2>
        <div className="filters" role="search" aria-label="Filter leads">
          <label className="grow">
            Search
            <input type="search" value={typed} placeholder="Email, any answer or tag" onChange={(e) => setTyped(e.target.value)} />
          </label>
          <label>
            Site
            <select value={filters.client_id} onChange={(e) => update({ client_id: e.target.value, poptin_id: '' })}>
              <option value="">All sites</option>
              {sites.data?.map((s) => <option key={s.client_id} value={s.client_id}>{s.name}</option>)}
            </select>
          </label>
          <label>
            Pop-up
            <select value={filters.poptin_id} onChange={(e) => update({ poptin_id: e.target.value })}>
              <option value="">All pop-ups</option>
              {shownPopups.map((p) => <option key={p.poptin_id} value={p.poptin_id}>{p.name}</option>)}
            </select>
          </label>
          <label>
            From
            <input type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => update({ from: e.target.value })} />
          </label>
          <label>
            To
            <input type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => update({ to: e.target.value })} />
          </label>
          <label className="check">
            <input type="checkbox" checked={filters.spam} onChange={(e) => update({ spam: e.target.checked })} />
            Include automated submissions
          </label>
          {filtered && <button type="button" className="link" onClick={() => { setTyped(''); setSearch({}, { replace: true }); }}>Clear filters</button>}
        </div>
        <QueryState error={leads.error} pending={leads.isPending} label="leads" />
        {leads.data && leads.data.total === 0 && (
          filtered
            ? <EmptyState title="No lead matches these filters."><p>Try a shorter search or a wider date range.</p></EmptyState>
            : <EmptyState title="No leads yet."><p>They appear here as visitors submit your pop-ups. Publish a pop-up with a form and check that your snippet is seen on the Sites page.</p></EmptyState>
        )}
        {leads.data && leads.data.total > 0 && (
          <>
            <LeadsTable page={leads.data} withSpam={filters.spam} />
            <nav className="pager" aria-label="Pages of leads">
              <p role="status">{leads.isFetching ? 'Loading…' : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`}</p>
              <div className="row">
                <button type="button" disabled={pageIndex === 0} onClick={() => update({}, pageIndex - 1)}>Previous</button>
                <span>Page {pageIndex + 1} of {pages}</span>
                <button type="button" disabled={pageIndex + 1 >= pages} onClick={() => update({}, pageIndex + 1)}>Next</button>
                <label>
                  <span className="visually-hidden">Leads per page</span>
                  <select value={pageSize} onChange={(e) => update({}, 0, Number(e.target.value))}>
                    {PAGE_SIZES.map((n) => <option key={n} value={n}>{n} a page</option>)}
                  </select>
                </label>
              </div>
            </nav>
          </>
        )}
      </section>
      <ForgetVisitor />
    </>
  );
}
