import { Pager } from '../../components/Pager.js';

export const PAGE_SIZES = [25, 50, 100] as const;

interface LeadsPagerProps {
  total: number;
  pageIndex: number;
  pageSize: number;
  /** a newer page is on its way: the count shown may be about to change */
  fetching: boolean;
  onPage: (pageIndex: number, pageSize?: number) => void;
}

/** Which leads are shown of how many, the way to the other pages, and how many a page. */
export function LeadsPager({ total, pageIndex, pageSize, fetching, onPage }: LeadsPagerProps) {
  return (
    <Pager what="leads" total={total} pageIndex={pageIndex} pageSize={pageSize} fetching={fetching} onPage={(index) => onPage(index)}>
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
    </Pager>
  );
}
