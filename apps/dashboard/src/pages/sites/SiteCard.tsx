import { useState } from 'react';
import { Link } from 'react-router';
import { useDeleteSite, useUpdateSite } from '../../api/hooks.js';
import type { PopupSummary, SiteSummary } from '../../api/types.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { SeenCheck } from './SeenCheck.js';
import { SiteForm } from './SiteForm.js';
import { SiteSnippet } from './SiteSnippet.js';
import { StoreSection } from './StoreSection.js';

interface SiteCardProps {
  site: SiteSummary;
  popups: PopupSummary[];
  checking: boolean;
  onCheck: () => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function SiteCard({ site, popups, checking, onCheck }: SiteCardProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateSite(site.client_id);
  const remove = useDeleteSite(site.client_id);
  const titleId = `site-${site.client_id}`;

  return (
    <section className="panel site" aria-labelledby={titleId} data-client-id={site.client_id}>
      <div className="panel-head">
        <div>
          <h2 id={titleId}>{site.name}</h2>
          <p className="muted small">
            {site.domains.length > 0 ? <>Shows on {site.domains.join(', ')}</> : 'Shows on any domain'} · client id <code>{site.client_id}</code>
          </p>
        </div>
        <div className="row">
          <Link className="button" to={`/poptins?site=${encodeURIComponent(site.client_id)}`}>
            {plural(popups.length, 'pop-up', 'pop-ups')}
          </Link>
          {!editing && (
            <button
              type="button"
              onClick={() => {
                update.reset();
                setEditing(true);
              }}
            >
              Edit
            </button>
          )}
          <ConfirmDialog
            trigger={
              <button type="button" className="danger-outline">
                Delete
              </button>
            }
            title={`Delete the site “${site.name}”?`}
            description={
              <>
                <p>These go with it and cannot be brought back:</p>
                <ul>
                  <li>
                    {plural(popups.length, 'pop-up', 'pop-ups')}
                    {popups.length > 0 && <>: {popups.map((p) => p.name).join(', ')}</>}
                  </li>
                  <li>their views, closes and conversions</li>
                  <li>every lead collected on this site</li>
                </ul>
                <p>Pages that still carry its snippet will show nothing.</p>
              </>
            }
            confirmLabel="Delete site"
            pendingLabel="Deleting…"
            onConfirm={() => remove.mutateAsync()}
          />
        </div>
      </div>
      {editing ? (
        <SiteForm
          initial={{ name: site.name, domains: site.domains, retention_days: site.retention_days }}
          submitLabel="Save changes"
          pendingLabel="Saving…"
          pending={update.isPending}
          error={update.error}
          onSubmit={(values) => update.mutate(values, { onSuccess: () => setEditing(false) })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <SiteSnippet clientId={site.client_id} siteName={site.name} snippet={site.snippet} />
          <SeenCheck seen={site.seen} checking={checking} onCheck={onCheck} />
          <StoreSection clientId={site.client_id} siteName={site.name} />
        </>
      )}
    </section>
  );
}
