import { useState } from 'react';
import { useDeleteSubscriber, useUnsubscribe } from '../../api/hooks.js';
import type { Subscriber } from '../../api/types.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';

const ALL = '';

/** Who the row is, in words: their address, else their number. */
export const whoOf = (s: Subscriber): string => s.email ?? s.phone ?? `subscriber ${s.id}`;

/** Unsubscribe (from one list or from all) and Delete, each confirmed first. */
export function SubscriberActions({ subscriber }: { subscriber: Subscriber }) {
  const unsubscribe = useUnsubscribe();
  const remove = useDeleteSubscriber();
  const active = subscriber.subscriptions.filter((s) => s.status !== 'unsubscribed');
  const [from, setFrom] = useState<string>(ALL);
  const who = whoOf(subscriber);
  const fromName = active.find((s) => s.list_id === from)?.list_name;
  return (
    <div className="row nowrap">
      {active.length > 0 && (
        <ConfirmDialog
          danger={false}
          trigger={
            <button type="button" className="small" aria-label={`Unsubscribe ${who}`}>
              Unsubscribe
            </button>
          }
          title={`Unsubscribe ${who}?`}
          description={
            <div className="stack">
              <label>
                From
                <select value={from} onChange={(e) => setFrom(e.target.value)}>
                  <option value={ALL}>Every list</option>
                  {active.map((s) => (
                    <option key={s.list_id} value={s.list_id}>
                      {s.list_name}
                    </option>
                  ))}
                </select>
              </label>
              <p>They stay listed as unsubscribed, so a later sign-up of theirs is known; only they can sign up again.</p>
            </div>
          }
          confirmLabel={fromName ? `Unsubscribe from ${fromName}` : 'Unsubscribe from every list'}
          pendingLabel="Unsubscribing…"
          onConfirm={() => unsubscribe.mutateAsync(from === ALL ? { id: subscriber.id } : { id: subscriber.id, list: from })}
        />
      )}
      <ConfirmDialog
        trigger={
          <button type="button" className="small danger-outline" aria-label={`Delete ${who}`}>
            Delete
          </button>
        }
        title={`Delete ${who}?`}
        description={
          <p>
            The subscriber and the record of their consent on every list are deleted for good. To stop writing to them but keep the record, unsubscribe them
            instead.
          </p>
        }
        confirmLabel="Delete subscriber"
        pendingLabel="Deleting…"
        onConfirm={() => remove.mutateAsync(subscriber.id)}
      />
    </div>
  );
}
