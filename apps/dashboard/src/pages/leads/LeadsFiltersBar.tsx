import type { usePopups, useSites } from '../../api/hooks.js';
import type { LeadFilters } from '../../api/lead-filters.js';

interface LeadsFiltersProps {
  filters: LeadFilters;
  /** the search box as typed, before the pause that applies it */
  typed: string;
  onTyped: (typed: string) => void;
  sites: ReturnType<typeof useSites>['data'];
  /** the pop-ups of the chosen site, or all of them */
  shownPopups: NonNullable<ReturnType<typeof usePopups>['data']>;
  filtered: boolean;
  update: (next: Partial<LeadFilters>) => void;
  onClear: () => void;
}

/** Which leads are listed: a search, a site, a pop-up, a period, and whether automated ones count. */
export function LeadsFiltersBar({ filters, typed, onTyped, sites, shownPopups, filtered, update, onClear }: LeadsFiltersProps) {
  return (
    <div className="filters" role="search" aria-label="Filter leads">
      <label className="grow">
        Search
        <input type="search" value={typed} placeholder="Email, any answer or tag" onChange={(e) => onTyped(e.target.value)} />
      </label>
      <label>
        Site
        <select value={filters.client_id} onChange={(e) => update({ client_id: e.target.value, poptin_id: '' })}>
          <option value="">All sites</option>
          {sites?.map((s) => (
            <option key={s.client_id} value={s.client_id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Pop-up
        <select value={filters.poptin_id} onChange={(e) => update({ poptin_id: e.target.value })}>
          <option value="">All pop-ups</option>
          {shownPopups.map((p) => (
            <option key={p.poptin_id} value={p.poptin_id}>
              {p.name}
            </option>
          ))}
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
      {filtered && (
        <button type="button" className="link" onClick={onClear}>
          Clear filters
        </button>
      )}
    </div>
  );
}
