import { useState } from 'react';
import { useDeleteIntegration, useRotateSecret, useTestIntegration, useUpdateIntegration, type Integration } from '../../api/integrations.js';
import type { PopupSummary } from '../../api/types.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { ErrorText } from '../../components/QueryState.js';
import { DeliveryLog } from './DeliveryLog.js';
import type { ConnectorKind } from '@beckon/core';
import { ConnectorForm } from './ConnectorForm.js';
import { valuesFromSettings } from './connector-values.js';
import { EndpointForm } from './EndpointForm.js';
import { EVENT_LABELS, KIND_LABELS, testResultInWords } from './words.js';

interface EndpointPanelProps {
  integration: Integration;
  popups: PopupSummary[];
  /** a rotated secret, to show once */
  onSecret: (secret: string) => void;
}

interface ActionsProps {
  integration: Integration;
  onEdit: () => void;
  onSecret: (secret: string) => void;
  test: ReturnType<typeof useTestIntegration>;
  update: ReturnType<typeof useUpdateIntegration>;
}

/** Edit, on/off, test, rotate and delete, each a button; the lasting ones behind a confirmation. */
function EndpointActions({ integration, onEdit, onSecret, test, update }: ActionsProps) {
  const remove = useDeleteIntegration();
  const rotate = useRotateSecret();
  const toggle = () => update.mutate({ id: integration.id, enabled: !integration.enabled });
  return (
    <div className="row">
      <button type="button" onClick={() => onEdit()}>
        Edit
      </button>
      <button type="button" onClick={toggle} disabled={update.isPending}>
        {integration.enabled ? 'Turn off' : 'Turn on'}
      </button>
      <button type="button" onClick={() => test.mutate(integration.id)} disabled={test.isPending}>
        {test.isPending ? 'Sending a test…' : 'Send a test event'}
      </button>
      {integration.kind === 'webhook' && (
        <ConfirmDialog
          trigger={<button type="button">Rotate secret</button>}
          title={`Rotate the secret of ${integration.name}?`}
          description="Beckon makes a new signing secret and shows it once. The old one keeps working for 24 hours, so update your endpoint within a day."
          confirmLabel="Rotate"
          pendingLabel="Rotating…"
          danger={false}
          onConfirm={() => rotate.mutateAsync(integration.id).then((r) => r.secret && onSecret(r.secret))}
        />
      )}
      <ConfirmDialog
        trigger={<button type="button">Delete</button>}
        title={`Delete ${integration.name}?`}
        description="Its delivery log goes with it, and deliveries still waiting are not sent. This cannot be undone."
        confirmLabel="Delete endpoint"
        pendingLabel="Deleting…"
        onConfirm={() => remove.mutateAsync(integration.id)}
      />
    </div>
  );
}

/** A connector's service and where it adds leads, from its settings as the server shows them (the key masked). */
function ConnectorSummary({ integration }: { integration: Integration }) {
  const s = integration.settings;
  const where = [s['listId'], Array.isArray(s['listIds']) ? s['listIds'].join(', ') : undefined, s['url']].find((v) => typeof v === 'string' && v !== '');
  return (
    <>
      {KIND_LABELS[integration.kind]}
      {typeof where === 'string' && (
        <>
          {' → '}
          <code>{where}</code>
        </>
      )}
      {typeof s['apiKey'] === 'string' && ` · key ${s['apiKey']}`}
    </>
  );
}

interface EditFormProps {
  integration: Integration;
  popups: PopupSummary[];
  update: ReturnType<typeof useUpdateIntegration>;
  onDone: () => void;
}

/** The kind's own form, filled with what is saved; a connector's key stays masked unless replaced. */
function EditForm({ integration, popups, update, onDone }: EditFormProps) {
  const common = { idPrefix: `edit-${integration.id}`, title: `Edit ${integration.name}`, popups, submitLabel: 'Save changes', pendingLabel: 'Saving…' };
  const audience = { name: integration.name, events: integration.events, popups: integration.popups };
  if (integration.kind !== 'webhook')
    return (
      <ConnectorForm
        {...common}
        kind={integration.kind as ConnectorKind}
        initial={valuesFromSettings(integration.settings, audience)}
        pending={update.isPending}
        onSubmit={(values) => update.mutate({ id: integration.id, ...values }, { onSuccess: onDone })}
        onCancel={onDone}
      />
    );
  return (
    <EndpointForm
      {...common}
      initial={{ kind: integration.kind, url: integration.url, ...audience }}
      pending={update.isPending}
      onSubmit={(values) =>
        update.mutate({ id: integration.id, name: values.name, url: values.url, events: values.events, popups: values.popups }, { onSuccess: onDone })
      }
      onCancel={onDone}
    />
  );
}

/** One endpoint: what it is sent, on/off, edit, test, rotate, delete, and its delivery log. */
export function EndpointPanel({ integration, popups, onSecret }: EndpointPanelProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateIntegration();
  const test = useTestIntegration();
  const titleId = `endpoint-${integration.id}`;

  return (
    <section className="panel" aria-labelledby={titleId} data-integration-id={integration.id}>
      <h2 id={titleId} className="wrap-anywhere">
        {integration.name} <span className={`badge ${integration.enabled ? 'published' : ''}`}>{integration.enabled ? 'On' : 'Off'}</span>
      </h2>
      <p className="wrap-anywhere">{integration.kind === 'webhook' ? <code>{integration.url}</code> : <ConnectorSummary integration={integration} />}</p>
      <p className="sub">
        Sends: {integration.events.map((e) => EVENT_LABELS[e]).join('; ')}.{' '}
        {integration.popups.length > 0 ? `Only leads of ${integration.popups.length} pop-up(s).` : 'Leads of every pop-up.'}
        {integration.secret_hint && ` Secret ends in …${integration.secret_hint}.`}
      </p>
      {integration.disabled_reason && (
        <p className="error" role="note">
          {integration.disabled_reason}
        </p>
      )}
      {editing ? (
        <EditForm integration={integration} popups={popups} update={update} onDone={() => setEditing(false)} />
      ) : (
        <EndpointActions integration={integration} onEdit={() => setEditing(true)} onSecret={onSecret} test={test} update={update} />
      )}
      <p role="status" className="test-result">
        {test.data && testResultInWords(test.data, integration.kind)}
      </p>
      <ErrorText error={update.error ?? test.error} />
      <DeliveryLog integrationId={integration.id} name={integration.name} />
    </section>
  );
}
