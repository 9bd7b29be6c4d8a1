import { defaultSignupMessages } from '@beckon/core';
import { SIGNUP_FORM_LIMITS } from '@beckon/core/api';
import type { SignupFormSettings } from '../../api/types.js';
import { MESSAGE_LABELS } from './builder-draft.js';

/** Every message the form can show; a blank one shows Beckon’s wording in the form’s language, given as the placeholder. */
export function MessagesEditor({ settings, onChange }: { settings: SignupFormSettings; onChange: (messages: SignupFormSettings['messages']) => void }) {
  const defaults = defaultSignupMessages(settings.lang);
  return (
    <fieldset className="builder-section">
      <legend>Messages</legend>
      <p className="hint">Leave a message blank to show the default, written here in grey.</p>
      <div className="grid-fields">
        {MESSAGE_LABELS.map(([key, label]) => (
          <label key={key}>
            {label}
            <input
              value={settings.messages[key] ?? ''}
              placeholder={defaults[key]}
              maxLength={SIGNUP_FORM_LIMITS.messageLength}
              dir="auto"
              onChange={(e) => onChange({ ...settings.messages, [key]: e.target.value })}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
