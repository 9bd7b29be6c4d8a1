import { useState } from 'react';
import { useLeads, usePopups, useSites } from '../api/hooks.js';
import { conversionRate, formatTime, pathOf } from './format.js';

function QueryState({ error, pending, label }: { error: Error | null; pending: boolean; label: string }) {
  if (error) return <p className="error" role="alert">Could not load {label}: {error.message}</p>;
  if (pending) return <p role="status">Loading {label}…</p>;
  return null;
}

function SnippetCard() {
  const sites = useSites();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (clientId: string, snippet: string) => {
    await navigator.clipboard.writeText(snippet);
    setCopied(clientId);
  };
  return (
    <section className="panel" aria-labelledby="sites-title">
      <h2 id="sites-title">Install on your site</h2>
      <QueryState error={sites.error} pending={sites.isPending} label="sites" />
      {sites.data?.map((site) => (
        <div key={site.client_id} className="snippet">
          <p>Paste this into the <code>&lt;head&gt;</code> of every page of <strong>{site.name}</strong>:</p>
          <pre><code>{site.snippet}</code></pre>
          <button type="button" onClick={() => void copy(site.client_id, site.snippet)}>
            {copied === site.client_id ? 'Copied' : 'Copy snippet'}
          </button>
        </div>
      ))}
    </section>
  );
}

function PopupsTable() {
  const popups = usePopups();
  return (
    <section className="panel" aria-labelledby="popups-title">
      <h2 id="popups-title">Pop-ups</h2>
      <QueryState error={popups.error} pending={popups.isPending} label="pop-ups" />
      {popups.data && (
        <div className="table-wrap">
          <table aria-labelledby="popups-title" data-testid="popups-table">
            <thead>
              <tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Status</th><th scope="col" className="num">Views</th><th scope="col" className="num">Closes</th><th scope="col" className="num">Conversions</th><th scope="col" className="num">Rate</th></tr>
            </thead>
            <tbody>
              {popups.data.map((p) => (
                <tr key={p.poptin_id} data-poptin-id={p.poptin_id}>
                  <th scope="row">{p.name}<span className="sub">{p.site_name}</span></th>
                  <td>{p.type} · {p.format.replace('format_', 'format ')}</td>
                  <td><span className={`badge ${p.status}`}>{p.status}</span></td>
                  <td className="num" data-col="views">{p.views}</td>
                  <td className="num" data-col="closes">{p.closes}</td>
                  <td className="num" data-col="conversions">{p.conversions}</td>
                  <td className="num">{conversionRate(p.conversions, p.views)}</td>
                </tr>
              ))}
              {popups.data.length === 0 && <tr><td colSpan={7}>No pop-ups yet.</td></tr>}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function LeadsTable() {
  const leads = useLeads();
  return (
    <section className="panel" aria-labelledby="leads-title">
      <h2 id="leads-title">Leads</h2>
      <QueryState error={leads.error} pending={leads.isPending} label="leads" />
      {leads.data && (
        <div className="table-wrap">
          <table aria-labelledby="leads-title" data-testid="leads-table">
            <thead>
              <tr><th scope="col">Received</th><th scope="col">Email</th><th scope="col">Pop-up</th><th scope="col">Page</th><th scope="col">Other fields</th></tr>
            </thead>
            <tbody>
              {leads.data.map((lead) => (
                <tr key={lead.id}>
                  <td>{formatTime(lead.created_at)}</td>
                  <td>{lead.email ?? '—'}</td>
                  <td>{lead.poptin_name}</td>
                  <td title={lead.url}>{pathOf(lead.url)}</td>
                  <td>{lead.fields.filter((f) => f.field_key !== 'email').map((f) => `${f.label}: ${f.value}`).join(', ') || '—'}</td>
                </tr>
              ))}
              {leads.data.length === 0 && <tr><td colSpan={5}>No leads yet. They appear here as visitors submit your pop-ups.</td></tr>}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function OverviewPage() {
  return (
    <>
      <h1>Overview</h1>
      <PopupsTable />
      <LeadsTable />
      <SnippetCard />
    </>
  );
}
