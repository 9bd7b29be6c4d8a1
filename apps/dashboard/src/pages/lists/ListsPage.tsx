import { useState } from 'react';
import { useConfirmations, useLists } from '../../api/hooks.js';
import { EmptyState, QueryState } from '../../components/QueryState.js';
import { ConfirmationLinks } from './ConfirmationLinks.js';
import { ListEditor } from './ListEditor.js';
import { ListsTable } from './ListsTable.js';
import { NewListForm } from './NewListForm.js';

/** Issue 18: the owner's email and SMS lists, their double opt-in email, and the links to confirm by hand without SMTP. */
export function ListsPage() {
  const lists = useLists();
  const confirmations = useConfirmations();
  const [editing, setEditing] = useState<string | null>(null);
  const edited = lists.data?.find((list) => list.id === editing);
  const noSmtp = confirmations.data?.smtp === false;
  const pending = (confirmations.data?.confirmations ?? []).filter((c) => c.status !== 'sent');

  return (
    <>
      <div className="page-head">
        <h1>Lists</h1>
      </div>
      {noSmtp && (
        <div className="notice" role="note">
          <p>
            <strong>No confirmation email is sent:</strong> this server has no email settings (SMTP_URL). People who sign up to a double opt-in list stay
            pending until they open their confirmation link. Until email is set up, copy each link from “Confirmation links” below and send it to them yourself.
          </p>
        </div>
      )}
      <section className="panel" aria-labelledby="lists-title">
        <h2 id="lists-title">Your lists</h2>
        <QueryState error={lists.error} pending={lists.isPending} label="your lists" />
        {lists.data?.length === 0 && (
          <EmptyState title="No lists yet.">
            <p>Create one below, then offer it in a sign-up form.</p>
          </EmptyState>
        )}
        {lists.data && lists.data.length > 0 && <ListsTable lists={lists.data} onEdit={setEditing} />}
      </section>
      {edited && <ListEditor key={edited.id} list={edited} onDone={() => setEditing(null)} />}
      <NewListForm />
      {noSmtp && <ConfirmationLinks confirmations={pending} />}
    </>
  );
}
