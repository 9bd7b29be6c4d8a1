import { useState } from 'react';
import { WEBHOOK_VERIFY_RECIPE } from '@beckon/core/api';
import { usePopups } from '../../api/hooks.js';
import { useCreateIntegration, useIntegrations } from '../../api/integrations.js';
import { EmptyState, ErrorText, QueryState } from '../../components/QueryState.js';
import type { ConnectorKind, IntegrationKind } from '@beckon/core';
import { ConnectorForm } from './ConnectorForm.js';
import { EMPTY_CONNECTOR } from './connector-values.js';
import { EndpointForm, type EndpointValues } from './EndpointForm.js';
import { EndpointPanel } from './EndpointPanel.js';
import { SecretNotice } from './SecretNotice.js';
import { KIND_LABELS, OFFERED_KINDS } from './words.js';
import { SitePicker, useChosenSite } from '../../components/SitePicker.js';

const NEW_ENDPOINT: EndpointValues = { kind: 'webhook', name: '', url: '', events: ['conversion'], popups: [] };

/** Issue 21: a site's webhook endpoints and email-service connectors, their secrets, tests and delivery logs. */
export function IntegrationsPage() {
  const chosen = useChosenSite();
  const { clientId } = chosen;
  const integrations = useIntegrations(clientId);
  const popups = (usePopups().data ?? []).filter((p) => p.client_id === clientId);
  const [secret, setSecret] = useState<{ value: string; rotated: boolean } | null>(null);
  // A new form after each add, so the fields start empty again.
  const [formKey, setFormKey] = useState(0);

  return (
    <>
      <div className="page-head">
        <h1>Integrations</h1>
      </div>
      <SitePicker chosen={chosen} />
      {secret && <SecretNotice secret={secret.value} rotated={secret.rotated} onDone={() => setSecret(null)} />}
      <QueryState error={integrations.error} pending={clientId !== undefined && integrations.isPending} label="the integrations" />
      {integrations.data?.length === 0 && (
        <EmptyState title="No endpoints yet.">
          <p>
            Add one below: each lead is then sent to it as it arrives (a webhook signed, an email service with your key), and retried for a day if it is down.
          </p>
        </EmptyState>
      )}
      {integrations.data?.map((integration) => (
        <EndpointPanel key={integration.id} integration={integration} popups={popups} onSecret={(value) => setSecret({ value, rotated: true })} />
      ))}
      {clientId && (
        <NewEndpoint
          key={`${clientId}-${formKey}`}
          clientId={clientId}
          popups={popups}
          onCreated={(value) => {
            setSecret(value ? { value, rotated: false } : null);
            setFormKey((k) => k + 1);
          }}
        />
      )}
      <details className="panel">
        <summary>How your endpoint checks that an event came from Beckon</summary>
        <p>
          Each request carries <code>Beckon-Signature: t=…,v1=…</code>: an HMAC-SHA256 of the timestamp, a dot and the raw body, keyed with your secret. Check
          it before trusting the body; during a rotation two <code>v1=</code> are sent and either may match. In Node:
        </p>
        <div className="snippet">
          <pre>{WEBHOOK_VERIFY_RECIPE}</pre>
        </div>
      </details>
    </>
  );
}

/** The kind picker, then that kind's form. */
function NewEndpoint({
  clientId,
  popups,
  onCreated,
}: {
  clientId: string;
  popups: Parameters<typeof EndpointForm>[0]['popups'];
  onCreated: (secret: string | null) => void;
}) {
  const create = useCreateIntegration(clientId);
  const [kind, setKind] = useState<IntegrationKind>('webhook');
  const hint = OFFERED_KINDS.find((k) => k.kind === kind)?.hint;
  return (
    <div className="panel">
      <div className="grid-fields">
        <label>
          Kind of integration
          <select value={kind} onChange={(e) => setKind(e.target.value as IntegrationKind)} aria-describedby="new-kind-hint">
            {OFFERED_KINDS.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.label}
              </option>
            ))}
          </select>
          <span id="new-kind-hint" className="hint">
            {hint}
          </span>
        </label>
      </div>
      {kind === 'webhook' ? (
        <EndpointForm
          idPrefix="new-endpoint"
          title="Add an endpoint"
          initial={NEW_ENDPOINT}
          popups={popups}
          submitLabel="Add endpoint"
          pendingLabel="Adding…"
          pending={create.isPending}
          onSubmit={(values) => create.mutate(values, { onSuccess: (reply) => onCreated(reply.secret) })}
        />
      ) : (
        <ConnectorForm
          key={kind}
          kind={kind as ConnectorKind}
          idPrefix={`new-${kind}`}
          title={`Add ${KIND_LABELS[kind]}`}
          initial={EMPTY_CONNECTOR}
          popups={popups}
          submitLabel={`Add ${KIND_LABELS[kind]}`}
          pendingLabel="Adding…"
          pending={create.isPending}
          onSubmit={(values) => create.mutate({ kind, ...values }, { onSuccess: () => onCreated(null) })}
        />
      )}
      <ErrorText error={create.error} />
    </div>
  );
}
