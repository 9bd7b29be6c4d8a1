import { Link } from 'react-router';
import { useDeleteSignupForm, useLists, useSignupForms, useSites } from '../../api/hooks.js';
import type { SignupFormRecord } from '../../api/types.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { EmptyState, QueryState } from '../../components/QueryState.js';
import { formatTime } from '../format.js';

function FormRow({ form, siteName, listNames }: { form: SignupFormRecord; siteName: string; listNames: string }) {
  const remove = useDeleteSignupForm();
  return (
    <tr data-form-id={form.id}>
      <td className="wrap-anywhere">
        <Link to={`/signup-forms/${form.id}`}>{form.name}</Link>
      </td>
      <td>{siteName}</td>
      <td className="wrap-anywhere">{listNames || '—'}</td>
      <td>{formatTime(form.updated_at)}</td>
      <td className="actions-cell">
        <div className="row nowrap">
          <Link className="button small" to={`/signup-forms/${form.id}`} aria-label={`Edit ${form.name}`}>
            Edit
          </Link>
          <ConfirmDialog
            trigger={
              <button type="button" className="small danger-outline" aria-label={`Delete ${form.name}`}>
                Delete
              </button>
            }
            title={`Delete the form “${form.name}”?`}
            description={<p>Pasted copies of it stop working at once. The people who signed up through it stay subscribed.</p>}
            confirmLabel="Delete form"
            pendingLabel="Deleting…"
            onConfirm={() => remove.mutateAsync(form.id)}
          />
        </div>
      </td>
    </tr>
  );
}

/** Issue 18: the owner's sign-up forms, each to edit, copy onto a site, or delete. */
export function SignupFormsPage() {
  const forms = useSignupForms();
  const lists = useLists();
  const sites = useSites();
  const listName = new Map((lists.data ?? []).map((l) => [l.id, l.name]));
  const siteName = new Map((sites.data ?? []).map((s) => [s.client_id, s.name]));
  return (
    <>
      <div className="page-head">
        <h1>Sign-up forms</h1>
        <Link className="button primary" to="/signup-forms/new">
          New sign-up form
        </Link>
      </div>
      <section className="panel" aria-labelledby="forms-title">
        <h2 id="forms-title" className="visually-hidden">
          Your sign-up forms
        </h2>
        <QueryState error={forms.error} pending={forms.isPending} label="your sign-up forms" />
        {forms.data?.length === 0 && (
          <EmptyState title="No sign-up forms yet.">
            <p>A sign-up form is a few lines of HTML you paste into any page: visitors join your lists through it.</p>
          </EmptyState>
        )}
        {forms.data && forms.data.length > 0 && (
          <div className="table-wrap" tabIndex={0}>
            <table data-testid="signup-forms-table">
              <caption className="visually-hidden">Your sign-up forms</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Site</th>
                  <th scope="col">Lists</th>
                  <th scope="col">Changed</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {forms.data.map((form) => (
                  <FormRow
                    key={form.id}
                    form={form}
                    siteName={form.client_id ? (siteName.get(form.client_id) ?? '—') : 'Any'}
                    listNames={form.settings.lists.flatMap((id) => listName.get(id) ?? []).join(', ')}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
