import { Link, useSearchParams } from 'react-router';
import { MAX_PRICE_RULES } from '@beckon/core/api';
import { usePriceRules, useSites, useStore } from '../../../api/hooks.js';
import type { PriceRule, SiteSummary } from '../../../api/types.js';
import { EmptyState, QueryState } from '../../../components/QueryState.js';
import { useNow } from '../../../hooks/useNow.js';
import { DiscountCodeForm } from './DiscountCodeForm.js';
import { DiscountCodesTable } from './DiscountCodesTable.js';
import { CODE_FORM_ID, CODES_HEADING_ID, editButtonId, useCodeChanges } from './use-code-changes.js';

function SiteChoice({ sites, site, onSite }: { sites: SiteSummary[]; site: string; onSite: (clientId: string) => void }) {
  return (
    <div className="filters">
      <label>
        Site
        <select value={site} onChange={(e) => onSite(e.target.value)}>
          {sites.map((s) => (
            <option key={s.client_id} value={s.client_id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function CodesList({ rules, currency, changes }: { rules: PriceRule[]; currency: string; changes: ReturnType<typeof useCodeChanges> }) {
  const now = useNow();
  if (rules.length === 0)
    return (
      <EmptyState title="No discount codes yet.">
        <p>
          Pop-ups can offer one of these codes; visitors see it only while it runs. Add a code your shop already has below, with the same discount and dates as
          at its checkout, then choose it in a pop-up's Design tab, under Coupon.
        </p>
      </EmptyState>
    );
  return <DiscountCodesTable rules={rules} currency={currency} now={now} editId={editButtonId} onEdit={changes.edit} onRemove={changes.remove} />;
}

/** The chosen site's codes: listed with their status now, added, changed and removed. */
function DiscountCodes({ clientId, sites, onSite }: { clientId: string; sites: SiteSummary[]; onSite: (clientId: string) => void }) {
  const rules = usePriceRules(clientId);
  const currency = useStore(clientId).data?.currency ?? '';
  const list = rules.data ?? [];
  const changes = useCodeChanges(clientId, list);
  const editing = changes.editing === null ? null : (list[changes.editing] ?? null);
  const full = !editing && list.length >= MAX_PRICE_RULES;
  return (
    <>
      <section className="panel" aria-labelledby={CODES_HEADING_ID}>
        <div className="panel-head">
          <div>
            <h2 id={CODES_HEADING_ID} tabIndex={-1}>
              Codes
            </h2>
            {list.length > 0 && (
              <p className="muted small">A pop-up offers its code only while the code runs: before the start and from the end, its visitors see no coupon.</p>
            )}
          </div>
        </div>
        <SiteChoice sites={sites} site={clientId} onSite={onSite} />
        {/* The live region is always there, so the first message is read out too. */}
        <div role="status">{changes.message && <p className="success">{changes.message}</p>}</div>
        {rules.data ? <CodesList rules={list} currency={currency} changes={changes} /> : <QueryState error={rules.error} pending label="the discount codes" />}
      </section>
      {rules.data && (
        <section className="panel">
          {full ? (
            <p className="hint">A site holds at most {MAX_PRICE_RULES} discount codes: remove one to add another.</p>
          ) : (
            <DiscountCodeForm
              key={changes.formKey}
              id={CODE_FORM_ID}
              editing={editing}
              others={list.filter((_, i) => i !== changes.editing)}
              currency={currency}
              pending={changes.pending}
              error={changes.error}
              onSave={changes.save}
              onCancel={changes.cancel}
            />
          )}
        </section>
      )}
    </>
  );
}

/** Issue 19: each site's discount codes (SPEC §7 get-price-rules); a pop-up offering one shows it to visitors only while it runs. */
export function DiscountCodesPage() {
  const [search, setSearch] = useSearchParams();
  const sites = useSites();
  const chosen = sites.data?.find((s) => s.client_id === search.get('site')) ?? sites.data?.[0];
  return (
    <>
      <div className="page-head">
        <h1>Discount codes</h1>
      </div>
      <QueryState error={sites.error} pending={sites.isPending} label="your sites" />
      {sites.data?.length === 0 && (
        <section className="panel" aria-label="Discount codes">
          <EmptyState title="No site yet.">
            <p>
              Discount codes are kept per site. Add a site on the <Link to="/sites">Sites</Link> page first.
            </p>
          </EmptyState>
        </section>
      )}
      {chosen && sites.data && (
        <DiscountCodes
          key={chosen.client_id}
          clientId={chosen.client_id}
          sites={sites.data}
          onSite={(site) => setSearch(new URLSearchParams({ site }), { replace: true })}
        />
      )}
    </>
  );
}
