import { confirmationEmailPreview, sampleConfirmLink, type ConfirmationEmailSettings } from './email-preview.js';

/** The confirmation email as the subscriber will read it, updated as the owner types. */
export function EmailPreview({ settings }: { settings: ConfirmationEmailSettings }) {
  const link = sampleConfirmLink(window.location.origin);
  const preview = confirmationEmailPreview(settings, link);
  return (
    <figure className="email-preview" aria-labelledby="email-preview-title">
      <figcaption id="email-preview-title">Preview of the confirmation email</figcaption>
      <div className="email-preview-mail" lang={settings.lang} dir={settings.lang === 'he' ? 'rtl' : 'ltr'}>
        <p className="email-preview-subject">
          <span className="muted">Subject: </span>
          <span data-testid="preview-subject">{preview.subject}</span>
        </p>
        <pre className="email-preview-body" data-testid="preview-body">
          {preview.body}
        </pre>
      </div>
      {preview.linkAppended && <p className="hint">Your text has no {'{{confirm_link}}'}, so the link is added at its end.</p>}
    </figure>
  );
}
