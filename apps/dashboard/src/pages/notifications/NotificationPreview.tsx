import { useState } from 'react';
import { useNotificationPreview, useTestNotification, type NotificationMode } from '../../api/notifications.js';
import { ErrorText } from '../../components/QueryState.js';

const TEMPLATES: Array<{ mode: NotificationMode; label: string }> = [
  { mode: 'each_lead', label: 'New lead' },
  { mode: 'daily_digest', label: 'Daily summary' },
];

/**
 * Each email as the server renders it, with sample leads: the HTML in a sandboxed frame (no
 * script, no same-origin access, so even a broken escape could not reach the dashboard), the
 * plain text beside it; and a test send to the saved addresses.
 */
export function NotificationPreview({ clientId, canSend }: { clientId: string; canSend: boolean }) {
  const [template, setTemplate] = useState<NotificationMode>('each_lead');
  const preview = useNotificationPreview(clientId, template);
  const test = useTestNotification(clientId);
  const title = TEMPLATES.find((t) => t.mode === template)!.label;
  return (
    <section className="panel" aria-labelledby="notify-preview-title">
      <h2 id="notify-preview-title">Preview</h2>
      <fieldset className="row">
        <legend className="visually-hidden">Which email</legend>
        {TEMPLATES.map((t) => (
          <label key={t.mode} className="check">
            <input type="radio" name="notify-template" value={t.mode} checked={template === t.mode} onChange={() => setTemplate(t.mode)} />
            {t.label}
          </label>
        ))}
      </fieldset>
      <ErrorText error={preview.error} />
      {preview.data && (
        <figure className="email-preview" aria-labelledby="notify-preview-caption">
          <figcaption id="notify-preview-caption">{title} email, with sample leads</figcaption>
          <p className="email-preview-subject">
            <span className="muted">Subject: </span>
            <span data-testid="notify-preview-subject">{preview.data.subject}</span>
          </p>
          <iframe title={`${title} email preview`} sandbox="" srcDoc={preview.data.html} className="notify-preview-frame" />
          <details>
            <summary>Plain-text version</summary>
            <pre className="email-preview-body">{preview.data.text}</pre>
          </details>
        </figure>
      )}
      <button type="button" disabled={!canSend || test.isPending} onClick={() => test.mutate(template)} aria-describedby="notify-test-hint">
        {test.isPending ? 'Sending…' : 'Send a test email'}
      </button>
      <span id="notify-test-hint" className="hint">
        {' '}
        Sends this email to the saved addresses now.
      </span>
      <p role="status" className="test-result">
        {test.data?.message}
      </p>
      <ErrorText error={test.error} />
    </section>
  );
}
