import type { ReactNode } from 'react';
import { formatCount } from '../pages/format.js';

interface PagerProps {
  /** what is paged, in the plural: "leads", "subscribers" */
  what: string;
  total: number;
  pageIndex: number;
  pageSize: number;
  /** a newer page is on its way: the count shown may be about to change */
  fetching: boolean;
  onPage: (pageIndex: number) => void;
  /** more controls at the end of the row, such as a page size */
  children?: ReactNode;
}

/** Which rows are shown of how many, and the way to the other pages. */
export function Pager({ what, total, pageIndex, pageSize, fetching, onPage, children }: PagerProps) {
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pager" aria-label={`Pages of ${what}`}>
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
        {children}
      </div>
    </nav>
  );
}
