import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePopups, useSites } from '../../api/hooks.js';
import { EmptyState, QueryState } from '../../components/QueryState.js';
import { PopupsTable } from './PopupsTable.js';

export function PopupsPage() {
  const popups = usePopups();
  const sites = useSites();
  const [copied, setCopied] = useState<string | null>(null);
  const [search, setSearch] = useSearchParams();
  const site = search.get('site') ?? '';
  const shown = (popups.data ?? []).filter((p) => !site || p.client_id === site);

  return (
    <>
      <div className="page-head">
        <h1>Pop-ups</h1>
        <Link className="button primary" to={site ? `/poptins/new?site=${encodeURIComponent(site)}` : '/poptins/new'}>
          New pop-up
        </Link>
      </div>
      <section className="panel" aria-labelledby="popups-title">
        <h2 id="popups-title" className="visually-hidden">
          Your pop-ups
        </h2>
        <div className="filters">
          <label>
            Site
            <select value={site} onChange={(e) => setSearch(e.target.value ? { site: e.target.value } : {}, { replace: true })}>
              <option value="">All sites</option>
              {sites.data?.map((s) => (
                <option key={s.client_id} value={s.client_id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <QueryState error={popups.error} pending={popups.isPending} label="pop-ups" />
        {popups.data && shown.length === 0 && (
          <EmptyState title={site ? 'This site has no pop-ups yet.' : 'No pop-ups yet.'}>
            <p>
              <Link to="/poptins/new">Make your first pop-up</Link>: pick a type and a format, then design it in the editor.
            </p>
          </EmptyState>
        )}
        <p role="status" className="success">
          {copied && popups.data?.some((p) => p.poptin_id === copied) && (
            <>
              A copy was made as a draft. <Link to={`/poptins/${copied}/edit`}>Edit the copy</Link>
            </>
          )}
        </p>
        {shown.length > 0 && <PopupsTable popups={shown} onDuplicated={setCopied} />}
      </section>
    </>
  );
}
