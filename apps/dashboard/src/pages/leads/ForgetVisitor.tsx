import { useState } from 'react';
import { isStoredEmailShape } from '@beckon/core';
import { useForgetVisitor } from '../../api/hooks.js';
import type { ForgetResult } from '../../api/types.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function removedSummary({ removed }: ForgetResult): string {
  return [
    count(removed.leads, 'lead', 'leads'),
    count(removed.activities, 'activity record', 'activity records'),
    count(removed.sessions, 'session', 'sessions'),
    count(removed.abandonments, 'abandoned-cart record', 'abandoned-cart records'),
  ].join(', ');
}

/** A visitor's request to be forgotten: every trace of one address in this account, after a confirmation. */
export function ForgetVisitor() {
  const forget = useForgetVisitor();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<{ email: string; result: ForgetResult } | null>(null);
  const address = email.trim();
  // As loose as the server's rule: an address stored before today's stricter checks can still be forgotten.
  const valid = isStoredEmailShape(address);

  return (
    <section className="panel" aria-labelledby="forget-title">
      <h2 id="forget-title">Forget a visitor</h2>
      <p className="muted">
        When someone asks you to erase their data, enter their email address: their leads, activity, sessions and abandoned carts are deleted from every site of
        this account.
      </p>
      <div className="row wrap">
        <label htmlFor="forget-email" className="visually-hidden">
          Visitor’s email address
        </label>
        <input
          id="forget-email"
          type="email"
          placeholder="visitor@example.com"
          value={email}
          aria-describedby="forget-hint"
          onChange={(e) => {
            setEmail(e.target.value);
            setDone(null);
          }}
        />
        <ConfirmDialog
          trigger={
            <button type="button" className="danger-outline" disabled={!valid}>
              Forget this visitor
            </button>
          }
          title={`Forget ${address}?`}
          description={
            <p>
              Every lead, activity record, session and abandoned cart of <strong>{address}</strong> in this account is deleted. This cannot be undone.
            </p>
          }
          confirmLabel="Forget visitor"
          pendingLabel="Forgetting…"
          onConfirm={async () => {
            const result = await forget.mutateAsync(address);
            setDone({ email: address, result });
            setEmail('');
          }}
        />
      </div>
      <p id="forget-hint" className="hint">
        {address && !valid ? 'Enter a whole email address, like visitor@example.com.' : ''}
      </p>
      <p role="status" className="success">
        {done && (
          <>
            Forgot {done.email}: removed {removedSummary(done.result)}.
          </>
        )}
      </p>
    </section>
  );
}
