import { useRef, useState } from 'react';
import type { Confirmation } from '../../api/types.js';
import { copyText, type CopyOutcome } from '../../components/copy-text.js';
import { formatTime } from '../format.js';

/** One link with its own Copy button; a browser that refuses the clipboard gets the link selected. */
function LinkCell({ confirmation }: { confirmation: Confirmation }) {
  const field = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  return (
    <div className="row nowrap">
      <input
        ref={field}
        className="code link-field"
        readOnly
        value={confirmation.link}
        aria-label={`Confirmation link for ${confirmation.to}`}
        onFocus={(e) => e.currentTarget.select()}
      />
      <button
        type="button"
        className="small"
        aria-label={`Copy the link for ${confirmation.to}`}
        onClick={() => void copyText(confirmation.link, field.current).then(setOutcome)}
      >
        {outcome === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span role="status" className="visually-hidden">
        {outcome === 'copied' ? 'Copied to the clipboard.' : outcome === 'selected' ? 'Selected: press Ctrl+C to copy.' : ''}
      </span>
    </div>
  );
}

/**
 * Without SMTP no confirmation email leaves the server: the owner confirms a subscriber by sending
 * them this link some other way (or opening it on their behalf, when they asked in person).
 */
export function ConfirmationLinks({ confirmations }: { confirmations: Confirmation[] }) {
  return (
    <section className="panel" aria-labelledby="confirmation-links-title">
      <h2 id="confirmation-links-title">Confirmation links</h2>
      {confirmations.length === 0 ? (
        <p className="muted">No confirmation is waiting.</p>
      ) : (
        <div className="table-wrap" tabIndex={0}>
          <table data-testid="confirmation-links">
            <caption className="visually-hidden">Confirmations waiting, newest first</caption>
            <thead>
              <tr>
                <th scope="col">To</th>
                <th scope="col">List</th>
                <th scope="col">Signed up</th>
                <th scope="col">Link</th>
              </tr>
            </thead>
            <tbody>
              {confirmations.map((c) => (
                <tr key={c.id}>
                  <td className="wrap-anywhere">{c.to}</td>
                  <td className="wrap-anywhere">{c.list_name}</td>
                  <td>{formatTime(c.created_at)}</td>
                  <td>
                    <LinkCell confirmation={c} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
