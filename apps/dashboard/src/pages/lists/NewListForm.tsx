import { useState, type FormEvent } from 'react';
import type { ListKind } from '@beckon/core';
import { useCreateList } from '../../api/hooks.js';
import { ErrorText } from '../../components/QueryState.js';

/** A new list: its name, what it collects, and whether sign-ups confirm by email first. */
export function NewListForm() {
  const create = useCreateList();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ListKind>('email');
  const [doubleOptIn, setDoubleOptIn] = useState(true);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    create.mutate(
      { name: name.trim(), kind, double_opt_in: kind === 'email' && doubleOptIn },
      {
        onSuccess: () => {
          setName('');
          create.reset();
        },
      },
    );
  };

  return (
    <form className="panel" aria-labelledby="new-list-title" onSubmit={submit} noValidate>
      <h2 id="new-list-title">New list</h2>
      <div className="grid-fields">
        <label>
          Name
          <input value={name} maxLength={120} onChange={(e) => setName(e.target.value)} aria-invalid={missing} aria-describedby="new-list-name-error" />
          <span id="new-list-name-error" className="field-error">
            {missing ? 'Give the list a name.' : ''}
          </span>
        </label>
        <label>
          Collects
          <select value={kind} onChange={(e) => setKind(e.target.value as ListKind)}>
            <option value="email">Email addresses</option>
            <option value="sms">SMS numbers</option>
          </select>
        </label>
        {kind === 'email' && (
          <label className="check span-2">
            <input type="checkbox" checked={doubleOptIn} onChange={(e) => setDoubleOptIn(e.target.checked)} />
            Double opt-in: each new subscriber confirms by a link in an email before they count as subscribed
          </label>
        )}
      </div>
      <div className="row">
        <button type="submit" className="primary" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create list'}
        </button>
      </div>
      <ErrorText error={create.error} />
    </form>
  );
}
