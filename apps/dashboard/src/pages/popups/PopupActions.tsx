import { Link } from 'react-router';
import { useDeletePopup, useDuplicatePopup, useUpdatePopup } from '../../api/hooks.js';
import type { PopupSummary } from '../../api/types.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';

/** Publish / unpublish: one click, the button says what it is doing while the change travels. */
export function StatusToggle({ popup }: { popup: PopupSummary }) {
  const update = useUpdatePopup();
  const published = popup.status === 'published';
  const label = published ? `Unpublish ${popup.name}` : `Publish ${popup.name}`;
  return (
    <div className="status-cell">
      <span className={`badge ${popup.status}`}>{published ? 'Published' : 'Draft'}</span>
      <button
        type="button"
        className="small"
        aria-label={label}
        disabled={update.isPending}
        onClick={() => update.mutate({ id: popup.poptin_id, status: published ? 'draft' : 'published' })}
      >
        {update.isPending ? (published ? 'Unpublishing…' : 'Publishing…') : published ? 'Unpublish' : 'Publish'}
      </button>
      {update.error && (
        <p className="error small" role="alert">
          {update.error.message}
        </p>
      )}
    </div>
  );
}

export function PopupActions({ popup, onDuplicated }: { popup: PopupSummary; onDuplicated: (id: string) => void }) {
  const duplicate = useDuplicatePopup();
  const remove = useDeletePopup();
  return (
    <div className="actions-cell">
      <div className="row nowrap">
        <Link className="button small" to={`/poptins/${popup.poptin_id}/edit`} aria-label={`Edit ${popup.name}`}>
          Edit
        </Link>
        <Link className="button small" to={`/results?poptin_id=${popup.poptin_id}`} aria-label={`Results of ${popup.name}`}>
          Results
        </Link>
        <button
          type="button"
          className="small"
          aria-label={`Duplicate ${popup.name}`}
          disabled={duplicate.isPending}
          onClick={() => duplicate.mutate(popup.poptin_id, { onSuccess: (created) => onDuplicated(created.poptin_id) })}
        >
          {duplicate.isPending ? 'Duplicating…' : 'Duplicate'}
        </button>
        <ConfirmDialog
          trigger={
            <button type="button" className="small danger-outline" aria-label={`Delete ${popup.name}`}>
              Delete
            </button>
          }
          title={`Delete the pop-up “${popup.name}”?`}
          description={
            <>
              <p>It stops showing on {popup.site_name} at once, and its views, closes and conversions are deleted. This cannot be undone.</p>
              <p>The leads it collected stay in Leads, marked “Deleted pop-up”.</p>
            </>
          }
          confirmLabel="Delete pop-up"
          pendingLabel="Deleting…"
          onConfirm={() => remove.mutateAsync(popup.poptin_id)}
        />
      </div>
      {duplicate.error && (
        <p className="error small" role="alert">
          {duplicate.error.message}
        </p>
      )}
    </div>
  );
}
