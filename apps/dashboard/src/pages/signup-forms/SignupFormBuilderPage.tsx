import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Language } from '@beckon/core';
import { useLists, useSaveSignupForm, useSignupForm, useSites } from '../../api/hooks.js';
import type { SignupFormRecord, SignupFormSettings } from '../../api/types.js';
import { QueryState } from '../../components/QueryState.js';
import { draftOf, errorAt, fieldProblems, formBody, formProblem, newDraft, placeServerError, type PlacedError, type SignupFormDraft } from './builder-draft.js';
import { FieldsEditor } from './FieldsEditor.js';
import { FormOutput } from './FormOutput.js';
import { ListsOffered } from './ListsOffered.js';
import { MessagesEditor } from './MessagesEditor.js';

/** Where the form sends visitors, in which language it speaks, and whether it asks for the robot check. */
function Behaviour({ settings, set, error }: { settings: SignupFormSettings; set: (patch: Partial<SignupFormSettings>) => void; error: PlacedError | null }) {
  const redirectError = errorAt(error, 'settings.redirect');
  return (
    <fieldset className="builder-section">
      <legend>After signing up</legend>
      <div className="grid-fields">
        <label>
          Redirect to <span className="optional">(blank: stay on the page)</span>
          <input
            type="url"
            value={settings.redirect}
            maxLength={2048}
            placeholder="https://example.com/welcome"
            aria-invalid={redirectError !== null}
            onChange={(e) => set({ redirect: e.target.value })}
          />
          <span className="field-error">{redirectError ?? ''}</span>
        </label>
        <label>
          Language
          <select value={settings.lang} onChange={(e) => set({ lang: e.target.value as Language })}>
            <option value="en">English</option>
            <option value="he">Hebrew (עברית)</option>
          </select>
        </label>
        <label className="span-2">
          Consent box <span className="optional">(blank: none; a visitor must tick it, and each subscription records this wording)</span>
          <textarea
            rows={2}
            value={settings.consent ?? ''}
            maxLength={1000}
            placeholder="I agree to receive the newsletter and can unsubscribe at any time."
            onChange={(e) => set({ consent: e.target.value })}
          />
        </label>
        <label className="check span-2">
          <input type="checkbox" checked={settings.captcha} onChange={(e) => set({ captcha: e.target.checked })} />
          Ask for the robot check (Turnstile or reCAPTCHA, when the server has one set up)
        </label>
      </div>
    </fieldset>
  );
}

function Builder({ saved }: { saved: SignupFormRecord | null }) {
  const navigate = useNavigate();
  const save = useSaveSignupForm();
  const lists = useLists();
  const sites = useSites();
  const [draft, setDraft] = useState<SignupFormDraft>(() => (saved ? draftOf(saved) : newDraft()));
  const [problem, setProblem] = useState<PlacedError | null>(null);
  const set = (patch: Partial<SignupFormSettings>) => setDraft((d) => ({ ...d, settings: { ...d.settings, ...patch } }));
  const body = formBody(draft);
  const unsaved = saved === null || JSON.stringify(formBody(draftOf(saved))) !== JSON.stringify(body);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = formProblem(draft) ?? (fieldProblems(draft.settings.fields).size > 0 ? 'Some fields need a change: see below.' : null);
    if (local) return setProblem({ path: '', message: local });
    setProblem(null);
    save.mutate(
      { id: saved?.id ?? null, ...body },
      {
        onSuccess: (form) => {
          if (!saved) void navigate(`/signup-forms/${form.id}`, { replace: true });
        },
        onError: (error) => setProblem(placeServerError(error.message)),
      },
    );
  };

  const nameError = errorAt(problem, 'name');
  const general =
    problem && !['name', 'client_id', 'settings.fields', 'settings.lists', 'settings.redirect'].some((p) => errorAt(problem, p)) ? problem.message : null;
  return (
    <>
      <form className="panel builder" aria-labelledby="builder-title" onSubmit={submit} noValidate>
        <h1 id="builder-title">{saved ? `Sign-up form “${saved.name}”` : 'New sign-up form'}</h1>
        <div className="grid-fields">
          <label>
            Name
            <input value={draft.name} maxLength={120} aria-invalid={nameError !== null} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            <span className="field-error">{nameError ?? ''}</span>
          </label>
          <label>
            Site <span className="optional">(optional: only its domains may post)</span>
            <select value={draft.clientId} onChange={(e) => setDraft({ ...draft, clientId: e.target.value })}>
              <option value="">Any site</option>
              {(sites.data ?? []).map((site) => (
                <option key={site.client_id} value={site.client_id}>
                  {site.name}
                </option>
              ))}
            </select>
            <span className="field-error">{errorAt(problem, 'client_id') ?? ''}</span>
          </label>
        </div>
        <FieldsEditor fields={draft.settings.fields} onChange={(fields) => set({ fields })} serverError={errorAt(problem, 'settings.fields')} />
        <ListsOffered settings={draft.settings} lists={lists.data} onChange={set} serverError={errorAt(problem, 'settings.lists')} />
        <MessagesEditor settings={draft.settings} onChange={(messages) => set({ messages })} />
        <Behaviour settings={draft.settings} set={set} error={problem} />
        {general && (
          <p className="error" role="alert">
            {general}
          </p>
        )}
        <div className="row">
          <button type="submit" className="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : saved ? 'Save changes' : 'Create form'}
          </button>
          <Link to="/signup-forms">Back to sign-up forms</Link>
          <span role="status" className="success">
            {save.isSuccess && !unsaved ? 'Saved.' : ''}
          </span>
        </div>
      </form>
      <FormOutput token={saved?.token ?? null} settings={body.settings} lists={lists.data ?? []} unsaved={unsaved} />
    </>
  );
}

/** Issue 18: the sign-up form builder, for a new form (/signup-forms/new) or a saved one. */
export function SignupFormBuilderPage() {
  const { id = 'new' } = useParams();
  const form = useSignupForm(id === 'new' ? null : id);
  if (id === 'new') return <Builder saved={null} />;
  if (!form.data) return <QueryState error={form.error} pending={form.isPending} label="the sign-up form" />;
  return <Builder key={form.data.id} saved={form.data} />;
}
