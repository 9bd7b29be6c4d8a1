import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDeletePopup, useDuplicatePopup, useUpdatePopup } from '../../api/hooks.js';
import type { PopupSummary } from '../../api/types.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { loadPopup } from '../../editor/api.js';
import { emptyGameScreens, type ScreenWarning } from '../../editor/game-screens.js';
import { PublishWarning } from '../../editor/PublishWarning.js';

/**
 * Publish / unpublish: one click, the button says what it is doing while the change travels. A
 * game is read first: with empty play, winning or losing screens it asks, as the editor does.
 */
export function StatusToggle({ popup }: { popup: PopupSummary }) {
  const update = useUpdatePopup();
  const [checking, setChecking] = useState(false);
  const [warnings, setWarnings] = useState<ScreenWarning[]>([]);
  const button = useRef<HTMLButtonElement>(null);
  const published = popup.status === 'published';
  const label = published ? `Unpublish ${popup.name}` : `Publish ${popup.name}`;
  const publish = () => update.mutate({ id: popup.poptin_id, status: 'published' });
  const toggle = async () => {
    if (published) return update.mutate({ id: popup.poptin_id, status: 'draft' });
    if (popup.type === 'gamified') {
      setChecking(true);
      // A game that cannot be read is published as asked: the publish says what fails.
      const found = await loadPopup(popup.poptin_id).then(
        (full) => emptyGameScreens(full.type, full.settings),
        () => [],
      );
      setChecking(false);
      if (found.length > 0) return setWarnings(found);
    }
    publish();
  };
  return (
    <div className="status-cell">
      <span className={`badge ${popup.status}`}>{published ? 'Published' : 'Draft'}</span>
      <button type="button" className="small" ref={button} aria-label={label} disabled={update.isPending || checking} onClick={() => void toggle()}>
        {update.isPending ? (published ? 'Unpublishing…' : 'Publishing…') : published ? 'Unpublish' : 'Publish'}
      </button>
      <PublishWarning
        open={warnings.length > 0}
        onOpenChange={(open) => !open && setWarnings([])}
        warnings={warnings}
        returnTo={button}
        onPublish={() => {
          setWarnings([]);
          publish();
        }}
      />
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
      <div className="row popup-actions">
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
