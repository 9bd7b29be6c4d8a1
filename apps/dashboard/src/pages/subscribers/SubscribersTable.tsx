import type { Subscriber, Subscription } from '../../api/types.js';
import { formatTime, pathOf } from '../format.js';
import { SubscriberActions } from './SubscriberActions.js';

const STATUS_LABEL = { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' } as const;

/** Where a subscription came from: a page, an import, or the owner. */
const sourceOf = (s: Subscription): string => (s.source_url === 'import' ? 'Import' : s.source_url ? pathOf(s.source_url) : '—');

function SubscriptionItem({ s }: { s: Subscription }) {
  return (
    <li>
      <span className="wrap-anywhere">{s.list_name}</span> <span className={`badge status-${s.status}`}>{STATUS_LABEL[s.status]}</span>
      <div className="small muted">
        <span title={s.consent_text}>“{s.consent_text || 'no consent text'}”</span>,{' '}
        <time dateTime={new Date(s.consented_at).toISOString()}>{formatTime(s.consented_at)}</time>, from <span title={s.source_url}>{sourceOf(s)}</span>
      </div>
    </li>
  );
}

/** One page of subscribers: who, their lists with the status and consent on each, and what the owner may do. */
export function SubscribersTable({ subscribers }: { subscribers: Subscriber[] }) {
  return (
    <div className="table-wrap" tabIndex={0}>
      <table data-testid="subscribers-table">
        <caption className="visually-hidden">Subscribers, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col">Lists, consent and source</th>
            <th scope="col">Since</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id} data-subscriber-id={subscriber.id}>
              <td className="wrap-anywhere">{subscriber.email ?? '—'}</td>
              <td>{subscriber.phone ?? '—'}</td>
              <td>
                {subscriber.subscriptions.length === 0 ? (
                  <span className="muted">On no list</span>
                ) : (
                  <ul className="plain-list subscriptions">
                    {subscriber.subscriptions.map((s) => (
                      <SubscriptionItem key={s.list_id} s={s} />
                    ))}
                  </ul>
                )}
              </td>
              <td>{formatTime(subscriber.created_at)}</td>
              <td className="actions-cell">
                <SubscriberActions subscriber={subscriber} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
