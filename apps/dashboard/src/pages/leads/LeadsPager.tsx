import { formatCount } from '../format.js';

export const PAGE_SIZES = [25, 50, 100] as const;

interface LeadsPagerProps {
  total: number;
  pageIndex: number;
  pageSize: number;
  /** a newer page is on its way: the count shown may be about to change */
  fetching: boolean;
  onPage: (pageIndex: number, pageSize?: number) => void;
}

/** Which leads are shown of how many, and the way to the other pages. */
export function LeadsPager({ total, pageIndex, pageSize, fetching, onPage }: LeadsPagerProps) {
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pager" aria-label="Pages of leads">
      <p role="status">{fetching ? 'Loading…' : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`}</p>
      <div className="row">
        <button type="button" disabled={pageIndex === 0} onClick={() => onPage(pageIndex - 1)}>
          Previous
        </button>
        <span>
          Page {pageIndex + 1} of {pages}
        </span>
        <button type="button" disabled={pageIndex + 1 >= pages} onClick={() => onPage(pageIndex + 1)}>
          Next
        </button>
        <label>
          <span className="visually-hidden">Leads per page</span>
          <select value={pageSize} onChange={(e) => onPage(0, Number(e.target.value))}>
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n} a page
              </option>
            ))}
          </select>
        </label>
      </div>
    </nav>
  );
}
