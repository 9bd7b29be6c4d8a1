import { Pager } from '../../../components/Pager.js';
import { EmptyState, QueryState } from '../../../components/QueryState.js';
import { PRODUCTS_PAGE_SIZE, type CatalogueFilters, type CatalogueProduct } from './catalogue.js';
import { useCatalogue, useDeleteProduct } from './catalogue-hooks.js';
import { ProductsTable } from './ProductsTable.js';

interface CatalogueListProps {
  clientId: string;
  filters: CatalogueFilters;
  pageIndex: number;
  onPage: (pageIndex: number) => void;
  onEdit: (product: CatalogueProduct) => void;
  onDeleted: (message: string) => void;
}

/** One page of the catalogue as filtered, with its pager; deleting a product refreshes it. */
export function CatalogueList({ clientId, filters, pageIndex, onPage, onEdit, onDeleted }: CatalogueListProps) {
  const list = useCatalogue(clientId, filters, { limit: PRODUCTS_PAGE_SIZE, offset: pageIndex * PRODUCTS_PAGE_SIZE });
  const remove = useDeleteProduct(clientId);
  if (!list.data) return <QueryState error={list.error} pending={list.isPending} label="the catalogue" />;
  const { total, products } = list.data;
  const filtered = Boolean(filters.q.trim() || filters.category);
  if (products.length === 0 && pageIndex > 0)
    return (
      <EmptyState title="Nothing on this page.">
        <button type="button" onClick={() => onPage(0)}>
          Back to the first page
        </button>
      </EmptyState>
    );
  if (products.length === 0)
    return (
      <EmptyState title={filtered ? 'No product matches.' : 'The catalogue is empty.'}>
        <p>{filtered ? 'Try other words or another category.' : 'Add a product below, or import a Shopify product export or a catalogue file.'}</p>
      </EmptyState>
    );
  return (
    <>
      <ProductsTable
        products={products}
        onEdit={onEdit}
        onDelete={async (product) => {
          await remove.mutateAsync(product.product_id);
          onDeleted(`Deleted ${product.title}.`);
        }}
      />
      <Pager what="products" total={total} pageIndex={pageIndex} pageSize={PRODUCTS_PAGE_SIZE} fetching={list.isFetching} onPage={onPage} />
    </>
  );
}
