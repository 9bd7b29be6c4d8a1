import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '../api/client.js';
import { loadPopup } from './api.js';
import { Editor } from './Editor.js';

/** `/poptins/:id/edit`: loads the pop-up, then the editor (keyed by id, so another pop-up starts fresh). */
export function EditorPage() {
  const { id = '' } = useParams();
  // The editor owns the draft once loaded: no refetch replaces what the owner is typing.
  const popup = useQuery({ queryKey: ['poptin', id], queryFn: () => loadPopup(id), staleTime: Infinity, refetchOnWindowFocus: false, gcTime: 0 });
  if (popup.isPending)
    return (
      <p className="page-status" role="status">
        Loading the pop-up…
      </p>
    );
  if (popup.error) {
    const missing = popup.error instanceof ApiError && popup.error.status === 404;
    return (
      <div className="page-status">
        <p className="error" role="alert">
          {missing ? 'There is no such pop-up in your account.' : `Could not load the pop-up: ${popup.error.message}`}
        </p>
        <p>
          <Link to="/poptins">Back to the pop-ups</Link>
          {!missing && (
            <>
              {' '}
              ·{' '}
              <button type="button" className="ed-link" onClick={() => void popup.refetch()}>
                Try again
              </button>
            </>
          )}
        </p>
      </div>
    );
  }
  return <Editor key={popup.data.poptin_id} popup={popup.data} />;
}
