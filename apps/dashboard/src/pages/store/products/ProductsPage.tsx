import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSiteStores, useSites } from '../../../api/hooks.js';
import { EmptyState, QueryState } from '../../../components/QueryState.js';
import { useDebounced } from '../../../hooks/useDebounced.js';
import type { CatalogueProduct } from './catalogue.js';
import { useCategories } from './catalogue-hooks.js';
import { CatalogueFilters } from './CatalogueFilters.js';
import { CatalogueList } from './CatalogueList.js';
import { ExportButton } from './ExportButton.js';
import { ImportPanel } from './ImportPanel.js';
import { ProductForm } from './ProductForm.js';
import { draftOf } from './product-input.js';

/** Sites with a catalogue to show: a connected shop, or products already; undefined while any is loading. */
function useCatalogueSites() {
  const sites = useSites();
  const list = sites.data ?? [];
  const stores = useSiteStores(list.map((s) => s.client_id));
  const loading = sites.isPending || stores.some((q) => q.isPending);
  const withShop = list.filter((_, i) => {
    const store = stores[i]?.data;
    return Boolean(store?.shop) || (store?.products ?? 0) > 0;
  });
  return { error: sites.error ?? stores.find((q) => q.error)?.error ?? null, loading, sites: withShop };
}

/** The chosen site's catalogue: find, page, add, edit, delete, import and export its products. */
function Catalogue({ clientId, sites, onSite }: { clientId: string; sites: { client_id: string; name: string }[]; onSite: (clientId: string) => void }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [editing, setEditing] = useState<CatalogueProduct | null>(null);
  const [message, setMessage] = useState('');
  const q = useDebounced(search, 300);
  const categories = useCategories(clientId);
  const said = (text: string) => {
    setMessage(text);
    setEditing(null);
  };
  return (
    <>
      <section className="panel" aria-labelledby="catalogue-title">
        <h2 id="catalogue-title">Catalogue</h2>
        <CatalogueFilters
          sites={sites}
          site={clientId}
          search={search}
          category={category}
          categories={categories.data ?? []}
          onSite={onSite}
          onSearch={(text) => {
            setSearch(text);
            setPageIndex(0);
          }}
          onCategory={(next) => {
            setCategory(next);
            setPageIndex(0);
          }}
        />
        <p role="status" className="success">
          {message}
        </p>
        <CatalogueList
          clientId={clientId}
          filters={{ q, category }}
          pageIndex={pageIndex}
          onPage={setPageIndex}
          onEdit={(product) => {
            setMessage('');
            setEditing(product);
          }}
          onDeleted={said}
        />
      </section>
      <section className="panel">
        <ProductForm
          key={editing?.product_id ?? 'new'}
          clientId={clientId}
          editing={editing ? draftOf(editing) : null}
          onSaved={said}
          onCancel={() => setEditing(null)}
        />
      </section>
      <section className="panel">
        <ImportPanel clientId={clientId} />
      </section>
    </>
  );
}

/** Issue 19: the product catalogue pop-ups recommend from, per site. */
export function ProductsPage() {
  const [search, setSearch] = useSearchParams();
  const { error, loading, sites } = useCatalogueSites();
  // Picked once every shop is known, so the first site does not change under the owner.
  const chosen = loading ? undefined : (sites.find((s) => s.client_id === search.get('site')) ?? sites[0]);
  return (
    <>
      <div className="page-head">
        <h1>Products</h1>
        {chosen && <ExportButton clientId={chosen.client_id} />}
      </div>
      <QueryState error={error} pending={loading && !error} label="your shops" />
      {!loading && !error && !chosen && (
        <section className="panel" aria-label="Products">
          <EmptyState title="No site has a shop connected yet.">
            <p>
              The catalogue is kept per site whose Shopify or Wix shop is connected. Connect one in its site's Shop section on the{' '}
              <Link to="/sites">Sites</Link> page; its products can then be imported and managed here.
            </p>
          </EmptyState>
        </section>
      )}
      {chosen && (
        <Catalogue
          key={chosen.client_id}
          clientId={chosen.client_id}
          sites={sites}
          onSite={(site) => setSearch(new URLSearchParams({ site }), { replace: true })}
        />
      )}
    </>
  );
}
