import { Link } from 'react-router';
import { useDeleteList } from '../../api/hooks.js';
import type { SubscriberList } from '../../api/types.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { formatCount } from '../format.js';

const KIND_LABEL = { email: 'Email', sms: 'SMS' } as const;

/** A count that opens the subscribers page filtered to this list and status. */
function CountLink({ list, status, n }: { list: SubscriberList; status: 'pending' | 'confirmed' | 'unsubscribed'; n: number }) {
  return (
    <Link to={`/subscribers?list=${encodeURIComponent(list.id)}&status=${status}`} aria-label={`${formatCount(n)} ${status} on ${list.name}`}>
      {formatCount(n)}
    </Link>
  );
}

/** Every list with its subscribers counted by status; each count opens those subscribers. */
export function ListsTable({ lists, onEdit }: { lists: SubscriberList[]; onEdit: (id: string) => void }) {
  const remove = useDeleteList();
  return (
    <div className="table-wrap" tabIndex={0}>
      <table data-testid="lists-table">
        <caption className="visually-hidden">Your lists</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Double opt-in</th>
            <th scope="col" className="num">
              Pending
            </th>
            <th scope="col" className="num">
              Confirmed
            </th>
            <th scope="col" className="num">
              Unsubscribed
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lists.map((list) => (
            <tr key={list.id} data-list-id={list.id}>
              <td className="wrap-anywhere">
                <Link to={`/subscribers?list=${encodeURIComponent(list.id)}`}>{list.name}</Link>
              </td>
              <td>{KIND_LABEL[list.kind]}</td>
              <td>{list.kind === 'sms' ? '—' : list.double_opt_in ? 'On' : 'Off'}</td>
              <td className="num">
                <CountLink list={list} status="pending" n={list.counts.pending} />
              </td>
              <td className="num">
                <CountLink list={list} status="confirmed" n={list.counts.confirmed} />
              </td>
              <td className="num">
                <CountLink list={list} status="unsubscribed" n={list.counts.unsubscribed} />
              </td>
              <td className="actions-cell">
                <div className="row nowrap">
                  <button type="button" className="small" aria-label={`Edit ${list.name}`} onClick={() => onEdit(list.id)}>
                    Edit
                  </button>
                  <ConfirmDialog
                    trigger={
                      <button type="button" className="small danger-outline" aria-label={`Delete ${list.name}`}>
                        Delete
                      </button>
                    }
                    title={`Delete the list “${list.name}”?`}
                    description={
                      <p>
                        Its {formatCount(list.counts.pending + list.counts.confirmed + list.counts.unsubscribed)} subscriptions go with it, for good. The people
                        stay on your other lists, and forms that offered this list stop offering it.
                      </p>
                    }
                    confirmLabel="Delete list"
                    pendingLabel="Deleting…"
                    onConfirm={() => remove.mutateAsync(list.id)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
