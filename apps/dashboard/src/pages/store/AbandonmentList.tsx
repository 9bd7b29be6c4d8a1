import { useAbandonments } from '../../api/hooks.js';
import { EmptyState, QueryState } from '../../components/QueryState.js';
import { formatCount } from '../format.js';
import { ABANDONMENT_PAGE_SIZE, type AbandonmentKind } from './abandonment.js';
import { AbandonmentTable } from './AbandonmentTable.js';

interface AbandonmentListProps {
  clientId: string;
  shop: { shop: string; platform: string | null; currency: string };
  kind: AbandonmentKind | '';
  pageIndex: number;
  onPage: (pageIndex: number) => void;
}

/** The listing has no total: a page asks for one row more than it shows, and that row says whether there is a next page. */
function AbandonmentPager({
  pageIndex,
  shown,
  hasMore,
  fetching,
  onPage,
}: {
  pageIndex: number;
  shown: number;
  hasMore: boolean;
  fetching: boolean;
  onPage: (i: number) => void;
}) {
  const first = pageIndex * ABANDONMENT_PAGE_SIZE + 1;
  return (
    <nav className="pager" aria-label="Pages of abandonment">
      <p role="status">{fetching ? 'Loading…' : `Showing ${formatCount(first)}–${formatCount(first + shown - 1)}`}</p>
      <div className="row">
        <button type="button" disabled={pageIndex === 0} onClick={() => onPage(pageIndex - 1)}>
          Newer
        </button>
        <span>Page {pageIndex + 1}</span>
        <button type="button" disabled={!hasMore} onClick={() => onPage(pageIndex + 1)}>
          Older
        </button>
      </div>
    </nav>
  );
}

/** What fills the page, for an owner who sees it empty. */
function NothingYet({ shop, kind }: { shop: string; kind: AbandonmentKind | '' }) {
  const what = kind === 'cart' ? 'No cart abandonment' : kind === 'abandonment' ? 'No browse abandonment' : 'Nothing';
  return (
    <EmptyState title={`${what} recorded for ${shop} yet.`}>
      <p>
        Rows appear here as visitors of the shop leave without buying: a <strong>browse</strong> row when someone has looked at a product page for 5 seconds, a{' '}
        <strong>cart</strong> row with what their cart holds and is worth. The shop's pages must carry this site's snippet, and only visitors who allow tracking
        in the shop's privacy banner are recorded.
      </p>
    </EmptyState>
  );
}

/** One page of a site's abandonment, newest first. */
export function AbandonmentList({ clientId, shop, kind, pageIndex, onPage }: AbandonmentListProps) {
  const list = useAbandonments(clientId, kind, { limit: ABANDONMENT_PAGE_SIZE + 1, offset: pageIndex * ABANDONMENT_PAGE_SIZE });
  if (!list.data) return <QueryState error={list.error} pending={list.isPending} label="abandonment" />;
  const rows = list.data.slice(0, ABANDONMENT_PAGE_SIZE);
  if (rows.length === 0 && pageIndex > 0)
    return (
      <EmptyState title="Nothing on this page.">
        <button type="button" onClick={() => onPage(0)}>
          Back to the newest
        </button>
      </EmptyState>
    );
  if (rows.length === 0) return <NothingYet shop={shop.shop} kind={kind} />;
  const hasMore = list.data.length > ABANDONMENT_PAGE_SIZE;
  return (
    <>
      <AbandonmentTable rows={rows} shop={shop} />
      {(pageIndex > 0 || hasMore) && (
        <AbandonmentPager pageIndex={pageIndex} shown={rows.length} hasMore={hasMore} fetching={list.isFetching} onPage={onPage} />
      )}
    </>
  );
}
