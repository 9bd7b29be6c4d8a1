import { signupFormMarkup } from '@beckon/core';
import type { SignupFormSettings, SubscriberList } from '../../api/types.js';
import { CopyBox } from '../../components/CopyBox.js';
import { SignupPreview } from './SignupPreview.js';

interface FormOutputProps {
  token: string | null;
  settings: SignupFormSettings;
  lists: SubscriberList[];
  /** the builder holds changes the server does not have yet */
  unsaved: boolean;
}

/** The HTML to paste into the site, and the form as it will look and behave there. */
export function FormOutput({ token, settings, lists, unsaved }: FormOutputProps) {
  if (token === null) {
    return (
      <section className="panel" aria-labelledby="form-output-title">
        <h2 id="form-output-title">Markup and preview</h2>
        <p className="muted">Save the form to get the markup to paste into your site.</p>
      </section>
    );
  }
  const markup = signupFormMarkup({ token, settings, lists }, window.location.origin);
  return (
    <section className="panel" aria-labelledby="form-output-title">
      <h2 id="form-output-title">Markup and preview</h2>
      {unsaved && (
        <p className="hint" role="note">
          You have unsaved changes: save before you copy, so the server and the markup agree.
        </p>
      )}
      <CopyBox label="Paste this where the form should appear on your site" text={markup} buttonLabel="Copy markup" rows={10} />
      <h3>Preview</h3>
      <p className="hint">This is the real form: submitting it here signs the address up.</p>
      <SignupPreview markup={markup} lang={settings.lang} />
    </section>
  );
}
