import { Link, useSearchParams } from 'react-router';
import { useSiteStores, useSites } from '../../api/hooks.js';
import type { SiteSummary } from '../../api/types.js';
import { EmptyState, QueryState } from '../../components/QueryState.js';
import { abandonmentsCsvUrl, kindFromSearch, type AbandonmentKind } from './abandonment.js';
import { AbandonmentList } from './AbandonmentList.js';
import { ViewedProductsSection } from './ViewedProductsSection.js';

interface Filters {
  site: string;
  kind: AbandonmentKind | '';
  page: number;
}

function AbandonmentFilters({ sites, filters, update }: { sites: SiteSummary[]; filters: Filters; update: (next: Partial<Filters>) => void }) {
  return (
    <div className="filters" role="search" aria-label="Filter abandonment">
      <label>
        Site
        <select value={filters.site} onChange={(e) => update({ site: e.target.value })}>
          {sites.map((s) => (
            <option key={s.client_id} value={s.client_id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Kind
        <select value={filters.kind} onChange={(e) => update({ kind: kindFromSearch(e.target.value) })}>
          <option value="">Browse and cart</option>
          <option value="abandonment">Browse</option>
          <option value="cart">Cart</option>
        </select>
      </label>
    </div>
  );
}

/** Sites whose shop is connected, each with its shop; undefined while any is still loading. */
function useConnectedSites() {
  const sites = useSites();
  const list = sites.data ?? [];
  const stores = useSiteStores(list.map((s) => s.client_id));
  const loading = sites.isPending || stores.some((q) => q.isPending);
  const connected = list.flatMap((site, i) => {
    const store = stores[i]?.data;
    return store?.shop ? [{ site, shop: { shop: store.shop, platform: store.platform, currency: store.currency } }] : [];
  });
  return { error: sites.error ?? stores.find((q) => q.error)?.error ?? null, loading, connected };
}

/** Issue 19: what visitors of a site's shop looked at or put in the cart and left, with its CSV. */
export function AbandonmentPage() {
  const [search, setSearch] = useSearchParams();
  const { error, loading, connected } = useConnectedSites();
  // Picked once every shop is known, so the first connected site does not change under the owner.
  const chosen = loading ? undefined : (connected.find((c) => c.site.client_id === search.get('site')) ?? connected[0]);
  const filters: Filters = {
    site: chosen?.site.client_id ?? '',
    kind: kindFromSearch(search.get('kind')),
    page: Math.max(0, Number(search.get('page') ?? '1') - 1) || 0,
  };
  // Another site or kind starts at the newest rows again; the address keeps the choice.
  const update = (next: Partial<Filters>) => {
    const merged = { ...filters, page: 0, ...next };
    const params = new URLSearchParams({ site: merged.site });
    if (merged.kind) params.set('kind', merged.kind);
    if (merged.page > 0) params.set('page', String(merged.page + 1));
    setSearch(params, { replace: true });
  };

  return (
    <>
      <div className="page-head">
        <h1>Abandonment</h1>
        {chosen && (
          <a className="button" href={abandonmentsCsvUrl(chosen.site.client_id, filters.kind)} download>
            Export CSV
          </a>
        )}
      </div>
      <section className="panel" aria-labelledby="abandonment-title">
        <h2 id="abandonment-title" className="visually-hidden">
          Browse and cart abandonment
        </h2>
        <QueryState error={error} pending={loading && !error} label="your shops" />
        {!loading && !error && !chosen && (
          <EmptyState title="No site has a shop connected yet.">
            <p>
              Browse and cart abandonment is recorded for a site whose Shopify or Wix shop is connected. Connect one in its site's Shop section on the{' '}
              <Link to="/sites">Sites</Link> page; what visitors of the shop leave behind then shows here.
            </p>
          </EmptyState>
        )}
        {chosen && (
          <>
            <AbandonmentFilters sites={connected.map((c) => c.site)} filters={filters} update={update} />
            <AbandonmentList
              clientId={chosen.site.client_id}
              shop={chosen.shop}
              kind={filters.kind}
              pageIndex={filters.page}
              onPage={(page) => update({ page })}
            />
          </>
        )}
      </section>
      {/* Keyed by site: another site starts at its newest rows. */}
      {chosen && <ViewedProductsSection key={chosen.site.client_id} clientId={chosen.site.client_id} shop={chosen.shop} />}
    </>
  );
}
