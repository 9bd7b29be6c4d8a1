import { useState } from 'react';
import { useCreateSite, usePopups, useSites } from '../../api/hooks.js';
import { EmptyState, QueryState } from '../../components/QueryState.js';
import { SiteCard } from './SiteCard.js';
import { SiteForm } from './SiteForm.js';

export function SitesPage() {
  const sites = useSites();
  const popups = usePopups();
  const create = useCreateSite();
  // Remounting the form empties it after a site is added.
  const [formKey, setFormKey] = useState(0);

  return (
    <>
      <h1>Sites</h1>
      <section className="panel" aria-labelledby="add-site-title">
        <h2 id="add-site-title">Add a site</h2>
        <SiteForm
          key={formKey}
          submitLabel="Add site"
          pendingLabel="Adding…"
          pending={create.isPending}
          error={create.error}
          onSubmit={(values) => create.mutate(values, { onSuccess: () => setFormKey((k) => k + 1) })}
        />
      </section>
      <QueryState error={sites.error} pending={sites.isPending} label="your sites" />
      {sites.data?.length === 0 && (
        <EmptyState title="No sites yet.">
          <p>Add your first site above: you get a snippet to paste into its pages, then you can make pop-ups for it.</p>
        </EmptyState>
      )}
      {sites.data?.map((site) => (
        <SiteCard
          key={site.client_id}
          site={site}
          popups={(popups.data ?? []).filter((p) => p.client_id === site.client_id)}
          checking={sites.isFetching}
          onCheck={() => void sites.refetch()}
        />
      ))}
    </>
  );
}
