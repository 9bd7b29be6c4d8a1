import { useState, type FormEvent } from 'react';
import type { Language } from '@beckon/core';
import { CONFIRM_LINK_PLACEHOLDER, CONFIRMATION_EMAIL_LIMITS } from '@beckon/core/api';
import { useUpdateList } from '../../api/hooks.js';
import type { SubscriberList } from '../../api/types.js';
import { ErrorText } from '../../components/QueryState.js';
import { EmailPreview } from './EmailPreview.js';

interface Draft {
  name: string;
  doubleOptIn: boolean;
  subject: string;
  text: string;
  thankYouUrl: string;
  lang: Language;
}

const draftOf = (list: SubscriberList): Draft => ({
  name: list.name,
  doubleOptIn: list.double_opt_in,
  subject: list.confirm_subject ?? '',
  text: list.confirm_text ?? '',
  thankYouUrl: list.thank_you_url ?? '',
  lang: list.lang ?? 'en',
});

/** The confirmation email's own wording, its thank-you page and language, with the live preview. */
function ConfirmationSettings({ draft, set, listName }: { draft: Draft; set: (patch: Partial<Draft>) => void; listName: string }) {
  return (
    <fieldset className="confirm-settings">
      <legend>Confirmation email</legend>
      <div className="grid-fields">
        <label className="span-2">
          Subject <span className="optional">(blank: Beckon’s wording)</span>
          <input value={draft.subject} maxLength={CONFIRMATION_EMAIL_LIMITS.subject} onChange={(e) => set({ subject: e.target.value })} />
        </label>
        <label className="span-2">
          Text <span className="optional">(blank: Beckon’s wording)</span>
          <textarea
            rows={7}
            value={draft.text}
            maxLength={CONFIRMATION_EMAIL_LIMITS.text}
            onChange={(e) => set({ text: e.target.value })}
            aria-describedby="confirm-text-hint"
          />
          <span id="confirm-text-hint" className="hint">
            Write <code>{CONFIRM_LINK_PLACEHOLDER}</code> where the confirmation link goes (left out, it is added at the end) and <code>{'{{list_name}}'}</code>{' '}
            for the list’s name. Plain text: no HTML.
          </span>
        </label>
        <label>
          Thank-you page <span className="optional">(blank: Beckon’s own page)</span>
          <input
            type="url"
            value={draft.thankYouUrl}
            maxLength={CONFIRMATION_EMAIL_LIMITS.url}
            placeholder="https://example.com/thanks"
            onChange={(e) => set({ thankYouUrl: e.target.value })}
          />
        </label>
        <label>
          Language of the email and its pages
          <select value={draft.lang} onChange={(e) => set({ lang: e.target.value as Language })}>
            <option value="en">English</option>
            <option value="he">Hebrew (עברית)</option>
          </select>
        </label>
      </div>
      <EmailPreview settings={{ listName, lang: draft.lang, subject: draft.subject, text: draft.text }} />
    </fieldset>
  );
}

/** A list's settings: its name, double opt-in, and for email lists with it the confirmation email. */
export function ListEditor({ list, onDone }: { list: SubscriberList; onDone: () => void }) {
  const update = useUpdateList();
  const [draft, setDraft] = useState<Draft>(() => draftOf(list));
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const confirming = list.kind === 'email' && draft.doubleOptIn;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        id: list.id,
        name: draft.name.trim(),
        double_opt_in: list.kind === 'email' && draft.doubleOptIn,
        ...(list.kind === 'email'
          ? { confirm_subject: draft.subject.trim(), confirm_text: draft.text, thank_you_url: draft.thankYouUrl.trim(), lang: draft.lang }
          : {}),
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form className="panel list-editor" aria-labelledby="list-editor-title" onSubmit={submit}>
      <h2 id="list-editor-title">Edit “{list.name}”</h2>
      <div className="grid-fields">
        <label>
          Name
          <input value={draft.name} maxLength={120} required onChange={(e) => set({ name: e.target.value })} />
        </label>
        {list.kind === 'email' && (
          <label className="check">
            <input type="checkbox" checked={draft.doubleOptIn} onChange={(e) => set({ doubleOptIn: e.target.checked })} />
            Double opt-in (for sign-ups from now on)
          </label>
        )}
      </div>
      {confirming && <ConfirmationSettings draft={draft} set={set} listName={draft.name.trim() || list.name} />}
      <div className="row">
        <button type="submit" className="primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save list'}
        </button>
        <button type="button" onClick={onDone} disabled={update.isPending}>
          Cancel
        </button>
      </div>
      <ErrorText error={update.error} />
    </form>
  );
}
