import { useState } from 'react';
import { useViewedProducts } from '../../api/hooks.js';
import { EmptyState, QueryState } from '../../components/QueryState.js';
import { formatCount } from '../format.js';
import { VIEWED_PRODUCTS_PAGE_SIZE, viewedProductsCsvUrl } from './viewed-products.js';
import { ViewedProductsTable } from './ViewedProductsTable.js';

interface ViewedProductsSectionProps {
  clientId: string;
  shop: { shop: string; platform: string | null };
}

function ViewedProductsPager({
  pageIndex,
  shown,
  total,
  fetching,
  onPage,
}: {
  pageIndex: number;
  shown: number;
  total: number;
  fetching: boolean;
  onPage: (i: number) => void;
}) {
  const first = pageIndex * VIEWED_PRODUCTS_PAGE_SIZE + 1;
  return (
    <nav className="pager" aria-label="Pages of viewed products">
      <p role="status">{fetching ? 'Loading…' : `Showing ${formatCount(first)}–${formatCount(first + shown - 1)} of ${formatCount(total)}`}</p>
      <div className="row">
        <button type="button" disabled={pageIndex === 0} onClick={() => onPage(pageIndex - 1)}>
          Newer
        </button>
        <span>Page {pageIndex + 1}</span>
        <button type="button" disabled={first + shown - 1 >= total} onClick={() => onPage(pageIndex + 1)}>
          Older
        </button>
      </div>
    </nav>
  );
}

/** One page of the rows, or why there are none. */
function ViewedProductsList({ clientId, shop }: ViewedProductsSectionProps) {
  const [pageIndex, setPageIndex] = useState(0);
  const list = useViewedProducts(clientId, { limit: VIEWED_PRODUCTS_PAGE_SIZE, offset: pageIndex * VIEWED_PRODUCTS_PAGE_SIZE });
  if (!list.data) return <QueryState error={list.error} pending={list.isPending} label="viewed products" />;
  const { rows, total } = list.data;
  if (rows.length === 0 && pageIndex > 0)
    return (
      <EmptyState title="Nothing on this page.">
        <button type="button" onClick={() => setPageIndex(0)}>
          Back to the newest
        </button>
      </EmptyState>
    );
  if (rows.length === 0)
    return (
      <EmptyState title={`No Wix member has viewed a product on ${shop.shop} yet.`}>
        <p>A row appears here when a member who is logged in to the Wix site has looked at a product page for 5 seconds.</p>
      </EmptyState>
    );
  return (
    <>
      <ViewedProductsTable rows={rows} />
      {total > VIEWED_PRODUCTS_PAGE_SIZE && (
        <ViewedProductsPager pageIndex={pageIndex} shown={rows.length} total={total} fetching={list.isFetching} onPage={setPageIndex} />
      )}
    </>
  );
}

/**
 * Issue 19: Wix tells who viewed a product only for its logged-in members, so their views are
 * listed apart from browse and cart abandonment. A shop on another platform sees the section
 * only if it once was a Wix shop and has rows.
 */
export function ViewedProductsSection({ clientId, shop }: ViewedProductsSectionProps) {
  // The same query the list makes: one request, answered once for both.
  const first = useViewedProducts(clientId, { limit: VIEWED_PRODUCTS_PAGE_SIZE, offset: 0 });
  const total = first.data?.total ?? 0;
  if (shop.platform !== 'wix' && total === 0) return null;
  return (
    <section className="panel" aria-labelledby="viewed-products-title">
      <div className="panel-head">
        <h2 id="viewed-products-title">Wix members' viewed products</h2>
        {total > 0 && (
          <a className="button" href={viewedProductsCsvUrl(clientId)} download>
            Download CSV
          </a>
        )}
      </div>
      <ViewedProductsList clientId={clientId} shop={shop} />
    </section>
  );
}
